import Entities
import FoundationEssentials

/// Why a meal with known numbers could not be saved. Nothing was saved in any of these cases.
public enum LogKnownNutritionError: Error, Hashable, Sendable {
  /// No description was given; an entry needs a name to be found in the history.
  case emptyDescription
  /// The description is longer than anyone types for a meal.
  case descriptionTooLong(length: Int, limit: Int)
  /// The time eaten is outside `MealEntry.possibleTimes`.
  case timeOutOfRange(Date)
  /// A number breaks the nutrition rules: negative, not finite, or more than a meal holds.
  case implausibleNutrition(NutritionRuleViolation)
  /// The entry could not be saved.
  case storageFailed(MealHistoryError)
}

extension LogKnownNutritionError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .emptyDescription:
      "name the meal whose numbers you give (e.g. \"restaurant burrito\" --kcal 950)"
    case .descriptionTooLong(let length, let limit):
      "the description is \(length) characters long; the limit is \(limit)"
    case .timeOutOfRange:
      "the time eaten must be from \(MealEntry.possibleTimesText)"
    case .implausibleNutrition(let violation):
      "the numbers given are not plausible: \(violation)"
    case .storageFailed(let error):
      "could not save the entry: \(error)"
    }
  }
}
