import Foundation

/// The release `wellplate` the benchmark times, as README's release build makes it: the Swift
/// runtime linked in (`--static-swift-stdlib`), libpq loaded only by `--store postgres` and
/// libcurl only by `--analyzer http`, so it links without any development package of theirs.
struct ReleaseBuild {
  /// The command that builds it, from the repository root.
  static let buildArguments = [
    "build", "-c", "release", "--static-swift-stdlib", "--product", "wellplate",
  ]
  /// The same, as a person types it.
  static var buildCommand: String { (["swift"] + buildArguments).joined(separator: " ") }

  /// The binary.
  let wellplate: String
  /// The shared libraries the dynamic loader maps before `main` (besides the vDSO).
  let sharedLibraries: [String]

  /// Whether the Swift runtime is a shared library (a build without --static-swift-stdlib).
  var hasSharedSwiftRuntime: Bool { sharedLibraries.contains { $0.hasPrefix("libswiftCore") } }

  /// Checks `path`; when it is missing or has a shared Swift runtime and `mayBuild`, builds it
  /// with `buildCommand` first, saying so on standard error.
  init(wellplate path: String, mayBuild: Bool) throws {
    let usable = FileManager.default.isExecutableFile(atPath: path)
    var libraries = usable ? try Self.sharedLibraries(of: path) : []
    if mayBuild, !usable || libraries.contains(where: { $0.hasPrefix("libswiftCore") }) {
      guard FileManager.default.fileExists(atPath: "Package.swift") else {
        throw DevOptions.Unknown(
          description: "\(path) is missing or not a release build; run wellplate-dev from the "
            + "repository root, or build it: \(Self.buildCommand)")
      }
      let reason = usable ? "links the Swift runtime as a shared library" : "is missing"
      FileHandle.standardError.write(
        Data("\(path) \(reason); building it first: \(Self.buildCommand)\n".utf8))
      let status = try SwiftBuild.run(Self.buildArguments)
      guard status == 0 else {
        throw DevOptions.Unknown(description: "the release build failed (exit \(status))")
      }
      libraries = try Self.sharedLibraries(of: path)
    }
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw DevOptions.Unknown(
        description: "\(path) is missing; build it: \(Self.buildCommand)")
    }
    wellplate = path
    sharedLibraries = libraries
  }

  /// The libraries the dynamic loader maps for `path`, without running it: glibc's loader
  /// lists them and exits when LD_TRACE_LOADED_OBJECTS is set (that is how ldd works).
  private static func sharedLibraries(of path: String) throws -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.environment = ["LD_TRACE_LOADED_OBJECTS": "1"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.split(separator: "\n").compactMap { line in
      let name = line.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
      return name.isEmpty || name.hasPrefix("linux-vdso") ? nil : name
    }
  }
}
