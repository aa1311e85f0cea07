import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The PostgreSQL server the tests use: the one `.ci/run` started (its URLs in the
/// environment), else a throwaway cluster this test process starts on first use with
/// `.ci/postgres-test-server` and stops when it exits.
///
/// Suites that need it guard themselves with `PostgresTestServer.trait`: with no server they
/// are skipped with a visible reason, except in CI (`CI=true`), where they run and fail.
public final class PostgresTestServer: Sendable {
  /// The server shared by every test of this process, started on first access.
  public static let shared = PostgresTestServer.locate()

  /// Whether a missing server must fail the tests rather than skip them.
  public static let isRequired = ProcessInfo.processInfo.environment["CI"] == "true"

  /// Why the PostgreSQL suites are skipped, shown by the test runner.
  public static let skipReason =
    "no PostgreSQL server: WELLPLATE_TEST_DATABASE_URL is unset and "
    + ".ci/postgres-test-server could not start one (its output is printed above)"

  /// Whether suites needing a server should run: there is one, or its absence must fail.
  public static var shouldRun: Bool { isRequired || shared.url != nil }

  /// Password-authenticated URL over TCP for the `wellplate` role, which may create databases.
  public let url: String?
  /// The same role and database over the Unix socket, when the script started the server.
  public let socketURL: String?
  /// Superuser URL over the Unix socket, when the script started the server.
  public let adminURL: String?
  /// Why there is no server, when there is none.
  public let problem: String?

  private init(url: String?, socketURL: String?, adminURL: String?, problem: String?) {
    self.url = url
    self.socketURL = socketURL
    self.adminURL = adminURL
    self.problem = problem
  }

  /// The URL, or a failed requirement explaining why there is no server.
  public func requireURL() throws -> String {
    guard let url else { throw Unavailable(reason: problem ?? Self.skipReason) }
    return url
  }

  /// Thrown by `requireURL` when there is no server.
  public struct Unavailable: Error, CustomStringConvertible {
    /// What went wrong.
    public let reason: String
    /// Same as `reason`.
    public var description: String { "PostgreSQL test server unavailable: \(reason)" }
  }

  // MARK: Starting and stopping

  /// The repository's script, found relative to this file.
  public static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".ci/postgres-test-server").path

  /// Short, so the socket path stays under the kernel's 107-byte limit.
  private static let directory = "/tmp/wellplate-pg-\(getpid())"

  private static func locate() -> PostgresTestServer {
    let environment = ProcessInfo.processInfo.environment
    if let url = environment["WELLPLATE_TEST_DATABASE_URL"], !url.isEmpty {
      return PostgresTestServer(
        url: url, socketURL: environment["WELLPLATE_TEST_DATABASE_SOCKET_URL"],
        adminURL: environment["WELLPLATE_TEST_ADMIN_DATABASE_URL"], problem: nil)
    }
    do {
      let exports = try runScript("start", directory)
      // The cluster outlives a crash of this process; a normal exit stops and removes it.
      atexit { _ = try? PostgresTestServer.runScript("stop", PostgresTestServer.directory) }
      let values = parseExports(exports)
      guard let url = values["WELLPLATE_TEST_DATABASE_URL"] else {
        throw Unavailable(reason: "the script printed no WELLPLATE_TEST_DATABASE_URL")
      }
      report("started a throwaway PostgreSQL server in \(directory) for this test run")
      return PostgresTestServer(
        url: url, socketURL: values["WELLPLATE_TEST_DATABASE_SOCKET_URL"],
        adminURL: values["WELLPLATE_TEST_ADMIN_DATABASE_URL"], problem: nil)
    } catch {
      let problem = "\(error)"
      report("cannot start a PostgreSQL test server: \(problem)")
      return PostgresTestServer(url: nil, socketURL: nil, adminURL: nil, problem: problem)
    }
  }

  /// Runs the script and returns its standard output; its standard error is passed on.
  @discardableResult
  static func runScript(_ command: String, _ directory: String) throws -> String {
    guard FileManager.default.isExecutableFile(atPath: script) else {
      throw Unavailable(reason: "\(script) is missing or not executable")
    }
    let output = "\(directory).\(command).out"
    let log = "\(directory).\(command).err"
    defer {
      try? FileManager.default.removeItem(atPath: output)
      try? FileManager.default.removeItem(atPath: log)
    }
    let process = try Subprocess.start(
      script, [command, directory], environment: ProcessInfo.processInfo.environment,
      outputPath: output, errorPath: log)
    let termination = process.wait()
    if let text = FileManager.default.contents(atPath: log), !text.isEmpty {
      FileHandle.standardError.write(text)
    }
    guard termination == .exited(0) else {
      throw Unavailable(reason: "\(script) \(command) \(directory) ended with \(termination)")
    }
    return (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
  }

  /// `export NAME='value'` lines as a dictionary.
  static func parseExports(_ text: String) -> [String: String] {
    var values: [String: String] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("export ") {
      let assignment = line.dropFirst("export ".count)
      guard let equals = assignment.firstIndex(of: "=") else { continue }
      var value = assignment[assignment.index(after: equals)...]
      if value.hasPrefix("'"), value.hasSuffix("'"), value.count >= 2 {
        value = value.dropFirst().dropLast()
      }
      values[String(assignment[..<equals])] = String(value)
    }
    return values
  }

  private static func report(_ message: String) {
    FileHandle.standardError.write(Data("PostgresTestServer: \(message)\n".utf8))
  }
}
