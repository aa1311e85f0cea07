import CSQLite
import FoundationEssentials

// SQLite copies bound text and blobs at bind time with this destructor, so Swift's temporary
// buffers may go away as soon as the bind call returns. The C macro is ((destructor)-1), which
// Swift cannot import; a computed property sidesteps Sendable checks on a global constant.
private var sqliteTransient: sqlite3_destructor_type {
  unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}

/// One compiled SQL statement: bind values, step through rows, read columns, reset.
// Not Sendable: like its connection, it belongs to one isolation domain at a time.
package final class SQLiteStatement {
  /// The SQL text this statement was compiled from (placeholders, never values).
  package let sql: String
  private var handle: OpaquePointer?
  // Weak because the connection's cache owns its statements; a strong link back would be a
  // cycle. It lets a statement refuse to run once its connection has been closed.
  private weak var connection: SQLiteConnection?

  /// Wraps a statement `connection` just compiled; only `SQLiteConnection` makes these.
  init(handle: OpaquePointer, sql: String, connection: SQLiteConnection) {
    self.handle = handle
    self.sql = sql
    self.connection = connection
  }

  deinit {
    // Also what finally frees a connection that sqlite3_close_v2 left as a zombie.
    sqlite3_finalize(handle)
  }

  /// Frees the compiled statement; later calls fail. Used by `SQLiteConnection.close()`.
  func finalize() {
    sqlite3_finalize(handle)
    handle = nil
  }

  private func live() throws -> OpaquePointer {
    guard let handle, connection?.isOpen == true else {
      throw SQLiteError(
        code: SQLITE_MISUSE, message: "statement used after its connection was closed", sql: sql)
    }
    return handle
  }

  private func check(_ resultCode: Int32, _ handle: OpaquePointer) throws {
    guard resultCode == SQLITE_OK else {
      throw SQLiteError(resultCode: resultCode, db: sqlite3_db_handle(handle), sql: sql)
    }
  }

  // MARK: Binding (parameter indexes start at 1)

  /// The number of parameters (`?`, `?NNN`, `:name`, `@name`, `$name`) in the SQL.
  package var parameterCount: Int32 { sqlite3_bind_parameter_count(handle) }

  /// Binds a value to the 1-based parameter `index`.
  package func bind(_ value: SQLiteValue, at index: Int32) throws {
    let handle = try live()
    let rc: Int32
    switch value {
    case .null:
      rc = sqlite3_bind_null(handle, index)
    case .integer(let number):
      rc = sqlite3_bind_int64(handle, index, number)
    case .real(let number):
      rc = sqlite3_bind_double(handle, index, number)
    case .text(let text):
      // withCString always yields a non-null pointer (a null one would bind NULL, not ''),
      // and the explicit byte count keeps any embedded NUL characters.
      rc = text.withCString { pointer in
        sqlite3_bind_text64(
          handle, index, pointer, UInt64(text.utf8.count), sqliteTransient, UInt8(SQLITE_UTF8))
      }
    case .blob(let bytes):
      rc = bytes.withUnsafeBytes { buffer in
        // An empty Data may have no base address, and a null pointer binds NULL instead of
        // an empty blob, so empty blobs go through zeroblob.
        guard let base = buffer.baseAddress, buffer.count > 0 else {
          return sqlite3_bind_zeroblob(handle, index, 0)
        }
        return sqlite3_bind_blob64(handle, index, base, UInt64(buffer.count), sqliteTransient)
      }
    }
    try check(rc, handle)
  }

  /// Binds an integer, or NULL for nil.
  package func bind(_ value: Int64?, at index: Int32) throws {
    try bind(value.map(SQLiteValue.integer) ?? .null, at: index)
  }

  /// Binds an Int as a 64-bit integer, or NULL for nil.
  package func bind(_ value: Int?, at index: Int32) throws {
    try bind(value.map { .integer(Int64($0)) } ?? .null, at: index)
  }

  /// Binds a double, or NULL for nil.
  package func bind(_ value: Double?, at index: Int32) throws {
    try bind(value.map(SQLiteValue.real) ?? .null, at: index)
  }

  /// Binds UTF-8 text, or NULL for nil.
  package func bind(_ value: String?, at index: Int32) throws {
    try bind(value.map(SQLiteValue.text) ?? .null, at: index)
  }

  /// Binds a blob, or NULL for nil.
  package func bind(_ value: Data?, at index: Int32) throws {
    try bind(value.map(SQLiteValue.blob) ?? .null, at: index)
  }

  /// Binds NULL.
  package func bindNull(at index: Int32) throws {
    try bind(SQLiteValue.null, at: index)
  }

  /// The index of a named parameter, spelled with its prefix as in the SQL (":id").
  package func parameterIndex(_ name: String) throws -> Int32 {
    let handle = try live()
    let index = sqlite3_bind_parameter_index(handle, name)
    guard index > 0 else {
      throw SQLiteError(code: SQLITE_RANGE, message: "no parameter named \(name)", sql: sql)
    }
    return index
  }

  /// Binds a value to a named parameter (":id").
  package func bind(_ value: SQLiteValue, named name: String) throws {
    try bind(value, at: parameterIndex(name))
  }

  /// Binds an integer, or NULL for nil, to a named parameter.
  package func bind(_ value: Int64?, named name: String) throws {
    try bind(value, at: parameterIndex(name))
  }

  /// Binds an Int, or NULL for nil, to a named parameter.
  package func bind(_ value: Int?, named name: String) throws {
    try bind(value, at: parameterIndex(name))
  }

  /// Binds a double, or NULL for nil, to a named parameter.
  package func bind(_ value: Double?, named name: String) throws {
    try bind(value, at: parameterIndex(name))
  }

  /// Binds text, or NULL for nil, to a named parameter.
  package func bind(_ value: String?, named name: String) throws {
    try bind(value, at: parameterIndex(name))
  }

  /// Binds a blob, or NULL for nil, to a named parameter.
  package func bind(_ value: Data?, named name: String) throws {
    try bind(value, at: parameterIndex(name))
  }

  /// Binds NULL to a named parameter.
  package func bindNull(named name: String) throws {
    try bind(SQLiteValue.null, at: parameterIndex(name))
  }

  /// Binds every parameter in order; the count must match, so a forgotten value can't be NULL.
  @discardableResult
  package func bind(_ values: [SQLiteValue]) throws -> SQLiteStatement {
    guard values.count == parameterCount else {
      throw SQLiteError(
        code: SQLITE_RANGE,
        message: "expected \(parameterCount) values to bind, got \(values.count)", sql: sql)
    }
    for (offset, value) in values.enumerated() {
      try bind(value, at: Int32(offset + 1))
    }
    return self
  }

  /// Binds every parameter in order, e.g. `bind(.text(name), .integer(id), nil)`.
  @discardableResult
  package func bind(_ values: SQLiteValue...) throws -> SQLiteStatement {
    try bind(values)
  }

  /// Sets every parameter back to NULL.
  package func clearBindings() {
    sqlite3_clear_bindings(handle)
  }

  // MARK: Stepping

  /// Runs to the next row: true if one is available to read, false when the statement is done.
  package func step() throws -> Bool {
    let handle = try live()
    let rc = sqlite3_step(handle)
    switch rc {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: throw SQLiteError(resultCode: rc, db: sqlite3_db_handle(handle), sql: sql)
    }
  }

  /// Rewinds to before the first row, keeping bindings, and releases the statement's locks.
  package func reset() {
    // reset's return value only repeats the last step's error, which step already threw.
    sqlite3_reset(handle)
  }

  /// Runs a statement whose rows (if any) don't matter, e.g. INSERT/UPDATE/DELETE; then resets.
  package func run() throws {
    defer { reset() }
    while try step() {}
  }

  /// Maps every row, then resets so no read transaction stays open (it would pin the WAL).
  package func rows<T>(_ transform: (SQLiteStatement) throws -> T) throws -> [T] {
    defer { reset() }
    var result: [T] = []
    while try step() {
      result.append(try transform(self))
    }
    return result
  }

  /// Maps the first row, or returns nil if there is none; then resets.
  package func firstRow<T>(_ transform: (SQLiteStatement) throws -> T) throws -> T? {
    defer { reset() }
    return try step() ? transform(self) : nil
  }

  // MARK: Columns (indexes start at 0; valid only after step() returned true)

  /// The number of columns in each result row.
  package var columnCount: Int32 { sqlite3_column_count(handle) }

  /// The name of a result column (its AS alias if it has one).
  package func columnName(at index: Int32) -> String {
    sqlite3_column_name(handle, index).map { String(cString: $0) } ?? ""
  }

  /// Whether the column is SQL NULL (the typed getters return 0 or nil for NULL).
  package func isNull(at index: Int32) -> Bool {
    sqlite3_column_type(handle, index) == SQLITE_NULL
  }

  /// The column as a 64-bit integer (0 for NULL; text and reals are converted by SQLite).
  package func int64(at index: Int32) -> Int64 {
    sqlite3_column_int64(handle, index)
  }

  /// The column as an Int (0 for NULL).
  package func int(at index: Int32) -> Int {
    Int(sqlite3_column_int64(handle, index))
  }

  /// The column as a double (0 for NULL).
  package func double(at index: Int32) -> Double {
    sqlite3_column_double(handle, index)
  }

  /// The column as text, or nil for NULL.
  package func string(at index: Int32) -> String? {
    guard !isNull(at: index), let text = sqlite3_column_text(handle, index) else { return nil }
    // column_bytes must come after column_text (which may convert); it counts any NULs too.
    let count = Int(sqlite3_column_bytes(handle, index))
    return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
  }

  /// The column as bytes, or nil for NULL; an empty blob is empty Data, not nil.
  package func data(at index: Int32) -> Data? {
    guard !isNull(at: index) else { return nil }
    // column_blob returns a null pointer for a zero-length blob, which is not NULL.
    guard let bytes = sqlite3_column_blob(handle, index) else { return Data() }
    return Data(bytes: bytes, count: Int(sqlite3_column_bytes(handle, index)))
  }

  /// Calls `body` with the column's bytes in place (empty for NULL or an empty blob); they are
  /// valid only during the call, which spares a copy when the caller decodes them at once.
  package func withBlob<T>(at index: Int32, _ body: (UnsafeRawBufferPointer) throws -> T) rethrows
    -> T
  {
    let bytes = sqlite3_column_blob(handle, index)
    let count = Int(sqlite3_column_bytes(handle, index))
    return try body(UnsafeRawBufferPointer(start: bytes, count: bytes == nil ? 0 : count))
  }

  /// The column with its storage class, as SQLite holds it in this row.
  package func value(at index: Int32) -> SQLiteValue {
    switch sqlite3_column_type(handle, index) {
    case SQLITE_INTEGER: .integer(int64(at: index))
    case SQLITE_FLOAT: .real(double(at: index))
    case SQLITE_TEXT: string(at: index).map(SQLiteValue.text) ?? .null
    case SQLITE_BLOB: data(at: index).map(SQLiteValue.blob) ?? .null
    default: .null
    }
  }
}
