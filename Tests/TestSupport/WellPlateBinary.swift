import Foundation

/// Runs the built `wellplate` executable as a subprocess, the way a person or script would.
///
/// `swift test` builds every target of the package, so the binary sits next to the test
/// bundle in the products directory.
public enum WellPlateBinary {
  /// What a finished process printed and how it exited.
  public struct Result: Sendable {
    /// Standard output.
    public var standardOutput: String
    /// Standard error.
    public var standardError: String
    /// Exit status.
    public var status: Int32
  }

  /// The path of the built executable named `name`.
  public static func path(_ name: String = "wellplate") -> String {
    let candidates = [
      Bundle.main.bundleURL.appendingPathComponent(name),
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent(name),
    ]
    let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    return (found ?? candidates[0]).path
  }

  /// Runs `wellplate` with `arguments`, an environment built from `environment` only (plus
  /// PATH, HOME and TZ=UTC unless given), and optional standard input; waits for it to exit.
  public static func run(
    _ arguments: [String],
    environment: [String: String] = [:],
    home: String? = nil,
    standardInput: Data? = nil,
    executable: String = "wellplate"
  ) throws -> Result {
    try start(
      arguments, environment: environment, home: home, standardInput: standardInput,
      executable: executable
    ).wait()
  }

  /// A started `wellplate` whose output is collected in files, so large output never blocks it.
  public final class Running: Sendable {
    /// The child process.
    public let subprocess: Subprocess
    private let outputPath: String
    private let errorPath: String
    private let inputPath: String?

    init(subprocess: Subprocess, outputPath: String, errorPath: String, inputPath: String?) {
      self.subprocess = subprocess
      self.outputPath = outputPath
      self.errorPath = errorPath
      self.inputPath = inputPath
    }

    /// The child's process id.
    public var processIdentifier: pid_t { subprocess.processIdentifier }

    /// Standard output printed so far.
    public var standardOutputSoFar: String {
      (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    /// Standard error printed so far.
    public var standardErrorSoFar: String {
      (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
    }

    /// Waits for the process to end and collects its output; a signal gives status 128 + n.
    public func wait() -> Result {
      let termination = subprocess.wait()
      defer {
        for path in [outputPath, errorPath] + (inputPath.map { [$0] } ?? []) {
          try? FileManager.default.removeItem(atPath: path)
        }
      }
      let status: Int32 =
        switch termination {
        case .exited(let code): code
        case .signaled(let signal): 128 + signal
        }
      return Result(
        standardOutput: standardOutputSoFar,
        standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "",
        status: status)
    }
  }

  /// Starts `wellplate` without waiting for it.
  public static func start(
    _ arguments: [String],
    environment: [String: String] = [:],
    home: String? = nil,
    standardInput: Data? = nil,
    executable: String = "wellplate"
  ) throws -> Running {
    var base = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": home ?? FileManager.default.temporaryDirectory.path,
      "TZ": "UTC",
    ]
    base.merge(environment) { _, new in new }
    let stem = FileManager.default.temporaryDirectory
      .appendingPathComponent("wellplate-run-\(UUID().uuidString)").path
    var inputPath: String?
    if let standardInput {
      inputPath = stem + ".in"
      try standardInput.write(to: URL(fileURLWithPath: stem + ".in"))
    }
    let subprocess = try Subprocess.start(
      path(executable), arguments, environment: base, inputPath: inputPath,
      outputPath: stem + ".out", errorPath: stem + ".err")
    return Running(
      subprocess: subprocess, outputPath: stem + ".out", errorPath: stem + ".err",
      inputPath: inputPath)
  }
}
