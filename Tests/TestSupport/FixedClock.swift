import Foundation
import UseCases

/// A clock stopped at one instant, so use-case results can be asserted exactly.
public struct FixedClock: Clock {
  /// The instant `now()` returns.
  public let instant: Date

  /// A clock stopped at `instant`.
  public init(_ instant: Date) {
    self.instant = instant
  }

  public func now() -> Date { instant }
}
