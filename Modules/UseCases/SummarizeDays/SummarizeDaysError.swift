/// Why the days could not be summarized.
public enum SummarizeDaysError: Error, Hashable, Sendable {
  /// The number of days is out of bounds.
  case invalidDays(Int, maximum: Int)
  /// The goal is not a positive number of kcal up to the maximum.
  case invalidGoal(Double, maximum: Double)
  /// The store failed.
  case storageFailed(MealHistoryError)
}

extension SummarizeDaysError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .invalidDays(let days, let maximum):
      "the number of days must be between 1 and \(maximum); got \(days)"
    case .invalidGoal(let goal, let maximum):
      "the daily goal must be more than 0 and at most \(Int(maximum)) kcal; got \(goal)"
    case .storageFailed(let error):
      "could not read the history: \(error)"
    }
  }
}
