import Drivers
import Foundation
import Synchronization
import TestSupport
import Testing

/// Deterministic garbage, so a failing run can be reproduced.
func garbage(count: Int, seed: UInt64 = 0x9E37_79B9_7F4A_7C15) -> Data {
  var state = seed
  var bytes = [UInt8](repeating: 0, count: count)
  for index in bytes.indices {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    bytes[index] = UInt8(truncatingIfNeeded: state >> 33)
  }
  return Data(bytes)
}

func makeDatabase(at path: String, rows: Int = 2000) throws {
  let db = try SQLiteConnection(path: path)
  try db.validate()
  try db.execute(
    """
    CREATE TABLE food(id INTEGER PRIMARY KEY, name TEXT NOT NULL, kcal REAL);
    CREATE INDEX food_name ON food(name);
    """)
  try db.transaction(.immediate) {
    let insert = try db.cached("INSERT INTO food(name, kcal) VALUES (?, ?)")
    for index in 0..<rows {
      try insert.bind(.text("food number \(index) with some padding text"), .real(Double(index)))
      try insert.run()
    }
  }
  db.close()
}

func count(_ db: SQLiteConnection, _ table: String) throws -> Int64 {
  try db.prepare("SELECT count(*) FROM \(table)").firstRow { $0.int64(at: 0) } ?? -1
}

func modificationDate(_ path: String) throws -> Date? {
  try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
}

struct ExpectedFailure: Error {}

@Suite("SQLite driver")
struct SQLiteTests {
  @Test func roundTripsEveryValueTypeThroughBinding() throws {
    let dir = try TemporaryDirectory()
    let db = try SQLiteConnection(path: dir.path("values.db"))
    try db.validate()
    try db.execute(
      "CREATE TABLE items(id INTEGER PRIMARY KEY, i INTEGER, r REAL, s TEXT, b BLOB, n);")
    let texts = [
      "O'Brien's \"quoted\" text", "'; DROP TABLE items; --", "Robert'); DROP TABLE items;--",
      "", "emoji 🥑 and ünïcödé", "embedded\u{0}nul",
      String(repeating: "long ", count: 10_000),
    ]
    let blobs = [Data(0...255), Data(), garbage(count: 100_000)]
    let integers: [Int64] = [0, 1, -1, .max, .min]
    let reals: [Double] = [0, -0.0, .pi, 1e300, -2.5e-300, .infinity]

    let insert = try db.cached("INSERT INTO items(i, r, s, b, n) VALUES (?, ?, ?, ?, ?)")
    var expected: [(Int64, Double, String, Data)] = []
    for index in 0..<max(texts.count, blobs.count, integers.count, reals.count) {
      let row = (
        integers[index % integers.count], reals[index % reals.count], texts[index % texts.count],
        blobs[index % blobs.count]
      )
      try insert.bind(row.0, at: 1)
      try insert.bind(row.1, at: 2)
      try insert.bind(row.2, at: 3)
      try insert.bind(row.3, at: 4)
      try insert.bindNull(at: 5)
      try insert.run()
      expectEqual(db.changes, 1)
      expectEqual(db.lastInsertRowID, Int64(index + 1))
      expected.append(row)
    }

    let select = try db.prepare(
      "SELECT i, r, s, b, n, typeof(s), typeof(b), typeof(n) FROM items ORDER BY id")
    let rows = try select.rows { row in
      (
        row.int64(at: 0), row.double(at: 1), row.string(at: 2), row.data(at: 3),
        row.isNull(at: 4), row.string(at: 5), row.string(at: 6), row.value(at: 4),
        row.string(at: 7)
      )
    }
    expectEqual(rows.count, expected.count)
    for (row, want) in zip(rows, expected) {
      expectEqual(row.0, want.0)
      // == on purpose: SQLite stores integral reals as integers on disk, so -0.0 comes back
      // as +0.0 (sign lost); every other value here is exact.
      expectEqual(row.1, want.1)
      expectEqual(row.2, want.2)
      expectEqual(row.3, want.3)
      #expect(row.4)
      #expect(row.5 == "text", "empty strings must stay text, not NULL")
      #expect(row.6 == "blob", "empty blobs must stay blobs, not NULL")
      expectEqual(row.7, .null)
      expectEqual(row.8, "null")
    }
    // The injection attempts were data: the table is intact.
    expectEqual(try count(db, "items"), Int64(expected.count))

    // Named parameters, optionals and the enum all bind the same way.
    let named = try db.prepare(
      "SELECT :a, typeof(:b), :c, :d, typeof(:e), typeof(:f), :g")
    try named.bind(Int64(42), named: ":a")
    try named.bind(nil as String?, named: ":b")
    try named.bind("x'y", named: ":c")
    try named.bind(SQLiteValue.real(1.5), named: ":d")
    try named.bindNull(named: ":e")
    try named.bind(Data([1, 2]), named: ":f")
    try named.bind(7, named: ":g")
    let values = try named.firstRow { row in (0..<row.columnCount).map { row.value(at: $0) } }
    expectEqual(
      values,
      [
        .integer(42), .text("null"), .text("x'y"), .real(1.5), .text("null"),
        .text("blob"), .integer(7),
      ])
    #expect(throws: SQLiteError.self) { try named.bind(1, named: ":missing") }
    #expect(throws: SQLiteError.self) { try named.bind(1, 2) }  // 7 parameters, not 2
  }

