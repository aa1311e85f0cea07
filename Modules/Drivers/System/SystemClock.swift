import FoundationEssentials
import UseCases

/// The machine's wall clock.
public struct SystemClock: Clock {
  /// Creates the clock.
  public init() {}

  public func now() -> Date { Date() }
}
