import CSQLite

/// A failed SQLite call: result codes, SQLite's message and the SQL text, never bound values.
package struct SQLiteError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The categories the store maps to user-facing errors.
  package enum Kind: Sendable, Hashable {
    /// SQLITE_BUSY or SQLITE_LOCKED: another connection held the lock past the busy timeout.
    case busy
    /// SQLITE_READONLY: a write on a read-only connection or a file SQLite could only read.
    case readOnly
    /// SQLITE_CANTOPEN: the file or its directory is missing or inaccessible.
    case cannotOpen
    /// SQLITE_NOTADB: the file exists but is not an SQLite database.
    case notADatabase
    /// SQLITE_CORRUPT, or a failed integrity check: the database file is damaged.
    case corrupt
    /// SQLITE_FULL: the disk (or `max_page_count`) is full; the statement was rolled back.
    case full
    /// SQLITE_CONSTRAINT: a UNIQUE, NOT NULL, CHECK or FOREIGN KEY constraint failed.
    case constraint
    /// SQLITE_IOERR: the OS failed a read, write, fsync or lock.
    case ioError
    /// Anything else, including API misuse (a bug in our code rather than in the file).
    case other
  }

  /// The primary result code, e.g. SQLITE_CONSTRAINT (the low byte of `extendedCode`).
  package let code: Int32
  /// The extended result code, e.g. SQLITE_CONSTRAINT_UNIQUE; equals `code` if none applies.
  package let extendedCode: Int32
  /// The operating system's error number behind an I/O error (ENOSPC for a full disk), or 0.
  package var systemErrno: Int32 = 0
  /// SQLite's explanation (sqlite3_errmsg, or sqlite3_errstr when there is no connection).
  package let message: String
  /// The SQL being prepared or run (with placeholders); nil when opening or closing failed.
  package let sql: String?

  /// The category of `code`, for mapping to a user-facing error.
  package var kind: Kind {
    switch code {
    case SQLITE_BUSY, SQLITE_LOCKED: .busy
    case SQLITE_READONLY: .readOnly
    case SQLITE_CANTOPEN: .cannotOpen
    case SQLITE_NOTADB: .notADatabase
    case SQLITE_CORRUPT: .corrupt
    case SQLITE_FULL: .full
    case SQLITE_CONSTRAINT: .constraint
    case SQLITE_IOERR: .ioError
    default: .other
    }
  }

  /// Makes an error from a result code (primary or extended) and an explanation.
  package init(code: Int32, message: String, sql: String? = nil) {
    self.code = code & 0xFF
    self.extendedCode = code
    self.message = message
    self.sql = sql
  }

  /// Captures the connection's message; call it before any other call on `db` overwrites it.
  init(resultCode: Int32, db: OpaquePointer?, sql: String?) {
    // sqlite3_errmsg describes the most recent call on the connection, so it is only right
    // when the failing call was the last one; without a connection errstr is all there is.
    let text = db.flatMap { sqlite3_errmsg($0) } ?? sqlite3_errstr(resultCode)
    self.init(code: resultCode, message: text.map { String(cString: $0) } ?? "", sql: sql)
    systemErrno = db.map { sqlite3_system_errno($0) } ?? 0
  }

  /// One line for logs: codes, kind, message and the (shortened) SQL.
  package var description: String {
    var text = "SQLite error \(code)"
    if extendedCode != code { text += "/\(extendedCode)" }
    text += " (\(kind)): \(message)"
    if let sql {
      // Scripts can be long; the start identifies the statement well enough for a log line.
      let limit = 300
      let flat = sql.split(whereSeparator: \.isNewline).joined(separator: " ")
      text += " — SQL: " + (flat.count > limit ? String(flat.prefix(limit)) + "…" : flat)
    }
    return text
  }
}
