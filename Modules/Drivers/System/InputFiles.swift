import FoundationEssentials
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
      let code = (error as? CocoaError)?.code.rawValue ?? CocoaError.fileReadUnknown.rawValue
      throw InputFileError(path: path, reason: foundationDescription(code))
    }
  }

  /// All of standard input, read to its end (`import -`).
  public static func readStandardInput() throws(InputFileError) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        systemRead(STDIN_FILENO, $0.baseAddress, $0.count)
      }
      if count > 0 {
        data.append(contentsOf: buffer[..<count])
      } else if count == 0 {
        return data
      } else if errno != EINTR {
        // The codes FileHandle gave a failed read(2).
        let code =
          switch errno {
          case EFBIG: CocoaError.fileReadTooLarge.rawValue
          case ENOENT: CocoaError.fileReadNoSuchFile.rawValue
          case EPERM, EACCES: CocoaError.fileReadNoPermission.rawValue
          default: CocoaError.fileReadUnknown.rawValue
          }
        throw InputFileError(path: "-", reason: foundationDescription(code))
      }
    }
  }

  /// What Foundation's `localizedDescription` said on Linux for a file error with `code`,
  /// which FoundationEssentials cannot say (it has no localized descriptions).
  private static func foundationDescription(_ code: Int) -> String {
    let prefix = "The operation could not be completed."
    let reasons = [
      4: "The file doesn’t exist.", 255: "The file couldn’t be locked.",
      257: "You don’t have permission.", 258: "The file name is invalid.",
      259: "The file isn’t in the correct format.", 260: "The file doesn’t exist.",
      261: "The specified text encoding isn’t applicable.",
      262: "The specified URL type isn’t supported.", 263: "The item is too large.",
      264: "The text encoding of the contents couldn’t be determined.",
      640: "There isn’t enough space.",
    ]
    return prefix + " " + (reasons[code] ?? "(NSCocoaErrorDomain error \(code).)")
  }

  /// Nothing, for a device that is empty at once (/dev/null); an error for any other.
  private static func emptyDevice(at path: String) throws(InputFileError) -> Data {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw InputFileError(path: path, reason: describe(errno)) }
    defer { close(descriptor) }
    var byte: UInt8 = 0
    let count = systemRead(descriptor, &byte, 1)
    guard count == 0 else {
      throw InputFileError(path: path, reason: "it is a device, not a file")
    }
    return Data()
  }

  private static func describe(_ code: Int32) -> String {
    code == EACCES ? "permission denied" : String(cString: strerror(code))
  }
}

/// The C library's read(2), which inside `InputFiles` its own `read` would hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
