import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Drivers

#if canImport(Glibc)
  import Glibc
#endif

// The shared server: the one .ci/run started, else one started for this test process.
private let databaseURL = PostgresTestServer.shared.url
private let socketURL = PostgresTestServer.shared.socketURL
private let skipReason = Comment(rawValue: PostgresTestServer.skipReason)

private struct Boom: Error {}

/// A fresh connection to the test database.
private func connect() throws -> PostgresConnection {
  try PostgresConnection(try #require(databaseURL))
}

/// The test URL after `change` has edited its parts.
private func testURL(_ change: (inout URLComponents) -> Void) throws -> String {
  let url = try #require(databaseURL)
  var parts = try #require(URLComponents(string: url))
  change(&parts)
  return try #require(parts.string)
}

/// A unique table name so tests never collide, even across parallel runs.
private func tableName(_ prefix: String) -> String {
  "\(prefix)_\(UUID().uuidString.prefix(8).lowercased())"
}

@Suite("PostgresConnection", .serialized, .enabled(if: PostgresTestServer.shouldRun, skipReason))
struct PostgresConnectionTests {
  @Test func connectsOverTCPAndUnixSocket() throws {
    let tcp = try connect()
    #expect(tcp.isConnected)
    expectEqual(try tcp.execute("SELECT current_user AS u")[0].string("u"), "wellplate")
    #expect(!tcp.connectionDescription.contains("wellplate-test-pw"))
    print("connection description:", tcp.connectionDescription)
    if let socketURL {
      let local = try PostgresConnection(socketURL)
      expectEqual(try local.execute("SELECT 1 AS one")[0].int64("one"), 1)
      print("socket connection description:", local.connectionDescription)
    }
  }

  @Test func everyValueTypeRoundTripsThroughATable() throws {
    let db = try connect()
    let table = tableName("roundtrip")
    try db.execute(
      """
      CREATE TEMP TABLE \(table) (id int8, d float8, t text, b bool, y bytea,
        ts timestamptz, n text)
      """)
    let evil = "Robert'); DROP TABLE \(table);-- \"quoted\" $1 \\ \\x00 ünï 🎉 ;"
    let bytes = Data((0...255).map { UInt8($0) })
    let when = Date(timeIntervalSince1970: 1_700_000_000.123456)
    let insert = "INSERT INTO \(table) VALUES ($1, $2, $3, $4, $5, $6, $7)"
    let inserted = try db.execute(
      insert,
      [
        .int64(.max), .double(-1.5e-300), .text(evil), .bool(true), .bytea(bytes),
        .timestamp(when), .null,
      ])
    expectEqual(inserted.affectedRows, 1)
    expectEqual(inserted.commandTag, "INSERT 0 1")
    try db.query(insert, [.null, .null, .null, .null, .null, .null, .null])

    let rows = try db.execute("SELECT * FROM \(table) ORDER BY id NULLS LAST")
    expectEqual(rows.count, 2)
    let row = rows[0]
    expectEqual(try row.int64("id"), .max)
    expectEqual(try row.double("d"), -1.5e-300)
    expectEqual(try row.string("t"), evil)
    expectEqual(try row.bool("b"), true)
    expectEqual(try row.data("y"), bytes)
    expectEqual(try row.date("ts"), when)
    #expect(try row.isNull("n"))
    expectEqual(try row.decode("n", as: String?.self), nil)

    let nulls = rows[1]
    for column in nulls.columns {
      #expect(try nulls.isNull(column.name))
    }
    expectEqual(try nulls.decode("id", as: Int64?.self), nil)
    expectEqual(try nulls.decode("ts", as: Date?.self), nil)
    expectEqual(try nulls.decode("y", as: Data?.self), nil)
  }

  @Test(arguments: [
    PostgresValue.int64(.min), .int64(0), .double(.pi), .double(-0.0), .double(.infinity),
    .double(-.infinity), .text(""), .text("it's; a \"test\" -- ok"), .bool(false),
    .bytea(Data()), .bytea(Data([0, 1, 0xfe, 0xff])),
    .timestamp(Date(timeIntervalSince1970: 0)),
    .timestamp(Date(timeIntervalSince1970: -1.5)),
    .timestamp(Date(timeIntervalSince1970: -62_198_755_200)),  // 0001-01-01 minus a year: BC
    .timestamp(Date(timeIntervalSince1970: 253_402_300_799.999999)),  // 9999-12-31 23:59:59
  ])
  func selectParameterRoundTrips(value: PostgresValue) throws {
    let db = try connect()
    for result in [
      try db.execute("SELECT $1 AS v", [value]), try db.query("SELECT $1 AS v", [value]),
    ] {
      let row = result[0]
      switch value {
      case .null: #expect(try row.isNull("v"))
      case .int64(let expected): expectEqual(try row.int64("v"), expected)
      case .double(let expected): expectEqual(try row.double("v"), expected)
      case .text(let expected): expectEqual(try row.string("v"), expected)
      case .bool(let expected): expectEqual(try row.bool("v"), expected)
      case .bytea(let expected): expectEqual(try row.data("v"), expected)
      case .timestamp(let expected):
        let actual = try row.date("v")
        let text = try row.string("v")
        #expect(abs(actual.timeIntervalSince(expected)) < 0.000_001, "\(text)")
      }
    }
    let nan = try db.execute("SELECT $1 AS v", [.double(.nan)])[0]
    #expect(try nan.double("v").isNaN)
  }

  @Test func parametersAreNeverInterpretedAsSQL() throws {
    let db = try connect()
    let table = tableName("injection")
    try db.execute("CREATE TEMP TABLE \(table) (name text)")
    let payload = "x'); DROP TABLE \(table); --"
    try db.execute("INSERT INTO \(table) VALUES ($1)", [.text(payload)])
    let found = try db.execute(
      "SELECT count(*) AS n FROM \(table) WHERE name = $1", [.text(payload)])
    expectEqual(try found[0].int64("n"), 1)

    let multiple = #expect(throws: PostgresError.self) {
      try db.execute("SELECT 1; SELECT 2")
    }
    expectEqual(multiple?.kind, .queryFailed)
    expectEqual(multiple?.sqlState, "42601")
    print("multiple statements:", multiple.map(String.init(describing:)) ?? "-")

    let nul = #expect(throws: PostgresError.self) {
      try db.execute("SELECT $1", [.text("a\u{0}b")])
    }
    expectEqual(nul?.kind, .invalidArgument)
    #expect(db.isConnected)
  }

  @Test func queryPreparesOnceAndReuses() throws {
    let db = try connect()
    let sql = "SELECT $1::int8 + 1 AS next"
    let countSQL = "SELECT count(*) AS n, min(prepare_time)::text AS t FROM pg_prepared_statements"
    expectEqual(try db.query(sql, [.int64(1)])[0].int64("next"), 2)
    let first = try db.execute(countSQL)[0]
    expectEqual(try db.query(sql, [.int64(41)])[0].int64("next"), 42)
    let second = try db.execute(countSQL)[0]
    expectEqual(try first.int64("n"), 1)
    expectEqual(try second.int64("n"), 1)
    expectEqual(try first.string("t"), try second.string("t"))
    expectEqual(db.preparedStatementCount, 1)

    try db.prepare(name: "add", sql: "SELECT $1::int8 + $2::int8 AS sum")
    try db.prepare(name: "add", sql: "SELECT $1::int8 + $2::int8 AS sum")
    let sum = try db.executePrepared(name: "add", params: [.int64(2), .int64(3)])
    expectEqual(try sum[0].int64("sum"), 5)
    expectEqual(try db.execute(countSQL)[0].int64("n"), 2)
    expectEqual(db.preparedStatementCount, 2)

    let clash = #expect(throws: PostgresError.self) {
      try db.prepare(name: "add", sql: "SELECT 1")
    }
    expectEqual(clash?.sqlState, "42P05")
    let missing = #expect(throws: PostgresError.self) {
      try db.executePrepared(name: "nope")
    }
    expectEqual(missing?.sqlState, "26000")
  }

  @Test func transactionCommitsOrRollsBack() throws {
    let db = try connect()
    let table = tableName("tx")
    try db.execute("CREATE TEMP TABLE \(table) (v int8)")
    func count() throws -> Int64 {
      try db.execute("SELECT count(*) AS n FROM \(table)")[0].int64("n")
    }

    #expect(throws: Boom.self) {
      try db.transaction { tx in
        try tx.execute("INSERT INTO \(table) VALUES ($1)", [.int64(1)])
        throw Boom()
      }
    }
    expectEqual(try count(), 0)

    let committed = try db.transaction { tx in
      try tx.query("INSERT INTO \(table) VALUES ($1)", [.int64(2)]).affectedRows
    }
    expectEqual(committed, 1)
    expectEqual(try count(), 1)

    // A failing inner transaction rolls back only its savepoint.
    try db.transaction { tx in
      try tx.execute("INSERT INTO \(table) VALUES (3)")
      #expect(throws: Boom.self) {
        try tx.transaction { inner in
          try inner.execute("INSERT INTO \(table) VALUES (4)")
          throw Boom()
        }
      }
    }
    expectEqual(
      try db.execute("SELECT v FROM \(table) ORDER BY v").map { try $0.int64("v") }, [2, 3])

    // Swallowing a statement error must not look like a successful commit.
    let swallowed = #expect(throws: PostgresError.self) {
      try db.transaction { tx in
        try tx.execute("INSERT INTO \(table) VALUES (5)")
        _ = try? tx.execute("SELECT * FROM no_such_table")
      }
    }
    expectEqual(swallowed?.sqlState, "25P02")
    expectEqual(try count(), 2)
  }

  @Test func badPasswordIsAnAuthenticationFailureWithoutThePassword() throws {
    let password = "s3cr3t-Wr0ng-Pa55"
    let badURL = try testURL { $0.password = password }
    let error = #expect(throws: PostgresError.self) {
      _ = try PostgresConnection(badURL)
    }
    expectEqual(error?.kind, .authenticationFailed)
    expectEqual(error?.sqlState, "28P01")
    let texts = [error.map(String.init(describing:)), error?.localizedDescription, error?.message]
    for text in texts {
      expectEqual(text?.contains(password), false)
    }
    print("bad password:", error.map(String.init(describing:)) ?? "-")

    let unknownRoleURL = try testURL { $0.user = "nobody_here" }
    let unknownRole = #expect(throws: PostgresError.self) {
      _ = try PostgresConnection(unknownRoleURL)
    }
    expectEqual(unknownRole?.kind, .authenticationFailed)
    print("unknown role:", unknownRole.map(String.init(describing:)) ?? "-")

    let noPasswordURL = try testURL { $0.password = nil }
    let noPassword = #expect(throws: PostgresError.self) {
      _ = try PostgresConnection(noPasswordURL)
    }
    expectEqual(noPassword?.kind, .authenticationFailed)
    print("no password:", noPassword.map(String.init(describing:)) ?? "-")
  }

  @Test func serverDownFailsFastAsConnectionFailed() throws {
    let started = ContinuousClock.now
    let refused = #expect(throws: PostgresError.self) {
      _ = try PostgresConnection("postgres://wellplate:hunter2@127.0.0.1:1/wellplate_test")
    }
    expectEqual(refused?.kind, .connectionFailed)
    expectEqual(refused?.message.contains("hunter2"), false)
    #expect(ContinuousClock.now - started < .seconds(2))
    print("refused:", refused.map(String.init(describing:)) ?? "-")

    let noSocket = #expect(throws: PostgresError.self) {
      _ = try PostgresConnection("postgresql:///wellplate_test?host=/tmp/no-such-wellplate-dir")
    }
    expectEqual(noSocket?.kind, .connectionFailed)
    print("no socket:", noSocket.map(String.init(describing:)) ?? "-")

    let missingDBURL = try testURL { $0.path = "/no_such_database" }
    let missingDB = #expect(throws: PostgresError.self) {
      _ = try PostgresConnection(missingDBURL)
    }
    expectEqual(missingDB?.kind, .connectionFailed)
    expectEqual(missingDB?.sqlState, "3D000")
    print("missing database:", missingDB.map(String.init(describing:)) ?? "-")
  }

  @Test func silentServerHitsTheConnectTimeout() throws {
    // A listening socket that never accepts: TCP connects, the startup reply never comes.
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #expect(fd >= 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, length) == 0 && listen(fd, 1) == 0 && getsockname(fd, $0, &length) == 0
      }
    }
    #expect(bound)
    let port = UInt16(bigEndian: address.sin_port)

    let started = ContinuousClock.now
    let error = #expect(throws: PostgresError.self) {
      _ = try PostgresConnection(
        "postgres://u:p@127.0.0.1:\(port)/db?sslmode=disable", connectTimeout: .milliseconds(300))
    }
    let elapsed = ContinuousClock.now - started
    expectEqual(error?.kind, .connectionFailed)
    #expect(elapsed >= .milliseconds(300) && elapsed < .seconds(2))
    print("timeout:", error.map(String.init(describing:)) ?? "-", "after", elapsed)
  }

  @Test func terminatedBackendIsConnectionLostAndResetRecovers() throws {
    let victim = try connect()
    let killer = try connect()
    let sql = "SELECT $1::int8 * 2 AS doubled"
    expectEqual(try victim.query(sql, [.int64(4)])[0].int64("doubled"), 8)
    expectEqual(victim.preparedStatementCount, 1)

    let terminated = try killer.execute(
      "SELECT pg_terminate_backend($1::int, 5000) AS ok", [.int64(Int64(victim.backendPID))])
    #expect(try terminated[0].bool("ok"))

    let lost = #expect(throws: PostgresError.self) {
      try victim.query(sql, [.int64(5)])
    }
    expectEqual(lost?.kind, .connectionLost)
    // The FATAL usually arrives ahead of the EOF; either way the kind is the contract.
    #expect(lost?.sqlState == "57P01" || lost?.sqlState == nil)
    #expect(!victim.isConnected)
    print("terminated backend:", lost.map(String.init(describing:)) ?? "-")

    let again = #expect(throws: PostgresError.self) { try victim.execute("SELECT 1") }
    expectEqual(again?.kind, .connectionLost)
    print("after loss:", again.map(String.init(describing:)) ?? "-")

    let oldPID = victim.backendPID
    try victim.reset()
    #expect(victim.isConnected)
    #expect(victim.backendPID != oldPID)
    expectEqual(victim.preparedStatementCount, 0)
    expectEqual(try victim.query(sql, [.int64(21)])[0].int64("doubled"), 42)
    expectEqual(victim.preparedStatementCount, 1)
  }

  @Test func backendTerminatedMidQueryIsConnectionLostWith57P01() throws {
    let url = try #require(databaseURL)
    let victimPID = Mutex<Int32>(0)
    let outcome = Mutex<PostgresError?>(nil)
    let finished = DispatchSemaphore(value: 0)
    Thread {
      defer { finished.signal() }
      do {
        let victim = try PostgresConnection(url)
        victimPID.withLock { $0 = victim.backendPID }
        try victim.execute("SELECT pg_sleep(30)")
      } catch let error as PostgresError {
        outcome.withLock { $0 = error }
      } catch {}
    }.start()

    let killer = try connect()
    var active = false
    for _ in 0..<100 where !active {
      let pid = Int64(victimPID.withLock { $0 })
      active =
        try pid != 0
        && killer.execute(
          "SELECT count(*) AS n FROM pg_stat_activity WHERE pid = $1::int AND state = 'active'",
          [.int64(pid)])[0].int64("n") == 1
      if !active { Thread.sleep(forTimeInterval: 0.05) }
    }
    #expect(active)
    try killer.execute(
      "SELECT pg_terminate_backend($1::int)", [.int64(Int64(victimPID.withLock { $0 }))])
    expectEqual(finished.wait(timeout: .now() + 10), .success)
    let error = outcome.withLock { $0 }
    expectEqual(error?.kind, .connectionLost)
    expectEqual(error?.sqlState, "57P01")
    print("terminated mid-query:", error.map(String.init(describing:)) ?? "-")
  }

  @Test func closedConnectionThrowsConnectionLost() throws {
    let db = try connect()
    db.close()
    db.close()
    #expect(!db.isConnected)
    let error = #expect(throws: PostgresError.self) { try db.execute("SELECT 1") }
    expectEqual(error?.kind, .connectionLost)
  }

  @Test func advisoryLockSerializesTwoConnections() throws {
    let url = try #require(databaseURL)
    let key: Int64 = 0x5745_4C4C  // arbitrary, test-only
    let events = Mutex<[String]>([])
    let failure = Mutex<String?>(nil)
    let contenderDone = DispatchSemaphore(value: 0)
    let holder = try connect()

    try holder.withAdvisoryLock(key: key) { db in
      events.withLock { $0.append("A locked") }
      // The contender blocks inside libpq, so it gets a real thread, not a pool thread.
      Thread {
        defer { contenderDone.signal() }
        do {
          let other = try PostgresConnection(url)
          try other.withAdvisoryLock(key: key) { _ in
            events.withLock { $0.append("B locked") }
          }
          events.withLock { $0.append("B unlocked") }
        } catch {
          failure.withLock { $0 = String(describing: error) }
        }
      }.start()

      // Wait until the server shows B queued behind us, proving it really is blocked.
      var waiting: Int64 = 0
      for _ in 0..<100 where waiting == 0 {
        waiting = try db.execute(
          "SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
        )[0].int64("n")
        if waiting == 0 { Thread.sleep(forTimeInterval: 0.05) }
      }
      expectEqual(waiting, 1)
      expectEqual(events.withLock { $0 }, ["A locked"])
      events.withLock { $0.append("A unlocking") }
    }

    expectEqual(contenderDone.wait(timeout: .now() + 10), .success)
    expectEqual(failure.withLock { $0 }, nil)
    expectEqual(events.withLock { $0 }, ["A locked", "A unlocking", "B locked", "B unlocked"])
    let held = try holder.execute(
      "SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory'")[0].int64("n")
    expectEqual(held, 0)
  }

  @Test func advisoryLockIsReleasedWhenBodyThrows() throws {
    let db = try connect()
    #expect(throws: Boom.self) {
      try db.withAdvisoryLock(key: 7) { _ in throw Boom() }
    }
    let other = try connect()
    let acquired = try other.execute("SELECT pg_try_advisory_lock($1) AS ok", [.int64(7)])
    #expect(try acquired[0].bool("ok"))
  }

  @Test func copyIsRejectedAndTheConnectionStaysUsable() throws {
    let db = try connect()
    let out = #expect(throws: PostgresError.self) { try db.execute("COPY (SELECT 1) TO STDOUT") }
    expectEqual(out?.kind, .unsupportedResult)
    try db.execute("CREATE TEMP TABLE copy_target (v int)")
    let into = #expect(throws: PostgresError.self) { try db.execute("COPY copy_target FROM STDIN") }
    expectEqual(into?.kind, .unsupportedResult)
    expectEqual(try db.execute("SELECT 1 AS one")[0].int64("one"), 1)
  }

  @Test func decodingErrorsAreSpecific() throws {
    let db = try connect()
    let row = try db.execute("SELECT 'abc'::text AS word, NULL::int8 AS nothing, 1.5 AS frac")[0]
    let missing = #expect(throws: PostgresError.self) { try row.string("wrod") }
    expectEqual(missing?.kind, .columnNotFound)
    expectEqual(missing?.message.contains("word"), true)
    let outOfRange = #expect(throws: PostgresError.self) { try row.string(9) }
    expectEqual(outOfRange?.kind, .columnNotFound)
    let null = #expect(throws: PostgresError.self) { try row.int64("nothing") }
    expectEqual(null?.kind, .unexpectedNull)
    let mismatch = #expect(throws: PostgresError.self) { try row.int64("word") }
    expectEqual(mismatch?.kind, .typeMismatch)
    #expect(throws: PostgresError.self) { try row.int64("frac") }
    expectEqual(try row.double("frac"), 1.5)
    #expect(throws: PostgresError.self) { try row.date("word") }
    #expect(throws: PostgresError.self) { try row.data("word") }
    print("decode errors:", [missing, null, mismatch].compactMap { $0?.description })
  }

  @Test func serverTimestampsInOtherZonesDecode() throws {
    let db = try connect()
    try db.execute("SET TimeZone = 'Asia/Kolkata'")
    let when = Date(timeIntervalSince1970: 1_234_567_890.5)
    let row = try db.execute(
      "SELECT $1 AS ts, $1::text AS text, now()::date AS day", [.timestamp(when)])[0]
    #expect(try row.string("text").hasSuffix("+05:30"))
    expectEqual(try row.date("ts"), when)
    _ = try row.date("day")
  }
}

