import Foundation
import TestSupport
import Testing

@testable import InterfaceAdapters

/// JSONSyntax finds where JSONSerialization placed a JSON text's first error, which
/// FoundationEssentials lacks (ADR 0012); a configuration file's error names the place.
@Suite("JSONSyntax")
struct JSONSyntaxTests {
  /// The offset in JSONSerialization's "around character N", `nil` when it gave none.
  static func foundationOffset(_ data: Data) -> Int? {
    do {
      _ = try JSONSerialization.jsonObject(with: data)
      return nil
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
      return detail.firstMatch(of: /character (\d+)/).flatMap { Int($0.1) }
    }
  }

  static let documents = [
    #"{"store": "sqlite", "tz": "Europe/Paris", "goal": 1800}"#,
    #"{"a": {"b": [1, -2.5e+3, true, false, null, "x\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"]}}"#,
    "{\n  \"store\": sqlite\n}", #"{"a" 1}"#, #"{"a": 1,}"#, #"[1,2,]"#, #"{"a": tru}"#,
    #"{"a": trux}"#, #"{"a": nul}"#, #"{"a": 01}"#, #"{"a": -01}"#, #"{"a": 1e}"#,
    #"{"a": 1.}"#, #"{"a": .5}"#, #"{"a": 1.5.2}"#, #"{"a": 1e+-2}"#, #"{"a": --1}"#,
    #"{"a": "\q"}"#, #"{"a": "\u12"}"#, #"{"a": "\uzzzz"}"#, #"{"a": "\ud800"}"#,
    #"{"a": "\ud800\u0041"}"#, #"{"a": "\udc00"}"#, "{\"a\": \"\u{1}\"}", #"{"a":1} x"#,
    #"{"a":1}  "#, "\u{FEFF}{\"a\":1", "\u{FEFF}{\"a\" 1}", #"{1: 2}"#, #"{"a": 1 "b": 2}"#,
    #"[1 2]"#, #"["a" : 1]"#, "", "   ", "x", "{", "[", "\"abc", #"{"é": 1 2}"#, "1 2", "-",
    "{\"a\":\t[ ]\r\n}", #"{"a": [}"#, #"{"a": {]}"#, #"{"a":,}"#, #"{,}"#, #"{"a":1,,}"#,
  ]

  @Test func offsetsAsJSONSerialization() {
    for text in Self.documents {
      let data = Data(text.utf8)
      #expect(JSONSyntax.errorOffset(in: data) == Self.foundationOffset(data), "\(text)")
    }
  }

  @Test("every cut and one-byte change of valid documents errs where JSONSerialization did")
  func mutations() {
    let replacements = Array(#" {}[]":,.-+eE0159tfnul\/"#.utf8) + [0x00, 0x0A, 0x1F, 0xC3, 0xFF]
    for text in Self.documents.prefix(2) {
      let bytes = Array(text.utf8)
      for cut in 0...bytes.count {
        let data = Data(bytes[..<cut])
        #expect(JSONSyntax.errorOffset(in: data) == Self.foundationOffset(data), "\(data)")
      }
      for index in bytes.indices {
        for byte in replacements {
          var changed = bytes
          changed[index] = byte
          let data = Data(changed)
          #expect(
            JSONSyntax.errorOffset(in: data) == Self.foundationOffset(data),
            "\(String(decoding: changed, as: UTF8.self))")
        }
      }
    }
  }

  @Test("random edits of the documents err where JSONSerialization did")
  func randomEdits() {
    var random = SeededGenerator(seed: 7)
    let alphabet = Array(#" {}[]":,.-+eE019tfnul\/"#.utf8) + [0x00, 0x0A, 0x80, 0xC3, 0xE2, 0xFF]
    for _ in 0..<5000 {
      var bytes = Array(Self.documents[Int(random.next() % UInt64(Self.documents.count))].utf8)
      for _ in 0...(random.next() % 3) {
        let byte = alphabet[Int(random.next() % UInt64(alphabet.count))]
        let index = Int(random.next() % UInt64(bytes.count + 1))
        switch random.next() % 3 {
        case 0 where index < bytes.count: bytes[index] = byte
        case 1 where index < bytes.count: bytes.remove(at: index)
        default: bytes.insert(byte, at: index)
        }
      }
      let data = Data(bytes)
      #expect(
        JSONSyntax.errorOffset(in: data) == Self.foundationOffset(data),
        "\(String(decoding: bytes, as: UTF8.self))")
    }
  }

  @Test("nesting deeper than 512 is refused at the 513th bracket, as it was")
  func depth() {
    for depth in [511, 512, 513, 600] {
      let data = Data(
        (String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
      #expect(JSONSyntax.errorOffset(in: data) == Self.foundationOffset(data), "\(depth)")
    }
  }

  @Test("UTF-16 and UTF-32 texts are read as they were")
  func otherEncodings() {
    for text in [#"{"a" 1}"#, #"{"a": 1}"#, "[1, x]"] {
      for encoding in [
        String.Encoding.utf16BigEndian, .utf16LittleEndian, .utf32BigEndian, .utf32LittleEndian,
        .utf16, .utf32,
      ] {
        guard let data = text.data(using: encoding) else { continue }
        #expect(
          JSONSyntax.errorOffset(in: data) == Self.foundationOffset(data), "\(text) \(encoding)")
      }
    }
  }
}
