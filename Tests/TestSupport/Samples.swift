import Entities
import Foundation

/// Ready-made values for tests, so each test states only what matters to it.
public enum Samples {
  /// 2026-11-21T08:30:00Z.
  public static let breakfastTime = Date(timeIntervalSince1970: 1_795_249_800)

  /// Nutrition of one large egg (50 g, USDA SR Legacy).
  public static let egg = NutritionFacts(
    calories: 71.5, protein: 6.28, carbohydrates: 0.36, fat: 4.755, fiber: 0, sugars: 0.185,
    saturatedFat: 1.563, cholesterol: 186, sodium: 71)

  /// Nutrition of one slice of toast.
  public static let toast = NutritionFacts(
    calories: 64.5, protein: 1.98, carbohydrates: 11.97, fat: 0.88, fiber: 0.55)

  /// Nutrition of a 5 fl oz glass of red wine, with its alcohol.
  public static let wine = NutritionFacts(
    calories: 125.7, protein: 0.1, carbohydrates: 3.85, fat: 0, fiber: 0, alcohol: 15.67)

  /// An item for `text` with the given nutrition.
  public static func item(
    _ text: String, food: String = "Some food", grams: Double = 100,
    nutrition: NutritionFacts = egg
  ) -> MealItem {
    MealItem(text: text, food: food, grams: grams, nutrition: nutrition, notes: [])
  }

  /// An entry eaten at `consumedAt` with one item of `nutrition`.
  public static func entry(
    id: String, at consumedAt: Date, description: String = "2 eggs",
    nutrition: NutritionFacts = egg
  ) -> MealEntry {
    MealEntry(
      id: MealEntryID(id), consumedAt: consumedAt, description: description,
      items: [item(description, nutrition: nutrition)], totals: nutrition, unmatched: [],
      analyzer: "fake")
  }
}
