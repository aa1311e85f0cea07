import Foundation

/// `wellplate-dev bench-analyze`: times `wellplate analyze "<3-item meal>"` as a whole cold
/// process against one `sqlite3` CLI process doing an indexed lookup and one insert, run
/// side by side (interleaved), and prints the ratio of the medians. The target is ≤ 4.
///
/// Build the release binary first: `swift build -c release --product wellplate`.
enum BenchAnalyzeCommand {
  static let defaultMeal = "2 eggs, a slice of toast and a glass of orange juice"

  @Sendable static func run(_ arguments: [String]) async throws -> Int32 {
    let options = try DevOptions(
      arguments, valued: ["runs", "binary", "meal", "store", "sqlite3"])
    let runs = max(5, Int(options.value("runs", default: "40")) ?? 40)
    let binary = options.value("binary", default: ".build/release/wellplate")
    let meal = options.value("meal", default: defaultMeal)
    let store = options.value("store", default: "memory")
    let sqlite3 = options.value("sqlite3", default: "/usr/bin/sqlite3")
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      throw DevOptions.Unknown(
        description: "\(binary) not found; build it with "
          + "'swift build -c release --product wellplate'")
    }
    guard FileManager.default.isExecutableFile(atPath: sqlite3) else {
      throw DevOptions.Unknown(description: "\(sqlite3) not found; pass --sqlite3 <path>")
    }

    // A private home, so the benchmark never touches anyone's history or settings.
    let sandbox = FileManager.default.temporaryDirectory
      .appendingPathComponent("wellplate-bench-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: sandbox, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: sandbox) }
    var environment = ProcessInfo.processInfo.environment
    for name in ["HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"] {
      environment[name] = sandbox.path
    }

    let database = sandbox.appendingPathComponent("baseline.sqlite").path
    try runOnce(
      sqlite3,
      [
        database,
        """
        CREATE TABLE foods (id INTEGER PRIMARY KEY, name TEXT NOT NULL, kcal REAL NOT NULL);
        CREATE INDEX foods_by_name ON foods (name);
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 7169)
        INSERT INTO foods SELECT i, 'food ' || i, i % 900 FROM n;
        CREATE TABLE entries (id INTEGER PRIMARY KEY, eaten_at TEXT NOT NULL, kcal REAL);
        """,
      ], environment: environment)
    let baselineSQL = """
      SELECT id, kcal FROM foods WHERE name = 'food 2577';
      INSERT INTO entries (eaten_at, kcal) VALUES (datetime('now'), 143);
      """
    let analyze = [
      "analyze", meal, "--store", store, "--analyzer", "local", "--json",
    ]
    // The analysis must work before its time means anything.
    let check = try runOnce(binary, analyze, environment: environment)
    guard check.status == 0 else {
      throw DevOptions.Unknown(
        description: "wellplate analyze failed (exit \(check.status)): \(check.errorText)")
    }

    for _ in 0..<3 {
      _ = try runOnce(binary, analyze, environment: environment)
      _ = try runOnce(sqlite3, [database, baselineSQL], environment: environment)
    }
    var wellplateTimes: [Double] = []
    var sqliteTimes: [Double] = []
    for round in 0..<runs {
      // Alternate which goes first, so neither always runs on a warmer machine.
      if round % 2 == 0 {
        wellplateTimes.append(try runOnce(binary, analyze, environment: environment).seconds)
        sqliteTimes.append(
          try runOnce(sqlite3, [database, baselineSQL], environment: environment).seconds)
      } else {
        sqliteTimes.append(
          try runOnce(sqlite3, [database, baselineSQL], environment: environment).seconds)
        wellplateTimes.append(try runOnce(binary, analyze, environment: environment).seconds)
      }
    }
    let ratio = median(wellplateTimes) / median(sqliteTimes)
    print(
      """
      bench-analyze: \(runs) runs of each, interleaved, after 3 warm-up runs
        meal: "\(meal)" (--store \(store))

        \(pad("wellplate analyze (cold process)"))\(summary(wellplateTimes))
        \(pad("sqlite3 CLI: indexed lookup + insert"))\(summary(sqliteTimes))

        ratio of medians (wellplate / sqlite3): \(String(format: "%.2f", ratio))  \
      (target ≤ 4: \(ratio <= 4 ? "met" : "NOT met"))
      """)
    return ratio <= 4 ? 0 : 1
  }

  private struct Outcome {
    var status: Int32
    var seconds: Double
    var errorText: String
  }

  @discardableResult
  private static func runOnce(
    _ executable: String, _ arguments: [String], environment: [String: String]
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = environment
    process.standardOutput = FileHandle.nullDevice
    let errors = Pipe()
    process.standardError = errors
    let start = DispatchTime.now().uptimeNanoseconds
    try process.run()
    process.waitUntilExit()
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let errorText = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return Outcome(status: process.terminationStatus, seconds: seconds, errorText: errorText)
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  private static func summary(_ values: [Double]) -> String {
    let sorted = values.sorted()
    let mean = values.reduce(0, +) / Double(values.count)
    let p90 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.9))]
    return String(
      format: "median %6.2f ms   mean %6.2f ms   p90 %6.2f ms   min %6.2f ms",
      median(values) * 1000, mean * 1000, p90 * 1000, sorted[0] * 1000)
  }

  private static func pad(_ text: String) -> String {
    text.padding(toLength: 40, withPad: " ", startingAt: 0)
  }
}
