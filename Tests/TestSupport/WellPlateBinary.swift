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
  /// PATH and HOME pointing at `home`), and optional standard input; waits for it to exit.
  public static func run(
    _ arguments: [String],
    environment: [String: String] = [:],
    home: String? = nil,
    standardInput: Data? = nil,
    executable: String = "wellplate"
  ) throws -> Result {
    let process = try start(
      arguments, environment: environment, home: home, executable: executable)
    if let standardInput, let pipe = process.process.standardInput as? Pipe {
      pipe.fileHandleForWriting.write(standardInput)
      try pipe.fileHandleForWriting.close()
    }
    return process.wait()
  }

  /// A started subprocess whose output is collected in files, so large output never blocks it.
  public final class Running: @unchecked Sendable {
    // Unchecked: Process is not Sendable; this wrapper is used from one test task at a time.
    /// The process.
    public let process: Process
    private let outputURL: URL
    private let errorURL: URL

    init(process: Process, outputURL: URL, errorURL: URL) {
      self.process = process
      self.outputURL = outputURL
      self.errorURL = errorURL
    }

    /// Standard output printed so far.
    public var standardOutputSoFar: String {
      (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
    }

    /// Waits for the process to exit and collects its output.
    public func wait() -> Result {
      process.waitUntilExit()
      defer {
        try? FileManager.default.removeItem(at: outputURL)
        try? FileManager.default.removeItem(at: errorURL)
      }
      return Result(
        standardOutput: standardOutputSoFar,
        standardError: (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "",
        status: process.terminationStatus)
    }
  }

  /// Starts `wellplate` without waiting for it.
  public static func start(
    _ arguments: [String],
    environment: [String: String] = [:],
    home: String? = nil,
    executable: String = "wellplate"
  ) throws -> Running {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path(executable))
    process.arguments = arguments
    var base = [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": home ?? FileManager.default.temporaryDirectory.path,
      "TZ": "UTC",
    ]
    base.merge(environment) { _, new in new }
    process.environment = base
    let outputURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("wellplate-out-\(UUID().uuidString)")
    let errorURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("wellplate-err-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    process.standardInput = Pipe()
    try process.run()
    return Running(process: process, outputURL: outputURL, errorURL: errorURL)
  }
}
