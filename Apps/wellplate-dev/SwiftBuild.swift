import Foundation

/// Runs `swift build` for the benchmark, its progress on standard error so that standard
/// output carries only the figures.
enum SwiftBuild {
  /// Runs `swift` with `arguments` (e.g. ["build", "-c", "release"]) in the current folder and
  /// returns its exit status.
  static func run(_ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    process.standardOutput = FileHandle.standardError
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
