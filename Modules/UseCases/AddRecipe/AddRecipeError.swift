import Entities

/// Why a recipe could not be kept. Nothing was saved in any of these cases.
public enum AddRecipeError: Error, Hashable, Sendable {
  /// The recipe breaks a rule: its name, its servings, no ingredients, or numbers per
  /// serving that are not plausible.
  case invalidRecipe(PersonalFoodRuleViolation)
  /// The ingredient list is longer than anyone types.
  case ingredientsTooLong(length: Int, limit: Int)
  /// The analyzer failed, or recognized nothing.
  case analysisFailed(FoodAnalysisError)
  /// Some ingredients were not recognized; the recipe would be short of them every time.
  case unmatchedIngredients([String])
  /// A food or recipe of this name exists in the profile, and replacing was not asked for.
  case nameTaken(String)
  /// The store failed.
  case storageFailed(MealHistoryError)
}

extension AddRecipeError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .invalidRecipe(let violation):
      violation.description
    case .ingredientsTooLong(let length, let limit):
      "the ingredients are \(length) characters long; the limit is \(limit)"
    case .analysisFailed(let error):
      "could not analyze the ingredients: \(error)"
    case .unmatchedIngredients(let words):
      "no food was recognized in "
        + words.map { "\"\($0)\"" }.joined(separator: ", ")
        + "; reword or leave out those ingredients, then add the recipe again"
    case .nameTaken(let name):
      "you already have a food or recipe called \"\(name)\"; add --replace to replace it"
    case .storageFailed(let error):
      "could not save the recipe: \(error)"
    }
  }
}
