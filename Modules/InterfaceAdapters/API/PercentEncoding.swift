/// Percent-encoding as Foundation's `addingPercentEncoding(withAllowedCharacters:)` and
/// `removingPercentEncoding` did it, which FoundationEssentials does not have (ADR 0012).
public enum PercentEncoding {
  /// A set of bytes as a 256-bit map: `Set<UInt8>` would make the first encoding of a process
  /// look up `UInt8: Hashable` among every conformance in the binary (about 0.25 M
  /// instructions, paid by every command that opens the food index; ADR 0012).
  public struct Bytes: Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// The bytes of `bytes`.
    public init(_ bytes: some Sequence<UInt8>) {
      for byte in bytes { insert(byte) }
    }

    /// Whether `byte` is in the set.
    public func contains(_ byte: UInt8) -> Bool {
      let bit = UInt64(1) << (byte & 63)
      switch byte >> 6 {
      case 0: return words.0 & bit != 0
      case 1: return words.1 & bit != 0
      case 2: return words.2 & bit != 0
      default: return words.3 & bit != 0
      }
    }

    /// The set with `bytes` added.
    public func union(_ bytes: some Sequence<UInt8>) -> Bytes {
      var result = self
      for byte in bytes { result.insert(byte) }
      return result
    }

    private mutating func insert(_ byte: UInt8) {
      let bit = UInt64(1) << (byte & 63)
      switch byte >> 6 {
      case 0: words.0 |= bit
      case 1: words.1 |= bit
      case 2: words.2 |= bit
      default: words.3 |= bit
      }
    }
  }

  /// RFC 3986's unreserved characters: ASCII letters, digits and "-._~".
  public static let unreserved = Bytes(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
  /// Foundation's `CharacterSet.urlPathAllowed` on Linux but for ":": the unreserved
  /// characters and "!$&'()*+,/=@" (not ";").
  public static let pathAllowed = unreserved.union("!$&'()*+,/=@".utf8)

  /// A file path as `addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)` wrote it:
  /// `pathAllowed` kept, and ":" too after the first "/" (before it, "C:" would read as a URL
  /// scheme).
  public static func encoded(path: String) -> String {
    guard let slash = path.firstIndex(of: "/") else { return encoded(path, allowing: pathAllowed) }
    return encoded(String(path[..<slash]), allowing: pathAllowed)
      + encoded(String(path[slash...]), allowing: pathAllowed.union([UInt8(ascii: ":")]))
  }

  /// `text` with every UTF-8 byte outside `allowed` written "%XX", in upper-case hex.
  public static func encoded(_ text: String, allowing allowed: Bytes) -> String {
    let hexDigits = Array("0123456789ABCDEF".utf8)
    var encoded: [UInt8] = []
    encoded.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      if allowed.contains(byte) {
        encoded.append(byte)
      } else {
        encoded += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: encoded, as: UTF8.self)
  }

  /// `text` with its "%XX" escapes decoded; `nil` for a "%" without two hex digits after it
  /// or bytes that are not UTF-8. A leading byte order mark is dropped, as Foundation's UTF-8
  /// decoding dropped it.
  public static func decoded(_ text: some StringProtocol) -> String? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var input = text.utf8.makeIterator()
    while let byte = input.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = input.next().flatMap(hexValue), let low = input.next().flatMap(hexValue)
      else { return nil }
      bytes.append(high << 4 | low)
    }
    guard var decoded = String(validating: bytes, as: UTF8.self) else { return nil }
    if decoded.unicodeScalars.first == "\u{FEFF}" { decoded.unicodeScalars.removeFirst() }
    return decoded
  }

  private static func hexValue(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
