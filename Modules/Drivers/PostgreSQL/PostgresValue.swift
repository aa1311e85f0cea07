import Entities
import FoundationEssentials

// MARK: - Parameters

/// A statement parameter; always sent separately from the SQL text, in libpq's text format.
package enum PostgresValue: Sendable, Hashable {
  /// SQL NULL.
  case null
  /// Sent as int8; cast it (`$1::int`) where only an int4 function argument will do.
  case int64(Int64)
  /// Sent as float8; NaN and ±infinity are supported.
  case double(Double)
  /// Sent untyped, so the server infers the type from context just as for a quoted literal.
  case text(String)
  /// Sent as bool.
  case bool(Bool)
  /// Sent as bytea in hex form.
  case bytea(Data)
  /// Sent as timestamptz in UTC with microsecond precision (PostgreSQL's resolution).
  case timestamp(Date)

  /// The parameter type declared to the server (0 means "infer it").
  ///
  /// Text stays untyped because a declared `text` would refuse to be assigned to, say, a
  /// `date` or `uuid` column; the other cases are declared so `SELECT $1` round-trips and
  /// overloaded functions such as pg_advisory_lock(bigint) resolve unambiguously.
  var typeOID: UInt32 {
    switch self {
    case .null, .text: 0
    case .int64: PostgresTypeOID.int8
    case .double: PostgresTypeOID.float8
    case .bool: PostgresTypeOID.bool
    case .bytea: PostgresTypeOID.bytea
    case .timestamp: PostgresTypeOID.timestamptz
    }
  }

  /// The text-format wire value, or nil for NULL.
  var wireText: String? {
    switch self {
    case .null: nil
    case .int64(let value): String(value)
    case .double(let value): PostgresValue.wireText(for: value)
    case .text(let value): value
    case .bool(let value): value ? "true" : "false"
    case .bytea(let value): "\\x" + value.map { PostgresValue.hexDigits[Int($0)] }.joined()
    case .timestamp(let value): PostgresTimestamp.format(value)
    }
  }

  private static let hexDigits = (0...255).map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }

  // Swift spells these "inf"/"nan"; PostgreSQL's canonical spellings are unambiguous.
  private static func wireText(for value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
    return "\(value)"
  }
}

/// Built-in type OIDs from pg_type.h that the driver declares or checks.
enum PostgresTypeOID {
  /// bool
  static let bool: UInt32 = 16
  /// bytea
  static let bytea: UInt32 = 17
  /// int8 (bigint)
  static let int8: UInt32 = 20
  /// float8 (double precision)
  static let float8: UInt32 = 701
  /// timestamptz (timestamp with time zone)
  static let timestamptz: UInt32 = 1184
}

// MARK: - Results

/// Name and type of one result column.
package struct PostgresColumn: Sendable, Hashable {
  /// The column label as the server reports it (already case-folded for unquoted names).
  package let name: String
  /// The pg_type OID, e.g. 20 for int8; useful for diagnostics.
  package let typeOID: UInt32
}

/// A fully materialised query result; independent of the connection once returned.
///
/// Rows are copied out of the PGresult eagerly so the C memory is freed immediately and
/// the result can be handed to another task (it is Sendable). WellPlate's queries return
/// small result sets, so the copy is cheaper than tracking PGresult lifetimes.
package struct PostgresResult: Sendable, RandomAccessCollection {
  /// Columns in result order.
  package var columns: [PostgresColumn] { layout.columns }
  /// The command tag, e.g. "INSERT 0 1" or "SELECT 3".
  package let commandTag: String
  /// Rows affected or returned, when the command reports a count (INSERT/UPDATE/DELETE/...).
  package let affectedRows: Int?

  private let layout: ColumnLayout
  private let values: [[String?]]

  /// Wraps values already copied out of a PGresult.
  init(columns: [PostgresColumn], values: [[String?]], commandTag: String, affectedRows: Int?) {
    self.layout = ColumnLayout(columns: columns)
    self.values = values
    self.commandTag = commandTag
    self.affectedRows = affectedRows
  }

  /// Number of rows; same as `count`.
  package var rowCount: Int { values.count }
  /// First row index (always 0).
  package var startIndex: Int { 0 }
  /// One past the last row index.
  package var endIndex: Int { values.count }

  /// The row at `index`.
  package subscript(index: Int) -> PostgresRow {
    PostgresRow(layout: layout, values: values[index])
  }
}

