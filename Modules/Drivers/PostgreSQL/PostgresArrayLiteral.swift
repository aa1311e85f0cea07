import FoundationEssentials

/// Writes PostgreSQL array literals (`{"a","b",NULL}`) to bind a whole list as one parameter.
///
/// A save sends all of a meal's items in one statement through `unnest($n::text[], …)`, so
/// the number of round trips does not grow with the number of items. The literal is still a
/// bound parameter: the server parses it as data, never as SQL.
enum PostgresArrayLiteral {
  /// `{"…","…"}` with every element quoted, so commas, braces, spaces and the word NULL
  /// inside a string stay data; only `"` and `\` need escaping inside the quotes.
  static func text(_ elements: [String?]) -> String {
    var literal = "{"
    for (index, element) in elements.enumerated() {
      if index > 0 { literal += "," }
      guard let element else {
        literal += "NULL"
        continue
      }
      literal += "\""
      for character in element.unicodeScalars {
        if character == "\"" || character == "\\" { literal += "\\" }
        literal.unicodeScalars.append(character)
      }
      literal += "\""
    }
    return literal + "}"
  }

  /// `{1.5,NULL,NaN}` for a float8[]; the same spellings `PostgresValue.double` sends.
  static func float8(_ elements: [Double?]) -> String {
    "{" + elements.map { $0.map(number) ?? "NULL" }.joined(separator: ",") + "}"
  }

  /// A float8 as PostgreSQL reads it: Swift's shortest round-trip digits, or NaN/±Infinity,
  /// which Swift would spell "nan"/"inf".
  static func number(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    return "\(value)"
  }
}
