import Drivers
import Entities
import Foundation
import TestSupport
import Testing
import UseCases

@Suite("SQLiteMealHistory")
struct SQLiteMealHistoryTests {
  @Test("meets the MealHistory contract", arguments: MealHistoryContract.Case.allCases)
  func contract(_ testCase: MealHistoryContract.Case) async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("history.sqlite")
    try await MealHistoryContract { profile in
      try SQLiteMealHistory(path: path, profile: profile)
    }.run(testCase)
  }
}

@Suite("SQLiteMealHistory as PersonalFoods")
struct SQLitePersonalFoodsTests {
  @Test("meets the PersonalFoods contract", arguments: PersonalFoodsContract.Case.allCases)
  func contract(_ testCase: PersonalFoodsContract.Case) async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("history.sqlite")
    try await PersonalFoodsContract { profile in
      try SQLiteMealHistory(path: path, profile: profile)
    }.run(testCase)
  }

  @Test("the newest schema version is the last migration's, and versions run 1, 2, 3…")
  func latestVersionIsTheLastMigrations() {
    expectEqual(HistorySchema.latestVersion, HistorySchema.migrations.last?.version)
    expectEqual(HistorySchema.migrations.map(\.version), Array(1...HistorySchema.latestVersion))
  }

  @Test("a file of schema 4, from before personal foods, opens with its entries intact")
  func upgradesFromVersionFour() async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("v4.sqlite")
    do {
      let db = try SQLiteConnection(path: path)
      try db.validate()
      try db.pragma("journal_mode", set: "wal")
      try HistorySchema.migrate(db, upTo: 4)
      try db.execute(
        """
        INSERT INTO meal_entry (id, profile, consumed_at, description, analyzer, unmatched,
          calories, protein, carbohydrates, fat, fiber, meal_type)
        VALUES ('old-lunch', 'me', 1795264200000, 'soup', 'local', '[]', 120, 5, 15, 4, 2, 'lunch')
        """)
      #expect(
        throws: SQLiteError.self, "version 4 has no personal_food table"
      ) { try db.prepare("SELECT name FROM personal_food") }
    }

    let store = try SQLiteMealHistory(path: path, profile: "me")
    expectEqual(try store.entry(MealEntryID("old-lunch"))?.description, "soup")
    expectEqual(try store.allFoods(), [])
    let bar = PersonalFood(name: "Oat Bar", perServing: .zero, servingGrams: 40)
    expectEqual(try store.add(bar, replacing: false), .added)
    expectEqual(try store.food(named: "oat bar"), bar)

    let db = try SQLiteConnection(path: path)
    expectEqual(try HistorySchema.version(of: db), HistorySchema.latestVersion)
    #expect(
      throws: SQLiteError.self, "a recipe needs both its text and its servings"
    ) {
      try db.execute(
        """
        INSERT INTO personal_food (profile, name_key, name, recipe_text, calories, protein,
          carbohydrates, fat, fiber) VALUES ('me', 'x', 'x', 'beef', 1, 1, 1, 1, 1)
        """)
    }
    try db.checkIntegrity(full: true)
  }
}

