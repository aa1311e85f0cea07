import Drivers
import Entities
import Foundation
import UseCases

/// `wellplate-dev bench-postgres`: the PostgreSQL history over a large generated history, with
/// the figures the SQLite store reports (save, newest page, 30-day totals, and a whole
/// `wellplate history` process against `psql` running the equivalent queries).
///
/// Needs a server (`--database-url` or `WELLPLATE_DATABASE_URL`; `.ci/postgres-test-server
/// start DIR` makes one) and the release binary (`swift build -c release`). The history is
/// built server-side once, under profile "bench", and reused while it has the right size.
enum BenchPostgresCommand {
  private static let profile = "bench"
  private static let templateProfile = "bench-template"

  @Sendable static func run(_ arguments: [String]) async throws -> Int32 {
    let options = try DevOptions(
      arguments, valued: ["database-url", "entries", "days", "runs", "binary", "psql"])
    let url = options.value(
      "database-url", default: ProcessInfo.processInfo.environment["WELLPLATE_DATABASE_URL"] ?? "")
    guard !url.isEmpty else {
      throw DevOptions.Unknown(
        description: "bench-postgres needs --database-url or WELLPLATE_DATABASE_URL")
    }
    let entryCount = try number(options, "entries", 1_000_000)
    // Ten years, as for SQLite: ~270 meals a day, so a 30-day window sums ~8,000 entries.
    let dayCount = try number(options, "days", 3653)
    let runs = try number(options, "runs", 20)
    let binary = options.value("binary", default: ".build/release/wellplate")
    let psql = options.value("psql", default: findPSQL() ?? "psql")

    let store = try CompositionRoot.postgresHistory(url: url, profile: profile)
    let db = try CompositionRoot.postgresConnection(url: url)
    let meals = try await analyzedMeals()
    let now = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
    let built = try await prepare(
      db, url: url, meals: meals, entries: entryCount, days: dayCount, endingAt: now)
    let server = try db.execute(
      """
      SELECT current_setting('server_version') AS version, current_setting('fsync') AS fsync,
        current_setting('synchronous_commit') AS commit,
        current_setting('shared_buffers') AS buffers,
        pg_size_pretty(pg_total_relation_size('meal_entry')
          + pg_total_relation_size('meal_item')) AS size
      """)[0]
    print(
      """
      WellPlate PostgreSQL benchmark: \(entryCount) entries over \(dayCount) days \
      (\(format(Double(entryCount) / Double(dayCount), 0)) a day), profile "\(profile)"
      server: PostgreSQL \(try server.string("version")), fsync=\(try server.string("fsync")), \
      synchronous_commit=\(try server.string("commit")), \
      shared_buffers=\(try server.string("buffers")); tables \(try server.string("size")) \
      (\(built))
      """)
    let newest = try await store.entries(HistoryQuery(interval: BenchDatabase.everything, limit: 1))
    let last = newest.entries.first?.consumedAt ?? now

    // 1-4. In process: a save (one upsert statement), the newest page with its items,
    // 30-day totals, and what `history` does.
    for figure in try await StoreBenchmark.measure(store, meals: meals, after: last) {
      print(figure.line)
    }

    // 5. Whole processes: wellplate history against psql with the equivalent queries.
    try compareProcesses(binary: binary, psql: psql, url: url, runs: runs)
    return 0
  }

  // MARK: Building the history

  /// Reuses a history of the right size, else builds one server-side from five real analyses.
  private static func prepare(
    _ db: PostgresConnection, url: String, meals: [MealEntry], entries: Int, days: Int,
    endingAt end: Date
  ) async throws -> String {
    let existing = try db.execute(
      "SELECT count(*) FROM meal_entry WHERE profile = $1", [.text(profile)])[0].int64(0)
    if existing == entries { return "reused" }
    let started = ContinuousClock.now
    try db.execute("DELETE FROM meal_entry WHERE profile = $1", [.text(profile)])
    let templates = try CompositionRoot.postgresHistory(url: url, profile: templateProfile)
    for (index, meal) in meals.enumerated() {
      var entry = meal
      entry.id = MealEntryID("template-\(index)")
      try await templates.save(entry)
    }
    let spanMilliseconds = Int64(days) * 86_400_000
    let spacing = Double(spanMilliseconds) / Double(entries)
    let start = Int64(end.timeIntervalSince1970 * 1000) - spanMilliseconds
    let chunk = 100_000
    for first in stride(from: 0, to: entries, by: chunk) {
      let last = min(entries, first + chunk) - 1
      try db.execute(
        generateSQL,
        [
          .text(profile), .int64(start), .double(spacing), .int64(Int64(first)),
          .int64(Int64(last)), .int64(Int64(meals.count)),
        ])
    }
    try db.execute("VACUUM ANALYZE meal_entry")
    try db.execute("VACUUM ANALYZE meal_item")
    let seconds = (ContinuousClock.now - started).milliseconds / 1000
    return "built in \(format(seconds, 1)) s"
  }

  private static let nutrients = [
    "calories", "protein", "carbohydrates", "fat", "fiber", "sugars", "saturated_fat",
    "cholesterol", "sodium", "potassium", "calcium", "iron", "vitamin_c",
  ]