  @Test func cachedStatementIsReusedAndComesBackClean() throws {
    let dir = try TemporaryDirectory()
    let db = try SQLiteConnection(path: dir.path("cache.db"))
    try db.execute("CREATE TABLE t(k TEXT PRIMARY KEY, v INTEGER)")
    let sql = "INSERT INTO t(k, v) VALUES (?, ?)"
    let first = try db.cached(sql)
    try first.bind("a", 1).run()
    let second = try db.cached(sql)
    #expect(first === second)
    try second.bind("b", 2).run()
    #expect(try db.cached(sql) === first)

    let lookup = "SELECT v FROM t WHERE k = ?"
    expectEqual(try db.cached(lookup).bind("a").firstRow { $0.int64(at: 0) }, 1)
    expectEqual(try db.cached(lookup).bind("b").firstRow { $0.int64(at: 0) }, 2)

    // Left mid-iteration with a value bound, it still comes back reset and unbound.
    let all = try db.cached("SELECT k, ?1 IS NULL FROM t ORDER BY k")
    try all.bind(1, at: 1)
    #expect(try all.step())
    expectEqual(all.int64(at: 1), 0)
    let again = try db.cached("SELECT k, ?1 IS NULL FROM t ORDER BY k")
    #expect(again === all)
    expectEqual(
      try again.rows { [$0.string(at: 0), $0.string(at: 1)] }, [["a", "1"], ["b", "1"]])
  }

  @Test func transactionCommitsOrRollsBackOnThrow() throws {
    let dir = try TemporaryDirectory()
    let db = try SQLiteConnection(path: dir.path("tx.db"))
    try db.execute("CREATE TABLE t(x INTEGER)")
    let inserted = try db.transaction(.immediate) {
      try db.cached("INSERT INTO t VALUES (?)").bind(1).run()
      return db.lastInsertRowID
    }
    expectEqual(inserted, 1)
    #expect(throws: ExpectedFailure.self) {
      try db.transaction(.immediate) {
        try db.cached("INSERT INTO t VALUES (?)").bind(2).run()
        try db.cached("INSERT INTO t VALUES (?)").bind(3).run()
        expectEqual(try count(db, "t"), 3)
        throw ExpectedFailure()
      }
    }
    #expect(!db.isInTransaction)
    expectEqual(try count(db, "t"), 1)

