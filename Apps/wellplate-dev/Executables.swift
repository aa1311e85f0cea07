import Foundation

/// Where the programs the benchmarks run are found.
enum Executables {
  /// `name` in the folder of this executable, e.g. `.build/release/wellplate`.
  static func sibling(_ name: String) -> String {
    let me =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    return ((me as NSString).deletingLastPathComponent as NSString).appendingPathComponent(name)
  }

  /// `name` in the first folder of PATH that has it.
  static func inPath(_ name: String) -> String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
      .split(separator: ":")
    return folders.map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
}