  /// Entries n = $4…$5 copy template n mod $6 at $2 + n × $3 ms, with ids shaped like the
  /// UUIDs `analyze` makes; their items are copied from the template's in the same statement.
  private static let generateSQL = """
    WITH template AS (
      SELECT row_number() OVER (ORDER BY id) - 1 AS slot, *
      FROM meal_entry WHERE profile = '\(templateProfile)'
    ), made AS (
      INSERT INTO meal_entry (profile, id, consumed_at, description, analyzer, unmatched,
        \(nutrients.joined(separator: ", ")))
      SELECT $1, '0190b6e0-0000-7000-8000-' || lpad(to_hex(n), 12, '0'),
        $2::int8 + floor(n * $3::float8)::int8, t.description, t.analyzer, t.unmatched,
        \(nutrients.map { "t.\($0)" }.joined(separator: ", "))
      FROM generate_series($4::int8, $5::int8) AS n
      JOIN template AS t ON t.slot = n % $6::int8
      ORDER BY n
      RETURNING key, description
    )
    INSERT INTO meal_item (entry_key, position, text, food, grams, notes,
      \(nutrients.joined(separator: ", ")))
    SELECT made.key, i.position, i.text, i.food, i.grams, i.notes,
      \(nutrients.map { "i.\($0)" }.joined(separator: ", "))
    FROM made
    JOIN meal_entry AS t ON t.profile = '\(templateProfile)' AND t.description = made.description
    JOIN meal_item AS i ON i.entry_key = t.key
    """

  /// Real analyses of a few everyday meals, as `analyze` would save them.
  private static func analyzedMeals() async throws -> [MealEntry] {
    let analyzer = try CompositionRoot.bundledAnalyzer()
    var meals: [MealEntry] = []
    for description in [
      "2 eggs and a slice of toast", "150 g rice", "a slice of toast", "2 eggs",
      "a slice of toast and 2 eggs and 150 g rice",
    ] {
      let analysis = try await analyzer.analyze(MealInput(description: description))
      meals.append(
        MealEntry(
          id: MealEntryID(""), consumedAt: Date(), description: description,
          items: analysis.items, totals: analysis.totals, unmatched: analysis.unmatched,
          analyzer: analyzer.name))
    }
    return meals
  }

  // MARK: Whole processes

  private static func compareProcesses(binary: String, psql: String, url: String, runs: Int)
    throws
  {
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      print("  \(binary) not found (swift build -c release); skipped the process comparison")
      return
    }
    let ours = [
      "history", "--limit", "50", "--store", "postgres", "--database-url", url, "--profile",
      profile, "--tz", "UTC",
    ]
    let script = FileManager.default.temporaryDirectory
      .appendingPathComponent("wellplate-bench-postgres-\(getpid()).sql").path
    try equivalentScript.write(toFile: script, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: script) }
    let theirs = [url, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-f", script]
    for _ in 0..<3 {
      _ = try ProcessTimer.time(binary, ours)
      _ = try ProcessTimer.time(psql, theirs)
    }
    var wellplate = Timings()
    var shell = Timings()
    for round in 0..<runs {
      // Alternate which goes first, so neither always runs on a warmer machine.
      if round.isMultiple(of: 2) {
        wellplate.append(try ProcessTimer.time(binary, ours))
        shell.append(try ProcessTimer.time(psql, theirs))
      } else {
        shell.append(try ProcessTimer.time(psql, theirs))
        wellplate.append(try ProcessTimer.time(binary, ours))
      }
    }
    for (label, timings) in [
      ("wellplate history --limit 50 --store postgres (process)", wellplate),
      ("psql, equivalent queries (process)", shell),
    ] {
      print(
        StoreBenchmark.Figure(label: label, timings: timings, inMicroseconds: false, target: nil)
          .line)
    }
    let ratio = wellplate.median.milliseconds / shell.median.milliseconds
    print("  ratio of medians (wellplate / psql): \(format(ratio, 2))×")
  }

  /// The queries `wellplate history --limit 50 --tz UTC` runs, as a psql script: the page
  /// (one entry more, to know whether another follows) with its items, the span of the
  /// page's days, and their totals. The span goes through `\gset` so the totals query is
  /// planned with constants, as the store's prepared statement is with its parameters.
  private static let equivalentScript = """
    SELECT e.id, e.consumed_at, e.description, e.analyzer, e.unmatched,
      \(nutrients.map { "e.\($0)" }.joined(separator: ", ")),
      i.position, i.text, i.food, i.grams, i.notes,
      \(nutrients.map { "i.\($0)" }.joined(separator: ", "))
    FROM (SELECT * FROM meal_entry WHERE profile = '\(profile)'
          ORDER BY consumed_at DESC, id DESC LIMIT 51) AS e
    LEFT JOIN meal_item AS i ON i.entry_key = e.key
    ORDER BY e.consumed_at DESC, e.id DESC, i.position;
    SELECT min(consumed_at) / 86400000 * 86400000 AS first_day, max(consumed_at) AS newest
    FROM (SELECT consumed_at FROM meal_entry WHERE profile = '\(profile)'
          ORDER BY consumed_at DESC, id DESC LIMIT 50) AS page \\gset
    SELECT consumed_at / 86400000 AS day, count(*),
      \(nutrients.map { "sum(\($0))" }.joined(separator: ", "))
    FROM meal_entry
    WHERE profile = '\(profile)' AND consumed_at >= :first_day AND consumed_at <= :newest
    GROUP BY day ORDER BY day;

    """

  private static func findPSQL() -> String? {
    let folders =
      (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
      .map(String.init)
    let versioned =
      ((try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? [])
      .sorted().reversed().map { "/usr/lib/postgresql/\($0)/bin" }
    return (folders + versioned).map { "\($0)/psql" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  // MARK: Figures

  private static func number(_ options: DevOptions, _ name: String, _ fallback: Int) throws
    -> Int
  {
    guard let value = Int(options.value(name, default: "\(fallback)")), value > 0 else {
      throw DevOptions.Unknown(description: "--\(name) needs a positive whole number")
    }
    return value
  }

  private static func format(_ value: Double, _ places: Int) -> String {
    String(format: "%.\(places)f", value)
  }

}
