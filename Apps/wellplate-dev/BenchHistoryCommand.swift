import Drivers
import Entities
import Foundation
import UseCases

/// `wellplate-dev bench-history`: measures the SQLite history against the figures issue 3 sets,
/// on a large generated history, in process and as whole `wellplate history` processes beside
/// the sqlite3 shell running the same queries.
///
/// Build both release binaries first (ADR 0006 explains the numbers):
/// `swift build -c release --product wellplate && swift build -c release --product wellplate-dev`
struct BenchHistoryCommand {
  private let entryCount: Int
  private let dayCount: Int
  private let path: String
  private let processRuns: Int
  private let wellplate: String
  private let profile = "me"

  @Sendable static func run(_ arguments: [String]) async throws -> Int32 {
    let options = try DevOptions(
      arguments, valued: ["entries", "days", "db", "runs", "wellplate"])
    try await BenchHistoryCommand(options: options).run()
    return 0
  }

  private init(options: DevOptions) throws {
    entryCount = try Self.number(options["entries"], default: 1_000_000, name: "entries")
    // Ten years: a long-lived history, yet ~270 meals a day, some 50 times what one person logs,
    // so each 30-day window holds ~8,000 entries to sum (ADR 0006 explains the choice).
    dayCount = try Self.number(options["days"], default: 3653, name: "days")
    processRuns = try Self.number(options["runs"], default: 20, name: "runs")
    wellplate = options["wellplate"] ?? Self.siblingExecutable("wellplate")
    path =
      options["db"]
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("wellplate-bench-history/history-\(entryCount)-\(dayCount)d.sqlite")
      .path
  }

  private static func number(_ text: String?, default value: Int, name: String) throws -> Int {
    guard let text else { return value }
    guard let number = Int(text), number > 0 else {
      throw DevOptions.Unknown(
        description: "--\(name) needs a positive whole number, not '\(text)'")
    }
    return number
  }

  private func run() async throws {
    let meals = try await Self.analyzedMeals()
    let end = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
    let built = try await prepare(meals: meals, endingAt: end)
    let store = try CompositionRoot.sqliteHistory(path: path, profile: profile)
    let newest = try await store.entries(HistoryQuery(interval: Self.everything, limit: 1))
    let now = newest.entries.first?.consumedAt ?? end
    let perDay = Double(entryCount) / Double(dayCount)
    print(
      """
      WellPlate SQLite benchmark: \(entryCount) entries over \(dayCount) days \
      (\(format(perDay, 0)) a day), profile "\(profile)"
      file: \(path) (\(megabytes(path)) MB, \(built))
      """)

    // 1. Saving one analyzed meal, in process, into the big file.
    let saveCount = 2000
    var savedIDs: [MealEntryID] = []
    let saves = try await Timings.measure(saveCount) {
      var entry = meals[savedIDs.count % meals.count]
      entry.id = MealEntryID("bench-save-\(savedIDs.count)-\(UUID().uuidString.lowercased())")
      entry.consumedAt = now.addingTimeInterval(Double(savedIDs.count + 1))
      try await store.save(entry)
      savedIDs.append(entry.id)
    }
    for id in savedIDs { _ = try await store.delete(id) }
    report("save one analyzed meal (in-process)", saves, unit: .microseconds, target: 100)

    // 2. The newest page of 50.
    let pages = try await Timings.measure(500) {
      _ = try await store.entries(HistoryQuery(interval: Self.everything, limit: 50))
    }
    report("newest page of 50", pages, unit: .milliseconds, target: 2)

    // 3. Per-day totals of the last 30 days, in UTC and in a zone with DST.
    for zone in ["UTC", "America/New_York"] {
      let timeZone = TimeZone(identifier: zone)!
      let lastDay = CalendarDay(containing: now, in: timeZone)
      let interval = DateInterval(
        start: lastDay.adding(days: -29).start(in: timeZone),
        end: lastDay.adding(days: 1).start(in: timeZone))
      var summed = 0
      let totals = try await Timings.measure(50) {
        summed = try await store.dailyTotals(in: interval, timeZone: timeZone)
          .reduce(0) { $0 + $1.count }
      }
      report(
        "30-day per-day totals, \(zone) (\(summed) entries)", totals, unit: .milliseconds,
        target: 20)
    }

    // 4. What `history` does in process: the page and the totals of its days.
    let fetchHistory = FetchHistory(history: store)
    let fetches = try await Timings.measure(200) {
      _ = try await fetchHistory.execute(FetchHistoryRequest(limit: 50, timeZone: .gmt))
    }
    report("history page + its day totals (FetchHistory)", fetches, unit: .milliseconds)

    // 5. Whole processes, side by side: wellplate history vs the sqlite3 shell.
    try compareProcesses()
  }

