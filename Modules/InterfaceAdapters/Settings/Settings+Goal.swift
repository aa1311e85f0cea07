import Entities
import FoundationEssentials
import UseCases

/// The daily calorie goal `summary` compares each day with.
extension Settings {
  /// The goal used when nobody sets one: the 2,000 kcal reference of nutrition labels.
  public static let defaultGoal = "2000"

  /// The daily calorie goal in kcal; validated by the resolver.
  public var goal: Double? { string("goal").flatMap(Self.goal(from:)) }

  /// The goal written as `text`, or `nil` when it is not a number of kcal from
  /// `SummarizeDays.minimumGoal` to `SummarizeDays.maximumGoal`.
  public static func goal(from text: String) -> Double? {
    guard let value = Double(text.trimmingWhitespace()),
      value >= SummarizeDays.minimumGoal,
      value <= SummarizeDays.maximumGoal
    else { return nil }
    return value
  }
}