    // A failing statement rolls back the statements before it, too.
    try db.execute("CREATE TABLE u(x INTEGER UNIQUE)")
    let error = #expect(throws: SQLiteError.self) {
      try db.transaction(.deferred) {
        try db.cached("INSERT INTO u VALUES (?)").bind(1).run()
        try db.cached("INSERT INTO u VALUES (?)").bind(1).run()
      }
    }
    expectEqual(error?.kind, .constraint)
    expectEqual(try count(db, "u"), 0)

    // Nesting is refused by SQLite with a clear error rather than silently merged.
    let nested = #expect(throws: SQLiteError.self) {
      try db.transaction(.immediate) { try db.transaction(.immediate) {} }
    }
    expectEqual(nested?.message.contains("within a transaction"), true)
    #expect(!db.isInTransaction)
  }

  @Test func constraintErrorsCarryCodesAndSQLButNoValues() throws {
    let db = try SQLiteConnection(path: ":memory:")
    try db.execute("CREATE TABLE person(email TEXT UNIQUE NOT NULL)")
    let sql = "INSERT INTO person(email) VALUES (?)"
    try db.cached(sql).bind("secret@example.com").run()
    let error = #expect(throws: SQLiteError.self) {
      try db.cached(sql).bind("secret@example.com").run()
    }
    expectEqual(error?.kind, .constraint)
    expectEqual(error?.code, 19)  // SQLITE_CONSTRAINT
    expectEqual(error?.extendedCode, 2067)  // SQLITE_CONSTRAINT_UNIQUE
    expectEqual(error?.sql, sql)
    expectEqual(error?.description.contains("UNIQUE constraint failed: person.email"), true)
    expectEqual(error?.description.contains("secret"), false)
    print("constraint error: \(error.map(String.init(describing:)) ?? "-")")
  }

  @Test func notADatabaseIsDetectedWithoutTouchingTheFile() throws {
    let dir = try TemporaryDirectory()
    let text = Data(String(repeating: "name,kcal\napple,52\n", count: 500).utf8)
    let cases: [(String, Data)] = [
      ("notes.csv", text), ("random.bin", garbage(count: 8192)), ("tiny", Data("abc".utf8)),
    ]
    for (name, contents) in cases {
      let path = dir.path(name)
      try contents.write(to: URL(fileURLWithPath: path))
      let before = try modificationDate(path)
      for mode in [SQLiteConnection.OpenMode.readWriteCreate, .readWrite, .readOnly] {
        let db = try SQLiteConnection(path: path, mode: mode)  // opening does not read
        let error = #expect(throws: SQLiteError.self) { try db.validate() }
        #expect(error?.kind == .notADatabase, "\(name) \(mode)")
        expectEqual(error?.code, 26)
        db.close()
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == contents, "\(name) changed")
      expectEqual(try modificationDate(path), before)
      for suffix in ["-journal", "-wal", "-shm"] {
        #expect(!dir.exists(name + suffix), "\(name)\(suffix) was created")
      }
    }
    let error = #expect(throws: SQLiteError.self) {
      try SQLiteConnection(path: dir.path("notes.csv")).validate()
    }
    print("not-a-database error: \(error.map(String.init(describing:)) ?? "-")")

    // Pinned gotcha: a zero-byte file is a valid, empty database.
    _ = FileManager.default.createFile(atPath: dir.path("empty"), contents: Data())
    try SQLiteConnection(path: dir.path("empty")).validate()
    #expect(try Data(contentsOf: URL(fileURLWithPath: dir.path("empty"))).isEmpty)
  }

  @Test func damagedDatabaseFailsWithAClearError() throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("food.db")
    try makeDatabase(at: path)
    let original = try Data(contentsOf: URL(fileURLWithPath: path))
    let pageSize = 4096
    #expect(original.count > 10 * pageSize)

    // Pages 2...n overwritten: page 1 (header and schema) still reads, the tables do not.
    var damaged = original.prefix(pageSize)
    damaged.append(garbage(count: original.count - pageSize))
    try damaged.write(to: URL(fileURLWithPath: path))
    var db = try SQLiteConnection(path: path, mode: .readWrite)
    try db.validate()
    let readError = #expect(throws: SQLiteError.self) { _ = try count(db, "food") }
    expectEqual(readError?.kind, .corrupt)
    let checkError = #expect(throws: SQLiteError.self) { try db.checkIntegrity(full: true) }
    expectEqual(checkError?.kind, .corrupt)
    #expect(throws: SQLiteError.self) { try db.checkIntegrity() }
    print("corrupt read: \(readError.map(String.init(describing:)) ?? "-")")
    print("corrupt integrity_check: \(checkError.map(String.init(describing:)) ?? "-")")
    db.close()

    // Truncated to one and a half pages.
    try original.prefix(pageSize + pageSize / 2).write(to: URL(fileURLWithPath: path))
    db = try SQLiteConnection(path: path, mode: .readWrite)
    let truncated = #expect(throws: SQLiteError.self) {
      try db.validate()
      _ = try count(db, "food")
    }
    #expect(truncated?.kind == .corrupt || truncated?.kind == .notADatabase)
    #expect(throws: SQLiteError.self) { try db.checkIntegrity() }
    print("truncated: \(truncated.map(String.init(describing:)) ?? "-")")
    db.close()

    // Garbage over the header: not recognisable as a database at all.
    var headless = garbage(count: 100, seed: 7)
    headless.append(original.dropFirst(100))
    try headless.write(to: URL(fileURLWithPath: path))
    db = try SQLiteConnection(path: path, mode: .readWrite)
    #expect(throws: SQLiteError.self) { try db.validate() }
    do { try db.validate() } catch let error as SQLiteError {
      expectEqual(error.kind, .notADatabase)
    }
  }

  @Test func maxPageCountSurfacesAsFullAndRollsBack() throws {
    let dir = try TemporaryDirectory()
    let db = try SQLiteConnection(path: dir.path("full.db"))
    try db.execute("CREATE TABLE t(x BLOB)")
    try db.cached("INSERT INTO t VALUES (?)").bind(.blob(Data([1]))).run()
    let pages = try db.pragma("page_count")
    guard case .integer(let pageCount) = pages else {
      Issue.record("no page_count")
      return
    }
    let limit = pageCount + 2
    expectEqual(try db.pragma("max_page_count", set: .integer(limit)), .integer(limit))

    let error = #expect(throws: SQLiteError.self) {
      try db.transaction(.immediate) {
        try db.cached("INSERT INTO t VALUES (?)").bind(.blob(Data([2]))).run()
        try db.cached("INSERT INTO t VALUES (?)").bind(.blob(garbage(count: 64 * 1024))).run()
      }
    }
    expectEqual(error?.kind, .full)
    expectEqual(error?.code, 13)
    #expect(!db.isInTransaction)
    expectEqual(try count(db, "t"), 1)
    print("full: \(error.map(String.init(describing:)) ?? "-")")
    // Still usable for writes that fit.
    try db.transaction(.immediate) { try db.cached("INSERT INTO t VALUES (?)").bind(nil).run() }
    expectEqual(try count(db, "t"), 2)
  }

  @Test func twoWALWritersWithImmediateTransactionsNeverSeeBusy() async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("wal.db")
    do {
      let db = try SQLiteConnection(path: path)
      try db.validate()
      expectEqual(try db.pragma("journal_mode", set: "wal"), .text("wal"))
      try db.execute("CREATE TABLE entry(worker INTEGER, n INTEGER, PRIMARY KEY(worker, n))")
    }
    let errors = ErrorLog()
    let gate = Gate(parties: 2)
    let perWorker = 500
    let start = ContinuousClock.now
    await withTaskGroup(of: Void.self) { group in
      for worker in [Int64(1), 2] {
        group.addTask {
          await onThread {
            insertRows(worker: worker, count: perWorker, path: path, log: errors, gate: gate)
          }
        }
      }
    }
    print("2 × \(perWorker) IMMEDIATE inserts in \(ContinuousClock.now - start)")
    expectEqual(errors.all, [])
    let db = try SQLiteConnection(path: path, mode: .readOnly)
    expectEqual(try count(db, "entry"), Int64(2 * perWorker))
    let switches =
      try db.prepare(
        """
        SELECT count(*) FROM entry a JOIN entry b ON b.rowid = a.rowid + 1
        WHERE a.worker != b.worker
        """
      ).firstRow { $0.int64(at: 0) } ?? 0
    print("writers took turns \(switches) times")
    #expect(switches > 10, "the writers never overlapped, so the test proved nothing")
  }

  @Test func deferredReadThenWriteFailsFastWithBusy() throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("deferred.db")
    let a = try SQLiteConnection(path: path)
    try a.pragma("journal_mode", set: "wal")
    try a.execute("CREATE TABLE t(x INTEGER)")
    let b = try SQLiteConnection(path: path)
    let started = ContinuousClock.now
    let error = #expect(throws: SQLiteError.self) {
      try a.transaction(.deferred) {
        _ = try count(a, "t")  // a now reads from a snapshot...
        try b.cached("INSERT INTO t VALUES (1)").run()  // ...that b's commit makes stale
        try a.cached("INSERT INTO t VALUES (2)").run()
      }
    }
    expectEqual(error?.kind, .busy)
    expectEqual(error?.extendedCode, 517)  // SQLITE_BUSY_SNAPSHOT: the busy timeout can't help
    #expect(ContinuousClock.now - started < .seconds(2))
    expectEqual(try count(a, "t"), 1)
  }

  @Test func busyTimeoutIsConfigurable() throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("busy.db")
    let holder = try SQLiteConnection(path: path)
    try holder.pragma("journal_mode", set: "wal")
    try holder.execute("CREATE TABLE t(x); BEGIN IMMEDIATE; INSERT INTO t VALUES (1);")
    for milliseconds: Int32 in [0, 300] {
      let waiter = try SQLiteConnection(path: path, busyTimeoutMilliseconds: milliseconds)
      let started = ContinuousClock.now
      let error = #expect(throws: SQLiteError.self) { try waiter.transaction(.immediate) {} }
      let waited = ContinuousClock.now - started
      expectEqual(error?.kind, .busy)
      #expect(waited >= .milliseconds(Int(milliseconds)))
      #expect(waited < .milliseconds(Int(milliseconds) + 1000))
      let text = error.map(String.init(describing:)) ?? "-"
      print("busy after \(waited) with timeout \(milliseconds) ms: \(text)")
    }
    try holder.execute("COMMIT")
  }

  @Test func readOnlyOpenRefusesWrites() throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("ro.db")
    try makeDatabase(at: path, rows: 10)
    let db = try SQLiteConnection(path: path, mode: .readOnly)
    try db.validate()
    #expect(db.isReadOnly)
    expectEqual(try count(db, "food"), 10)
    let error = #expect(throws: SQLiteError.self) {
      try db.cached("INSERT INTO food(name) VALUES (?)").bind("x").run()
    }
    expectEqual(error?.kind, .readOnly)
    expectEqual(error?.code, 8)
    print("read-only: \(error.map(String.init(describing:)) ?? "-")")
    let pragmaError = #expect(throws: SQLiteError.self) {
      try db.execute("PRAGMA user_version = 2")
    }
    expectEqual(pragmaError?.kind, .readOnly)

    // Missing files: read-only and read-write-without-create both refuse, and create nothing.
    for mode in [SQLiteConnection.OpenMode.readOnly, .readWrite] {
      let missing = #expect(throws: SQLiteError.self) {
        try SQLiteConnection(path: dir.path("missing.db"), mode: mode)
      }
      expectEqual(missing?.kind, .cannotOpen)
      #expect(!dir.exists("missing.db"))
    }
    let noDirectory = #expect(throws: SQLiteError.self) {
      try SQLiteConnection(path: dir.path("no/such/dir.db"))
    }
    expectEqual(noDirectory?.kind, .cannotOpen)
    print("cannot open: \(noDirectory.map(String.init(describing:)) ?? "-")")
  }

  @Test func fileModeBitsDoNotStopRootButImmutableFilesDo() throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("mode.db")
    try makeDatabase(at: path, rows: 10)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
    let db = try SQLiteConnection(path: path, mode: .readWrite)
    try db.validate()
    if geteuid() == 0 {
      // Root bypasses permission bits: the 0444 file opens read-write and takes writes.
      #expect(!db.isReadOnly)
      try db.cached("INSERT INTO food(name) VALUES (?)").bind("root wrote this").run()
      expectEqual(try count(db, "food"), 11)
    } else {
      // Anyone else: SQLite quietly falls back to read-only and writes fail.
      #expect(db.isReadOnly)
      let error = #expect(throws: SQLiteError.self) {
        try db.cached("INSERT INTO food(name) VALUES (?)").bind("x").run()
      }
      expectEqual(error?.kind, .readOnly)
    }
    db.close()

    // chattr +i stops root too, where the filesystem and capabilities allow setting it.
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
    guard chattr("+i", path) else {
      print("chattr +i unavailable; skipped the immutable-file check")
      return
    }
    defer { _ = chattr("-i", path) }
    let frozen = try SQLiteConnection(path: path, mode: .readWrite)
    try frozen.validate()
    #expect(frozen.isReadOnly)
    let error = #expect(throws: SQLiteError.self) {
      try frozen.cached("INSERT INTO food(name) VALUES (?)").bind("x").run()
    }
    expectEqual(error?.kind, .readOnly)
    print("immutable as root: \(error.map(String.init(describing:)) ?? "-")")
    frozen.close()
  }

  @Test func walSideFilesComeAndGo() throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("side.db")
    let db = try SQLiteConnection(path: path)
    #expect(dir.exists("side.db"))
    try db.validate()
    // Creating mode makes the file at open time, empty: a 0-byte file is a valid database.
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)).isEmpty)
    expectEqual(try db.pragma("journal_mode", set: "wal"), .text("wal"))
    try db.execute("CREATE TABLE t(x); INSERT INTO t VALUES (1);")
    #expect(dir.exists("side.db-wal") && dir.exists("side.db-shm"))
    db.close()
    #expect(!dir.exists("side.db-wal") && !dir.exists("side.db-shm"), "last close cleans up")

    // A read-only connection to a WAL database still creates -wal/-shm (the directory is
    // writable) and, unable to checkpoint, leaves them behind after closing.
    let reader = try SQLiteConnection(path: path, mode: .readOnly)
    expectEqual(try count(reader, "t"), 1)
    #expect(dir.exists("side.db-shm"))
    reader.close()
    let (wal, shm) = (dir.exists("side.db-wal"), dir.exists("side.db-shm"))
    print("after read-only close: -wal \(wal), -shm \(shm)")

    // In-memory databases can't do WAL, and SQLite says so only through the returned mode.
    let memory = try SQLiteConnection(path: ":memory:")
    expectEqual(try memory.pragma("journal_mode", set: "wal"), .text("memory"))
  }

  @Test func misuseIsReportedClearly() throws {
    let db = try SQLiteConnection(path: ":memory:")
    try db.execute("CREATE TABLE t(x);  -- trailing comment\n")
    let two = #expect(throws: SQLiteError.self) { try db.prepare("SELECT 1; SELECT 2") }
    expectEqual(two?.message.contains("more than one statement"), true)
    _ = try db.prepare("SELECT 1; -- only a comment after")
    #expect(throws: SQLiteError.self) { try db.prepare("   ") }
    let syntax = #expect(throws: SQLiteError.self) { try db.prepare("SELEC 1") }
    expectEqual(syntax?.sql, "SELEC 1")
    let script = #expect(throws: SQLiteError.self) {
      try db.execute("INSERT INTO t VALUES (1); INSERT INTO nope VALUES (2); SELECT 3;")
    }
    expectEqual(script?.message, "no such table: nope")
    #expect(try count(db, "t") == 1, "statements before the failing one ran")
    #expect(throws: SQLiteError.self) { try db.pragma("user_version; DROP TABLE t") }
    expectEqual(try db.pragma("user_version", set: 7), nil)
    expectEqual(try db.pragma("main.user_version"), .integer(7))

    let kept = try db.prepare("SELECT x FROM t")
    let cached = try db.cached("SELECT x FROM t")
    db.close()
    db.close()
    #expect(!db.isOpen)
    #expect(throws: SQLiteError.self) { try kept.step() }
    #expect(throws: SQLiteError.self) { try cached.step() }
    #expect(throws: SQLiteError.self) { try db.cached("SELECT 1") }
  }
}

