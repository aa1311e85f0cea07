import Entities
import Foundation

/// Numbers with units as people read them ("143 kcal", "12.6 g").
public enum NutritionText {
  /// Calories rounded to whole kcal.
  public static func calories(_ value: Double) -> String {
    String(format: "%.0f", value)
  }

  /// Grams with one decimal.
  public static func grams(_ value: Double) -> String {
    String(format: "%.1f g", value)
  }

  /// A weight, whole grams when large.
  public static func weight(_ grams: Double) -> String {
    grams >= 100 ? String(format: "%.0f g", grams) : String(format: "%.1f g", grams)
  }

  /// The standard nutrition columns of tables.
  public static let columns: [(header: String, alignment: TextTable.Alignment)] = [
    ("KCAL", .right), ("PROTEIN", .right), ("CARBS", .right), ("FAT", .right), ("FIBER", .right),
  ]

  /// Cells for the standard nutrition columns.
  public static func cells(_ facts: NutritionFacts) -> [String] {
    [
      calories(facts.calories), grams(facts.protein), grams(facts.carbohydrates),
      grams(facts.fat), grams(facts.fiber),
    ]
  }
}
