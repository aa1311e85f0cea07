import Foundation
import InterfaceAdapters

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads files named on the command line, such as a meal photo.
public enum InputFiles {
  /// The bytes of the file at `path`.
  ///
  /// The file is memory-mapped when possible, so a huge file given by mistake is rejected by
  /// its size without first being copied into memory.
  public static func read(at path: String) throws(InputFileError) -> Data {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw InputFileError(path: path, reason: errno == ENOENT ? "no such file" : describe(errno))
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      break
    case S_IFDIR:
      throw InputFileError(path: path, reason: "it is a directory, not a file")
    case S_IFCHR:
      // /dev/null reads as empty, which is what "--config /dev/null" means; a device that
      // never ends (/dev/zero, /dev/urandom) is not a file anyone meant.
      return try emptyDevice(at: path)
    case S_IFIFO:
      // Opening a pipe nobody writes to would wait forever.
      throw InputFileError(path: path, reason: "it is a pipe, not a file")
    default:
      throw InputFileError(path: path, reason: "it is not a regular file")
    }
    guard access(path, R_OK) == 0 else {
      throw InputFileError(path: path, reason: "permission denied")
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
    } catch {
      throw InputFileError(path: path, reason: error.localizedDescription)
    }
  }

  /// All of standard input, read to its end (`import -`).
  public static func readStandardInput() throws(InputFileError) -> Data {
    do {
      return try FileHandle.standardInput.readToEnd() ?? Data()
    } catch {
      throw InputFileError(path: "-", reason: error.localizedDescription)
    }
  }

  /// Nothing, for a device that is empty at once (/dev/null); an error for any other.
  private static func emptyDevice(at path: String) throws(InputFileError) -> Data {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw InputFileError(path: path, reason: describe(errno)) }
    defer { close(descriptor) }
    var byte: UInt8 = 0
    #if canImport(Glibc)
      let count = Glibc.read(descriptor, &byte, 1)
    #else
      let count = Darwin.read(descriptor, &byte, 1)
    #endif
    guard count == 0 else {
      throw InputFileError(path: path, reason: "it is a device, not a file")
    }
    return Data()
  }

  private static func describe(_ code: Int32) -> String {
    code == EACCES ? "permission denied" : String(cString: strerror(code))
  }
}
