import Entities
import FoundationEssentials

/// Why meals could not be logged again.
public enum RelogMealError: Error, Hashable, Sendable {
  /// No entry has this identifier (in this profile).
  case notFound(MealEntryID)
  /// The day to copy has no entries.
  case nothingToCopy(CalendarDay)
  /// The day to copy has no meal of this type.
  case noMealOfType(MealType, CalendarDay)
  /// The time eaten is outside `MealEntry.possibleTimes`.
  case timeOutOfRange(Date)
  /// The store failed before anything was saved.
  case storageFailed(MealHistoryError)
  /// The store failed after some copies were saved; `saved` lists them, `total` were asked.
  case partlyCopied(saved: [MealEntryID], total: Int, cause: MealHistoryError)
}

extension RelogMealError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .notFound(let id):
      "no entry with id \(id); `wellplate history` lists the ids"
    case .nothingToCopy(let day):
      "there are no meals on \(day) to copy; `wellplate history` shows what was logged"
    case .noMealOfType(let type, let day):
      "there is no \(type) on \(day) to copy; `wellplate history` shows each day's meals by type"
    case .timeOutOfRange:
      "the time eaten must be from \(MealEntry.possibleTimesText)"
    case .storageFailed(let error):
      "could not copy the meal: \(error)"
    case .partlyCopied(let saved, let total, let cause):
      "only \(saved.count) of \(total) meals were copied before the history failed: \(cause). "
        + "The copies saved are \(saved.map(\.rawValue).joined(separator: ", ")); copy the "
        + "rest one by one with `wellplate again <id>`"
    }
  }
}
