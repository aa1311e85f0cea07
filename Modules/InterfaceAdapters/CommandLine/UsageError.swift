/// A command line that cannot be run as written.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in a sentence.
  public var message: String
  /// The subcommand whose usage to show, if known.
  public var command: String?

  /// Creates a usage error.
  public init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }

  public var description: String { message }
}