/// Holds threads until `parties` of them have arrived.
final class Gate: Sendable {
  private let waiting: Mutex<Int>
  init(parties: Int) { waiting = Mutex(parties) }
  func arriveAndWait() {
    waiting.withLock { $0 -= 1 }
    while waiting.withLock({ $0 }) > 0 { usleep(100) }
  }
}

/// Collects failures from worker threads.
final class ErrorLog: Sendable {
  private let errors = Mutex<[String]>([])
  func append(_ error: any Error) { errors.withLock { $0.append(String(describing: error)) } }
  var all: [String] { errors.withLock { $0 } }
}

/// One writer: its own connection, one IMMEDIATE transaction per row.
func insertRows(worker: Int64, count: Int, path: String, log: ErrorLog, gate: Gate) {
  do {
    let db = try SQLiteConnection(path: path, mode: .readWrite)
    try db.validate()
    try db.pragma("synchronous", set: "normal")
    gate.arriveAndWait()  // both writers start together, so they really contend
    for n in 0..<count {
      try db.transaction(.immediate) {
        // Read then write inside the transaction: under DEFERRED this is the pattern
        // that fails with SQLITE_BUSY when the other writer commits in between.
        let before = try db.cached("SELECT count(*) FROM entry WHERE worker = ?")
          .bind(.integer(worker)).firstRow { $0.int64(at: 0) }
        if before != Int64(n) { throw SQLiteError(code: 1, message: "saw \(before ?? -1) rows") }
        try db.cached("INSERT INTO entry(worker, n) VALUES (?, ?)")
          .bind(.integer(worker), .integer(Int64(n))).run()
      }
      usleep(100)  // outside the lock, so the other writer's busy handler can get in
    }
  } catch {
    log.append(error)
  }
}

/// Runs blocking work on its own thread, so SQLite's busy waits don't hold a pool thread.
func onThread(_ work: @escaping @Sendable () -> Void) async {
  await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
    Thread {
      work()
      done.resume()
    }.start()
  }
}

func chattr(_ flag: String, _ path: String) -> Bool {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
  process.arguments = [flag, path]
  process.standardError = FileHandle.nullDevice
  guard (try? process.run()) != nil else { return false }
  process.waitUntilExit()
  return process.terminationStatus == 0
}
