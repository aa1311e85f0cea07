import Entities

/// A page of history and the totals of the days on it.
public struct FetchHistoryResponse: Hashable, Sendable {
  /// Entries, newest first.
  public var entries: [MealEntry]
  /// Totals of each day on the page, oldest first.
  public var days: [DailyTotals]
  /// Where the next page starts; `nil` on the last page.
  public var nextCursor: HistoryCursor?

  /// Creates a response.
  public init(entries: [MealEntry], days: [DailyTotals], nextCursor: HistoryCursor?) {
    self.entries = entries
    self.days = days
    self.nextCursor = nextCursor
  }
}
