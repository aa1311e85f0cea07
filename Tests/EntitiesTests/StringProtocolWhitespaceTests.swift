import Entities
import Foundation
import TestSupport
import Testing

@Suite("StringProtocol whitespace trimming")
struct StringProtocolWhitespaceTests {
  /// Every scalar Foundation trims with `.whitespacesAndNewlines`, and some it keeps.
  static let scalars: [Unicode.Scalar] =
    (0...0x3100).compactMap(Unicode.Scalar.init)
    + ["\u{FEFF}", "\u{1F600}", "\u{E0020}"]

  @Test("each scalar alone and around a word is trimmed exactly when Foundation trims it")
  func everyScalarAsFoundation() {
    for scalar in Self.scalars {
      for text in ["\(scalar)", "\(scalar)a\(scalar)", "\(scalar)\(scalar)a b\(scalar)"] {
        #expect(
          text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces),
          "U+\(String(scalar.value, radix: 16))")
        #expect(
          text.trimmingWhitespaceAndNewlines()
            == text.trimmingCharacters(in: .whitespacesAndNewlines),
          "U+\(String(scalar.value, radix: 16))")
      }
    }
  }

  @Test("trimming goes scalar by scalar: a combining mark after a space stays, alone")
  func combiningMarks() {
    let text = " \u{301}a\u{2003}\t"
    expectEqual(text.trimmingWhitespace().unicodeScalars.map(\.value), [0x301, 0x61])
    expectEqual(text.trimmingWhitespace(), text.trimmingCharacters(in: .whitespaces))
  }

  @Test("newlines are kept by the first and trimmed by the second; a substring trims too")
  func newlinesAndSubstrings() {
    let text = "\r\n lunch \u{2028}"
    expectEqual(text.trimmingWhitespace(), "\r\n lunch \u{2028}")
    expectEqual(text.trimmingWhitespaceAndNewlines(), "lunch")
    expectEqual(text.dropFirst(2).trimmingWhitespace(), "lunch \u{2028}")
    #expect(" \t ".trimmingWhitespace().isEmpty)
    #expect("".trimmingWhitespaceAndNewlines().isEmpty)
  }
}
