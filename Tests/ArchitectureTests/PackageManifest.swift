import Foundation

/// The parts of `swift package dump-package` the architecture rules read.
struct PackageManifest: Sendable {
  /// A target as declared in Package.swift.
  struct Target: Sendable {
    var name: String
    /// "regular", "executable", "test", "system", …
    var type: String
    /// Source folder relative to the package root.
    var path: String
    /// Names of the targets and products it depends on.
    var dependencies: [String]
    /// Whether it declares resources (files SwiftPM copies into a bundle).
    var hasResources = false
  }

  var targets: [Target]
  /// Package dependencies (the `dependencies:` array of the package itself).
  var packageDependencyCount: Int

  /// Reads the manifest of the package at `root` through SwiftPM itself.
  static func load(root: URL) throws -> PackageManifest {
    // A separate scratch path keeps this from waiting on the lock `swift test` holds.
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("wellplate-dump-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path,
      "dump-package",
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw CocoaError(.fileReadCorruptFile, userInfo: ["reason": "dump-package failed"])
    }
    return try parse(data)
  }

  /// Parses dump-package JSON.
  static func parse(_ data: Data) throws -> PackageManifest {
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let targets = object["targets"] as? [[String: Any]]
    else { throw CocoaError(.fileReadCorruptFile) }
    return PackageManifest(
      targets: targets.map { target in
        let name = target["name"] as? String ?? ""
        let type = target["type"] as? String ?? ""
        let defaultPath = (type == "test" ? "Tests/" : "Sources/") + name
        let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap {
          dependency -> String? in
          for kind in ["byName", "target", "product"] {
            if let parts = dependency[kind] as? [Any], let first = parts.first as? String {
              return first
            }
          }
          return nil
        }
        return Target(
          name: name, type: type, path: target["path"] as? String ?? defaultPath,
          dependencies: dependencies,
          hasResources: !(target["resources"] as? [Any] ?? []).isEmpty)
      },
      packageDependencyCount: (object["dependencies"] as? [Any])?.count ?? 0)
  }
}
