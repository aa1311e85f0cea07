import Foundation

/// Clean and incremental build times of the workspace, as `swift build` takes them here.
///
/// The release builds use a scratch directory of their own, so the products being measured
/// are never rebuilt under the benchmark; the debug build is the usual `.build`, brought up to
/// date first (not timed). An incremental build follows a real edit, because the build compares
/// contents and skips a file that was only touched: a comment (the module's interface stays the
/// same, so the modules depending on it are not recompiled) or a new public declaration (they
/// are). Every edited file gets its original bytes back at the end.
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

  /// The innermost layer: every other one depends on it.
  static let entitiesFile = "Modules/Entities/NutritionFacts.swift"
  /// A presenter: only the layers outside InterfaceAdapters depend on it.
  static let presenterFile = "Modules/InterfaceAdapters/Presenters/HistoryText.swift"

  /// The figures, in the order measured.
  private(set) var figures: [Figure] = []

  /// Measures every build; each `swift build` prints its progress to standard error.
  init() throws {
    guard FileManager.default.fileExists(atPath: "Package.swift") else {
      throw DevOptions.Unknown(description: "run wellplate-dev bench from the repository root")
    }
    // One fixed name: SwiftPM leaves lock files named after the scratch path next to it.
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("wellplate-bench-build").path
    try? FileManager.default.removeItem(atPath: scratch)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    var originals: [String: Data] = [:]
    defer {
      for (path, bytes) in originals { try? bytes.write(to: URL(fileURLWithPath: path)) }
    }
    var edits = 0
    func edit(_ path: String, publicDeclaration: Bool) throws {
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      if originals[path] == nil { originals[path] = bytes }
      edits += 1
      let line =
        publicDeclaration
        ? "public enum WellPlateBenchEdit\(edits) {}  // added by wellplate-dev bench\n"
        : "// added by wellplate-dev bench to time a build (\(edits))\n"
      try (bytes + Data(line.utf8)).write(to: URL(fileURLWithPath: path))
    }
    let release = ["build", "-c", "release", "--scratch-path", scratch]
    try time("release, clean (every target but the tests)", release)
    try edit(Self.entitiesFile, publicDeclaration: false)
    try time("release, a comment added to \(Self.entitiesFile)", release)
    try edit(Self.entitiesFile, publicDeclaration: true)
    try time("release, a public declaration added there (every layer rebuilds)", release)
    try edit(Self.presenterFile, publicDeclaration: false)
    try time("release, a comment added to \(Self.presenterFile)", release)

    let debug = ["build"]
    FileHandle.standardError.write(Data("bringing the debug build in .build up to date\n".utf8))
    guard try SwiftBuild.run(debug) == 0 else {
      throw DevOptions.Unknown(description: "swift build (debug) failed")
    }
    try edit(Self.presenterFile, publicDeclaration: false)
    try time("debug, a comment added to \(Self.presenterFile)", debug)
    try edit(Self.entitiesFile, publicDeclaration: true)
    try time("debug, a public declaration added to \(Self.entitiesFile)", debug)
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
}