/// Column metadata shared by every row of a result, so rows stay cheap to copy.
struct ColumnLayout: Sendable {
  /// Columns in result order.
  let columns: [PostgresColumn]
  /// Label to position, for by-name access without a linear search per value.
  let indexByName: [String: Int]

  /// Indexes `columns` by label.
  init(columns: [PostgresColumn]) {
    self.columns = columns
    // Like PQfnumber, a duplicated label resolves to its first occurrence.
    var indexByName: [String: Int] = [:]
    for (index, column) in columns.enumerated() where indexByName[column.name] == nil {
      indexByName[column.name] = index
    }
    self.indexByName = indexByName
  }
}

/// Identifies a result column either by position (`Int`) or by label (`String`).
package protocol PostgresColumnKey: Sendable {
  /// The column's position in `row`, or a columnNotFound error.
  func columnIndex(in row: PostgresRow) throws -> Int
}

extension Int: PostgresColumnKey {
  /// Checks the position is in range.
  package func columnIndex(in row: PostgresRow) throws -> Int {
    guard row.layout.columns.indices.contains(self) else {
      throw PostgresError(
        .columnNotFound,
        message: "column index \(self) out of range (result has \(row.layout.columns.count))")
    }
    return self
  }
}

extension String: PostgresColumnKey {
  /// Looks the label up exactly (no case folding), so typos fail instead of guessing.
  package func columnIndex(in row: PostgresRow) throws -> Int {
    guard let index = row.layout.indexByName[self] else {
      let known = row.layout.columns.map(\.name).joined(separator: ", ")
      throw PostgresError(.columnNotFound, message: "no column \"\(self)\" (columns: \(known))")
    }
    return index
  }
}

/// One result row; values are PostgreSQL's text format and decoded on access.
package struct PostgresRow: Sendable {
  fileprivate let layout: ColumnLayout
  fileprivate let values: [String?]

  /// Columns in result order.
  package var columns: [PostgresColumn] { layout.columns }

  /// The raw text of a column, or nil for SQL NULL.
  package func text(_ column: some PostgresColumnKey) throws -> String? {
    values[try column.columnIndex(in: self)]
  }

  /// Whether a column is SQL NULL.
  package func isNull(_ column: some PostgresColumnKey) throws -> Bool {
    try text(column) == nil
  }

  /// Decodes a column; ask for an Optional type to accept NULL.
  package func decode<T: PostgresDecodable>(
    _ column: some PostgresColumnKey, as type: T.Type = T.self
  ) throws -> T {
    let index = try column.columnIndex(in: self)
    return try T.decode(postgresText: values[index], column: layout.columns[index])
  }

  /// A non-NULL integer column (int2/int4/int8, or any text that parses as Int64).
  package func int64(_ column: some PostgresColumnKey) throws -> Int64 {
    try decode(column)
  }

  /// A non-NULL floating-point or numeric column.
  package func double(_ column: some PostgresColumnKey) throws -> Double {
    try decode(column)
  }

  /// A non-NULL column of any type, as PostgreSQL prints it.
  package func string(_ column: some PostgresColumnKey) throws -> String {
    try decode(column)
  }

  /// A non-NULL bool column.
  package func bool(_ column: some PostgresColumnKey) throws -> Bool {
    try decode(column)
  }

  /// A non-NULL timestamptz, timestamp (taken as UTC) or date column.
  package func date(_ column: some PostgresColumnKey) throws -> Date {
    try decode(column)
  }

  /// A non-NULL bytea column (hex output format, PostgreSQL's default).
  package func data(_ column: some PostgresColumnKey) throws -> Data {
    try decode(column)
  }
}

// MARK: - Decoding

/// A Swift type that can be read from a column's text-format value.
package protocol PostgresDecodable {
  /// Decodes `text`, which is nil for SQL NULL.
  static func decode(postgresText text: String?, column: PostgresColumn) throws -> Self
}

extension PostgresDecodable {
  /// Unwraps NULL with an error naming the column, for the non-optional conformances.
  fileprivate static func nonNull(_ text: String?, _ column: PostgresColumn) throws -> String {
    guard let text else {
      throw PostgresError(
        .unexpectedNull,
        message: "column \"\(column.name)\" is NULL; decode it as \(Self.self)? instead")
    }
    return text
  }

