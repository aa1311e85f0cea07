import Entities
import FoundationEssentials

/// Why a meal could not be analyzed and saved. Nothing was saved in any of these cases.
public enum AnalyzeFoodError: Error, Hashable, Sendable {
  /// Neither a description nor a photo was given.
  case emptyInput
  /// The description is longer than anyone types for a meal.
  case descriptionTooLong(length: Int, limit: Int)
  /// The photo is larger than accepted.
  case photoTooLarge(bytes: Int, limit: Int)
  /// The time eaten is outside `MealEntry.possibleTimes`.
  case timeOutOfRange(Date)
  /// The analyzer failed.
  case analysisFailed(FoodAnalysisError)
  /// The analyzer returned numbers that break the nutrition rules.
  case implausibleNutrition(NutritionRuleViolation)
  /// The entry could not be saved.
  case storageFailed(MealHistoryError)
}

extension AnalyzeFoodError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .emptyInput:
      "nothing to analyze: describe the meal (e.g. \"2 eggs and a slice of toast\") or give a photo"
    case .descriptionTooLong(let length, let limit):
      "the description is \(length) characters long; the limit is \(limit)"
    case .photoTooLarge(let bytes, let limit):
      "the photo is \(bytes) bytes; the limit is \(limit) bytes (10 MiB)"
    case .timeOutOfRange:
      "the time eaten must be from \(MealEntry.possibleTimesText)"
    case .analysisFailed(let error):
      error.description
    case .implausibleNutrition(let violation):
      "the analysis is not plausible: \(violation)"
    case .storageFailed(let error):
      "could not save the entry: \(error)"
    }
  }
}
