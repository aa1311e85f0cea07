import Foundation
import InterfaceAdapters
import TestSupport
import Testing

/// PercentEncoding stands in for Foundation's percent-encoding, which FoundationEssentials
/// lacks (ADR 0012): the same text out for the same text in.
@Suite("PercentEncoding")
struct PercentEncodingTests {
  static let texts = [
    "", "a b", "2 eggs & toast + jam", "100% rye", "é/ü?#", "\u{1F600}\u{0}\t\n", "~._-",
    "!$&'()*+,/:;=@[]", "/tmp/a b/history.sqlite", "naïve café", "\u{301}x", ":", "a:b",
    "/a:b", "a/b:c", "C:/x", "a/:", "::/::", "./a:b",
  ]

  @Test func encodingAsFoundation() {
    var unreserved = CharacterSet()
    unreserved.insert(
      charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    for text in Self.texts + (0..<128).map({ String(UnicodeScalar(UInt8($0))) }) {
      #expect(
        PercentEncoding.encoded(text, allowing: PercentEncoding.unreserved)
          == text.addingPercentEncoding(withAllowedCharacters: unreserved), "\(text)")
      #expect(
        PercentEncoding.encoded(path: text)
          == text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed), "\(text)")
    }
  }

  @Test func decodingAsFoundation() {
    let escaped = [
      "a%20b", "%", "%4", "%zz", "%C3%A9", "%c3%a9", "%C3", "%00", "a%2Bb", "%e9", "%2g", "%%41",
      "é%41", "%C3%A", "%ED%A0%80", "%F4%90%80%80", "%C0%80", "%F0%9F%98%80", "%EF%BB%BFx",
      "x%EF%BB%BF", "%EF%BB%BF%EF%BB%BF", "\u{FEFF}a", "%0a%0D", "+",
    ]
    for text in escaped + Self.texts {
      #expect(PercentEncoding.decoded(text) == text.removingPercentEncoding, "\(text)")
      #expect(PercentEncoding.decoded(text[...]) == text.removingPercentEncoding, "\(text)")
    }
  }
}
