import Entities

/// Why a food could not be kept. Nothing was saved in any of these cases.
public enum AddPersonalFoodError: Error, Hashable, Sendable {
  /// The food breaks a rule: its name, a number per serving, or its serving mass.
  case invalidFood(PersonalFoodRuleViolation)
  /// A food or recipe of this name exists in the profile, and replacing was not asked for.
  case nameTaken(String)
  /// The store failed.
  case storageFailed(MealHistoryError)
}

extension AddPersonalFoodError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .invalidFood(let violation):
      violation.description
    case .nameTaken(let name):
      "you already have a food or recipe called \"\(name)\"; add --replace to replace it"
    case .storageFailed(let error):
      "could not save the food: \(error)"
    }
  }
}
