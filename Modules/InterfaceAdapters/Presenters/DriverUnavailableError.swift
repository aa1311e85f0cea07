/// A valid choice of driver that this build cannot provide (yet), or whose setup is missing.
public struct DriverUnavailableError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is unavailable and what to do instead.
  public var description: String

  /// Creates the error.
  public init(_ description: String) {
    self.description = description
  }
}
