import CSQLite
import Foundation

/// A list of strings kept in one TEXT column as a JSON array (`unmatched`, item `notes`).
///
/// JSON rather than a child table: the lists are short, always read whole, never queried,
/// and JSON stays readable with the sqlite3 shell's json functions (ADR 0006).
enum StringListColumn {
  /// The JSON array text for `list`.
  static func encode(_ list: [String]) -> String {
    // Written by hand because this runs on every save, where JSONEncoder's setup would
    // dominate; the escaping is the minimal set RFC 8259 requires.
    guard !list.isEmpty else { return "[]" }
    var text = "["
    for (index, element) in list.enumerated() {
      if index > 0 { text += "," }
      text += "\""
      for scalar in element.unicodeScalars {
        switch scalar {
        case "\"": text += "\\\""
        case "\\": text += "\\\\"
        case "\n": text += "\\n"
        case "\r": text += "\\r"
        case "\t": text += "\\t"
        case _ where scalar.value < 0x20:
          text += "\\u" + String(format: "%04x", scalar.value)
        default: text.unicodeScalars.append(scalar)
        }
      }
      text += "\""
    }
    return text + "]"
  }

  /// The list in `text`; throws a `corrupt` error when the column holds something else.
  static func decode(_ text: String, column: String) throws -> [String] {
    guard text != "[]" else { return [] }
    guard let list = try? JSONDecoder().decode([String].self, from: Data(text.utf8)) else {
      throw SQLiteError(
        code: SQLITE_CORRUPT, message: "\(column) does not hold a JSON list of strings")
    }
    return list
  }
}
