import FoundationEssentials

/// A value as SQLite stores it: one of its five storage classes.
package enum SQLiteValue: Sendable, Hashable {
  /// SQL NULL.
  case null
  /// A 64-bit signed integer.
  case integer(Int64)
  /// An IEEE 754 double.
  case real(Double)
  /// UTF-8 text; may contain quotes or NUL bytes, since values are always bound, never spliced.
  case text(String)
  /// Raw bytes; an empty blob stays an empty blob rather than turning into NULL.
  case blob(Data)
}

extension SQLiteValue: ExpressibleByNilLiteral {
  /// `nil` binds SQL NULL.
  package init(nilLiteral: ()) { self = .null }
}

extension SQLiteValue: ExpressibleByIntegerLiteral {
  /// An integer literal binds as `.integer`.
  package init(integerLiteral value: Int64) { self = .integer(value) }
}

extension SQLiteValue: ExpressibleByFloatLiteral {
  /// A float literal binds as `.real`.
  package init(floatLiteral value: Double) { self = .real(value) }
}

extension SQLiteValue: ExpressibleByStringLiteral {
  /// A string literal binds as `.text`.
  package init(stringLiteral value: String) { self = .text(value) }
}
