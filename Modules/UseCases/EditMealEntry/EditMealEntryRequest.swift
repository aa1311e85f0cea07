import Entities
import FoundationEssentials

/// What to change in a saved entry; what is `nil` stays as it is.
public struct EditMealEntryRequest: Hashable, Sendable {
  /// The entry to change.
  public var id: MealEntryID
  /// The new description; a different one is analyzed again.
  public var description: String?
  /// The new time eaten.
  public var consumedAt: Date?
  /// The meal type to give it; it then no longer follows the time eaten (ADR 0017).
  public var mealType: MealType?

  /// Creates a request.
  public init(
    id: MealEntryID, description: String? = nil, consumedAt: Date? = nil,
    mealType: MealType? = nil
  ) {
    self.id = id
    self.description = description
    self.consumedAt = consumedAt
    self.mealType = mealType
  }
}