@Suite("SQLiteMealHistory schema and engine")
struct SQLiteHistorySchemaTests {
  private let everything = DateInterval(
    start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 4_000_000_000))

  @Test("date-range queries use the profile/time index")
  func queriesUseTheIndex() async throws {
    let dir = try TemporaryDirectory()
    let store = try SQLiteMealHistory(path: dir.path("plan.sqlite"), profile: "me")
    for query in [SQLiteMealHistory.PlannedQuery.page, .span, .totals] {
      let plan = try store.queryPlan(query)
      print("\(query): \(plan)")
      #expect(
        plan.contains { $0.contains("USING") && $0.contains("INDEX meal_entry_by_profile_time") },
        "\(query) does not use the index: \(plan)")
      #expect(!plan.contains { $0.hasPrefix("SCAN meal_entry") || $0.hasPrefix("SCAN e") })
    }
    let delete = try store.queryPlan(.delete)
    #expect(delete.contains { $0.contains("SEARCH meal_entry USING INDEX") }, "\(delete)")
    // A page's items: one primary-key search per entry, never a scan of every item.
    let items = try store.queryPlan(.pageItems)
    #expect(items.contains { $0.hasPrefix("SEARCH meal_item USING PRIMARY KEY") }, "\(items)")
    #expect(!items.contains { $0.hasPrefix("SCAN meal_item") }, "\(items)")
  }

  @Test("a new file gets mode 0600 inside created folders, WAL and the latest schema")
  func newFile() async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("a/b/c/history.sqlite")
    let store = try SQLiteMealHistory(path: path, profile: "me")
    try store.save(Samples.entry(id: "one", at: Samples.breakfastTime))
    expectEqual(try permissions(path), 0o600)
    expectEqual(try permissions(dir.path("a")), 0o700)
    expectEqual(try permissions(dir.path("a/b/c")), 0o700)
    let db = try SQLiteConnection(path: path, mode: .readOnly)
    expectEqual(try db.pragma("journal_mode"), .text("wal"))
    expectEqual(try HistorySchema.version(of: db), HistorySchema.latestVersion)
    let tables = try db.prepare(
      "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name"
    ).rows { $0.string(at: 0) ?? "" }
    expectEqual(tables, ["access_token", "meal_entry", "meal_item", "personal_food"])
    expectEqual(try count(db, "meal_item"), 1)
    let files = try FileManager.default.contentsOfDirectory(atPath: dir.path("a/b/c"))
    #expect(!files.contains { $0.contains(".new-") }, "a draft was left: \(files)")
  }

  @Test("day totals kept between reads follow every write, this connection's and another's")
  func keptDayTotalsFollowWrites() async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("kept-totals.sqlite")
    let reader = try SQLiteMealHistory(path: path, profile: "me")
    let otherProcess = try SQLiteMealHistory(path: path, profile: "me")
    let day = DateInterval(
      start: Samples.breakfastTime.addingTimeInterval(-8 * 3600), duration: 86400)
    let utc = FoundationZones["UTC"]
    func count() async throws -> Int? {
      try reader.dailyTotals(in: day, timeZone: utc).first?.count
    }
    try reader.save(Samples.entry(id: "first", at: Samples.breakfastTime))
    expectEqual(try await count(), 1)
    expectEqual(try await count(), 1)
    // Another connection's commit changes the file's data_version.
    try otherProcess.save(Samples.entry(id: "second", at: Samples.breakfastTime))
    expectEqual(try await count(), 2)
    // This connection's own writes leave data_version alone; total_changes() counts them.
    try reader.save(Samples.entry(id: "third", at: Samples.breakfastTime))
    expectEqual(try await count(), 3)
    #expect(try reader.delete(MealEntryID("first")))
    expectEqual(try await count(), 2)
    #expect(try otherProcess.delete(MealEntryID("second")))
    expectEqual(try await count(), 1)
  }

  @Test("deleting an entry deletes its items (foreign keys are on)")
  func deleteCascades() async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("cascade.sqlite")
    let store = try SQLiteMealHistory(path: path, profile: "me")
    var entry = Samples.entry(id: "three-items", at: Samples.breakfastTime)
    entry.items = [Samples.item("a"), Samples.item("b"), Samples.item("c")]
    try store.save(entry)
    try store.save(Samples.entry(id: "other", at: Samples.breakfastTime))
    let db = try SQLiteConnection(path: path, mode: .readOnly)
    expectEqual(try count(db, "meal_item"), 4)
    #expect(try store.delete(MealEntryID("three-items")))
    expectEqual(try count(db, "meal_item"), 1)
    expectEqual(try db.pragma("foreign_key_check"), nil)
  }

  @Test("a file built by migration 1 upgrades in place with its entries intact")
  func upgradesFromVersionOne() async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("v1.sqlite")
    do {
      let db = try SQLiteConnection(path: path)
      try db.validate()
      try db.pragma("journal_mode", set: "wal")
      try HistorySchema.migrate(db, upTo: 1)
      expectEqual(try HistorySchema.version(of: db), 1)
      // Entries as the version-1 code wrote them: no profile column yet.
      for (index, id) in ["old-a", "old-b", "old-c"].enumerated() {
        try db.cached(
          """
          INSERT INTO meal_entry (id, consumed_at, description, analyzer, unmatched,
            calories, protein, carbohydrates, fat, fiber, sodium)
          VALUES (?, ?, ?, 'starter', '["xyzzy"]', 71.5, 6.28, 0.36, 4.755, 0, 71)
          """
        ).bind(
          .text(id), .integer(1_795_249_800_000 + Int64(index) * 60_000), .text("egg \(index)")
        )
        .run()
        try db.cached(
          """
          INSERT INTO meal_item (entry_key, position, text, food, grams, notes,
            calories, protein, carbohydrates, fat, fiber)
          VALUES (?, 0, '1 egg', 'Egg, whole, raw', 50, '["assumed large"]', 71.5, 6.28, 0.36, 4.755, 0)
          """
        ).bind(.integer(db.lastInsertRowID)).run()
      }
      #expect(
        throws: SQLiteError.self,
        "version 1 has no profile column"
      ) { try db.prepare("SELECT profile FROM meal_entry") }
    }

    let store = try SQLiteMealHistory(path: path, profile: "me")
    let page = try store.entries(HistoryQuery(interval: everything, limit: 10))
    expectEqual(page.entries.map(\.id.rawValue), ["old-c", "old-b", "old-a"])
    expectEqual(page.entries.first?.description, "egg 2")
    expectEqual(page.entries.first?.unmatched, ["xyzzy"])
    expectEqual(page.entries.first?.totals.sodium, 71)
    expectEqual(page.entries.first?.totals.sugars, nil)
    expectEqual(page.entries.first?.items.map(\.notes), [["assumed large"]])
    let partner = try SQLiteMealHistory(path: path, profile: "partner")
    expectEqual(try partner.entries(HistoryQuery(interval: everything, limit: 10)).entries, [])

    // Rows from before alcohol was stored report none.
    expectEqual(page.entries.first?.totals.alcohol, nil)
    expectEqual(page.entries.first?.items.first?.nutrition.alcohol, nil)

    let db = try SQLiteConnection(path: path, mode: .readOnly)
    expectEqual(try HistorySchema.version(of: db), HistorySchema.latestVersion)
    let indexes = try db.prepare(
      "SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'meal_entry' "
        + "AND sql IS NOT NULL ORDER BY name"
    ).rows { $0.string(at: 0) ?? "" }
    expectEqual(indexes, ["meal_entry_by_profile_time"])
    try db.checkIntegrity(full: true)
  }

  @Test("a file of schema 3, from before meal types, opens with its entries' types inferred")
  func upgradesFromVersionThree() async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("v3.sqlite")
    do {
      let db = try SQLiteConnection(path: path)
      try db.validate()
      try db.pragma("journal_mode", set: "wal")
      try HistorySchema.migrate(db, upTo: 3)
      // An entry as the version-3 code wrote it: no meal_type column yet.
      try db.execute(
        """
        INSERT INTO meal_entry (id, profile, consumed_at, description, analyzer, unmatched,
          calories, protein, carbohydrates, fat, fiber, alcohol)
        VALUES ('old-lunch', 'me', 1795264200000, 'soup', 'local', '[]', 120, 5, 15, 4, 2, 0.5)
        """)
      #expect(
        throws: SQLiteError.self, "version 3 has no meal_type column"
      ) { try db.prepare("SELECT meal_type FROM meal_entry") }
    }

    let store = try SQLiteMealHistory(path: path, profile: "me")
    let old = try #require(try store.entry(MealEntryID("old-lunch")))
    expectEqual(old.description, "soup")
    expectEqual(old.totals.calories, 120)
    expectEqual(old.totals.alcohol, 0.5)
    // NULL: no type was given, so it follows the time (12:30 UTC).
    expectEqual(old.mealType, nil)
    expectEqual(old.mealType(in: .utc), .lunch)
    var typed = old
    typed.mealType = .snack
    #expect(try store.replace(typed))
    expectEqual(try store.entry(MealEntryID("old-lunch"))?.mealType, .snack)

    let db = try SQLiteConnection(path: path)
    expectEqual(try HistorySchema.version(of: db), HistorySchema.latestVersion)
    #expect(
      throws: SQLiteError.self, "the column refuses a type WellPlate does not know"
    ) { try db.execute("UPDATE meal_entry SET meal_type = 'brunch'") }
    try db.checkIntegrity(full: true)
  }

  @Test("connections racing to create the same new file all succeed")
  func creationRace() async throws {
    // Found by the two-process test: the loser of the switch to WAL got SQLITE_BUSY at once,
    // and a schema committed between two reads looked like another program's tables.
    let errors = ErrorLog()
    for round in 0..<25 {
      let dir = try TemporaryDirectory()
      let path = dir.path("new.sqlite")
      let gate = Gate(parties: 4)
      await withTaskGroup(of: Void.self) { group in
        for writer in 0..<4 {
          group.addTask {
            await onThread {
              gate.arriveAndWait()
              do {
                _ = try SQLiteMealHistory(path: path, profile: "writer \(writer)")
              } catch {
                errors.append(error)
              }
            }
          }
        }
      }
      #expect(errors.all == [], "round \(round)")
      guard errors.all.isEmpty else { return }
      expectEqual(
        try HistorySchema.version(of: SQLiteConnection(path: path)), HistorySchema.latestVersion)
    }
  }

  @Test("migrating twice, or from two connections, applies each migration once")
  func migrationIsIdempotent() throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("twice.sqlite")
    let first = try SQLiteConnection(path: path)
    let second = try SQLiteConnection(path: path)
    try first.pragma("journal_mode", set: "wal")
    try HistorySchema.migrate(first, upTo: 1)
    try HistorySchema.migrate(second)
    try HistorySchema.migrate(first)
    expectEqual(try HistorySchema.version(of: first), HistorySchema.latestVersion)
    expectEqual(try HistorySchema.version(of: second), HistorySchema.latestVersion)
  }
}

func permissions(_ path: String) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: path)
  return (attributes[.posixPermissions] as? Int ?? -1) & 0o777
}
