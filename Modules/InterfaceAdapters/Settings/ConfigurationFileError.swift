/// A configuration file that exists but cannot be used as written.
public struct ConfigurationFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file's path.
  public var path: String
  /// What is wrong, in words a person can act on.
  public var problem: String

  /// Creates the error.
  public init(path: String, problem: String) {
    self.path = path
    self.problem = problem
  }

  public var description: String { "\(path): \(problem)" }
}
