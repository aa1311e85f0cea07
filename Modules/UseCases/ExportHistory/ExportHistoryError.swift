import Entities

/// Why the history could not be exported.
public enum ExportHistoryError: Error, Hashable, Sendable {
  /// The first day comes after the last.
  case invalidRange(from: CalendarDay, to: CalendarDay)
  /// The store failed.
  case storageFailed(MealHistoryError)
}

extension ExportHistoryError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .invalidRange(let from, let to):
      "the range starts (\(from)) after it ends (\(to))"
    case .storageFailed(let error):
      "could not export the history: \(error)"
    }
  }
}
