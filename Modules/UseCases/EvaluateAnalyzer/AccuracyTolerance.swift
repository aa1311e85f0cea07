import Entities

/// How close an analysis must come to the expected nutrition for a case to pass.
///
/// Each value may be off by a fraction of the expected value or by a fixed amount, whichever
/// is larger, so small items are not failed over a few grams.
public struct AccuracyTolerance: Hashable, Sendable {
  /// The rule of the accuracy evaluation: calories within max(15 %, 15 kcal); protein,
  /// carbohydrates and fat each within max(25 %, 3 g).
  public static let standard = AccuracyTolerance(
    calorieFraction: 0.15, calorieFloor: 15, macroFraction: 0.25, macroFloor: 3)

  /// Allowed relative calorie error.
  public var calorieFraction: Double
  /// Allowed calorie error in kcal, whatever the relative error.
  public var calorieFloor: Double
  /// Allowed relative error of protein, carbohydrates and fat.
  public var macroFraction: Double
  /// Allowed error of each macronutrient in grams, whatever the relative error.
  public var macroFloor: Double

  /// Creates a tolerance.
  public init(
    calorieFraction: Double, calorieFloor: Double, macroFraction: Double, macroFloor: Double
  ) {
    self.calorieFraction = calorieFraction
    self.calorieFloor = calorieFloor
    self.macroFraction = macroFraction
    self.macroFloor = macroFloor
  }

  /// The nutrients that are out of tolerance, in a fixed order; empty when `actual` passes.
  public func misses(_ actual: NutritionFacts, expected: NutritionFacts) -> [Nutrient] {
    var misses: [Nutrient] = []
    if !within(actual.calories, expected.calories, calorieFraction, calorieFloor) {
      misses.append(.calories)
    }
    let macros: [(Nutrient, Double, Double)] = [
      (.protein, actual.protein, expected.protein),
      (.carbohydrates, actual.carbohydrates, expected.carbohydrates),
      (.fat, actual.fat, expected.fat),
    ]
    for (nutrient, value, target) in macros
    where !within(value, target, macroFraction, macroFloor) {
      misses.append(nutrient)
    }
    return misses
  }

  /// Whether `actual` passes against `expected`.
  public func accepts(_ actual: NutritionFacts, expected: NutritionFacts) -> Bool {
    misses(actual, expected: expected).isEmpty
  }

  private func within(_ value: Double, _ target: Double, _ fraction: Double, _ floor: Double)
    -> Bool
  {
    value.isFinite && abs(value - target) <= max(fraction * abs(target), floor)
  }
}
