import Entities

/// Confirms a deletion.
public struct DeleteMealEntryResponse: Hashable, Sendable {
  /// The identifier of the deleted entry.
  public var id: MealEntryID

  /// Creates a response.
  public init(id: MealEntryID) {
    self.id = id
  }
}
