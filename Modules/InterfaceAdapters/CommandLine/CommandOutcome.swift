/// What a command prints and how the process should exit; no I/O happens in this layer.
public struct CommandOutcome: Hashable, Sendable {
  /// Text for standard output.
  public var standardOutput: String
  /// Text for standard error (errors, warnings, hints).
  public var standardError: String
  /// The process exit status.
  public var exitCode: ExitCode

  /// Creates an outcome.
  public init(
    standardOutput: String = "", standardError: String = "", exitCode: ExitCode = .success
  ) {
    self.standardOutput = standardOutput
    self.standardError = standardError
    self.exitCode = exitCode
  }
}
