import Entities

/// What an analyzer found in a meal.
public struct FoodAnalysis: Hashable, Sendable {
  /// Recognized foods with their weights and nutrition.
  public var items: [MealItem]
  /// Words no food was found for.
  public var unmatched: [String]
  /// Nutrition of the whole meal; the sum of `items` unless the analyzer reports only totals.
  public var totals: NutritionFacts

  /// An analysis whose totals are the sum of its items.
  public init(items: [MealItem], unmatched: [String] = []) {
    self.items = items
    self.unmatched = unmatched
    self.totals = items.map(\.nutrition).sum()
  }

  /// An analysis with totals given separately (e.g. a service that returns only totals).
  public init(items: [MealItem], unmatched: [String] = [], totals: NutritionFacts) {
    self.items = items
    self.unmatched = unmatched
    self.totals = totals
  }
}
