import CSQLite
import FoundationEssentials
import InterfaceAdapters

// Threading. A connection is not Sendable and must be used from one isolation domain at a time;
// the store keeps it inside an actor, which serialises every call. It is therefore opened with
// SQLITE_OPEN_NOMUTEX ("multi-thread" mode): SQLite skips its per-connection mutex, which would
// only add cost. FULLMUTEX would not make sharing safe anyway: the mutex is released between
// calls, so another thread could run between our step() and sqlite3_errmsg(), swap the error
// text, or reset a statement mid-iteration. Concurrency comes from separate connections to the
// same file (WAL lets readers run alongside one writer), never from sharing one connection.
//
// Transaction bodies are synchronous on purpose: an async body would let the owning actor run
// another call on this connection at an `await`, interleaving it into the open transaction.

/// One connection to an SQLite file; use it from a single isolation domain (the store's actor).
package final class SQLiteConnection {
  /// How to open the file.
  package enum OpenMode: Sendable {
    /// Read and write, creating an empty file if there is none.
    case readWriteCreate
    /// Read and write an existing file; a missing one fails with `cannotOpen`.
    case readWrite
    /// Read only: every write fails with `readOnly`, whoever owns the file.
    case readOnly
    /// Read only, and the file never changes while open (a shipped index): SQLite takes no
    /// locks and skips its change checks. Wrong answers, not errors, if the file does change.
    case immutable

    var flags: Int32 {
      switch self {
      case .readWriteCreate: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
      case .readWrite: SQLITE_OPEN_READWRITE
      case .readOnly: SQLITE_OPEN_READONLY
      case .immutable: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
      }
    }

    /// What to pass to `sqlite3_open_v2` for `path`.
    func filename(_ path: String) -> String {
      guard case .immutable = self else { return path }
      // `immutable` exists only as a URI parameter; escaping "%", "?" and "#" (and anything
      // else outside a URI path) keeps every file name a file name.
      let escaped = PercentEncoding.encoded(path: path)
      return "file:" + escaped + "?immutable=1"
    }
  }

  /// How a transaction takes its locks.
  package enum TransactionKind: Sendable {
    /// Locks on first use; right for read-only work.
    case deferred
    /// Takes the write lock at BEGIN, waiting up to the busy timeout; use it for every writer.
    case immediate

    // A deferred transaction that reads and then writes must upgrade its lock; if another
    // connection wrote meanwhile, SQLite fails the upgrade at once with SQLITE_BUSY (waiting
    // could deadlock, so the busy timeout is not used). IMMEDIATE waits at BEGIN instead.
    var beginSQL: String {
      switch self {
      case .deferred: "BEGIN DEFERRED"
      case .immediate: "BEGIN IMMEDIATE"
      }
    }
  }

  /// Configures the SQLite library once, before the first connection opens (after that,
  /// `sqlite3_config` is refused).
  private static let libraryConfigured: Bool = csqlite_allocate_cache_pages_on_demand() == SQLITE_OK

  /// The path the connection was opened with.
  package let path: String
  private var db: OpaquePointer?
  private var statementCache: [String: SQLiteStatement] = [:]

  /// Opens `path` (`.readWriteCreate` makes a missing file, empty); nothing is read until used.
  package init(
    path: String, mode: OpenMode = .readWriteCreate, busyTimeoutMilliseconds: Int32 = 5000
  ) throws {
    self.path = path
    _ = Self.libraryConfigured
    var handle: OpaquePointer?
    // SQLITE_OPEN_URI only for `.immutable`, which makes the URI itself; otherwise a path
    // that starts with "file:" is just a file name.
    let flags = mode.flags | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
    let rc = sqlite3_open_v2(mode.filename(path), &handle, flags, nil)
    guard rc == SQLITE_OK, let handle else {
      let error = SQLiteError(resultCode: rc, db: handle, sql: nil)
      // A failed open still allocates a handle (except out of memory); it must be closed.
      sqlite3_close_v2(handle)
      throw error
    }
    db = handle
    sqlite3_extended_result_codes(handle, 1)
    // Waits (sleeping and retrying) instead of failing at once when another connection holds
    // the lock; it applies to BEGIN IMMEDIATE and to reads during a WAL checkpoint.
    sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
  }

  deinit {
    close()
  }

  /// Whether the connection is open (false after `close()`).
  package var isOpen: Bool { db != nil }

  /// Whether writes will fail: opened read-only, or SQLite could only open the file for reading.
  package var isReadOnly: Bool {
    guard let db else { return true }
    return sqlite3_db_readonly(db, "main") == 1
  }

  /// Whether a transaction is open (SQLite may have rolled one back by itself after an error).
  package var isInTransaction: Bool {
    guard let db else { return false }
    return sqlite3_get_autocommit(db) == 0
  }

  /// The rowid of the most recent successful INSERT on this connection.
  package var lastInsertRowID: Int64 {
    db.map { sqlite3_last_insert_rowid($0) } ?? 0
  }

  /// Rows changed by the most recent INSERT, UPDATE or DELETE on this connection.
  package var changes: Int64 {
    db.map { sqlite3_changes64($0) } ?? 0
  }

  private func openHandle(for sql: String?) throws -> OpaquePointer {
    guard let db else {
      throw SQLiteError(code: SQLITE_MISUSE, message: "the connection is closed", sql: sql)
    }
    return db
  }

  // MARK: Checks to run right after opening

  /// Reads the schema so a non-database fails now (`notADatabase`), before anything is written.
  package func validate() throws {
    // Opening never touches the file, so sqlite3_open_v2 succeeds on a JPEG or a text file.
    // This is the first read of page 1: the header check fails with SQLITE_NOTADB and the
    // file is left byte-for-byte as it was. Do it before any pragma that writes, above all
    // journal_mode=WAL. Note that an empty (0-byte) file is a valid, empty database.
    _ = try prepare("SELECT count(*) FROM sqlite_master").firstRow { $0.int64(at: 0) }
  }

  /// Runs `PRAGMA quick_check` (or the slower `integrity_check`); throws `corrupt` on problems.
  package func checkIntegrity(full: Bool = false) throws {
    // The pragma reports damage as result rows, not as an error, unless it cannot even read
    // the pages (then it throws SQLITE_CORRUPT or SQLITE_NOTADB itself).
    let sql = full ? "PRAGMA integrity_check(10)" : "PRAGMA quick_check(10)"
    let rows = try prepare(sql).rows { $0.string(at: 0) ?? "" }
    guard rows != ["ok"] else { return }
    // One row can hold several newline-separated problems under a "*** in database" banner.
    let problems = rows.flatMap { $0.split(whereSeparator: \.isNewline) }
      .filter { !$0.hasPrefix("***") }
    throw SQLiteError(
      code: SQLITE_CORRUPT,
      message: "integrity check failed: " + problems.prefix(3).joined(separator: "; "),
      sql: sql)
  }

  // MARK: Running SQL

  /// Runs a script of `;`-separated statements without bound values (schema, pragmas).
  package func execute(_ sql: String) throws {
    let db = try openHandle(for: sql)
    // Not sqlite3_exec: stepping each statement ourselves lets the error name the statement
    // that failed rather than the whole script.
    try sql.withCString { start in
      var next: UnsafePointer<CChar>? = start
      while let current = next, current.pointee != 0 {
        var statement: OpaquePointer?
        let rc = sqlite3_prepare_v2(db, current, -1, &statement, &next)
        guard rc == SQLITE_OK else {
          throw SQLiteError(resultCode: rc, db: db, sql: String(cString: current))
        }
        guard let statement else { continue }  // only whitespace or a comment was left
        defer { sqlite3_finalize(statement) }
        var step: Int32
        repeat { step = sqlite3_step(statement) } while step == SQLITE_ROW
        guard step == SQLITE_DONE else {
          let text = sqlite3_sql(statement).map { String(cString: $0) }
          throw SQLiteError(resultCode: step, db: db, sql: text)
        }
      }
    }
  }

  /// Reads a pragma: the first column of its first row, or nil if it returns no row.
  package func pragma(_ name: String) throws -> SQLiteValue? {
    try prepare("PRAGMA \(try pragmaName(name))").firstRow { $0.value(at: 0) }
  }

  /// Sets a pragma and returns what SQLite reports back, which may differ from `value`.
  @discardableResult
  package func pragma(_ name: String, set value: SQLiteValue) throws -> SQLiteValue? {
    // Pragma arguments cannot be bound, so the value is spelled as an SQL literal. Check the
    // result where it matters: journal_mode answers with the mode actually in force, e.g.
    // "memory" for an in-memory database asked for "wal", without raising an error.
    let literal: String
    switch value {
    case .null: literal = "NULL"
    case .integer(let number): literal = String(number)
    case .real(let number): literal = String(number)
    case .text(let text):
      // Not `replacing(_:with:)`: its generic code made every command that opens a history
      // resolve _StringProcessing's types at run time, 0.6 M instructions (ADR 0012).
      var quoted = "'"
      for character in text {
        quoted.append(character)
        if character == "'" { quoted.append("'") }
      }
      literal = quoted + "'"
    case .blob(let bytes):
      literal =
        "X'" + bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
        + "'"
    }
    let sql = "PRAGMA \(try pragmaName(name)) = \(literal)"
    return try prepare(sql).firstRow { $0.value(at: 0) }
  }

  private func pragmaName(_ name: String) throws -> String {
    // Names are spliced into the SQL, so only identifiers (optionally "schema.") pass.
    let allowed = name.utf8.allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x2E
    }
    guard allowed, !name.isEmpty else {
      throw SQLiteError(code: SQLITE_MISUSE, message: "not a pragma name: \(name)")
    }
    return name
  }

  /// Compiles one statement that the caller owns; prefer `cached` for SQL that runs often.
  package func prepare(_ sql: String) throws -> SQLiteStatement {
    try compile(sql, persistent: false)
  }

  /// The statement for this exact SQL text, compiled once, returned reset with bindings cleared.
  package func cached(_ sql: String) throws -> SQLiteStatement {
    // The same object comes back each time, so a hot path never re-prepares; SQLite
    // recompiles it by itself if the schema changes. Don't use the same text in a nested
    // loop over itself: fetching it again resets the outer iteration. Only use fixed SQL
    // text, as the cache is never trimmed (until close()).
    if let statement = statementCache[sql] {
      statement.reset()
      statement.clearBindings()
      return statement
    }
    let statement = try compile(sql, persistent: true)
    statementCache[sql] = statement
    return statement
  }

  private func compile(_ sql: String, persistent: Bool) throws -> SQLiteStatement {
    let db = try openHandle(for: sql)
    var handle: OpaquePointer?
    var hasMore = false
    // PERSISTENT tells SQLite the statement lives long, so it avoids lookaside memory.
    let flags = persistent ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0
    let rc = sql.withCString { start in
      var tail: UnsafePointer<CChar>?
      let rc = sqlite3_prepare_v3(db, start, -1, flags, &handle, &tail)
      if rc == SQLITE_OK, let tail, tail.pointee != 0 {
        // SQLite compiles only the first statement and would silently drop the rest.
        var extra: OpaquePointer?
        let extraRC = sqlite3_prepare_v2(db, tail, -1, &extra, nil)
        hasMore = extra != nil || extraRC != SQLITE_OK
        sqlite3_finalize(extra)
      }
      return rc
    }
    guard rc == SQLITE_OK else { throw SQLiteError(resultCode: rc, db: db, sql: sql) }
    guard let handle, !hasMore else {
      sqlite3_finalize(handle)
      let message = handle == nil ? "no SQL statement" : "more than one statement; use execute()"
      throw SQLiteError(code: SQLITE_MISUSE, message: message, sql: sql)
    }
    return SQLiteStatement(handle: handle, sql: sql, connection: self)
  }

  // MARK: Transactions

  /// Runs `body` in a transaction: COMMIT if it returns, ROLLBACK if it or the COMMIT throws.
  package func transaction<T>(_ kind: TransactionKind, _ body: () throws -> T) throws -> T {
    try cached(kind.beginSQL).run()
    let result: T
    do {
      result = try body()
      try cached("COMMIT").run()
    } catch {
      rollbackIfOpen()
      throw error
    }
    return result
  }

  private func rollbackIfOpen() {
    // SQLite rolls back by itself on some errors (SQLITE_FULL, IOERR, BUSY, NOMEM), and then
    // a ROLLBACK would fail. A failed ROLLBACK is ignored: the body's error is the one to
    // report, and the connection stays usable after SQLite's automatic rollback.
    guard let db, sqlite3_get_autocommit(db) == 0 else { return }
    sqlite3_exec(db, "ROLLBACK", nil, nil, nil)
  }

  // MARK: FTS5

  /// FTS5's tokenizer `name` made with `arguments` ("porter", ["unicode61", …]), for cutting
  /// text into the terms an FTS5 table with that tokenizer would store.
  package func fts5Tokenizer(_ name: String, arguments: [String]) throws -> SQLiteTokenizer {
    let db = try openHandle(for: nil)
    // FTS5 hands out its API only through a pointer-passing SQL function.
    var statement: OpaquePointer?
    let sql = "SELECT fts5(?1)"
    guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
      throw SQLiteError(resultCode: sqlite3_errcode(db), db: db, sql: sql)
    }
    defer { sqlite3_finalize(statement) }
    var api: UnsafeMutablePointer<fts5_api>?
    // SQLite keeps the type name's pointer until the statement ends: a static string lives on.
    let type: StaticString = "fts5_api_ptr"
    withUnsafeMutablePointer(to: &api) { pointer in
      type.utf8Start.withMemoryRebound(to: CChar.self, capacity: type.utf8CodeUnitCount) {
        _ = sqlite3_bind_pointer(statement, 1, pointer, $0, nil)
        _ = sqlite3_step(statement)
      }
    }
    var module = fts5_tokenizer()
    var context: UnsafeMutableRawPointer?
    guard let api, let find = api.pointee.xFindTokenizer,
      find(api, name, &context, &module) == SQLITE_OK, let create = module.xCreate
    else {
      throw SQLiteError(code: SQLITE_ERROR, message: "SQLite has no FTS5 tokenizer \(name)")
    }
    // The arguments as C strings, one buffer, alive for the call.
    var bytes: [CChar] = []
    var offsets: [Int] = []
    for argument in arguments {
      offsets.append(bytes.count)
      bytes += argument.utf8CString
    }
    var instance: OpaquePointer?
    let rc = bytes.withUnsafeBufferPointer { buffer in
      var pointers = offsets.map { UnsafePointer<CChar>?(buffer.baseAddress! + $0) }
      return pointers.withUnsafeMutableBufferPointer {
        create(context, $0.baseAddress, Int32($0.count), &instance)
      }
    }
    guard rc == SQLITE_OK, let instance else {
      throw SQLiteError(
        code: rc == SQLITE_OK ? SQLITE_ERROR : rc,
        message: "the FTS5 tokenizer \(name) \(arguments.joined(separator: " ")) was refused")
    }
    return SQLiteTokenizer(module: module, instance: instance)
  }

  // MARK: Closing

  /// Finalizes cached statements and closes the file; safe to call twice, and deinit calls it.
  package func close() {
    guard let db else { return }
    for statement in statementCache.values {
      statement.finalize()
    }
    statementCache.removeAll()
    // close_v2 rather than close: if a caller still holds a statement from prepare(), the
    // connection becomes a zombie that that statement's deinit frees, instead of leaking.
    // Closing the last connection checkpoints the WAL and deletes the -wal and -shm files.
    sqlite3_close_v2(db)
    self.db = nil
  }
}
