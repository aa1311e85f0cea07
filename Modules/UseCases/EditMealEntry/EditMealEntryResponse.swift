import Entities

/// The entry before and after the edit.
public struct EditMealEntryResponse: Hashable, Sendable {
  /// The entry as it was.
  public var previous: MealEntry
  /// The entry as saved now, with the same id.
  public var entry: MealEntry
  /// Whether the description changed and was analyzed again.
  public var reanalyzed: Bool

  /// Creates a response.
  public init(previous: MealEntry, entry: MealEntry, reanalyzed: Bool) {
    self.previous = previous
    self.entry = entry
    self.reanalyzed = reanalyzed
  }
}
