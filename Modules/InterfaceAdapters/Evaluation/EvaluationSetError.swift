/// Why an evaluation set file could not be read.
public struct EvaluationSetError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line the problem is on.
  public var line: Int
  /// What is wrong with it.
  public var reason: String

  /// Creates the error.
  public init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }

  public var description: String { "line \(line): \(reason)" }
}
