import Entities
import FoundationEssentials

/// Why an entry could not be changed. The entry is unchanged in every case.
public enum EditMealEntryError: Error, Hashable, Sendable {
  /// The request changes nothing.
  case nothingToChange
  /// No entry has this identifier (in this profile).
  case notFound(MealEntryID)
  /// The new description is empty.
  case emptyDescription
  /// The new description is longer than anyone types for a meal.
  case descriptionTooLong(length: Int, limit: Int)
  /// The new time eaten is outside `MealEntry.possibleTimes`.
  case timeOutOfRange(Date)
  /// Analyzing the new description failed.
  case analysisFailed(FoodAnalysisError)
  /// The analysis of the new description breaks the nutrition rules.
  case implausibleNutrition(NutritionRuleViolation)
  /// The store failed.
  case storageFailed(MealHistoryError)
}

extension EditMealEntryError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .nothingToChange:
      "nothing to change: give a new description with --text, a new time with --at or a meal "
        + "type with --meal"
    case .notFound(let id):
      "no entry with id \(id); `wellplate history` lists the ids"
    case .emptyDescription:
      "the new description is empty; describe the meal (e.g. \"2 eggs and a slice of toast\")"
    case .descriptionTooLong(let length, let limit):
      "the description is \(length) characters long; the limit is \(limit)"
    case .timeOutOfRange:
      "the time eaten must be from \(MealEntry.possibleTimesText)"
    case .analysisFailed(let error):
      "\(error); the entry was not changed"
    case .implausibleNutrition(let violation):
      "the analysis is not plausible: \(violation); the entry was not changed"
    case .storageFailed(let error):
      "could not change the entry: \(error)"
    }
  }
}
