import Entities
import Foundation
import Synchronization
import TestSupport
import Testing
import UseCases

@testable import Drivers

#if canImport(Glibc)
  import Glibc
#endif

private let everything = DateInterval(
  start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 4_000_000_000))

/// Every entry of `store`'s profile, newest first.
private func allEntries(_ store: PostgresMealHistory) async throws -> [MealEntry] {
  try await store.entries(HistoryQuery(interval: everything, limit: 10_000)).entries
}

/// The store's contract and its PostgreSQL specifics, against a real server: a fresh
/// database per test (see PostgresTestDatabase).
@Suite(
  "PostgresMealHistory",
  .enabled(if: PostgresTestServer.shouldRun, Comment(rawValue: PostgresTestServer.skipReason)))
struct PostgresMealHistoryTests {
  @Test("meets the MealHistory contract", arguments: MealHistoryContract.Case.allCases)
  func contract(_ testCase: MealHistoryContract.Case) async throws {
    let database = try PostgresTestDatabase()
    try await MealHistoryContract { profile in
      try PostgresMealHistory(url: database.url, profile: profile)
    }.run(testCase)
  }

  @Test func profileNamesAndIDsAreBoundNotSpliced() async throws {
    let database = try PostgresTestDatabase()
    let profile = "o'brien\"); DROP TABLE meal_entry; --"
    let store = try PostgresMealHistory(url: database.url, profile: profile)
    let other = try PostgresMealHistory(url: database.url, profile: "me")
    try await store.save(
      Samples.entry(id: "x'; DELETE FROM meal_item; --", at: Samples.breakfastTime))
    try await other.save(Samples.entry(id: "plain", at: Samples.breakfastTime))
    expectEqual(try await allEntries(store).map(\.id.rawValue), ["x'; DELETE FROM meal_item; --"])
    expectEqual(try await allEntries(other).map(\.id.rawValue), ["plain"])
    let stored = try database.connect().execute(
      "SELECT DISTINCT profile FROM meal_entry ORDER BY 1")
    expectEqual(try stored.map { try $0.string(0) }, ["me", profile])
  }

  @Test func itemsListsAndUnreportedNutrientsRoundTrip() async throws {
    let database = try PostgresTestDatabase()
    let store = try PostgresMealHistory(url: database.url, profile: "me")
    var sparse = Samples.toast
    sparse.sodium = nil
    sparse.iron = 0
    let awkward = [#"a "quoted", {braced} \ item"#, "NULL", "", "multi\nline 🍳"]
    let entry = MealEntry(
      id: MealEntryID("lists"),
      consumedAt: Date(timeIntervalSince1970: Double(1_795_230_000_123) / 1000),
      description: "lists",
      items: awkward.map { text in
        MealItem(
          text: text, food: text, grams: 1.0 / 3.0, nutrition: sparse, notes: awkward + [text])
      }, totals: sparse, unmatched: awkward, analyzer: "local")
    try await store.save(entry)
    expectEqual(try await allEntries(store), [entry])

    // Saving fewer items again leaves exactly those.
    var shorter = entry
    shorter.items = [entry.items[1]]
    try await store.save(shorter)
    expectEqual(try await allEntries(store), [shorter])
    var none = entry
    none.items = []
    try await store.save(none)
    expectEqual(try await allEntries(store), [none])
    let itemRows = try database.connect().execute("SELECT count(*) AS n FROM meal_item")
    expectEqual(try itemRows[0].int64("n"), 0)
  }

  // MARK: Schema and migrations

  @Test func schemaVersionIsRecordedOnceAndReopeningWritesNothing() async throws {
    let database = try PostgresTestDatabase()
    _ = try PostgresMealHistory(url: database.url, profile: "me")
    _ = try PostgresMealHistory(url: database.url, profile: "partner")
    let db = try database.connect()
    let versions = try db.execute(
      "SELECT version, summary FROM wellplate_schema_version ORDER BY version")
    expectEqual(
      try versions.map { try $0.int64("version") }, Array(1...PostgresHistorySchema.latestVersion))
    expectEqual(try PostgresHistorySchema.version(of: db), PostgresHistorySchema.latestVersion)
    let indexes = try db.execute(
      "SELECT indexname FROM pg_indexes WHERE tablename = 'meal_entry' ORDER BY 1")
    expectEqual(
      try indexes.map { try $0.string(0) },
      ["meal_entry_by_profile_time", "meal_entry_pkey", "meal_entry_profile_id"])
  }

  @Test("meets the PersonalFoods contract", arguments: PersonalFoodsContract.Case.allCases)
  func personalFoodsContract(_ testCase: PersonalFoodsContract.Case) async throws {
    let database = try PostgresTestDatabase()
    try await PersonalFoodsContract { profile in
      try PostgresMealHistory(url: database.url, profile: profile)
    }.run(testCase)
  }

  @Test func aVersionThreeDatabaseGainsPersonalFoodsWithItsEntriesIntact() async throws {
    let database = try PostgresTestDatabase()
    let db = try database.connect()
    try PostgresHistorySchema.migrate(
      db, migrations: Array(PostgresHistorySchema.migrations.prefix(3)))
    try db.execute(
      """
      INSERT INTO meal_entry (profile, id, consumed_at, description, analyzer, unmatched,
        calories, protein, carbohydrates, fat, fiber, meal_type)
      VALUES ('me', 'old-lunch', 1795264200000, 'soup', 'local', '[]', 120, 5, 15, 4, 2, 'lunch')
      """)
    #expect(throws: PostgresError.self) { try db.execute("SELECT name FROM personal_food") }

    let store = try PostgresMealHistory(url: database.url, profile: "me")
    expectEqual(try await store.entry(MealEntryID("old-lunch"))?.mealType, .lunch)
    expectEqual(try await store.allFoods(), [])
    let bar = PersonalFood(name: "Oat Bar", perServing: .zero, servingGrams: 40)
    expectEqual(try await store.add(bar, replacing: false), .added)
    expectEqual(try await store.food(named: "OAT BAR"), bar)
    expectEqual(try PostgresHistorySchema.version(of: db), PostgresHistorySchema.latestVersion)
    #expect(throws: PostgresError.self, "a recipe needs both its text and its servings") {
      try db.execute(
        """
        INSERT INTO personal_food (profile, name_key, name, recipe_text, calories, protein,
          carbohydrates, fat, fiber) VALUES ('me', 'x', 'x', 'beef', 1, 1, 1, 1, 1)
        """)
    }
  }

