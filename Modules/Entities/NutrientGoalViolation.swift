/// Why a nutrient goal cannot be accepted.
public enum NutrientGoalViolation: Error, Hashable, Sendable, CustomStringConvertible {
  /// Neither a minimum nor a maximum was given.
  case noBound(Nutrient)
  /// A bound is zero, negative or not a finite number.
  case notPositive(Nutrient, Double)
  /// A bound is beyond what any day could sensibly aim for (`Nutrient.dailyGoalMaximum`).
  case implausible(Nutrient, Double)
  /// The minimum is above the maximum, so no day could meet the goal.
  case minimumAboveMaximum(Nutrient, minimum: Double, maximum: Double)

  public var description: String {
    switch self {
    case .noBound(let nutrient):
      "\(Self.aGoal(nutrient)) needs a minimum, a maximum or both"
    case .notPositive(let nutrient, let bound):
      "\(Self.aGoal(nutrient)) must be more than 0 \(nutrient.unit); got \(Self.text(bound))"
    case .implausible(let nutrient, let bound):
      "\(Self.aGoal(nutrient)) of \(Self.text(bound)) \(nutrient.unit) a day is more than "
        + "anyone could aim for (at most \(Self.text(nutrient.dailyGoalMaximum)) "
        + "\(nutrient.unit))"
    case .minimumAboveMaximum(let nutrient, let minimum, let maximum):
      "the \(nutrient.displayName) minimum \(Self.text(minimum)) \(nutrient.unit) is above the "
        + "maximum \(Self.text(maximum)) \(nutrient.unit)"
    }
  }

  /// "a protein goal", "an iron goal".
  private static func aGoal(_ nutrient: Nutrient) -> String {
    let name = nutrient.displayName
    return (name.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + name + " goal"
  }

  /// "120" for 120.0, "2.5" for 2.5: numbers as people typed them.
  private static func text(_ value: Double) -> String {
    value.isFinite && value.rounded() == value && abs(value) < 1e15
      ? String(Int64(value)) : String(value)
  }
}