  /// The error for text that does not parse as `Self`.
  fileprivate static func mismatch(_ text: String, _ column: PostgresColumn) -> PostgresError {
    // Values can be long or sensitive, so only a prefix goes into the message.
    let shown = text.count > 40 ? text.prefix(40) + "…" : text[...]
    return PostgresError(
      .typeMismatch,
      message: "column \"\(column.name)\" (type oid \(column.typeOID)) value \"\(shown)\" "
        + "is not a valid \(Self.self)")
  }
}

extension Optional: PostgresDecodable where Wrapped: PostgresDecodable {
  /// NULL becomes nil; anything else decodes as `Wrapped`.
  package static func decode(postgresText text: String?, column: PostgresColumn) throws -> Self {
    guard let text else { return nil }
    return try Wrapped.decode(postgresText: text, column: column)
  }
}

extension String: PostgresDecodable {
  /// Any column type, as PostgreSQL prints it.
  package static func decode(postgresText text: String?, column: PostgresColumn) throws -> Self {
    try nonNull(text, column)
  }
}

extension Int64: PostgresDecodable {
  /// Parses the decimal text; numeric values with a fraction are rejected, not truncated.
  package static func decode(postgresText text: String?, column: PostgresColumn) throws -> Self {
    let text = try nonNull(text, column)
    guard let value = Int64(text) else { throw mismatch(text, column) }
    return value
  }
}

extension Int: PostgresDecodable {
  /// Parses the decimal text.
  package static func decode(postgresText text: String?, column: PostgresColumn) throws -> Self {
    let text = try nonNull(text, column)
    guard let value = Int(text) else { throw mismatch(text, column) }
    return value
  }
}

extension Double: PostgresDecodable {
  /// Parses float4/float8/numeric text, including NaN and ±Infinity.
  package static func decode(postgresText text: String?, column: PostgresColumn) throws -> Self {
    let text = try nonNull(text, column)
    guard let value = Double(text) else { throw mismatch(text, column) }
    return value
  }
}

extension Bool: PostgresDecodable {
  /// Accepts PostgreSQL's "t"/"f" output (and "true"/"false" from text columns).
  package static func decode(postgresText text: String?, column: PostgresColumn) throws -> Self {
    switch try nonNull(text, column) {
    case "t", "true": return true
    case "f", "false": return false
    case let other: throw mismatch(other, column)
    }
  }
}

extension Date: PostgresDecodable {
  /// Parses ISO-style timestamptz/timestamp/date output; timestamp without zone means UTC.
  package static func decode(postgresText text: String?, column: PostgresColumn) throws -> Self {
    let text = try nonNull(text, column)
    guard let value = PostgresTimestamp.parse(text) else { throw mismatch(text, column) }
    return value
  }
}

extension Data: PostgresDecodable {
  /// Decodes bytea's hex output ("\x0a1b…").
  package static func decode(postgresText text: String?, column: PostgresColumn) throws -> Self {
    let text = try nonNull(text, column)
    guard let value = PostgresValue.decodeHexBytea(text) else { throw mismatch(text, column) }
    return value
  }
}

