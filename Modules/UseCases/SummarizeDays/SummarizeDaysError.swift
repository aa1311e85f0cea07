import Entities

/// Why the days could not be summarized.
public enum SummarizeDaysError: Error, Hashable, Sendable {
  /// The number of days is out of bounds.
  case invalidDays(Int, maximum: Int)
  /// The goal is not a number of kcal from the minimum to the maximum.
  case invalidGoal(Double, maximum: Double)
  /// Two goals were given for one nutrient, so neither can be said to be the goal.
  case duplicateGoal(Nutrient)
  /// The store failed.
  case storageFailed(MealHistoryError)
}

extension SummarizeDaysError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .invalidDays(let days, let maximum):
      "the number of days must be between 1 and \(maximum); got \(days)"
    case .invalidGoal(let goal, let maximum):
      "the daily goal must be at least \(Int(SummarizeDays.minimumGoal)) and at most \(Int(maximum)) "
        + "kcal; got \(goal)"
    case .duplicateGoal(let nutrient):
      "there are two goals for \(nutrient.displayName); give one, with a minimum, a maximum or both"
    case .storageFailed(let error):
      "could not read the history: \(error)"
    }
  }
}
