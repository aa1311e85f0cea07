import Foundation
import TestSupport
import Testing

@testable import InterfaceAdapters

@Suite("String padding")
struct StringPaddingTests {
  @Test("pads and cuts by UTF-16 units, as Foundation's padding(toLength:) did")
  func asFoundation() {
    for text in ["", "a", "history", "summary", "é", "e\u{301}", "\u{1F600}x", "--from <day>"] {
      for length in 0...14 {
        #expect(
          text.padded(toLength: length)
            == text.padding(toLength: length, withPad: " ", startingAt: 0),
          "\(text) to \(length)")
      }
    }
    expectEqual("Total".padded(toLength: 9), "Total    ")
  }
}
