import Foundation

/// A private temporary home for the benchmarked processes, so that they read no one's
/// configuration file and write no one's history, whatever the person's environment says.
struct Sandbox {
  /// The folder, removed by `remove()`.
  let folder: String
  /// This process's environment with HOME and the XDG folders pointing into `folder`, and
  /// without WELLPLATE_* settings or TZ.
  let environment: [String: String]

  /// Creates the folder.
  init() throws {
    folder =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("wellplate-bench-\(ProcessInfo.processInfo.processIdentifier)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment.filter { name, _ in
      !name.hasPrefix("WELLPLATE_") && name != "TZ"
    }
    for name in ["HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"] {
      environment[name] = folder
    }
    self.environment = environment
  }

  /// A path inside the folder.
  func file(_ name: String) -> String {
    (folder as NSString).appendingPathComponent(name)
  }

  /// Deletes the folder and everything in it.
  func remove() {
    try? FileManager.default.removeItem(atPath: folder)
  }
}
