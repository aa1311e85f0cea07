import Entities

/// Why history could not be read.
public enum FetchHistoryError: Error, Hashable, Sendable {
  /// The page size is out of bounds.
  case invalidLimit(Int, maximum: Int)
  /// The first day comes after the last.
  case invalidRange(from: CalendarDay, to: CalendarDay)
  /// The store failed.
  case storageFailed(MealHistoryError)
}

extension FetchHistoryError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .invalidLimit(let limit, let maximum):
      "the limit must be between 1 and \(maximum); got \(limit)"
    case .invalidRange(let from, let to):
      "the range starts (\(from)) after it ends (\(to))"
    case .storageFailed(let error):
      "could not read the history: \(error)"
    }
  }
}
