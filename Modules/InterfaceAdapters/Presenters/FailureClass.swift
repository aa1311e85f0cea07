/// What kind of failure an error is, decided once for both delivery mechanisms: the command
/// line reports it as an exit code, the API as an HTTP status.
///
/// The classes are finer than the exit codes (sysexits has one code for "bad data" where HTTP
/// tells 404, 413, 415 and 422 apart), and each class has exactly one of each, so the two
/// cannot drift: `ErrorPresenter.classify` is the only table from errors to classes.
public enum FailureClass: String, CaseIterable, Hashable, Sendable {
  /// The request or command line is wrong: a bad option, parameter, range or time.
  case badRequest
  /// No credentials, or credentials nobody issued.
  case unauthenticated
  /// The entry (or other thing) named does not exist for this profile.
  case notFound
  /// The input is larger than accepted (a photo over 10 MiB).
  case tooLarge
  /// The input is not a kind of data WellPlate reads (not a JPEG, PNG, HEIC or WebP image).
  case unsupportedMediaType
  /// The input is understood but cannot be used: nothing recognized, implausible numbers.
  case unprocessable
  /// An input file does not exist or cannot be read.
  case unreadableInput
  /// The analyzer could not be reached, refused WellPlate's credentials, or failed.
  case analyzerFailed
  /// The analyzer answered with something that is no analysis.
  case analyzerReplyUnusable
  /// The analyzer is set up wrongly (a malformed service address).
  case analyzerMisconfigured
  /// The analyzer did not answer in time.
  case analyzerTimedOut
  /// The history store failed: unreadable, corrupted, read-only or full.
  case storeFailed
  /// The history store (or a driver) cannot be reached or is not available in this build.
  case storeUnavailable
  /// A bug: something that should not happen happened.
  case internalError

  /// The process exit status the command line reports this class with.
  public var exitCode: ExitCode {
    switch self {
    case .badRequest, .unauthenticated, .analyzerMisconfigured: .usage
    case .notFound, .tooLarge, .unsupportedMediaType, .unprocessable, .analyzerReplyUnusable:
      .dataError
    case .unreadableInput: .noInput
    case .analyzerFailed, .analyzerTimedOut, .storeUnavailable: .unavailable
    case .storeFailed: .ioError
    case .internalError: .internalError
    }
  }

  /// The HTTP status the API answers this class with.
  ///
  /// Failures of the analyzer behind the server are the server's upstream failing (502, 504),
  /// not the caller's mistake, even when the command line counts them as bad data or usage.
  public var httpStatus: Int {
    switch self {
    case .badRequest, .unreadableInput: 400
    case .unauthenticated: 401
    case .notFound: 404
    case .tooLarge: 413
    case .unsupportedMediaType: 415
    case .unprocessable: 422
    case .internalError: 500
    case .analyzerFailed, .analyzerReplyUnusable, .analyzerMisconfigured: 502
    case .storeFailed, .storeUnavailable: 503
    case .analyzerTimedOut: 504
    }
  }
}
