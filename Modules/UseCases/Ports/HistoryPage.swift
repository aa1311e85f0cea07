import Entities

/// One page of history, newest first.
public struct HistoryPage: Hashable, Sendable {
  /// The entries on this page.
  public var entries: [MealEntry]
  /// Where the next (older) page starts; `nil` when this is the last page.
  public var nextCursor: HistoryCursor?

  /// Creates a page.
  public init(entries: [MealEntry], nextCursor: HistoryCursor?) {
    self.entries = entries
    self.nextCursor = nextCursor
  }
}
