/// An API bearer token as a caller presents it: `wp_<id>_<secret>`.
///
/// The id (16 hex digits) is public and finds the token in the store; the secret (64 hex
/// digits, 256 random bits) is shown once when the token is made and kept only as its SHA-256
/// digest, so a copy of the store lets nobody call the API.
public struct AccessToken: Hashable, Sendable, CustomStringConvertible {
  /// The public half.
  public let id: AccessTokenID
  /// The secret half, 64 lowercase hex digits.
  public let secret: String

  /// The token written as `text`, or `nil` when it does not have the shape of one.
  public init?(_ text: String) {
    let parts = text.split(separator: "_", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0] == "wp", let id = AccessTokenID(String(parts[1])),
      parts[2].utf8.count == 64, parts[2].utf8.allSatisfy(Self.isLowercaseHexDigit)
    else { return nil }
    self.id = id
    self.secret = String(parts[2])
  }

  /// A token made of `id` and the 32 bytes of `secretBytes`.
  public init(id: AccessTokenID, secretBytes: [UInt8]) {
    precondition(secretBytes.count == 32, "a token secret is 32 bytes")
    self.id = id
    self.secret = Self.hex(secretBytes)
  }

  /// The text a caller sends after `Bearer `.
  public var text: String { "wp_\(id.rawValue)_\(secret)" }

  /// What the store keeps of the secret.
  public var secretDigest: String { SHA256Digest.hex(of: Array(secret.utf8)) }

  /// Never the secret, so a token that reaches a log or an error message gives nothing away.
  public var description: String { "wp_\(id.rawValue)_…" }

  /// `bytes` as lowercase hex.
  public static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0f)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
  }
}