  private func compareProcesses() throws {
    guard FileManager.default.isExecutableFile(atPath: wellplate) else {
      throw DevOptions.Unknown(
        description: "\(wellplate) is missing; build it with "
          + "'swift build -c release --product wellplate'")
    }
    guard let sqlite3 = Self.inPath("sqlite3") else {
      print("sqlite3 shell not found in PATH; skipped the whole-process comparison")
      return
    }
    let wellplateArguments = [
      "history", "--limit", "50", "--store", "sqlite", "--db", path, "--profile", profile,
      "--tz", "UTC",
    ]
    let sqliteArguments = ["-batch", "-init", "/dev/null", path, Self.equivalentSQL(profile)]
    // One unmeasured run each warms the page cache; then they alternate so drift in the
    // machine's load hits both alike. `wellplate --version` opens no file: it is the floor
    // any wellplate command pays to start, which separates start-up from the store's work.
    _ = try ProcessTimer.time(wellplate, wellplateArguments)
    _ = try ProcessTimer.time(sqlite3, sqliteArguments)
    var ours = Timings()
    var theirs = Timings()
    var floor = Timings()
    for _ in 0..<processRuns {
      ours.append(try ProcessTimer.time(wellplate, wellplateArguments))
      theirs.append(try ProcessTimer.time(sqlite3, sqliteArguments))
      floor.append(try ProcessTimer.time(wellplate, ["--version"]))
    }
    report("wellplate history --limit 50 (whole process)", ours, unit: .milliseconds)
    report("sqlite3 shell, equivalent queries (whole process)", theirs, unit: .milliseconds)
    report("wellplate --version (start-up floor, whole process)", floor, unit: .milliseconds)
    let ratio = ours.median.milliseconds / theirs.median.milliseconds
    print(
      "  ratio of medians: \(format(ratio, 2))×  (target ≤ 3×: \(ratio <= 3 ? "met" : "MISSED"))"
    )
    let work = ours.median.milliseconds - floor.median.milliseconds
    print(
      "  history beyond start-up: \(format(work, 2)) ms "
        + "(\(format(work / theirs.median.milliseconds, 2))× the whole sqlite3 process)")
    print("  wellplate: \(wellplate) \(wellplateArguments.joined(separator: " "))")
  }

  /// The queries `wellplate history --limit 50 --tz UTC` runs, for the sqlite3 shell: the page
  /// (one row more, to know if another follows) with its items, and the totals of its days.
  static func equivalentSQL(_ profile: String) -> String {
    let columns = [
      "calories", "protein", "carbohydrates", "fat", "fiber", "sugars", "saturated_fat",
      "cholesterol", "sodium", "potassium", "calcium", "iron", "vitamin_c",
    ]
    let entryColumns = columns.map { "e.\($0)" }.joined(separator: ", ")
    let itemColumns = columns.map { "i.\($0)" }.joined(separator: ", ")
    let sums = columns.map { "sum(\($0))" }.joined(separator: ", ")
    let quoted = "'" + profile.replacingOccurrences(of: "'", with: "''") + "'"
    return """
      SELECT e.id, e.consumed_at, e.description, e.analyzer, e.unmatched, \(entryColumns),
        i.position, i.text, i.food, i.grams, i.notes, \(itemColumns)
      FROM (SELECT * FROM meal_entry WHERE profile = \(quoted)
            ORDER BY consumed_at DESC, id DESC LIMIT 51) AS e
      LEFT JOIN meal_item AS i ON i.entry_key = e.key
      ORDER BY e.consumed_at DESC, e.id DESC, i.position;
      SELECT date(consumed_at / 1000, 'unixepoch') AS day, count(*), \(sums)
      FROM meal_entry
      WHERE profile = \(quoted) AND consumed_at >= (
        SELECT consumed_at / 86400000 * 86400000 FROM meal_entry WHERE profile = \(quoted)
        ORDER BY consumed_at DESC, id DESC LIMIT 1 OFFSET 49)
      GROUP BY day ORDER BY day;
      """
  }