@Suite("PostgreSQL helpers (no server needed)")
struct PostgresHelperTests {
  @Test func connectionStringParseErrorsAreRedacted() {
    let error = #expect(throws: PostgresError.self) {
      _ = try PostgresConnection("postgres://user:topsecret@[::1/db")
    }
    expectEqual(error?.kind, .invalidConnectionString)
    expectEqual(error?.message.contains("topsecret"), false)
    print("invalid URL:", error.map(String.init(describing:)) ?? "-")

    let keyValue = #expect(throws: PostgresError.self) {
      _ = try PostgresConnection("host=localhost password='p@ss word' dbname")
    }
    expectEqual(keyValue?.kind, .invalidConnectionString)
    print("invalid key/value:", keyValue.map(String.init(describing:)) ?? "-")
  }

  @Test func redactorFindsPasswordsInEveryForm() {
    let redactor = Redactor(
      password: nil, rawConnectionString: "postgres://me:p%40ss@host/db?password=other")
    expectEqual(redactor.redact("x p@ss y p%40ss z other"), "x ******** y ******** z ********")
    let keyValue = Redactor(password: nil, rawConnectionString: "host=h password='abc' user=u")
    expectEqual(keyValue.redact("abc!"), "********!")
    let query = Redactor(password: nil, rawConnectionString: "postgres://u:pa?ss@h/d@b")
    expectEqual(query.redact("u pa?ss d@b"), "u ******** d@b")
  }

  @Test func verboseConnectMessagesYieldSQLState() {
    let raw = """
      connection to server at "127.0.0.1", port 5432 failed: FATAL:  28P01: password \
      authentication failed for user "x"
      LOCATION:  auth_failed, auth.c:323

      """
    let (state, message) = PostgresConnection.splitVerboseMessage(raw)
    expectEqual(state, "28P01")
    expectEqual(
      message,
      "connection to server at \"127.0.0.1\", port 5432 failed: FATAL:  password "
        + "authentication failed for user \"x\"")
  }

  @Test func timestampTextParsing() throws {
    let base = Date(timeIntervalSince1970: 1_700_000_000)
    expectEqual(PostgresTimestamp.parse("2023-11-14 22:13:20+00"), base)
    expectEqual(PostgresTimestamp.parse("2023-11-14 22:13:20"), base)
    expectEqual(PostgresTimestamp.parse("2023-11-15 03:43:20+05:30"), base)
    expectEqual(PostgresTimestamp.parse("2023-11-14 21:13:20-01"), base)
    expectEqual(PostgresTimestamp.parse("2023-11-14T22:13:20.5Z"), nil)
    expectEqual(PostgresTimestamp.parse("2023-11-14 22:13:20.5+00"), base + 0.5)
    expectEqual(PostgresTimestamp.parse("2023-11-14"), Date(timeIntervalSince1970: 1_699_920_000))
    #expect(PostgresTimestamp.parse("0001-01-01 00:00:00+00 BC") != nil)
    expectEqual(PostgresTimestamp.parse("infinity"), nil)
    expectEqual(PostgresTimestamp.parse("2023-13-01"), nil)
    expectEqual(PostgresTimestamp.format(base + 0.000_001), "2023-11-14 22:13:20.000001+00")
    let bc = try #require(PostgresTimestamp.parse("0044-03-15 12:00:00+00 BC"))
    expectEqual(PostgresTimestamp.format(bc), "0044-03-15 12:00:00.000000+00 BC")
  }
}

