import Foundation
import UseCases

/// `wellplate-dev bench`: every figure issue 6 asks for, in one run on this machine.
///
/// Cold `analyze` (into a new history, a small one and the large one), `history --limit 50` and
/// `summary --days 30` over a 1,000,000-entry history, each as whole processes beside its
/// anchor, the `sqlite3` shell doing the equivalent work, alternating; then clean and
/// incremental build times. It times `.build/release/wellplate`, built with
/// `swift build -c release --static-swift-stdlib --product wellplate`, and builds it first
/// when it is missing or not built that way (saying so). Run it from the repository root.
struct BenchCommand {
  private let runs: Int
  private let database: BenchDatabase
  private let wellplatePath: String
  private let mayBuild: Bool
  private let sqlite3Path: String?
  private let measuresBuilds: Bool
  private let meal = "2 eggs, a slice of toast and a glass of orange juice"

  @Sendable static func run(_ arguments: [String]) async throws -> Int32 {
    let options = try DevOptions(
      arguments, valued: ["runs", "entries", "days", "db", "wellplate", "sqlite3"],
      switches: ["skip-build-times"])
    try await BenchCommand(options: options).run()
    return 0
  }

  private init(options: DevOptions) throws {
    runs = try options.positiveNumber("runs", default: 41)
    database = BenchDatabase(
      entries: try options.positiveNumber("entries", default: 1_000_000),
      days: try options.positiveNumber("days", default: 3653), path: options["db"])
    // The release product whatever build this command comes from (`swift run` builds debug).
    wellplatePath = options["wellplate"] ?? ".build/release/wellplate"
    mayBuild = options["wellplate"] == nil
    sqlite3Path = options["sqlite3"] ?? Executables.inPath("sqlite3")
    measuresBuilds = !options.isSet("skip-build-times")
  }

  private func run() async throws {
    let release = try ReleaseBuild(wellplate: wellplatePath, mayBuild: mayBuild)
    guard let sqlite3 = sqlite3Path, FileManager.default.isExecutableFile(atPath: sqlite3) else {
      throw DevOptions.Unknown(
        description: "the sqlite3 shell is not in PATH; install it (apt-get install sqlite3) "
          + "or pass --sqlite3 <path>")
    }
    let built = try await database.prepare()
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    printHeader(release, sqlite3: sqlite3, database: built)

    let large = ["--store", "sqlite", "--db", database.path, "--tz", "UTC"]
    let analyze = ["analyze", meal, "--analyzer", "local"]
    let fresh = sandbox.file("fresh-history.sqlite")
    let small = sandbox.file("small-history.sqlite")
    let anchorFile = sandbox.file("anchor.sqlite")
    let anchorFresh = sandbox.file("anchor-fresh.sqlite")
    _ = try ProcessTimer.time(sqlite3, [anchorFile, AnchorSQL.freshSetup])
    let me = database.profile
    // Targets are issue 12's: start-up and history within 1.5x, a cold analyze within 2.5x.
    let rows = [
      Row(
        "analyze, into a new history",
        analyze + ["--store", "sqlite", "--db", fresh, "--tz", "UTC"],
        anchor: (anchorFresh, AnchorSQL.newHistoryLookupAndInsert(foods: anchorFile)),
        target: 2.5, before: (Self.removing(fresh), Self.removing(anchorFresh))),
      Row(
        "analyze, into a small history",
        analyze + ["--store", "sqlite", "--db", small, "--tz", "UTC"],
        anchor: (anchorFile, AnchorSQL.freshLookupAndInsert), target: 2.5),
      Row(
        "analyze, into the \(database.entryCount.formatted())-entry history",
        analyze + large + ["--profile", Self.analyzeProfile],
        anchor: (database.path, AnchorSQL.largeLookupAndInsert(profile: Self.anchorProfile)),
        target: 2.5),
      Row(
        "history --limit 50", ["history", "--limit", "50", "--profile", me] + large,
        anchor: (database.path, AnchorSQL.history(profile: me)), target: 1.5),
      Row(
        "summary --days 30", ["summary", "--days", "30", "--profile", me] + large,
        anchor: (database.path, AnchorSQL.summary(profile: me, days: 30, today: Date()))),
      Row(
        "start-up: --version vs sqlite3 'select 1'", ["--version"],
        anchor: (":memory:", "SELECT 1;"), target: 1.5),
    ]
    var results: [(Row, SideBySide)] = []
    do {
      for row in rows {
        FileHandle.standardError.write(
          Data("timing \(runs)× each: \(row.label)\n".utf8))
        let figures = try SideBySide(
          ours: SideBySide.Run(
            path: release.wellplate, arguments: row.arguments, before: row.before.ours),
          anchor: SideBySide.Run(
            path: sqlite3,
            arguments: ["-batch", "-init", "/dev/null", row.anchor.file, row.anchor.sql],
            before: row.before.anchor),
          runs: runs, environment: sandbox.environment)
        results.append((row, figures))
      }
    } catch {
      try? await removeAnalyzeEntries()
      throw error
    }
    try await removeAnalyzeEntries()
    printTable(results)
    if measuresBuilds {
      printBuildTimes(try BuildTimes())
    } else {
      say("\nbuild times: skipped (--skip-build-times)")
    }
  }

  /// Profiles of the entries the `analyze` rows add to the large history, removed afterwards
  /// so that it stays as built.
  private static let analyzeProfile = "bench-analyze"
  private static let anchorProfile = "bench-anchor"

