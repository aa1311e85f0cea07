import Entities

/// The entry to delete.
public struct DeleteMealEntryRequest: Hashable, Sendable {
  /// Its identifier.
  public var id: MealEntryID

  /// Creates a request.
  public init(id: MealEntryID) {
    self.id = id
  }
}
