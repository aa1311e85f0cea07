import Foundation

/// A meal someone ate, analyzed and saved in their history.
public struct MealEntry: Hashable, Sendable, Identifiable {
  /// Stable identifier.
  public var id: MealEntryID
  /// When the meal was eaten (an instant; shown in the person's time zone).
  public var consumedAt: Date
  /// The description as the person wrote it (empty for a photo without words).
  public var description: String
  /// The foods recognized in the meal; may be empty when an analyzer reports only totals.
  public var items: [MealItem]
  /// Nutrition of the whole meal.
  public var totals: NutritionFacts
  /// Words of the description no food was found for.
  public var unmatched: [String]
  /// Which analyzer produced the numbers ("local", "http").
  public var analyzer: String

  /// Creates an entry.
  public init(
    id: MealEntryID,
    consumedAt: Date,
    description: String,
    items: [MealItem],
    totals: NutritionFacts,
    unmatched: [String] = [],
    analyzer: String
  ) {
    self.id = id
    self.consumedAt = consumedAt
    self.description = description
    self.items = items
    self.totals = totals
    self.unmatched = unmatched
    self.analyzer = analyzer
  }
}
