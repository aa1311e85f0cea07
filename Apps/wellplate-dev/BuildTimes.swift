import Foundation

/// Clean and incremental build times of the workspace, as `swift build` takes them here.
///
/// The release builds use a scratch directory of their own, so the products being measured
/// are never rebuilt under the benchmark; the debug build is the usual `.build`, brought up to
/// date first (not timed). An incremental build follows a one-line edit (a comment appended),
/// since the build compares contents and skips a file that was only touched; every edited file
/// gets its original bytes back at the end.
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
    var originals: [String: Data] = [:]
    defer {
      for (path, bytes) in originals { try? bytes.write(to: URL(fileURLWithPath: path)) }
    }
    func edit(_ path: String) throws {
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      if originals[path] == nil { originals[path] = bytes }
      let line = "// edited by wellplate-dev bench to time a build; put back when it ends\n"
      try (bytes + Data(line.utf8)).write(to: URL(fileURLWithPath: path))
    }
    let release = ["build", "-c", "release", "--scratch-path", scratch]
    try time("clean release build (every target but the tests)", release)
    try edit(Self.innermostFile)
    try time("release, after editing \(Self.innermostFile)", release)
    try edit(Self.presenterFile)
    try time("release, after editing \(Self.presenterFile)", release)

    let debug = ["build"]
    FileHandle.standardError.write(Data("bringing the debug build in .build up to date\n".utf8))
    guard try SwiftBuild.run(debug) == 0 else {
      throw DevOptions.Unknown(description: "swift build (debug) failed")
    }
    try edit(Self.presenterFile)
    try time("debug, after editing \(Self.presenterFile)", debug)
    try edit(Self.innermostFile)
    try time("debug, after editing \(Self.innermostFile)", debug)
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
