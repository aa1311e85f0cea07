import Entities

/// What a day's meals of one type add up to.
public struct MealTotals: Hashable, Sendable {
  /// The meal type, given or inferred from the time (ADR 0017).
  public var type: MealType
  /// Number of entries of this type.
  public var count: Int
  /// Their summed nutrition; zero when there were none.
  public var nutrition: NutritionFacts

  /// Creates the totals of one meal type.
  public init(type: MealType, count: Int, nutrition: NutritionFacts) {
    self.type = type
    self.count = count
    self.nutrition = nutrition
  }
}
