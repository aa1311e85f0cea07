import Entities
import Foundation

/// What to change in a saved entry; what is `nil` stays as it is.
public struct EditMealEntryRequest: Hashable, Sendable {
  /// The entry to change.
  public var id: MealEntryID
  /// The new description; a different one is analyzed again.
  public var description: String?
  /// The new time eaten.
  public var consumedAt: Date?

  /// Creates a request.
  public init(id: MealEntryID, description: String? = nil, consumedAt: Date? = nil) {
    self.id = id
    self.description = description
    self.consumedAt = consumedAt
  }
}
