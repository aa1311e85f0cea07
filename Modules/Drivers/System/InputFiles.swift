import Foundation
import InterfaceAdapters

/// Reads files named on the command line, such as a meal photo.
public enum InputFiles {
  /// The bytes of the file at `path`.
  ///
  /// The file is memory-mapped when possible, so a huge file given by mistake is rejected by
  /// its size without first being copied into memory.
  public static func read(at path: String) throws(InputFileError) -> Data {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw InputFileError(path: path, reason: "no such file")
    }
    guard !isDirectory.boolValue else {
      throw InputFileError(path: path, reason: "it is a directory, not a file")
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw InputFileError(path: path, reason: "permission denied")
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
    } catch {
      throw InputFileError(path: path, reason: error.localizedDescription)
    }
  }
}
