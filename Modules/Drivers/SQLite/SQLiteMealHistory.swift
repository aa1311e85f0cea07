import Entities
import FoundationEssentials
import UseCases

/// A `MealHistory` in an SQLite file on this machine, scoped to one profile; the default store.
///
/// Each call borrows a connection of its own (`HistoryConnections`) and runs its transaction
/// without suspension points, so calls from several tasks run side by side. Several
/// connections and processes share the file safely: WAL lets readers run beside the one
/// writer, and every write takes the lock up front (BEGIN IMMEDIATE), waiting up to
/// `busyTimeoutMilliseconds` for it (ADR 0006).
public final class SQLiteMealHistory: MealHistory, Sendable {
  /// How long a writer waits for another process's write to finish before giving up.
  public static let busyTimeoutMilliseconds: Int32 = 5000

  /// The database file.
  public let path: String
  /// Whose entries this store reads and writes.
  public let profile: String

  let connections: HistoryConnections
  let isReadOnly: Bool
  let failure: HistoryStorageFailure

  /// Opens (creating if needed) the history at `path`, scoped to `profile`.
  ///
  /// Brings an older schema up to date; refuses, without writing anything, a file that is
  /// not SQLite, belongs to another program, or was written by a newer WellPlate. A file that
  /// can only be read still serves reads; writes then fail with a clear message.
  public convenience init(path: String, profile: String) throws(MealHistoryError) {
    try self.init(path: path, profile: profile, maximumPageCount: nil)
  }

  /// As `init(path:profile:)`, capping the file at `maximumPageCount` pages to test a full disk.
  package init(path: String, profile: String, maximumPageCount: Int64?) throws(MealHistoryError) {
    let failure = HistoryStorageFailure(path: path)
    let (connection, readOnly) = try HistoryDatabase.open(
      path, failure: failure, maximumPageCount: maximumPageCount)
    self.path = path
    self.profile = profile
    // Another connection is opened, checked and set up as the first was.
    self.connections = HistoryConnections(first: connection) { () throws(MealHistoryError) in
      try HistoryDatabase.open(path, failure: failure, maximumPageCount: maximumPageCount)
        .connection
    }
    self.isReadOnly = readOnly
    self.failure = failure
  }

  // MARK: MealHistory

  public func save(_ entry: MealEntry) throws(MealHistoryError) {
    guard !isReadOnly else { throw failure.readOnly(.save) }
    try perform(.save) { db in
      try db.transaction(.immediate) { try insert(entry, into: db) }
    }
  }

  /// Saves `count` entries made by `makeEntry` in one transaction: for building benchmark
  /// databases, where a million separate commits would take minutes.
  package func saveBatch(
    count: Int, _ makeEntry: @Sendable (Int) -> MealEntry
  ) throws(MealHistoryError) {
    guard !isReadOnly else { throw failure.readOnly(.save) }
    try perform(.save) { db in
      try db.transaction(.immediate) {
        for index in 0..<count { try insert(makeEntry(index), into: db) }
      }
    }
  }

  private func insert(_ entry: MealEntry, into db: SQLiteConnection) throws {
    // Saving an id again replaces the entry, so a retried save never duplicates it.
    try db.cached(Self.deleteSQL).bind(.text(profile), .text(entry.id.rawValue)).run()
    try db.cached(Self.insertEntrySQL).bind(
      [
        .text(entry.id.rawValue), .text(profile),
        .integer(Milliseconds.nearest(entry.consumedAt)), .text(entry.description),
        .text(entry.analyzer), .text(StringListColumn.encode(entry.unmatched)),
        entry.mealType.map { .text($0.rawValue) } ?? .null,
      ] + NutrientColumns.values(entry.totals)
    ).run()
    let key = db.lastInsertRowID
    for (position, item) in entry.items.enumerated() {
      try db.cached(Self.insertItemSQL).bind(
        [
          .integer(key), .integer(Int64(position)), .text(item.text), .text(item.food),
          .real(item.grams), .text(StringListColumn.encode(item.notes)),
        ] + NutrientColumns.values(item.nutrition)
      ).run()
    }
  }