/// Drives .ci/postgres-test-server from Swift and shuts a private cluster down mid-session.
@Suite("Server shutdown", .enabled(if: FileManager.default.isExecutableFile(atPath: script)))
struct PostgresShutdownTests {
  @Test func fastShutdownIsConnectionLostAndResetWorksAfterRestart() throws {
    let dir = "/tmp/wellplate-pg-shutdown-\(getpid())"
    let exports = try runScript("start", dir)
    defer { _ = try? runScript("stop", dir) }
    let url = try #require(
      exports.split(separator: "\n").first { $0.hasPrefix("export WELLPLATE_TEST_DATABASE_URL=") }
    ).split(separator: "=", maxSplits: 1)[1].trimmingCharacters(in: CharacterSet(charactersIn: "'"))

    let db = try PostgresConnection(String(url))
    expectEqual(try db.query("SELECT 1 AS one")[0].int64("one"), 1)

    // SIGINT to the postmaster is pg_ctl's "fast" shutdown: backends get 57P01.
    let pidFile = try String(contentsOfFile: "\(dir)/data/postmaster.pid", encoding: .utf8)
    let pid = try #require(Int32(pidFile.split(separator: "\n")[0]))
    expectEqual(kill(pid, SIGINT), 0)
    for _ in 0..<100 where FileManager.default.fileExists(atPath: "\(dir)/data/postmaster.pid") {
      Thread.sleep(forTimeInterval: 0.05)
    }

