import FoundationEssentials
import InterfaceAdapters

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads configuration files from the local file system.
public struct FileSystemConfigurationReader: ConfigurationFileReader {
  /// Largest configuration file read (1 MiB); anything bigger was named by mistake.
  public static let maximumByteCount = 1 << 20

  /// Creates the reader.
  public init() {}

  public func contents(atPath path: String) async throws(InputFileError) -> Data? {
    // A missing file is "no configuration"; every other problem is the same as for any input.
    // `stat` answers as `FileManager.fileExists` did, without FileManager's first use, which
    // cost every command about 2 M instructions (ADR 0012).
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    let data = try InputFiles.read(at: path)
    guard data.count <= Self.maximumByteCount else {
      throw InputFileError(
        path: path, reason: "\(data.count) bytes is too large for a configuration file")
    }
    return data
  }
}
