import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `wellplate-dev bench-serve`: requests per second and p50/p99 latency of `wellplate serve`
/// for `POST /analyze` (a description, the local analyzer, into a new SQLite history) and
/// `GET /history?limit=50` (over the 1,000,000-entry history), at 1, 10 and 50 clients, beside
/// the same work done by whole `wellplate analyze` and `wellplate history --limit 50`
/// processes, as many at once. The load generator is in this process: one thread and one
/// keep-alive connection per client, every request's latency recorded. It times the static
/// release build `bench` times (building it first when needed), in a private sandbox.
struct BenchServeCommand {
  private let seconds: Int
  private let requests: Int?
  private let clientCounts: [Int]
  private let database: BenchDatabase
  private let wellplatePath: String
  private let mayBuild: Bool
  private let json: Bool
  private let meal = "2 eggs, a slice of toast and a glass of orange juice"

  /// The issue's targets, at 10 clients.
  private static let analysesPerSecond = 400.0
  private static let historyPagesPerSecond = 3000.0
  private static let p99Milliseconds = 20.0

  @Sendable static func run(_ arguments: [String]) async throws -> Int32 {
    let options = try DevOptions(
      arguments, valued: ["seconds", "requests", "clients", "entries", "days", "db", "wellplate"],
      switches: ["json"])
    try await BenchServeCommand(options: options).run()
    return 0
  }

  private init(options: DevOptions) throws {
    seconds = try options.positiveNumber("seconds", default: 5)
    requests = try options["requests"].map { _ in try options.positiveNumber("requests", default: 1)
    }
    clientCounts = try options.value("clients", default: "1,10,50").split(separator: ",").map {
      guard let count = Int($0), count > 0 else {
        throw DevOptions.Unknown(description: "--clients wants counts like 1,10,50, not '\($0)'")
      }
      return count
    }
    database = BenchDatabase(
      entries: try options.positiveNumber("entries", default: 1_000_000),
      days: try options.positiveNumber("days", default: 3653), path: options["db"])
    wellplatePath = options["wellplate"] ?? ".build/release/wellplate"
    mayBuild = options["wellplate"] == nil
    json = options.isSet("json")
  }

  /// One row of the table.
  private struct Row: Encodable {
    let work: String
    let clients: Int
    let requestsPerSecond: Double
    let p50Milliseconds: Double
    let p99Milliseconds: Double
    let requests: Int
    let errors: Int

    init(_ work: String, _ run: LoadRun) {
      self.work = work
      clients = run.clients
      requestsPerSecond = run.throughput
      p50Milliseconds = run.timings.median.milliseconds
      p99Milliseconds = run.timings.percentile(99).milliseconds
      requests = run.timings.samples.count
      errors = run.errors
    }
  }

  private func run() async throws {
    let release = try ReleaseBuild(wellplate: wellplatePath, mayBuild: mayBuild)
    let built = try await database.prepare()
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let wellplate = release.wellplate
    let environment = sandbox.environment
    let common = ["--store", "sqlite", "--tz", "UTC", "--analyzer", "local"]
    let fresh = ["--db", sandbox.file("served.sqlite")] + common
    let large = ["--db", database.path] + common
    let analyzeToken = try Self.token(wellplate, profile: "bench-serve", fresh, environment)
    let historyToken = try Self.token(wellplate, profile: database.profile, large, environment)
    defer {
      _ = try? Self.output(wellplate, ["token", "revoke", historyToken.id] + large, environment)
    }
    let analyzing = try Server(wellplate, fresh, environment: environment)
    defer { analyzing.stop() }
    let paging = try Server(wellplate, large, environment: environment)
    defer { paging.stop() }
    // With --json, standard output is the JSON document alone.
    if json {
      note(header(release, database: built))
    } else {
      say(header(release, database: built))
    }

    let analyzeBody = Array(#"{"description": "\#(meal)"}"#.utf8)
    let analyze = Self.request(
      "POST /analyze", token: analyzeToken.token, body: analyzeBody)
    let history = Self.request("GET /history?limit=50", token: historyToken.token, body: [])
    let processAnalyze =
      ["analyze", meal, "--profile", "bench-processes", "--db", sandbox.file("processes.sqlite")]
      + common
    let processHistory = ["history", "--limit", "50", "--profile", database.profile] + large
    var rows: [Row] = []
    for clients in clientCounts {
      progress("POST /analyze, \(clients) clients")
      rows.append(
        Row("POST /analyze (serve)", await http(analyze, port: analyzing.port, clients, 201)))
      progress("wellplate analyze, \(clients) processes at once")
      rows.append(
        Row(
          "wellplate analyze (processes)",
          await processes(wellplate, processAnalyze, environment, clients)))
      progress("GET /history?limit=50, \(clients) clients")
      rows.append(
        Row("GET /history?limit=50 (serve)", await http(history, port: paging.port, clients, 200)))
      progress("wellplate history --limit 50, \(clients) processes at once")
      rows.append(
        Row(
          "wellplate history --limit 50 (processes)",
          await processes(wellplate, processHistory, environment, clients)))
    }
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      say(String(decoding: try encoder.encode(rows), as: UTF8.self))
    } else {
      say(table(rows))
    }
  }

  // MARK: Load