  // MARK: Building the history

  /// Reuses a file with the right number of entries, else builds a new one.
  private func prepare(meals: [MealEntry], endingAt end: Date) async throws -> String {
    if FileManager.default.fileExists(atPath: path) {
      let store = try CompositionRoot.sqliteHistory(path: path, profile: profile)
      let probe = try await store.entries(
        HistoryQuery(interval: Self.everything, limit: entryCount + 1))
      if probe.entries.count == entryCount { return "reused" }
      try FileManager.default.removeItem(atPath: path)
    }
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let started = ContinuousClock.now
    let store = try CompositionRoot.sqliteHistory(path: path, profile: profile)
    let spacing = Double(dayCount) * 86_400 / Double(entryCount)
    let start = end.addingTimeInterval(-Double(dayCount) * 86_400)
    let chunk = 100_000
    for first in stride(from: 0, to: entryCount, by: chunk) {
      let count = min(chunk, entryCount - first)
      try await store.saveBatch(count: count) { offset in
        let index = first + offset
        var entry = meals[index % meals.count]
        entry.id = MealEntryID(Self.identifier(index))
        entry.consumedAt = start.addingTimeInterval((Double(index) * spacing).rounded(.down))
        return entry
      }
    }
    let seconds = (ContinuousClock.now - started).milliseconds / 1000
    return "built in \(format(seconds, 1)) s"
  }

  /// A UUID-shaped id, like the ones `analyze` makes, so the id index has realistic keys.
  private static func identifier(_ index: Int) -> String {
    let hex = String(index, radix: 16)
    let padded = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    return "0190b6e0-0000-7000-8000-" + padded
  }

  /// Real analyses of a few everyday meals, as `analyze` would save them.
  private static func analyzedMeals() async throws -> [MealEntry] {
    let analyzer = try CompositionRoot.bundledAnalyzer()
    let descriptions = [
      "2 eggs and a slice of toast", "150 g rice", "a slice of toast",
      "2 eggs", "a slice of toast and 2 eggs and 150 g rice",
    ]
    var meals: [MealEntry] = []
    for description in descriptions {
      let analysis = try await analyzer.analyze(MealInput(description: description))
      meals.append(
        MealEntry(
          id: MealEntryID(""), consumedAt: Date(), description: description,
          items: analysis.items, totals: analysis.totals, unmatched: analysis.unmatched,
          analyzer: analyzer.name))
    }
    return meals
  }

  // MARK: Output

  private enum Unit {
    case microseconds, milliseconds
  }

  private func report(_ label: String, _ timings: Timings, unit: Unit, target: Double? = nil) {
    func value(_ duration: Duration) -> Double {
      unit == .microseconds ? duration.microseconds : duration.milliseconds
    }
    let symbol = unit == .microseconds ? "µs" : "ms"
    let median = value(timings.median)
    var line =
      "  " + label.padding(toLength: 56, withPad: " ", startingAt: 0)
      + "median \(format(median, 3)) \(symbol), p95 \(format(value(timings.percentile(95)), 3)) "
      + "\(symbol) (n=\(timings.samples.count))"
    if let target {
      line += "  target ≤ \(format(target, 0)) \(symbol): \(median <= target ? "met" : "MISSED")"
    }
    print(line)
  }

  private func format(_ value: Double, _ places: Int) -> String {
    String(format: "%.\(places)f", value)
  }

  private func megabytes(_ path: String) -> String {
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    return format(Double(size) / 1_048_576, 0)
  }

  private static let everything = DateInterval(
    start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 7_258_118_400))

  private static func siblingExecutable(_ name: String) -> String {
    let me =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return ((me as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
  }

  private static func inPath(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":")
    return folders.map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
