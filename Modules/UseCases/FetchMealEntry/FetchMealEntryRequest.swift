import Entities

/// The entry to read.
public struct FetchMealEntryRequest: Hashable, Sendable {
  /// Its identifier.
  public var id: MealEntryID

  /// Creates a request.
  public init(id: MealEntryID) {
    self.id = id
  }
}
