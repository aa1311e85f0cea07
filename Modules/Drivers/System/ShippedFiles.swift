import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The files installed beside the program: the SwiftPM resource bundle of the
/// DriversResources target (the USDA food index, the empty history).
///
/// Found by path, not through `Bundle.module`, which only a Swift target with resources has
/// (and which would stop the program when the bundle is missing): a broken installation is an
/// ordinary error, or a slower path, for whoever asks.
enum ShippedFiles {
  static let bundleName = "WellPlate_DriversResources.resources"

  /// The readable path of the shipped file `name`, or the paths looked at without finding it.
  static func path(of name: String) -> Result<String, NotFound> {
    var searched: [String] = []
    for directory in executableDirectories()
    where !searched.contains(where: { $0.hasPrefix(directory) }) {
      let path = directory + "/" + bundleName + "/" + name
      if access(path, R_OK) == 0 { return .success(path) }
      searched.append(path)
    }
    return .failure(NotFound(searched: searched))
  }

  /// A shipped file that is not installed.
  struct NotFound: Error {
    /// The paths looked at, in order.
    let searched: [String]
  }

  /// The directories the resource bundle may be in: the running program's, links resolved.
  private static func executableDirectories() -> [String] {
    #if os(Linux)
      // The kernel's link to the running program, which is what Bundle.main reads on Linux;
      // Bundle and FileManager themselves cost a cold analysis about 0.5 ms (ADR 0012).
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard length > 0 else { return [] }
      let executable = String(
        decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      return [String(executable[..<(executable.lastIndex(of: "/") ?? executable.endIndex)])]
    #else
      var directories = [Bundle.main.bundleURL.path]
      if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
        directories.append(executable.deletingLastPathComponent().path)
      }
      return directories
    #endif
  }
}
