import Foundation
import InterfaceAdapters

/// Reads configuration files from the local file system.
public struct FileSystemConfigurationReader: ConfigurationFileReader {
  /// Largest configuration file read (1 MiB); anything bigger was named by mistake.
  public static let maximumByteCount = 1 << 20

  /// Creates the reader.
  public init() {}

  public func contents(atPath path: String) async throws(InputFileError) -> Data? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return nil
    }
    guard !isDirectory.boolValue else {
      throw InputFileError(path: path, reason: "it is a directory, not a configuration file")
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw InputFileError(path: path, reason: "permission denied")
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
    } catch {
      throw InputFileError(path: path, reason: error.localizedDescription)
    }
    guard data.count <= Self.maximumByteCount else {
      throw InputFileError(
        path: path, reason: "\(data.count) bytes is too large for a configuration file")
    }
    return data
  }
}
