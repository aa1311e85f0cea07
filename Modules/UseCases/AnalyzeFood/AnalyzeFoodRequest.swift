import Entities
import FoundationEssentials

/// A meal to analyze: a description, a photo, or both.
public struct AnalyzeFoodRequest: Hashable, Sendable {
  /// The meal in the person's words.
  public var description: String
  /// A photo of the meal.
  public var photo: MealPhoto?
  /// When it was eaten; `nil` means now.
  public var consumedAt: Date?
  /// The meal type the person gave; `nil` leaves it to the time eaten (ADR 0017).
  public var mealType: MealType?

  /// Creates a request.
  public init(
    description: String, photo: MealPhoto? = nil, consumedAt: Date? = nil,
    mealType: MealType? = nil
  ) {
    self.description = description
    self.photo = photo
    self.consumedAt = consumedAt
    self.mealType = mealType
  }
}
