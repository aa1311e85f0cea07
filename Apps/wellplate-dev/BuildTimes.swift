import Foundation

/// Clean and incremental build times of the workspace, as `swift build` takes them here.
///
/// The release builds use a scratch directory of their own, so the products being measured
/// are never rebuilt under the benchmark; the debug build is the usual `.build`, brought up to
/// date first (not timed). "Touching" a file changes only its modification time, which is
/// what an edit looks like to the build system before it compares contents.
struct BuildTimes {
  /// One timed build.
  struct Figure {
    /// What was built.
    let label: String
    /// The exact command.
    let command: String
    /// How long it took.
    let seconds: Double
  }

  /// The file every other layer depends on.
  static let innermostFile = "Modules/Entities/NutritionFacts.swift"
  /// A presenter: only the layers above InterfaceAdapters rebuild.
  static let presenterFile = "Modules/InterfaceAdapters/Presenters/HistoryText.swift"

  /// The figures, in the order measured.
  private(set) var figures: [Figure] = []

  /// Measures every build; each `swift build` prints its progress to standard error.
  init() throws {
    guard FileManager.default.fileExists(atPath: "Package.swift") else {
      throw DevOptions.Unknown(description: "run wellplate-dev bench from the repository root")
    }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("wellplate-bench-build-\(getpid())").path
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let release = ["build", "-c", "release", "--scratch-path", scratch]
    try time("clean release build (every target but the tests)", release)
    try touch(Self.innermostFile)
    try time("release, after touching \(Self.innermostFile)", release)
    try touch(Self.presenterFile)
    try time("release, after touching \(Self.presenterFile)", release)

    let debug = ["build"]
    FileHandle.standardError.write(Data("bringing the debug build in .build up to date\n".utf8))
    guard try SwiftBuild.run(debug) == 0 else {
      throw DevOptions.Unknown(description: "swift build (debug) failed")
    }
    try touch(Self.presenterFile)
    try time("debug, after touching \(Self.presenterFile)", debug)
    try touch(Self.innermostFile)
    try time("debug, after touching \(Self.innermostFile)", debug)
  }

  private mutating func time(_ label: String, _ command: [String]) throws {
    let shown = (["swift"] + command).joined(separator: " ")
    FileHandle.standardError.write(Data("timing: \(shown)\n".utf8))
    let start = ContinuousClock.now
    let status = try SwiftBuild.run(command)
    let seconds = (ContinuousClock.now - start).milliseconds / 1000
    guard status == 0 else {
      throw DevOptions.Unknown(description: "\(shown) failed (exit \(status))")
    }
    figures.append(Figure(label: label, command: shown, seconds: seconds))
  }

  private func touch(_ path: String) throws {
    try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: path)
  }
}
