import Entities

/// The entry asked for.
public struct FetchMealEntryResponse: Hashable, Sendable {
  /// The entry as stored.
  public var entry: MealEntry

  /// Creates a response.
  public init(entry: MealEntry) {
    self.entry = entry
  }
}