  /// One line of the table: a `wellplate` command and the sqlite3 script that is its anchor.
  private struct Row {
    let label: String
    let arguments: [String]
    let anchor: (file: String, sql: String)
    let target: Double?
    /// Run, untimed, before each run of the command and of its anchor.
    let before: (ours: () throws -> Void, anchor: () throws -> Void)

    init(
      _ label: String, _ arguments: [String], anchor: (file: String, sql: String),
      target: Double? = nil,
      before: (ours: () throws -> Void, anchor: () throws -> Void) = ({}, {})
    ) {
      self.label = label
      self.arguments = arguments
      self.anchor = anchor
      self.target = target
      self.before = before
    }
  }

  /// Removes the SQLite file at `path` and its journals, so that the next run creates it.
  private static func removing(_ path: String) -> () throws -> Void {
    {
      for suffix in ["", "-wal", "-shm", "-journal"]
      where FileManager.default.fileExists(atPath: path + suffix) {
        try FileManager.default.removeItem(atPath: path + suffix)
      }
    }
  }

  private func removeAnalyzeEntries() async throws {
    for profile in [Self.analyzeProfile, Self.anchorProfile] {
      let store = try CompositionRoot.sqliteHistory(path: database.path, profile: profile)
      while true {
        let page = try store.entries(
          HistoryQuery(interval: BenchDatabase.everything, limit: 1000))
        if page.entries.isEmpty { break }
        for entry in page.entries { _ = try store.delete(entry.id) }
      }
    }
  }

  // MARK: Output

  private func printHeader(_ release: ReleaseBuild, sqlite3: String, database built: String) {
    let load =
      ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "")
      .split(separator: " ").prefix(3).joined(separator: " ")
    let libraries = release.sharedLibraries
    let loads = { (prefix: String) in libraries.contains { $0.hasPrefix(prefix) } ? "yes" : "no" }
    let runtime =
      release.hasSharedSwiftRuntime
      ? "Swift runtime SHARED (not a release build: \(ReleaseBuild.buildCommand))"
      : "Swift runtime linked in"
    let version = Self.output(of: sqlite3, ["-version"]).split(separator: " ").first ?? "?"
    say(
      """
      WellPlate benchmark, \(Date().formatted(.iso8601)), \
      \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(load)
      wellplate: \(release.wellplate)
        \(runtime); \(libraries.count) shared libraries mapped at start-up \
      (libcurl: \(loads("libcurl")), libpq: \(loads("libpq")))
      sqlite3:   \(sqlite3) \(version)
      history:   \(database.path)
        \(database.entryCount.formatted()) entries over \(database.dayCount) days ending today \
      (UTC), profile "\(database.profile)"; \(built)
      each row: \(runs) runs of each command as a whole process, alternating, after 3 \
      unmeasured runs each; median and 90th percentile of wall time

      """)
  }

  private func printTable(_ rows: [(row: Row, figures: SideBySide)]) {
    func cells(_ timings: Timings) -> String {
      format(timings.median.milliseconds, width: 7) + " "
        + format(timings.percentile(90).milliseconds, width: 7)
    }
    let width = 44
    say(
      "  " + "".padding(toLength: width, withPad: " ", startingAt: 0)
        + "   wellplate (ms)    sqlite3 (ms)    ratio   target")
    say(
      "  " + "".padding(toLength: width, withPad: " ", startingAt: 0)
        + "   median     p90   median     p90")
    for row in rows {
      let ratio = row.figures.ratio
      let verdict =
        row.row.target.map {
          "≤ \($0 == $0.rounded() ? "\(Int($0))" : "\($0)")×  " + (ratio <= $0 ? "met" : "MISSED")
        } ?? "-"
      say(
        "  " + row.row.label.padding(toLength: width, withPad: " ", startingAt: 0) + " "
          + cells(row.figures.ours) + " " + cells(row.figures.anchor) + "  "
          + format(ratio, width: 6, places: 2) + "×  " + verdict)
    }
    say(
      """

      anchors (sqlite3 -batch -init /dev/null <file> "<sql>"):
        analyze, new history   a new file: indexed lookup in a 7,169-row food table (attached) +
                               its entry table created and one insert, in one transaction
        analyze, small history indexed lookup in a 7,169-row food table + one insert (both files
                               made by the row's first run, and written by each)
        analyze, large history lookup by id in meal_entry + one insert into it (with its indexes)
        history --limit 50     the page of 51 entries with their items + the totals of its days
        summary --days 30      per-day totals of the last 30 UTC days (count and 13 sums)
      wellplate runs with --store sqlite --tz UTC --analyzer local, HOME and XDG folders in a
      temporary folder (no configuration file) and no WELLPLATE_* variables.
      """)
  }

  private func printBuildTimes(_ builds: BuildTimes) {
    say("\nbuild times (swift build, \(ProcessInfo.processInfo.activeProcessorCount) cores):")
    for figure in builds.figures {
      say(
        "  " + figure.label.padding(toLength: 84, withPad: " ", startingAt: 0)
          + format(figure.seconds, width: 7, places: 1) + " s")
    }
    say(
      "  (release: swift build -c release --scratch-path <new temporary folder>; debug: .build)")
  }

  /// Writes a line straight to standard output, unbuffered like the progress lines on
  /// standard error, so the two stay in order when both go to one file.
  private func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  private func format(_ value: Double, width: Int, places: Int = 2) -> String {
    let text = String(format: "%.\(places)f", value)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }

  // MARK: Helpers

  private static func output(of path: String, _ arguments: [String]) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return "" }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
