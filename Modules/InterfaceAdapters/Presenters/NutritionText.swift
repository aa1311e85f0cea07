import Entities
import FoundationEssentials

/// Numbers with units as people read them ("143 kcal", "12.6 g").
public enum NutritionText {
  /// Calories rounded to whole kcal.
  public static func calories(_ value: Double) -> String {
    fixed(value, decimals: 0)
  }

  /// Grams with one decimal.
  public static func grams(_ value: Double) -> String {
    fixed(value, decimals: 1) + " g"
  }

  /// A weight, whole grams when large.
  public static func weight(_ grams: Double) -> String {
    fixed(grams, decimals: grams >= 100 ? 0 : 1) + " g"
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

  /// printf's "%.Nf" for N = 0 or 1, as String(format:) gives it: the exact binary value
  /// rounded half to even. Computed here because String(format:) took 2-4 µs a number
  /// (measured), which made it the costliest part of rendering `history` (five a row);
  /// `PrintfNumber`, exact for every Double, answers for the rest.
  static func fixed(_ value: Double, decimals: Int) -> String {
    let scale = decimals == 0 ? 1.0 : 10.0
    let magnitude = value.magnitude * scale
    // Beyond 2^50 the steps below stop being exact; no nutrient gets near it.
    guard value.isFinite, decimals <= 1, magnitude < 0x1p50 else {
      return PrintfNumber.fixed(value, decimals: decimals)
    }
    // `magnitude` is the product rounded; `error` is what the rounding lost, exactly (FMA).
    let error = (-magnitude).addingProduct(value.magnitude, scale)
    var whole = magnitude.rounded(.down)
    // The sign of (fraction - 0.5 + error) is exact even where its value is not.
    let excess = (magnitude - whole - 0.5) + error
    if excess > 0 || (excess == 0 && whole.truncatingRemainder(dividingBy: 2) == 1) {
      whole += 1
    }
    let units = Int(whole)
    let digits = decimals == 0 ? "\(units)" : "\(units / 10).\(units % 10)"
    return value.sign == .minus ? "-" + digits : digits
  }
}
