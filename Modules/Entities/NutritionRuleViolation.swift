/// Why a set of nutrition facts cannot be accepted.
public enum NutritionRuleViolation: Error, Hashable, Sendable, CustomStringConvertible {
  /// A value is NaN or infinite.
  case notFinite(Nutrient)
  /// A value is below zero.
  case negative(Nutrient, Double)
  /// A value is more than one meal can hold (`Nutrient.mealMaximum`).
  case implausible(Nutrient, Double)

  public var description: String {
    switch self {
    case .notFinite(let nutrient):
      "\(nutrient.displayName) is not a finite number"
    case .negative(let nutrient, let value):
      "\(nutrient.displayName) is negative (\(value) \(nutrient.unit))"
    case .implausible(let nutrient, let value):
      "\(nutrient.displayName) comes to \(Self.whole(value)) \(nutrient.unit), more than one meal "
        + "can hold (at most \(Self.whole(nutrient.mealMaximum)) \(nutrient.unit))"
    }
  }

  /// `value` rounded to a whole number, written without grouping ("37334").
  private static func whole(_ value: Double) -> String {
    value < 1e15 ? String(Int(value.rounded())) : String(value)
  }
}
