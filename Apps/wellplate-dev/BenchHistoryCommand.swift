import Drivers
import Entities
import Foundation
import UseCases

/// `wellplate-dev bench-history`: measures the SQLite history against the figures issue 3 sets,
/// on a large generated history, in process and as whole `wellplate history` processes beside
/// the sqlite3 shell running the same queries.
///
/// Build both release binaries first (ADR 0006 explains the numbers, ADR 0012 the build):
/// `swift build -c release --static-swift-stdlib --product wellplate` (and `wellplate-dev`).
/// `wellplate-dev bench` prints the whole-process figures of every command in one run.
struct BenchHistoryCommand {
  private let database: BenchDatabase
  private let processRuns: Int
  private let wellplate: String
  private var entryCount: Int { database.entryCount }
  private var dayCount: Int { database.dayCount }
  private var path: String { database.path }
  private var profile: String { database.profile }

  @Sendable static func run(_ arguments: [String]) async throws -> Int32 {
    let options = try DevOptions(
      arguments, valued: ["entries", "days", "db", "runs", "wellplate"])
    try await BenchHistoryCommand(options: options).run()
    return 0
  }

  private init(options: DevOptions) throws {
    // Ten years: a long-lived history, yet ~270 meals a day, some 50 times what one person logs,
    // so each 30-day window holds ~8,000 entries to sum (ADR 0006 explains the choice).
    database = BenchDatabase(
      entries: try options.positiveNumber("entries", default: 1_000_000),
      days: try options.positiveNumber("days", default: 3653), path: options["db"])
    processRuns = try options.positiveNumber("runs", default: 20)
    wellplate = options["wellplate"] ?? Executables.sibling("wellplate")
  }

  private func run() async throws {
    let meals = try await BenchDatabase.analyzedMeals()
    let built = try await database.prepare()
    let store = try CompositionRoot.sqliteHistory(path: path, profile: profile)
    let newest = try store.entries(
      HistoryQuery(interval: BenchDatabase.everything, limit: 1))
    let now = newest.entries.first?.consumedAt ?? Date()
    let perDay = Double(entryCount) / Double(dayCount)
    print(
      """
      WellPlate SQLite benchmark: \(entryCount) entries over \(dayCount) days \
      (\(format(perDay, 0)) a day), profile "\(profile)"
      file: \(path) (\(megabytes(path)) MB, \(built))
      """)

    // 1-4. In process: a save, the newest page, 30-day totals, and what `history` does.
    for figure in try await StoreBenchmark.measure(store, meals: meals, after: now) {
      print(figure.line)
    }

    // 5. Whole processes, side by side: wellplate history vs the sqlite3 shell.
    try compareProcesses()
  }

  private func compareProcesses() throws {
    guard FileManager.default.isExecutableFile(atPath: wellplate) else {
      throw DevOptions.Unknown(
        description: "\(wellplate) is missing; build it with "
          + "'swift build -c release --product wellplate'")
    }
    guard let sqlite3 = Executables.inPath("sqlite3") else {
      print("sqlite3 shell not found in PATH; skipped the whole-process comparison")
      return
    }
    let wellplateArguments = [
      "history", "--limit", "50", "--store", "sqlite", "--db", path, "--profile", profile,
      "--tz", "UTC",
    ]
    let sqliteArguments = [
      "-batch", "-init", "/dev/null", path, AnchorSQL.history(profile: profile),
    ]
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
    for (label, timings) in [
      ("wellplate history --limit 50 (whole process)", ours),
      ("sqlite3 shell, equivalent queries (whole process)", theirs),
      ("wellplate --version (start-up floor, whole process)", floor),
    ] {
      print(
        StoreBenchmark.Figure(label: label, timings: timings, inMicroseconds: false, target: nil)
          .line)
    }
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

  // MARK: Output

  private func format(_ value: Double, _ places: Int) -> String {
    String(format: "%.\(places)f", value)
  }

  private func megabytes(_ path: String) -> String {
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    return format(Double(size) / 1_048_576, 0)
  }
}
