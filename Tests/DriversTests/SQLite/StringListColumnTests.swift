import Foundation
import TestSupport
import Testing

@testable import Drivers

/// The string lists of the SQLite history are read by a hand-written parser where they look
/// as WellPlate writes them, and by JSONDecoder otherwise; both must agree with JSON.
@Suite("StringListColumn")
struct StringListColumnTests {
  static let lists: [[String]] = [
    [], [""], ["a"], ["2 × \"large\" (50 g)", "1 × \"1 medium or regular slice\" (25 g)"],
    ["back\\slash", "new\nline", "tab\there", "cr\rlf", "bell\u{07}", "nul\u{00}byte"],
    ["é", "日本語", "🍎", "\"\u{301}combining after a quote", "slash / and \\/"], ["", "", ""],
  ]

  @Test(arguments: lists)
  func writtenListsReadBack(_ list: [String]) throws {
    let text = StringListColumn.encode(list)
    expectEqual(try StringListColumn.decode(text, column: "notes"), list)
    expectEqual(try JSONDecoder().decode([String].self, from: Data(text.utf8)), list)
  }

  @Test(arguments: [
    (#"[ "spaced" , "out" ]"#, ["spaced", "out"]), (#"["\u00e9\u0041"]"#, ["éA"]),
    (#"["\ud83c\udf4e"]"#, ["🍎"]), (#"["\b\f\/"]"#, ["\u{08}\u{0C}/"]),
  ])
  func otherValidJSONReadsAsJSONDecoderReadsIt(_ text: String, _ list: [String]) throws {
    expectEqual(try StringListColumn.decode(text, column: "notes"), list)
  }

  @Test(arguments: [
    "", "[", "]", #"["a""#, #"["a" "b"]"#, #"["\x"]"#, #"["\u12"]"#, "[1]",
    #"{"a": 1}"#, "[\"raw\ncontrol\"]", #"["a"]x"#,
  ])
  func anythingElseIsCorrupt(_ text: String) {
    #expect(throws: SQLiteError.self) { try StringListColumn.decode(text, column: "notes") }
  }
}