extension PostgresValue {
  /// Decodes "\x"-prefixed hex; nil for anything else, including bytea_output = escape.
  static func decodeHexBytea(_ text: String) -> Data? {
    let bytes = Array(text.utf8)
    guard bytes.count >= 2, bytes[0] == UInt8(ascii: "\\"), bytes[1] == UInt8(ascii: "x"),
      bytes.count % 2 == 0
    else { return nil }
    var data = Data(capacity: (bytes.count - 2) / 2)
    var index = 2
    while index < bytes.count {
      guard let high = hexValue(bytes[index]), let low = hexValue(bytes[index + 1]) else {
        return nil
      }
      data.append(high << 4 | low)
      index += 2
    }
    return data
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

// MARK: - Timestamps

/// Converts between Date and PostgreSQL's ISO text with plain calendar arithmetic.
///
/// DateFormatter would cost locale/time-zone state and only gives milliseconds, while
/// PostgreSQL stores microseconds; proleptic Gregorian day counting is exact and Sendable.
enum PostgresTimestamp {
  /// Formats as "YYYY-MM-DD HH:MM:SS.ffffff+00" (with " BC" for years before 1).
  static func format(_ date: Date) -> String {
    let micros = Int64((date.timeIntervalSince1970 * 1_000_000).rounded())
    let (seconds, fraction) = floorDivide(micros, 1_000_000)
    let (days, secondOfDay) = floorDivide(seconds, 86_400)
    let (year, month, day) = civil(fromDays: days)
    let era = year > 0 ? "" : " BC"
    return pad(year > 0 ? year : 1 - year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + " "
      + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":"
      + pad(secondOfDay % 60, 2) + "." + pad(fraction, 6) + "+00" + era
  }

  /// Parses "YYYY-MM-DD[ HH:MM:SS[.f…]][±HH[:MM[:SS]]][ BC]"; nil for anything else.
  static func parse(_ text: String) -> Date? {
    var bytes = Array(text.utf8)[...]
    var isBC = false
    if bytes.count > 3, bytes.suffix(3).elementsEqual(" BC".utf8) {
      isBC = true
      bytes = bytes.dropLast(3)
    }
    var scanner = Scanner(bytes: bytes)
    guard var year = scanner.number(minDigits: 4, maxDigits: 7), scanner.skip("-"),
      let month = scanner.number(minDigits: 2, maxDigits: 2), scanner.skip("-"),
      let day = scanner.number(minDigits: 2, maxDigits: 2),
      (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    if isBC { year = 1 - year }
    var secondOfDay: Int64 = 0
    var micros: Int64 = 0
    var offset: Int64 = 0
    if scanner.skip(" ") || scanner.skip("T") {
      guard let hour = scanner.number(minDigits: 2, maxDigits: 2), scanner.skip(":"),
        let minute = scanner.number(minDigits: 2, maxDigits: 2), scanner.skip(":"),
        let second = scanner.number(minDigits: 2, maxDigits: 2),
        hour <= 24, minute < 60, second < 61
      else { return nil }
      secondOfDay = hour * 3600 + minute * 60 + second
      if scanner.skip(".") {
        guard let digits = scanner.digits(max: 6), !digits.isEmpty else { return nil }
        micros = Int64(digits)! * pow10(6 - digits.count)
      }
      if let sign = scanner.sign() {
        guard let hours = scanner.number(minDigits: 2, maxDigits: 2) else { return nil }
        var minutes: Int64 = 0
        var seconds: Int64 = 0
        if scanner.skip(":") {
          guard let value = scanner.number(minDigits: 2, maxDigits: 2) else { return nil }
          minutes = value
          if scanner.skip(":") {
            guard let value = scanner.number(minDigits: 2, maxDigits: 2) else { return nil }
            seconds = value
          }
        }
        offset = sign * (hours * 3600 + minutes * 60 + seconds)
      }
    }
    guard scanner.isAtEnd else { return nil }
    let seconds = days(fromCivil: year, month, day) * 86_400 + secondOfDay - offset
    return Date(timeIntervalSince1970: Double(seconds) + Double(micros) / 1_000_000)
  }

  private struct Scanner {
    var bytes: ArraySlice<UInt8>

    var isAtEnd: Bool { bytes.isEmpty }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard bytes.first == UInt8(ascii: character) else { return false }
      bytes.removeFirst()
      return true
    }

    mutating func sign() -> Int64? {
      if skip("+") { return 1 }
      if skip("-") { return -1 }
      return nil
    }

    mutating func digits(max: Int) -> String? {
      let run = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
      // More fractional digits than microseconds would silently lose precision.
      guard run.count <= max else { return nil }
      bytes.removeFirst(run.count)
      return String(decoding: run, as: UTF8.self)
    }

    mutating func number(minDigits: Int, maxDigits: Int) -> Int64? {
      guard let text = digits(max: maxDigits), text.count >= minDigits else { return nil }
      return Int64(text)
    }
  }

  private static func pow10(_ exponent: Int) -> Int64 {
    (0..<exponent).reduce(1) { value, _ in value * 10 }
  }

  private static func pad(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static func floorDivide(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
    let quotient = value / divisor - (value % divisor < 0 ? 1 : 0)
    return (quotient, value - quotient * divisor)
  }

  // Proleptic Gregorian (year 0 = 1 BC), as PostgreSQL counts.
  private static func days(fromCivil year: Int64, _ month: Int64, _ day: Int64) -> Int64 {
    Int64(CalendarDay.daysSince1970(year: Int(year), month: Int(month), day: Int(day)))
  }

  private static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
    let day = CalendarDay(daysSince1970: Int(days))
    return (Int64(day.year), Int64(day.month), Int64(day.day))
  }
}
