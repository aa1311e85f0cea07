import FoundationEssentials

/// Which entries to read from a `MealHistory`.
public struct HistoryQuery: Hashable, Sendable {
  /// Entries with `interval.start <= consumedAt < interval.end`.
  public var interval: DateInterval
  /// At most this many entries.
  public var limit: Int
  /// Continue after this position (exclusive); `nil` for the newest page.
  public var cursor: HistoryCursor?

  /// Creates a query.
  public init(interval: DateInterval, limit: Int, cursor: HistoryCursor? = nil) {
    self.interval = interval
    self.limit = limit
    self.cursor = cursor
  }
}
