/// An input file named on the command line that cannot be read.
public struct InputFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path as given.
  public var path: String
  /// Why it cannot be read.
  public var reason: String

  /// Creates the error.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "cannot read '\(path)': \(reason)" }
}
