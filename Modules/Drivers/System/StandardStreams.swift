import Foundation
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
    if !outcome.standardOutput.isEmpty {
      FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
    }
    if !outcome.standardError.isEmpty {
      FileHandle.standardError.write(Data(outcome.standardError.utf8))
    }
  }

  /// Whether standard error is a terminal (progress indicators and colour only then).
  public static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

  /// Whether standard output is a terminal.
  public static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
}
