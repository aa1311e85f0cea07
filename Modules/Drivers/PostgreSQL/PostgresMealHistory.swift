import Entities
import FoundationEssentials
import UseCases

/// A `MealHistory` on a PostgreSQL server, scoped to one profile: one history shared by
/// several devices and people.
///
/// One actor owns one libpq session, so its calls are serialised and never interleave inside
/// each other's statements. Every operation is a fixed, prepared statement (two for per-day
/// totals) with every value bound. When the session is lost between or during operations the
/// store reconnects once and runs the operation again; saves are upserts keyed by (profile,
/// id), so a save retried after its commit was in fact applied never duplicates the entry
/// (ADR 0011).
public actor PostgresMealHistory: MealHistory {
  /// Whose entries this store reads and writes.
  public nonisolated let profile: String

  /// How many times the store has reconnected after losing its session.
  package private(set) var reconnections = 0

  let db: PostgresConnection
  private let failure = PostgresHistoryFailure()
  private var faultHook: (@Sendable (Step) throws -> Void)?

  /// Connects to the database at `url` (libpq URL or key=value form), brings its schema up
  /// to date and scopes the store to `profile`.
  ///
  /// Throws `.unavailable` when the server cannot be reached or refuses the login, and
  /// `.storageFailed` when it refuses the schema (e.g. one from a newer WellPlate).
  public init(url: String, profile: String) throws(MealHistoryError) {
    let failure = PostgresHistoryFailure()
    let connection: PostgresConnection
    do {
      connection = try PostgresConnection(url)
      try Self.configure(connection)
      try PostgresHistorySchema.migrate(connection)
    } catch {
      throw failure.error(error, during: .open)
    }
    self.db = connection
    self.profile = profile
  }

  // MARK: MealHistory

  public func save(_ entry: MealEntry) throws(MealHistoryError) {
    let parameters = try saveParameters(entry)
    try perform(.save) { db in
      _ = try run(.save, Self.saveSQL, parameters, on: db)
    }
  }

  public func entries(_ query: HistoryQuery) throws(MealHistoryError) -> HistoryPage {
    guard query.limit > 0 else { return HistoryPage(entries: [], nextCursor: nil) }
    let limit = query.limit
    let parameters: [PostgresValue] = [
      .text(profile), .int64(Milliseconds.bound(query.interval.start)),
      .int64(Milliseconds.bound(query.interval.end)),
      .int64(query.cursor.map { Milliseconds.nearest($0.consumedAt) } ?? .max),
      .text(query.cursor?.id.rawValue ?? ""), .int64(Int64(limit) + 1),
    ]
    return try perform(.read) { db in
      let rows = try run(.page, Self.pageSQL, parameters, on: db)
      let entries = try Self.entries(from: rows)
      let page = Array(entries.prefix(limit))
      let next = entries.count > limit ? page.last.map(HistoryCursor.init(after:)) : nil
      return HistoryPage(entries: page, nextCursor: next)
    }
  }

  public func entry(_ id: MealEntryID) throws(MealHistoryError) -> MealEntry? {
    try perform(.read) { db in
      let rows = try run(.entry, Self.entrySQL, [.text(profile), .text(id.rawValue)], on: db)
      return try Self.entries(from: rows).first
    }
  }

  public func dailyTotals(
    in interval: DateInterval, timeZone: TimeZoneRules
  ) throws(MealHistoryError) -> [DailyTotals] {
    let start = Milliseconds.bound(interval.start)
    let end = Milliseconds.bound(interval.end)
    guard start < end else { return [] }
    return try perform(.read) { db in
      let span = try run(.span, Self.spanSQL, [.text(profile), .int64(start), .int64(end)], on: db)
      guard let oldest = try span[0].decode("oldest", as: Int64?.self),
        let newest = try span[0].decode("newest", as: Int64?.self)
      else { return [] }
      // Days are cut in Swift, where CalendarDay knows the time zone's rules (days of 23 or
      // 25 hours); SQL gets their UTC boundaries and does the bucketing and summing.
      let buckets = DayBuckets(
        from: Milliseconds.date(oldest), through: Milliseconds.date(newest),
        clampedTo: start..<end, timeZone: timeZone)
      let thresholds = "{" + buckets.boundaries.dropFirst().dropLast() + "}"
      let rows = try run(.totals, Self.totalsSQL, [.text(thresholds), .text(profile)], on: db)
      return try rows.map { row in
        DailyTotals(
          day: buckets.days[Int(try row.int64(0)) - 1], count: Int(try row.int64(1)),
          nutrition: try PostgresNutrients.read(row, from: 2),
          unreported: try PostgresNutrients.readUnreported(
            row, from: 2 + PostgresNutrients.count))
      }
    }
  }

  public func replace(_ entry: MealEntry) throws(MealHistoryError) -> Bool {
    let parameters = try saveParameters(entry)
    // Safe to repeat after a lost session: replacing twice leaves the same entry.
    return try perform(.save) { db in
      let result = try run(.replace, Self.replaceSQL, parameters, on: db)
      return try result[0].int64(0) > 0
    }
  }

  public func importEntries(_ entries: [MealEntry]) throws(MealHistoryError) -> Int {
    let parameters = try entries.map { entry throws(MealHistoryError) in
      (id: entry.id, values: try saveParameters(entry))
    }
    // One transaction: a failure rolls every entry back. Repeating it after a lost session is
    // safe, since entries already there are skipped (the count may then come out short).
    return try perform(.save) { db in
      try db.transaction { db in
        var imported = 0
        for entry in parameters {
          let found = try run(
            .exists, Self.existsSQL, [.text(profile), .text(entry.id.rawValue)], on: db)
          guard found.isEmpty else { continue }
          _ = try run(.save, Self.saveSQL, entry.values, on: db)
          imported += 1
        }
        return imported
      }
    }
  }

  public func delete(_ id: MealEntryID) throws(MealHistoryError) -> Bool {
    try perform(.delete) { db in
      let result = try run(.delete, Self.deleteSQL, [.text(profile), .text(id.rawValue)], on: db)
      return (result.affectedRows ?? 0) > 0
    }
  }

  // MARK: Running

  /// The statements of the store, named for tests that inject faults between them.
  package enum Step: Sendable, CaseIterable {
    case save, replace, page, entry, span, totals, delete, exists
    case allFoods, food, addFood, removeFood
  }

  /// Runs `hook` after each statement succeeds, before its result is used; a test throws
  /// from it or terminates the session to fake a failure at that exact point.
  package func injectFaults(_ hook: (@Sendable (Step) throws -> Void)?) {
    faultHook = hook
  }

  /// The server process serving this store's session, for tests that terminate it.
  package var backendPID: Int32 { db.backendPID }

  /// Names of the statements prepared in this store's session, as the server lists them.
  package func preparedStatementNames() throws -> [String] {
    try db.execute("SELECT name FROM pg_prepared_statements ORDER BY name").map {
      try $0.string("name")
    }
  }

  /// The plan PostgreSQL chooses for a step's statement, with sample parameters.
  package func queryPlan(_ step: Step) throws -> String {
    let (sql, parameters): (String, [PostgresValue]) =
      switch step {
      case .save:
        (
          Self.saveSQL,
          try saveParameters(
            MealEntry(
              id: MealEntryID("plan"), consumedAt: Date(timeIntervalSince1970: 0),
              description: "", items: [], totals: .zero, analyzer: "plan"))
        )
      case .replace:
        (
          Self.replaceSQL,
          try saveParameters(
            MealEntry(
              id: MealEntryID("plan"), consumedAt: Date(timeIntervalSince1970: 0),
              description: "", items: [], totals: .zero, analyzer: "plan"))
        )
      case .page:
        (
          Self.pageSQL,
          [.text(profile), .int64(0), .int64(.max), .int64(.max), .text(""), .int64(51)]
        )
      case .entry: (Self.entrySQL, [.text(profile), .text("plan")])
      case .span: (Self.spanSQL, [.text(profile), .int64(0), .int64(.max)])
      case .totals: (Self.totalsSQL, [.text("{0,86400000,172800000}"), .text(profile)])
      case .delete: (Self.deleteSQL, [.text(profile), .text("plan")])
      case .exists: (Self.existsSQL, [.text(profile), .text("plan")])
      case .allFoods: (Self.allFoodsSQL, [.text(profile)])
      case .food: (Self.foodSQL, [.text(profile), .text("plan")])
      case .addFood:
        (
          Self.insertFoodSQL,
          Self.parameters(PersonalFood(name: "plan", perServing: .zero), profile: profile)
        )
      case .removeFood: (Self.removeFoodSQL, [.text(profile), .text("plan")])
      }
    // Plain EXPLAIN plans without running, so explaining the save writes nothing.
    return try db.execute("EXPLAIN " + sql, parameters).map { try $0.string(0) }
      .joined(separator: "\n")
  }

  func run(
    _ step: Step, _ sql: String, _ parameters: [PostgresValue], on db: PostgresConnection
  ) throws -> PostgresResult {
    let result = try db.query(sql, parameters)
    try faultHook?(step)
    return result
  }

  /// Runs `body`; if the session was lost, reconnects once and runs it again.
  ///
  /// Every body is safe to repeat: reads trivially, saves because they are upserts, deletes
  /// because deleting twice leaves the same history (the second answer may be "not found").
  func perform<T>(
    _ operation: PostgresHistoryFailure.Operation, _ body: (PostgresConnection) throws -> T
  ) throws(MealHistoryError) -> T {
    do {
      do {
        return try body(db)
      } catch let error as PostgresError where error.kind == .connectionLost {
        try db.reset()
        reconnections += 1
        try Self.configure(db)
        return try body(db)
      }
    } catch {
      throw failure.error(error, during: operation)
    }
  }

  /// Session settings, made again after a reconnect since a new session starts without them.
  private static func configure(_ db: PostgresConnection) throws {
    // JIT compiles plans whose estimated cost is high, which a year of per-day totals
    // reaches; compiling costs tens of milliseconds every time, more than such short
    // queries take to run.
    try db.execute("SET jit = off")
  }

  // MARK: Rows

  private func saveParameters(_ entry: MealEntry) throws(MealHistoryError) -> [PostgresValue] {
    let items = entry.items
    var parameters: [PostgresValue] = [
      .text(profile), .text(entry.id.rawValue), .int64(Milliseconds.nearest(entry.consumedAt)),
      .text(entry.description), .text(entry.analyzer),
      .text(try Self.encodeList(entry.unmatched)),
    ]
    parameters += PostgresNutrients.parameters(entry.totals)
    parameters += [
      .int64(Int64(items.count)),
      .text(PostgresArrayLiteral.text(items.map(\.text))),
      .text(PostgresArrayLiteral.text(items.map(\.food))),
      .text(PostgresArrayLiteral.float8(items.map(\.grams))),
      .text(
        PostgresArrayLiteral.text(
          try items.map { item throws(MealHistoryError) in
            try Self.encodeList(item.notes)
          })),
    ]
    for column in 0..<PostgresNutrients.count {
      let values = items.map { PostgresNutrients.values($0.nutrition)[column] }
      parameters.append(.text(PostgresArrayLiteral.float8(values)))
    }
    // Last, at `mealTypeParameter`, so the numbering of the others stays as it was.
    parameters.append(entry.mealType.map { .text($0.rawValue) } ?? .null)
    return parameters
  }

  /// Entries from the page query's rows: one row per item (or one for an entry without
  /// items), in page order.
  private static func entries(from rows: PostgresResult) throws -> [MealEntry] {
    var entries: [MealEntry] = []
    var currentKey: Int64?
    for row in rows {
      let key = try row.int64(0)
      if key != currentKey {
        currentKey = key
        entries.append(
          MealEntry(
            id: MealEntryID(try row.string(1)),
            consumedAt: Milliseconds.date(try row.int64(2)),
            description: try row.string(3),
            items: [],
            totals: try PostgresNutrients.read(row, from: 6),
            unmatched: try decodeList(try row.string(5), column: "unmatched"),
            analyzer: try row.string(4),
            mealType: try row.isNull(mealTypeColumn)
              ? nil : MealType(rawValue: try row.string(mealTypeColumn))))
      }
      guard !(try row.isNull(itemColumn)) else { continue }
      entries[entries.count - 1].items.append(
        MealItem(
          text: try row.string(itemColumn + 1), food: try row.string(itemColumn + 2),
          grams: try row.double(itemColumn + 3),
          nutrition: try PostgresNutrients.read(row, from: itemColumn + 5),
          notes: try decodeList(try row.string(itemColumn + 4), column: "notes")))
    }
    return entries
  }

  /// Where the item columns start in the page query (at `position`).
  private static let itemColumn = 6 + PostgresNutrients.count

  /// Where the entry's meal type is in the page query: after the item columns.
  private static let mealTypeColumn = itemColumn + 5 + PostgresNutrients.count

  /// The number of the meal type's parameter in the save and replace statements: the last.
  private static let mealTypeParameter = 12 + 2 * PostgresNutrients.count

  private static func encodeList(_ list: [String]) throws(MealHistoryError) -> String {
    guard !list.isEmpty else { return "[]" }
    do {
      return String(decoding: try JSONEncoder().encode(list), as: UTF8.self)
    } catch {
      throw .storageFailed("cannot save the meal: a list of words cannot be written as JSON")
    }
  }

  private static func decodeList(_ text: String, column: String) throws -> [String] {
    guard text != "[]" else { return [] }
    guard let list = try? JSONDecoder().decode([String].self, from: Data(text.utf8)) else {
      throw PostgresError(
        .typeMismatch, message: "column \"\(column)\" does not hold a JSON list of strings")
    }
    return list
  }

  // MARK: SQL (fixed text: every value is bound)

  private static let nutrients = PostgresNutrients.names.joined(separator: ", ")

  private static func prefixed(_ alias: String) -> String {
    PostgresNutrients.names.map { "\(alias).\($0)" }.joined(separator: ", ")
  }

  /// One statement, one round trip and atomic on its own: upsert the entry by (profile, id),
  /// upsert its items by position and delete items past the new count. The two item
  /// statements touch different positions, so the order in which PostgreSQL runs the
  /// data-modifying CTEs does not matter.
  private static let saveSQL: String = {
    let names = PostgresNutrients.names
    // $1–$6 the entry, then its nutrients, the item count, four item arrays and the items'
    // nutrient arrays.
    let count = 7 + names.count
    let entryPlaceholders = (7..<count).map { "$\($0)" }.joined(separator: ", ")
    let itemArrays = (count + 5..<count + 5 + names.count).map { "$\($0)::float8[]" }
      .joined(separator: ", ")
    func updates(_ columns: [String]) -> String {
      columns.map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
    }
    return """
      WITH entry AS (
        INSERT INTO meal_entry (profile, id, consumed_at, description, analyzer, unmatched, \
      meal_type, \(nutrients))
        VALUES ($1, $2, $3, $4, $5, $6::jsonb, $\(mealTypeParameter)::text, \(entryPlaceholders))
        ON CONFLICT (profile, id) DO UPDATE SET \
      \(updates(["consumed_at", "description", "analyzer", "unmatched", "meal_type"] + names))
        RETURNING key
      ), stale_items AS (
        DELETE FROM meal_item
        WHERE entry_key = (SELECT key FROM entry) AND position >= $\(count)
      )
      INSERT INTO meal_item (entry_key, position, text, food, grams, notes, \(nutrients))
      SELECT (SELECT key FROM entry), item.ordinality - 1, item.text, item.food, item.grams,
        item.notes::jsonb, \(prefixed("item"))
      FROM unnest(
        $\(count + 1)::text[], $\(count + 2)::text[], $\(count + 3)::float8[], $\(count + 4)::text[],
        \(itemArrays))
        WITH ORDINALITY AS item(text, food, grams, notes, \(nutrients), ordinality)
      ON CONFLICT (entry_key, position) DO UPDATE SET \
      \(updates(["text", "food", "grams", "notes"] + names))
      """
  }()

  /// As `saveSQL` with the same parameters, but only for an entry that exists: the entry is
  /// updated in place (keeping its key), its items upserted and trimmed, and the statement
  /// returns how many entries it replaced (0 or 1). Data-modifying CTEs run whether or not the
  /// final SELECT reads them.
  private static let replaceSQL: String = {
    let names = PostgresNutrients.names
    let count = 7 + names.count
    let assignments =
      [
        "consumed_at = $3", "description = $4", "analyzer = $5", "unmatched = $6::jsonb",
        "meal_type = $\(mealTypeParameter)::text",
      ]
      + names.enumerated().map { "\($1) = $\($0 + 7)" }
    let itemArrays = (count + 5..<count + 5 + names.count).map { "$\($0)::float8[]" }
      .joined(separator: ", ")
    func updates(_ columns: [String]) -> String {
      columns.map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
    }
    return """
      WITH entry AS (
        UPDATE meal_entry SET \(assignments.joined(separator: ", "))
        WHERE profile = $1 AND id = $2
        RETURNING key
      ), stale_items AS (
        DELETE FROM meal_item
        WHERE entry_key = (SELECT key FROM entry) AND position >= $\(count)
      ), new_items AS (
        INSERT INTO meal_item (entry_key, position, text, food, grams, notes, \(nutrients))
        SELECT entry.key, item.ordinality - 1, item.text, item.food, item.grams,
          item.notes::jsonb, \(prefixed("item"))
        FROM entry, unnest(
          $\(count + 1)::text[], $\(count + 2)::text[], $\(count + 3)::float8[], \
      $\(count + 4)::text[],
          \(itemArrays))
          WITH ORDINALITY AS item(text, food, grams, notes, \(nutrients), ordinality)
        ON CONFLICT (entry_key, position) DO UPDATE SET \
      \(updates(["text", "food", "grams", "notes"] + names))
      )
      SELECT count(*) AS replaced FROM entry
      """
  }()

  // Keyset pagination: newest first, strictly after the cursor's (consumed_at, id); the row
  // comparison lets PostgreSQL walk meal_entry_by_profile_time backwards from the cursor.
  // One entry more than asked tells whether another page follows; the items come in the
  // same statement, so a page is one round trip and one snapshot.
  private static let pageSQL = """
    SELECT e.key, e.id, e.consumed_at, e.description, e.analyzer, e.unmatched::text,
      \(prefixed("e")),
      i.position, i.text, i.food, i.grams, i.notes::text, \(prefixed("i")), e.meal_type
    FROM (
      SELECT * FROM meal_entry
      WHERE profile = $1 AND consumed_at >= $2 AND consumed_at < $3
        AND (consumed_at, id) < ($4, $5)
      ORDER BY consumed_at DESC, id DESC
      LIMIT $6
    ) AS e
    LEFT JOIN meal_item AS i ON i.entry_key = e.key
    ORDER BY e.consumed_at DESC, e.id DESC, i.position
    """

  // The entry and its items in one statement, like a page, so one round trip and one snapshot.
  private static let entrySQL = """
    SELECT e.key, e.id, e.consumed_at, e.description, e.analyzer, e.unmatched::text,
      \(prefixed("e")),
      i.position, i.text, i.food, i.grams, i.notes::text, \(prefixed("i")), e.meal_type
    FROM meal_entry AS e
    LEFT JOIN meal_item AS i ON i.entry_key = e.key
    WHERE e.profile = $1 AND e.id = $2
    ORDER BY i.position
    """

  // min and max each become one index probe.
  private static let spanSQL = """
    SELECT min(consumed_at) AS oldest, max(consumed_at) AS newest
    FROM meal_entry
    WHERE profile = $1 AND consumed_at >= $2 AND consumed_at < $3
    """

  // $1 holds the day boundaries [b1, …, bn+1] in UTC milliseconds: one range scan of the
  // index from b1 to bn+1, and width_bucket puts each entry in its day (1…n).
  private static let totalsSQL = """
    SELECT width_bucket(consumed_at, $1::int8[]) AS day, count(*) AS entries,
      \(PostgresNutrients.names.map { "sum(\($0))" }.joined(separator: ", ")),
      \(PostgresNutrients.unreportedCounts)
    FROM meal_entry
    WHERE profile = $2 AND consumed_at >= ($1::int8[])[1]
      AND consumed_at < ($1::int8[])[cardinality($1::int8[])]
    GROUP BY 1
    ORDER BY 1
    """

  private static let deleteSQL = "DELETE FROM meal_entry WHERE profile = $1 AND id = $2"

  private static let existsSQL = "SELECT 1 FROM meal_entry WHERE profile = $1 AND id = $2"
}