  public func entries(_ query: HistoryQuery) throws(MealHistoryError) -> HistoryPage {
    guard query.limit > 0 else { return HistoryPage(entries: [], nextCursor: nil) }
    let limit = min(query.limit, Int(Int32.max) - 1)
    return try perform(.read) { db in
      // One read transaction, so a delete by another process between the page and its
      // items cannot show an entry without its foods.
      try db.transaction(.deferred) {
        let rows = try db.cached(Self.pageSQL).bind(
          .text(profile), .integer(Milliseconds.bound(query.interval.start)),
          .integer(Milliseconds.bound(query.interval.end)),
          .integer(query.cursor.map { Milliseconds.nearest($0.consumedAt) } ?? .max),
          .text(query.cursor?.id.rawValue ?? ""), .integer(Int64(limit + 1))
        ).rows(Self.readEntry)
        var entries = rows.prefix(limit).map(\.1)
        // The page's items in one query, not one per entry: each statement run has its cost.
        let keys = rows.prefix(limit).map(\.0)
        let positions = Dictionary(
          keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let items = try db.cached(Self.pageItemsSQL)
          .bind(.text("[" + keys.map(String.init).joined(separator: ",") + "]"))
          .rows { row in (row.int64(at: 0), try Self.readItem(row, from: 1)) }
        for (key, item) in items {
          if let position = positions[key] { entries[position].items.append(item) }
        }
        let next = rows.count > limit ? entries.last.map(HistoryCursor.init(after:)) : nil
        return HistoryPage(entries: entries, nextCursor: next)
      }
    }
  }

  public func entry(_ id: MealEntryID) throws(MealHistoryError) -> MealEntry? {
    try perform(.read) { db in
      // One read transaction, as for a page: the entry and its items from one snapshot.
      try db.transaction(.deferred) {
        let found = try db.cached(Self.entrySQL).bind(.text(profile), .text(id.rawValue))
          .firstRow(Self.readEntry)
        guard let (key, entry) = found else { return nil }
        var complete = entry
        complete.items = try db.cached(Self.itemsSQL).bind(.integer(key)).rows(Self.readItem)
        return complete
      }
    }
  }

  public func dailyTotals(
    in interval: DateInterval, timeZone: TimeZoneRules
  ) throws(MealHistoryError) -> [DailyTotals] {
    let start = Milliseconds.bound(interval.start)
    let end = Milliseconds.bound(interval.end)
    return try perform(.read) { db, dayTotals in
      try db.transaction(.deferred) {
        let span = try db.cached(Self.spanSQL).bind(.text(profile), .integer(start), .integer(end))
          .firstRow { row in
            row.isNull(at: 0) ? nil : (oldest: row.int64(at: 0), newest: row.int64(at: 1))
          }
        guard let span = span ?? nil else { return [] }
        // Days are cut in Swift, where CalendarDay knows the time zone's rules (DST days of
        // 23 or 25 hours, midnights that do not exist); SQL gets their UTC boundaries and
        // does the grouping and summing (ADR 0006).
        let buckets = DayBuckets(
          from: Milliseconds.date(span.oldest), through: Milliseconds.date(span.newest),
          clampedTo: start..<end, timeZone: timeZone)
        // Read in this transaction, the stamp dates the same snapshot as the sums.
        let stamp = try db.cached(DayTotalsCache.stampSQL).firstRow { row in
          DayTotalsCache.Stamp(dataVersion: row.int64(at: 0), ownChanges: row.int64(at: 1))
        }
        if let stamp, let kept = dayTotals.totals(for: buckets.boundaries, at: stamp) {
          return kept
        }
        let totals = try db.cached(Self.totalsSQL).bind(
          .text(buckets.boundaries), .text(profile)
        ).rows { row in
          DailyTotals(
            day: buckets.days[row.int(at: 0)], count: row.int(at: 1),
            nutrition: NutrientColumns.read(row, from: 2),
            unreported: NutrientColumns.readUnreported(
              row, from: 2 + Int32(NutrientColumns.names.count)))
        }
        if let stamp { dayTotals.keep(totals, for: buckets.boundaries, at: stamp) }
        return totals
      }
    }
  }

  public func replace(_ entry: MealEntry) throws(MealHistoryError) -> Bool {
    guard !isReadOnly else { throw failure.readOnly(.save) }
    // A save, as far as the damage marker and the messages go: it writes an entry.
    return try perform(.save) { db in
      try db.transaction(.immediate) {
        // Checked inside the write lock, so an entry deleted by another process is not
        // brought back.
        let exists =
          try db.cached(Self.entryKeySQL).bind(.text(profile), .text(entry.id.rawValue))
          .firstRow { $0.int64(at: 0) } != nil
        guard exists else { return false }
        try insert(entry, into: db)
        return true
      }
    }
  }

  public func importEntries(_ entries: [MealEntry]) throws(MealHistoryError) -> Int {
    guard !isReadOnly else { throw failure.readOnly(.save) }
    // A save, as far as the damage marker and the messages go; one write transaction, so
    // either every new entry is in the file or none is.
    return try perform(.save) { db in
      try db.transaction(.immediate) {
        var imported = 0
        for entry in entries {
          let exists =
            try db.cached(Self.entryKeySQL).bind(.text(profile), .text(entry.id.rawValue))
            .firstRow { $0.int64(at: 0) } != nil
          guard !exists else { continue }
          try insert(entry, into: db)
          imported += 1
        }
        return imported
      }
    }
  }

  public func delete(_ id: MealEntryID) throws(MealHistoryError) -> Bool {
    guard !isReadOnly else { throw failure.readOnly(.delete) }
    return try perform(.delete) { db in
      try db.transaction(.immediate) {
        try db.cached(Self.deleteSQL).bind(.text(profile), .text(id.rawValue)).run()
        return db.changes > 0
      }
    }
  }

  // MARK: Running

  func perform<T>(
    _ operation: HistoryStorageFailure.Operation, _ body: (SQLiteConnection) throws -> T
  ) throws(MealHistoryError) -> T {
    try failure.perform(operation) {
      try connections.borrow(writes: operation.writes) { try body($0.db) }
    }
  }

  /// As `perform(_:_:)`, with the day totals the borrowed connection has kept.
  func perform<T>(
    _ operation: HistoryStorageFailure.Operation,
    _ body: (SQLiteConnection, inout DayTotalsCache) throws -> T
  ) throws(MealHistoryError) -> T {
    try failure.perform(operation) {
      try connections.borrow(writes: operation.writes) { lent in
        try body(lent.db, &lent.dayTotals)
      }
    }
  }

  /// Runs `EXPLAIN QUERY PLAN` for the named query, for tests that check index use.
  package func queryPlan(_ query: PlannedQuery) throws -> [String] {
    let sql: String
    switch query {
    case .page: sql = Self.pageSQL
    case .span: sql = Self.spanSQL
    case .totals: sql = Self.totalsSQL
    case .pageItems: sql = Self.pageItemsSQL
    case .delete: sql = Self.deleteSQL
    }
    return try connections.borrow { lent in
      try lent.db.prepare("EXPLAIN QUERY PLAN " + sql).rows { $0.string(at: 3) ?? "" }
    }
  }

  /// The queries whose plans tests inspect.
  package enum PlannedQuery: Sendable, CaseIterable {
    case page, span, totals, pageItems, delete
  }

  // MARK: Rows

  private static func readEntry(_ row: SQLiteStatement) throws -> (Int64, MealEntry) {
    let entry = MealEntry(
      id: MealEntryID(row.string(at: 1) ?? ""),
      consumedAt: Milliseconds.date(row.int64(at: 2)),
      description: row.string(at: 3) ?? "",
      items: [],
      totals: NutrientColumns.read(row, from: 7),
      unmatched: try StringListColumn.decode(row.string(at: 5) ?? "[]", column: "unmatched"),
      analyzer: row.string(at: 4) ?? "",
      mealType: row.string(at: 6).flatMap(MealType.init(rawValue:)))
    return (row.int64(at: 0), entry)
  }

  private static func readItem(_ row: SQLiteStatement) throws -> MealItem {
    try readItem(row, from: 0)
  }

  /// The item whose columns (`itemsSQL`'s) start at `first`.
  private static func readItem(_ row: SQLiteStatement, from first: Int32) throws -> MealItem {
    MealItem(
      text: row.string(at: first) ?? "", food: row.string(at: first + 1) ?? "",
      grams: row.double(at: first + 2),
      nutrition: NutrientColumns.read(row, from: first + 4),
      notes: try StringListColumn.decode(row.string(at: first + 3) ?? "[]", column: "notes"))
  }

  // MARK: SQL (fixed text: every value is bound)

  private static let deleteSQL = "DELETE FROM meal_entry WHERE profile = ? AND id = ?"

  private static let insertEntrySQL = """
    INSERT INTO meal_entry (id, profile, consumed_at, description, analyzer, unmatched, \
    meal_type, \(NutrientColumns.list)) VALUES (?, ?, ?, ?, ?, ?, ?, \(NutrientColumns.placeholders))
    """

  private static let insertItemSQL = """
    INSERT INTO meal_item (entry_key, position, text, food, grams, notes, \
    \(NutrientColumns.list)) VALUES (?, ?, ?, ?, ?, ?, \(NutrientColumns.placeholders))
    """

  // Keyset pagination: newest first, strictly after the cursor's (consumed_at, id); the row
  // value comparison lets SQLite walk meal_entry_by_profile_time backwards from the cursor.
  // One row more than asked tells whether another page follows.
  private static let pageSQL = """
    SELECT key, id, consumed_at, description, analyzer, unmatched, meal_type, \(NutrientColumns.list)
    FROM meal_entry
    WHERE profile = ?1 AND consumed_at >= ?2 AND consumed_at < ?3
      AND (consumed_at, id) < (?4, ?5)
    ORDER BY consumed_at DESC, id DESC
    LIMIT ?6
    """

  private static let entryKeySQL = "SELECT key FROM meal_entry WHERE profile = ? AND id = ?"

  private static let entrySQL = """
    SELECT key, id, consumed_at, description, analyzer, unmatched, meal_type, \(NutrientColumns.list)
    FROM meal_entry WHERE profile = ? AND id = ?
    """

  private static let itemsSQL = """
    SELECT text, food, grams, notes, \(NutrientColumns.list)
    FROM meal_item WHERE entry_key = ? ORDER BY position
    """

  // ?1 is a JSON array of the page's entry keys.
  private static let pageItemsSQL = """
    SELECT entry_key, text, food, grams, notes, \(NutrientColumns.list)
    FROM meal_item WHERE entry_key IN (SELECT value FROM json_each(?1))
    ORDER BY entry_key, position
    """

  private static let spanSQL = """
    SELECT
      (SELECT consumed_at FROM meal_entry
       WHERE profile = ?1 AND consumed_at >= ?2 AND consumed_at < ?3
       ORDER BY consumed_at LIMIT 1),
      (SELECT consumed_at FROM meal_entry
       WHERE profile = ?1 AND consumed_at >= ?2 AND consumed_at < ?3
       ORDER BY consumed_at DESC LIMIT 1)
    """

  // ?1 is a JSON array of day boundaries [start0, start1, …, endN] in UTC milliseconds; each
  // day is one range scan of the index, and the sums happen here rather than in Swift.
  private static let totalsSQL = """
    WITH day(n, start_ms, end_ms) AS (
      SELECT key, value, lead(value) OVER (ORDER BY key) FROM json_each(?1)
    )
    SELECT day.n, count(*), \(NutrientColumns.sums(of: "e")),
      \(NutrientColumns.unreportedCounts(of: "e"))
    FROM day
    JOIN meal_entry AS e
      ON e.profile = ?2 AND e.consumed_at >= day.start_ms AND e.consumed_at < day.end_ms
    GROUP BY day.n
    ORDER BY day.n
    """
}
