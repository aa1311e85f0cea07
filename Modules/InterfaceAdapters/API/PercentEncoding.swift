/// Percent-encoding as Foundation's `addingPercentEncoding(withAllowedCharacters:)` and
/// `removingPercentEncoding` did it, which FoundationEssentials does not have (ADR 0012).
public enum PercentEncoding {
  /// RFC 3986's unreserved characters: ASCII letters, digits and "-._~".
  public static let unreserved = Set(
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
  public static func encoded(_ text: String, allowing allowed: Set<UInt8>) -> String {
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
