import FoundationEssentials
import InterfaceAdapters

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a command's outcome to standard output and standard error.
public enum StandardStreams {
  /// Writes both texts of `outcome`, stdout first.
  public static func write(_ outcome: CommandOutcome) {
    // write(2) on the UTF-8 bytes, as FileHandle.write does, without making a Data of them:
    // that costs about 0.2 M instructions of runtime casts the first time (ADR 0012).
    writeAll(outcome.standardOutput, to: STDOUT_FILENO)
    writeAll(outcome.standardError, to: STDERR_FILENO)
  }

  /// Writes `text` to standard error now, for what a command says while it runs.
  public static func writeStandardError(_ text: String) {
    writeAll(text, to: STDERR_FILENO)
  }

  /// Writes all of `text` to `descriptor`, retrying interrupted and partial writes; any other
  /// error stops the process, as FileHandle.write's `try!` did (a closed or full output).
  private static func writeAll(_ text: String, to descriptor: Int32) {
    guard !text.isEmpty else { return }
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          let reason = written < 0 ? String(cString: strerror(errno)) : "nothing written"
          fatalError("writing to file descriptor \(descriptor) failed: \(reason)")
        }
      }
    }
  }

  /// Whether standard error is a terminal (progress indicators and colour only then).
  public static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// Whether standard output is a terminal.
  public static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}

/// The C library's write(2), which inside `StandardStreams` its own `write` would hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}
