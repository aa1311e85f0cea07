/// A daily goal for one nutrient: at least a minimum, at most a maximum, or both, in the
/// nutrient's unit (`Nutrient.unit`).
public struct NutrientGoal: Hashable, Sendable {
  /// The nutrient the goal is about.
  public let nutrient: Nutrient
  /// The least a day should hold, if the goal has a floor (protein ≥ 120 g).
  public let minimum: Double?
  /// The most a day should hold, if the goal has a ceiling (sodium ≤ 2,300 mg).
  public let maximum: Double?

  /// A goal with the given bounds, checked against `validated` rules.
  public init(
    _ nutrient: Nutrient, minimum: Double? = nil, maximum: Double? = nil
  ) throws(NutrientGoalViolation) {
    if minimum == nil, maximum == nil { throw .noBound(nutrient) }
    for bound in [minimum, maximum].compactMap({ $0 }) {
      // Zero is no goal at all ("at least 0 g"), and "at most 0 g" of a nutrient most food
      // holds a trace of could never be met.
      guard bound.isFinite, bound > 0 else { throw .notPositive(nutrient, bound) }
      guard bound <= nutrient.dailyGoalMaximum else { throw .implausible(nutrient, bound) }
    }
    if let minimum, let maximum, minimum > maximum {
      throw .minimumAboveMaximum(nutrient, minimum: minimum, maximum: maximum)
    }
    self.nutrient = nutrient
    self.minimum = minimum
    self.maximum = maximum
  }

  /// How a day holding `amount` compares with the goal.
  ///
  /// When `isComplete` is false some of the day's meals had no figure for the nutrient, so
  /// `amount` is only what the others add up to: the true total is at least that much. Such a
  /// day is over a maximum it already passes, meets a lone minimum it already reaches, and is
  /// otherwise undetermined; it is never called under, since the missing meals may make up
  /// the difference.
  public func status(of amount: Double, isComplete: Bool = true) -> GoalStatus {
    if let maximum, amount > maximum { return .over(by: amount - maximum) }
    if let minimum, amount < minimum {
      return isComplete ? .under(by: minimum - amount) : .undetermined
    }
    return isComplete || maximum == nil ? .met : .undetermined
  }
}

extension Nutrient {
  /// The largest daily goal accepted for this nutrient: well above any dietary reference or
  /// tolerable upper intake, so only typing errors (an extra zero) are refused.
  public var dailyGoalMaximum: Double {
    switch self {
    case .calories: 20_000
    case .protein: 500
    case .carbohydrates: 1_500
    case .fat: 500
    case .fiber: 150
    case .sugars: 500
    case .saturatedFat: 200
    case .cholesterol: 3_000
    case .sodium: 20_000
    case .potassium: 20_000
    case .calcium: 5_000
    case .iron: 100
    case .vitaminC: 5_000
    case .alcohol: 200
    }
  }
}
