import CSQLite
import FoundationEssentials

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
          text += "\\u00" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16)
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
    if let list = listAsWritten(text) { return list }
    guard let list = try? JSONDecoder().decode([String].self, from: Data(text.utf8)) else {
      throw SQLiteError(
        code: SQLITE_CORRUPT, message: "\(column) does not hold a JSON list of strings")
    }
    return list
  }

  /// The list when `text` is written the way `encode` writes (no whitespace; escapes
  /// `\"` `\\` `\/` `\b` `\f` `\n` `\r` `\t` and `\u` outside the surrogates); nil for
  /// anything else, which JSONDecoder then reads or rejects.
  ///
  /// `history` reads a list per item; JSONDecoder took more time than the rest of the item.
  private static func listAsWritten(_ text: String) -> [String]? {
    var text = text
    return text.withUTF8 { utf8 in listAsWritten(utf8) }
  }

  private static func listAsWritten(_ utf8: UnsafeBufferPointer<UInt8>) -> [String]? {
    let quote = UInt8(ascii: "\"")
    let backslash = UInt8(ascii: "\\")
    var index = 0
    func next() -> UInt8? {
      guard index < utf8.count else { return nil }
      defer { index += 1 }
      return utf8[index]
    }
    guard next() == UInt8(ascii: "[") else { return nil }
    var list: [String] = []
    var element: [UInt8] = []
    while true {
      guard next() == quote else { return nil }
      // Most elements have no escapes: made from their bytes in one go (a page reads a list
      // per item).
      let start = index
      while index < utf8.count, utf8[index] >= 0x20, utf8[index] != quote,
        utf8[index] != backslash
      {
        index += 1
      }
      if index < utf8.count, utf8[index] == quote {
        list.append(
          String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<index]), as: UTF8.self))
        index += 1
      } else {
        element.removeAll(keepingCapacity: true)
        element.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
        while true {
          guard let byte = next(), byte >= 0x20 else { return nil }
          if byte == quote { break }
          guard byte == backslash else {
            element.append(byte)
            continue
          }
          switch next() {
          case quote: element.append(quote)
          case backslash: element.append(backslash)
          case UInt8(ascii: "/"): element.append(UInt8(ascii: "/"))
          case UInt8(ascii: "b"): element.append(0x08)
          case UInt8(ascii: "f"): element.append(0x0C)
          case UInt8(ascii: "n"): element.append(UInt8(ascii: "\n"))
          case UInt8(ascii: "r"): element.append(UInt8(ascii: "\r"))
          case UInt8(ascii: "t"): element.append(UInt8(ascii: "\t"))
          case UInt8(ascii: "u"):
            var value: UInt32 = 0
            for _ in 0..<4 {
              guard let digit = next().flatMap({ hexDigit($0) }) else { return nil }
              value = value << 4 | digit
            }
            // A surrogate pair would need decoding in two steps; rare enough to leave out.
            guard let scalar = Unicode.Scalar(value) else { return nil }
            element.append(contentsOf: String(scalar).utf8)
          default: return nil
          }
        }
        list.append(String(decoding: element, as: UTF8.self))
      }
      switch next() {
      case UInt8(ascii: ","): continue
      case UInt8(ascii: "]"): return next() == nil ? list : nil
      default: return nil
      }
    }
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