  @Test func aVersionTwoDatabaseGainsMealTypesWithItsEntriesIntact() async throws {
    let database = try PostgresTestDatabase()
    let db = try database.connect()
    try PostgresHistorySchema.migrate(
      db, migrations: Array(PostgresHistorySchema.migrations.prefix(2)))
    // An entry as the version-2 code wrote it: no meal_type column yet.
    try db.execute(
      """
      INSERT INTO meal_entry (profile, id, consumed_at, description, analyzer, unmatched,
        calories, protein, carbohydrates, fat, fiber)
      VALUES ('me', 'old-lunch', 1795264200000, 'soup', 'local', '[]', 120, 5, 15, 4, 2)
      """)
    #expect(throws: PostgresError.self) { try db.execute("SELECT meal_type FROM meal_entry") }

    let store = try PostgresMealHistory(url: database.url, profile: "me")
    let old = try #require(try await store.entry(MealEntryID("old-lunch")))
    expectEqual(old.description, "soup")
    expectEqual(old.totals.calories, 120)
    expectEqual(old.mealType, nil)
    expectEqual(old.mealType(in: .utc), .lunch)
    var typed = old
    typed.mealType = .dinner
    #expect(try await store.replace(typed))
    expectEqual(try await store.entry(MealEntryID("old-lunch"))?.mealType, .dinner)
    expectEqual(try PostgresHistorySchema.version(of: db), PostgresHistorySchema.latestVersion)
    #expect(throws: PostgresError.self, "the column refuses an unknown type") {
      try db.execute("UPDATE meal_entry SET meal_type = 'brunch'")
    }
  }

  @Test func concurrentFirstOpensMigrateExactlyOnce() async throws {
    let database = try PostgresTestDatabase()
    let url = database.url
    // Real threads: each open blocks in libpq, some of them on the advisory lock.
    let failures = Mutex<[String]>([])
    let done = DispatchGroup()
    for index in 0..<6 {
      done.enter()
      Thread {
        defer { done.leave() }
        do {
          _ = try PostgresMealHistory(url: url, profile: "p\(index)")
        } catch {
          failures.withLock { $0.append("\(error)") }
        }
      }.start()
    }
    expectEqual(done.wait(timeout: .now() + 60), .success)
    expectEqual(failures.withLock { $0 }, [])
    let versions = try database.connect().execute(
      "SELECT version FROM wellplate_schema_version ORDER BY 1")
    expectEqual(
      try versions.map { try $0.int64(0) }, Array(1...PostgresHistorySchema.latestVersion))
  }

  @Test func migrationWaitsForTheAdvisoryLock() async throws {
    let database = try PostgresTestDatabase()
    let holder = try database.connect()
    try holder.execute(
      "SELECT pg_advisory_lock($1)", [.int64(PostgresHistorySchema.migrationLockKey)])
    let opened = Mutex<Bool>(false)
    let finished = DispatchSemaphore(value: 0)
    let url = database.url
    Thread {
      defer { finished.signal() }
      if (try? PostgresMealHistory(url: url, profile: "me")) != nil {
        opened.withLock { $0 = true }
      }
    }.start()

    // The open must show up queued behind our lock, with no schema written yet. Only this
    // database's locks: pg_locks lists the whole server's, and other suites running at the
    // same time migrate their own databases under the same key.
    var waiting: Int64 = 0
    for _ in 0..<200 where waiting == 0 {
      waiting = try holder.execute(
        """
        SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
        """)[0].int64(0)
      if waiting == 0 { try await Task.sleep(for: .milliseconds(50)) }
    }
    expectEqual(waiting, 1)
    expectEqual(try PostgresHistorySchema.version(of: holder), 0)
    #expect(!opened.withLock { $0 })

    try holder.execute(
      "SELECT pg_advisory_unlock($1)", [.int64(PostgresHistorySchema.migrationLockKey)])
    expectEqual(finished.wait(timeout: .now() + 30), .success)
    #expect(opened.withLock { $0 })
    expectEqual(try PostgresHistorySchema.version(of: holder), PostgresHistorySchema.latestVersion)
  }

  @Test func aFailedMigrationLeavesThePreviousVersionWhole() throws {
    let database = try PostgresTestDatabase()
    let db = try database.connect()
    let first = PostgresHistorySchema.migrations[0]
    let broken = PostgresHistorySchema.Migration(
      version: 2, summary: "broken",
      statements: [
        "CREATE TABLE half_done (x int)",
        "ALTER TABLE meal_entry ADD COLUMN rating int",
        "SELECT * FROM no_such_table",
      ])
    #expect(throws: PostgresError.self) {
      try PostgresHistorySchema.migrate(db, migrations: [first, broken])
    }
    expectEqual(try PostgresHistorySchema.version(of: db), 1)
    let leftovers = try db.execute(
      """
      SELECT (SELECT count(*) FROM pg_tables WHERE tablename = 'half_done') AS tables,
        (SELECT count(*) FROM information_schema.columns
         WHERE table_name = 'meal_entry' AND column_name = 'rating') AS columns
      """)[0]
    expectEqual(try leftovers.int64("tables"), 0)
    expectEqual(try leftovers.int64("columns"), 0)
    // The lock was released: a fixed migration goes through at once.
    let fixed = PostgresHistorySchema.Migration(
      version: 2, summary: "fixed", statements: ["ALTER TABLE meal_entry ADD COLUMN rating int"])
    try PostgresHistorySchema.migrate(db, migrations: [first, fixed])
    expectEqual(try PostgresHistorySchema.version(of: db), 2)
  }

  @Test func aNewerSchemaIsRefusedWithoutWriting() async throws {
    let database = try PostgresTestDatabase()
    _ = try PostgresMealHistory(url: database.url, profile: "me")
    let db = try database.connect()
    try db.execute(
      "INSERT INTO wellplate_schema_version (version, summary) VALUES (99, 'from the future')")
    let error = #expect(throws: MealHistoryError.self) {
      _ = try PostgresMealHistory(url: database.url, profile: "me")
    }
    guard case .storageFailed(let message) = error else {
      Issue.record("expected storageFailed, got \(String(describing: error))")
      return
    }
    #expect(message.contains("newer WellPlate"))
    #expect(message.contains("99"))
  }

  // MARK: Statements and plans

  @Test func statementsArePreparedOnceAndReused() async throws {
    let database = try PostgresTestDatabase()
    let store = try PostgresMealHistory(url: database.url, profile: "me")
    func round(_ index: Int) async throws {
      var entry = Samples.entry(id: "e\(index)", at: Samples.breakfastTime + Double(index))
      entry.totals.sodium = index.isMultiple(of: 2) ? nil : 12
      try await store.save(entry)
      _ = try await store.entries(HistoryQuery(interval: everything, limit: 10))
      _ = try await store.dailyTotals(in: everything, timeZone: .utc)
      _ = try await store.delete(MealEntryID("missing"))
    }
    try await round(1)
    let afterFirst = try await store.preparedStatementNames()
    for index in 2...5 { try await round(index) }
    let afterMore = try await store.preparedStatementNames()
    expectEqual(afterFirst, afterMore)
    // Two schema-version reads at open, then save, page, span, totals and delete.
    expectEqual(afterMore.count, 7)
    #expect(afterMore.allSatisfy { $0.hasPrefix("wellplate_q") })
  }

  @Test func queriesUseTheProfileTimeIndex() async throws {
    let database = try PostgresTestDatabase()
    let store = try PostgresMealHistory(url: database.url, profile: "me")
    // Enough rows in two profiles that a sequential scan would be the planner's choice
    // without a usable index.
    let db = try database.connect()
    try db.execute(
      """
      INSERT INTO meal_entry (profile, id, consumed_at, description, analyzer,
        calories, protein, carbohydrates, fat, fiber)
      SELECT CASE WHEN n % 2 = 0 THEN 'me' ELSE 'partner' END, 'id-' || n,
        1700000000000 + n * 60000, 'meal', 'local', 100, 1, 1, 1, 1
      FROM generate_series(1, 20000) AS n
      """)
    try db.execute(
      """
      INSERT INTO meal_item (entry_key, position, text, food, grams,
        calories, protein, carbohydrates, fat, fiber)
      SELECT key, 0, 'egg', 'Egg', 50, 100, 1, 1, 1, 1 FROM meal_entry
      """)
    try db.execute("ANALYZE meal_entry")
    try db.execute("ANALYZE meal_item")
    for step in [PostgresMealHistory.Step.page, .span, .totals, .delete] {
      let plan = try await store.queryPlan(step)
      #expect(!plan.contains("Seq Scan"), "\(step):\n\(plan)")
      #expect(
        plan.contains("meal_entry_by_profile_time") || plan.contains("meal_entry_profile_id"),
        "\(step):\n\(plan)")
    }
  }

  // MARK: Faults

  @Test func sessionEndedBetweenSavesReconnectsOnceWithoutDuplicates() async throws {
    let database = try PostgresTestDatabase()
    let store = try PostgresMealHistory(url: database.url, profile: "me")
    try await store.save(Samples.entry(id: "before", at: Samples.breakfastTime))
    let firstBackend = await store.backendPID
    try database.terminate(backend: firstBackend)

    try await store.save(Samples.entry(id: "after", at: Samples.breakfastTime + 60))
    expectEqual(await store.reconnections, 1)
    #expect(await store.backendPID != firstBackend)
    expectEqual(try await allEntries(store).map(\.id.rawValue), ["after", "before"])
    let rows = try database.connect().execute("SELECT count(*) FROM meal_entry")
    expectEqual(try rows[0].int64(0), 2)
  }

  @Test func sessionEndedBetweenTheTwoStatementsOfAnOperationIsRetriedWhole() async throws {
    let database = try PostgresTestDatabase()
    let store = try PostgresMealHistory(url: database.url, profile: "me")
    try await store.save(Samples.entry(id: "a", at: Samples.breakfastTime, nutrition: Samples.egg))
    try await store.save(
      Samples.entry(id: "b", at: Samples.breakfastTime + 60, nutrition: Samples.toast))
    let backend = await store.backendPID
    let killed = Mutex<Int>(0)
    // Per-day totals run two statements; the session dies right after the first.
    await store.injectFaults { step in
      guard step == .span, killed.withLock({ $0 }) == 0 else { return }
      killed.withLock { $0 += 1 }
      try database.terminate(backend: backend)
    }
    let days = try await store.dailyTotals(in: everything, timeZone: .utc)
    expectEqual(killed.withLock { $0 }, 1)
    expectEqual(await store.reconnections, 1)
    expectEqual(days.map(\.count), [2])
    #expect(
      abs((days.first?.nutrition.calories ?? 0) - (Samples.egg + Samples.toast).calories) < 1e-9)
  }

  @Test func aSaveWhoseReplyIsLostAfterCommitIsNotDuplicated() async throws {
    let database = try PostgresTestDatabase()
    let store = try PostgresMealHistory(url: database.url, profile: "me")
    let backend = await store.backendPID
    let attempts = Mutex<Int>(0)
    // The statement has committed; then the session dies before the store sees the reply,
    // which is what a network cut at the worst moment looks like to the client.
    await store.injectFaults { step in
      guard step == .save else { return }
      let attempt = attempts.withLock { count -> Int in
        count += 1
        return count
      }
      guard attempt == 1 else { return }
      try database.terminate(backend: backend)
      throw PostgresError(.connectionLost, message: "reply lost (injected)")
    }
    let entry = Samples.entry(id: "once", at: Samples.breakfastTime)
    try await store.save(entry)
    expectEqual(attempts.withLock { $0 }, 2)
    expectEqual(await store.reconnections, 1)
    expectEqual(try await allEntries(store), [entry])
  }

  @Test func aSessionLostTwiceInARowIsUnavailable() async throws {
    let database = try PostgresTestDatabase()
    let store = try PostgresMealHistory(url: database.url, profile: "me")
    await store.injectFaults { step in
      throw PostgresError(.connectionLost, message: "dropped again (injected)")
    }
    let error = await #expect(throws: MealHistoryError.self) {
      try await store.save(Samples.entry(id: "x", at: Samples.breakfastTime))
    }
    guard case .unavailable(let message) = error else {
      Issue.record("expected unavailable, got \(String(describing: error))")
      return
    }
    #expect(message.contains("reconnecting did not help"))
    expectEqual(await store.reconnections, 1)
  }

  @Test func wrongPasswordIsUnavailableAndNeverQuoted() throws {
    let url = try PostgresTestServer.shared.requireURL()
    var parts = try #require(URLComponents(string: url))
    let password = "not-the-Pa55word-\(UUID().uuidString.prefix(6))"
    parts.password = password
    let error = #expect(throws: MealHistoryError.self) {
      _ = try PostgresMealHistory(url: try #require(parts.string), profile: "me")
    }
    guard case .unavailable(let message) = error else {
      Issue.record("expected unavailable, got \(String(describing: error))")
      return
    }
    #expect(message.contains("refused the login"))
    #expect(message.contains("--database-url"))
    #expect(!message.contains(password))
  }

  @Test func manyConcurrentSavesFromSeveralStoresAllLand() async throws {
    let database = try PostgresTestDatabase()
    let stores = try (0..<4).map { _ in try PostgresMealHistory(url: database.url, profile: "me") }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for (lane, store) in stores.enumerated() {
        group.addTask {
          for index in 0..<250 {
            try await store.save(
              Samples.entry(id: "l\(lane)-\(index)", at: Samples.breakfastTime + Double(index)))
          }
        }
      }
      try await group.waitForAll()
    }
    let rows = try database.connect().execute(
      "SELECT count(*) AS n, count(DISTINCT id) AS ids FROM meal_entry")
    expectEqual(try rows[0].int64("n"), 1000)
    expectEqual(try rows[0].int64("ids"), 1000)
  }
}

