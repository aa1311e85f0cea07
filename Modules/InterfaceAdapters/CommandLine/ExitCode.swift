/// Process exit statuses, following BSD sysexits so scripts can tell failures apart.
public enum ExitCode: Int32, Sendable, CaseIterable {
  /// Success.
  case success = 0
  /// The command line was wrong (EX_USAGE).
  case usage = 64
  /// The input data was wrong: nothing recognized, absurd amounts (EX_DATAERR).
  case dataError = 65
  /// An input file does not exist or cannot be read (EX_NOINPUT).
  case noInput = 66
  /// A service is unavailable: server down, timeout, driver not built (EX_UNAVAILABLE).
  case unavailable = 69
  /// A bug: something that should not happen happened (EX_SOFTWARE).
  case internalError = 70
  /// Storage failed: unreadable, corrupted, read-only or full database (EX_IOERR).
  case ioError = 74
}