  private func http(_ request: [UInt8], port: Int, _ clients: Int, _ expected: Int) async
    -> LoadRun
  {
    await LoadRun.measure(
      clients: clients, duration: .seconds(seconds), requests: requests,
      client: { KeepAliveClient(port: port) },
      request: { client in
        guard let open = client ?? KeepAliveClient(port: port),
          let status = open.exchange(request)
        else {
          client = nil
          return false
        }
        client = open
        return status == expected
      })
  }

  private func processes(
    _ wellplate: String, _ arguments: [String], _ environment: [String: String], _ clients: Int
  ) async -> LoadRun {
    await LoadRun.measure(
      clients: clients, duration: .seconds(seconds), requests: requests, client: {},
      request: { _ in
        (try? ProcessTimer.time(wellplate, arguments, environment: environment)) != nil
      })
  }

  private static func request(_ line: String, token: String, body: [UInt8]) -> [UInt8] {
    var head = "\(line) HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\n"
    if !body.isEmpty {
      head += "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n"
    }
    return Array((head + "\r\n").utf8) + body
  }

  // MARK: The servers

  /// A `wellplate serve --listen 127.0.0.1:0` of the release build, stopped with SIGTERM.
  private final class Server {
    let process = Process()
    let port: Int

    init(_ wellplate: String, _ arguments: [String], environment: [String: String]) throws {
      process.executableURL = URL(fileURLWithPath: wellplate)
      process.arguments = ["serve", "--listen", "127.0.0.1:0"] + arguments
      process.environment = environment
      let standardError = Pipe()
      process.standardError = standardError
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      var text = ""
      var port: Int?
      // serve writes one line once it has bound the socket.
      while port == nil {
        let data = standardError.fileHandleForReading.availableData
        guard !data.isEmpty else { break }
        text += String(decoding: data, as: UTF8.self)
        if let range = text.range(of: "on http://127.0.0.1:") {
          port = Int(text[range.upperBound...].prefix { $0.isNumber })
        }
      }
      guard let port else {
        throw DevOptions.Unknown(description: "wellplate serve did not start: \(text)")
      }
      self.port = port
    }

    func stop() {
      process.terminate()
      process.waitUntilExit()
    }
  }

  /// A new token of `profile`, made by `wellplate token add`.
  private static func token(
    _ wellplate: String, profile: String, _ arguments: [String], _ environment: [String: String]
  ) throws -> (id: String, token: String) {
    let text = try output(
      wellplate, ["token", "add", "--json", "--profile", profile] + arguments, environment)
    guard
      let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      let id = object["id"] as? String, let token = object["token"] as? String
    else { throw DevOptions.Unknown(description: "wellplate token add printed: \(text)") }
    return (id, token)
  }

  private static func output(
    _ path: String, _ arguments: [String], _ environment: [String: String]
  ) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = environment
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  // MARK: Output

  private func header(_ release: ReleaseBuild, database built: String) -> String {
    let load =
      ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "")
      .split(separator: " ").prefix(3).joined(separator: " ")
    let runtime =
      release.hasSharedSwiftRuntime
      ? "Swift runtime SHARED (not a release build: \(ReleaseBuild.buildCommand))"
      : "Swift runtime linked in"
    let span = requests.map { "\($0) requests per client" } ?? "\(seconds) s"
    return """
      WellPlate serve benchmark, \(Date().formatted(.iso8601)), \
      \(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(load)
      wellplate: \(release.wellplate) (\(runtime))
      history:   \(database.path), \(database.entryCount.formatted()) entries; \(built)
      each row: \(span), one thread and one keep-alive connection per client (or one process \
      after another per client); latency of every request
      """
  }

  private func table(_ rows: [Row]) -> String {
    let width = 42
    var lines = [
      "  " + "".padding(toLength: width, withPad: " ", startingAt: 0)
        + " clients   requests/s   p50 ms   p99 ms   errors"
    ]
    for row in rows {
      lines.append(
        "  " + row.work.padding(toLength: width, withPad: " ", startingAt: 0) + " "
          + format(Double(row.clients), width: 7, places: 0) + " "
          + format(row.requestsPerSecond, width: 12, places: 0) + " "
          + format(row.p50Milliseconds, width: 8) + " " + format(row.p99Milliseconds, width: 8)
          + " " + format(Double(row.errors), width: 8, places: 0))
    }
    lines.append("\ntargets at 10 clients (issue 13):")
    for (work, target) in [
      ("POST /analyze (serve)", Self.analysesPerSecond),
      ("GET /history?limit=50 (serve)", Self.historyPagesPerSecond),
    ] {
      guard let row = rows.first(where: { $0.work == work && $0.clients == 10 }) else {
        lines.append("  \(work): not measured (no run at 10 clients)")
        continue
      }
      let fast = row.requestsPerSecond >= target
      let quick = row.p99Milliseconds <= Self.p99Milliseconds
      lines.append(
        "  \(work): \(format(row.requestsPerSecond, width: 0, places: 0))/s "
          + "(≥ \(Int(target)): \(fast ? "met" : "MISSED")), p99 "
          + "\(format(row.p99Milliseconds, width: 0)) ms "
          + "(≤ \(Int(Self.p99Milliseconds)) ms: \(quick ? "met" : "MISSED"))")
    }
    return lines.joined(separator: "\n")
  }

  private func progress(_ text: String) {
    FileHandle.standardError.write(Data("timing \(text)\n".utf8))
  }

  private func note(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// Writes straight to standard output, unbuffered like the progress lines.
  private func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  private func format(_ value: Double, width: Int, places: Int = 2) -> String {
    let text = String(format: "%.\(places)f", value)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