/// Reaching no server at all needs no server, so this runs everywhere.
@Suite("PostgresMealHistory without a server")
struct PostgresMealHistoryUnreachableTests {
  @Test func serverDownIsUnavailableWithAClearMessage() throws {
    let password = "do-not-print-me"
    let closed = ClosedLoopbackPort()
    let url = "postgres://wellplate:\(password)@127.0.0.1:\(closed.port)/wellplate"
    defer { withExtendedLifetime(closed) {} }
    let error = #expect(throws: MealHistoryError.self) {
      _ = try PostgresMealHistory(url: url, profile: "me")
    }
    guard case .unavailable(let message) = error else {
      Issue.record("expected unavailable, got \(String(describing: error))")
      return
    }
    #expect(message.contains("cannot be reached"))
    #expect(message.contains("Connection refused"))
    #expect(!message.contains(password))
    #expect(!message.contains("\n"))
  }

  @Test func malformedURLIsUnavailableWithoutThePassword() {
    let error = #expect(throws: MealHistoryError.self) {
      _ = try PostgresMealHistory(url: "postgres://me:hunter22@[::1/db", profile: "me")
    }
    expectEqual(error.map { "\($0)" }?.contains("not valid"), true)
    expectEqual(error.map { "\($0)" }?.contains("hunter22"), false)
  }
}
