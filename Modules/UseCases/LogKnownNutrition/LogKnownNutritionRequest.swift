import Entities
import FoundationEssentials

/// A meal whose numbers the person already knows (a menu, a label): what it was and its
/// calories, with whichever macronutrients they know.
public struct LogKnownNutritionRequest: Hashable, Sendable {
  /// The meal in the person's words ("restaurant burrito").
  public var description: String
  /// Energy in kcal.
  public var calories: Double
  /// Protein in grams; `nil` when not known.
  public var protein: Double?
  /// Carbohydrates in grams; `nil` when not known.
  public var carbohydrates: Double?
  /// Fat in grams; `nil` when not known.
  public var fat: Double?
  /// Fiber in grams; `nil` when not known.
  public var fiber: Double?
  /// When it was eaten; `nil` means now.
  public var consumedAt: Date?
  /// The meal type the person gave; `nil` leaves it to the time eaten (ADR 0017).
  public var mealType: MealType?

  /// Creates a request.
  public init(
    description: String, calories: Double, protein: Double? = nil, carbohydrates: Double? = nil,
    fat: Double? = nil, fiber: Double? = nil, consumedAt: Date? = nil,
    mealType: MealType? = nil
  ) {
    self.description = description
    self.calories = calories
    self.protein = protein
    self.carbohydrates = carbohydrates
    self.fat = fat
    self.fiber = fiber
    self.consumedAt = consumedAt
    self.mealType = mealType
  }
}