    let lost = #expect(throws: PostgresError.self) { try db.query("SELECT 1 AS one") }
    expectEqual(lost?.kind, .connectionLost)
    print("server shut down:", lost.map(String.init(describing:)) ?? "-")

    let down = #expect(throws: PostgresError.self) { try db.reset() }
    expectEqual(down?.kind, .connectionFailed)
    print("reset while down:", down.map(String.init(describing:)) ?? "-")

    _ = try runScript("start", dir)
    try db.reset()
    expectEqual(try db.query("SELECT 2 AS two")[0].int64("two"), 2)
  }
}

/// The repository's test-server script, found relative to this file.
private let script = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent(".ci/postgres-test-server").path

/// Runs the test-server script and returns its stdout, failing on a non-zero exit.
///
/// posix_spawn + waitpid rather than Foundation.Process, whose waitUntilExit hung here
/// (child left defunct, never reaped) while other tests ran in parallel.
private func runScript(_ command: String, _ dir: String) throws -> String {
  let outputFile = "\(dir).stdout"
  defer { try? FileManager.default.removeItem(atPath: outputFile) }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, outputFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
  let arguments: [String] = [script, command, dir]
  let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
  defer { for pointer in argv { free(pointer) } }
  var pid: pid_t = 0
  let spawned = posix_spawn(&pid, script, &actions, nil, argv, environ)
  try #require(spawned == 0, "posix_spawn \(script) failed: \(spawned)")
  var status: Int32 = 0
  while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
  #expect(status == 0, "\(script) \(command) \(dir) exited with status \(status)")
  return try String(contentsOfFile: outputFile, encoding: .utf8)
}
