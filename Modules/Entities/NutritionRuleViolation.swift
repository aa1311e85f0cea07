/// Why a set of nutrition facts cannot be accepted.
public enum NutritionRuleViolation: Error, Hashable, Sendable, CustomStringConvertible {
  /// A value is NaN or infinite.
  case notFinite(Nutrient)
  /// A value is below zero.
  case negative(Nutrient, Double)

  public var description: String {
    switch self {
    case .notFinite(let nutrient):
      "\(nutrient.displayName) is not a finite number"
    case .negative(let nutrient, let value):
      "\(nutrient.displayName) is negative (\(value) \(nutrient.unit))"
    }
  }
}
