/// A food of the person's own, found by name before any database: a shake they make, a
/// bar they buy, or a recipe they cook (analyzed once, stored per serving).
///
/// Names are compared without regard to case or runs of spaces (`key`), and are unique
/// within a profile.
public struct PersonalFood: Hashable, Sendable {
  /// Which command made it: `food add` (numbers given) or `recipe add` (analyzed).
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    case food, recipe
  }

  /// Longest name accepted; a name is what people type in a meal, not a description.
  public static let maximumNameLength = 80
  /// Heaviest serving accepted, as for one item of a meal (`Quantity.maximumMass`).
  public static let maximumServingGrams = Quantity.maximumMass.grams

  /// The name as the person gave it, spaces tidied ("My Protein Shake").
  public var name: String
  /// Nutrition of one serving.
  public var perServing: NutritionFacts
  /// What one serving weighs, when known; lets "350 g of my shake" be read by weight.
  public var servingGrams: Double?
  /// The recipe it was analyzed from; `nil` for a food whose numbers were given.
  public var recipe: Recipe?

  /// Creates a food; `validated()` checks it.
  public init(
    name: String, perServing: NutritionFacts, servingGrams: Double? = nil, recipe: Recipe? = nil
  ) {
    self.name = Self.tidied(name)
    self.perServing = perServing
    self.servingGrams = servingGrams
    self.recipe = recipe
  }

  /// A food or a recipe.
  public var kind: Kind { recipe == nil ? .food : .recipe }

  /// The name as compared: lowercased, spaces tidied.
  public var key: String { Self.key(of: name) }

  /// The form under which `name` is unique in a profile ("my protein shake").
  public static func key(of name: String) -> String {
    tidied(name).lowercased()
  }

  /// `name` without leading, trailing or repeated white space.
  public static func tidied(_ name: String) -> String {
    name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// Checks the rules: a name with letters and at most `maximumNameLength` characters,
  /// plausible nutrition per serving, a serving mass above 0 and at most
  /// `maximumServingGrams`, and for a recipe its servings and ingredients.
  public func validated() throws(PersonalFoodRuleViolation) -> PersonalFood {
    guard !name.isEmpty else { throw .emptyName }
    guard name.count <= Self.maximumNameLength else {
      throw .nameTooLong(length: name.count, limit: Self.maximumNameLength)
    }
    guard name.contains(where: \.isLetter) else { throw .nameWithoutLetters(name) }
    do {
      _ = try perServing.validated()
    } catch {
      throw .implausibleNutrition(error)
    }
    if let servingGrams,
      !(servingGrams.isFinite && servingGrams > 0 && servingGrams <= Self.maximumServingGrams)
    {
      throw .implausibleServingMass(servingGrams)
    }
    if let recipe {
      guard Recipe.servingRange.contains(recipe.servings) else {
        throw .servingsOutOfRange(recipe.servings)
      }
      guard !recipe.ingredients.allSatisfy(\.isWhitespace) else { throw .emptyIngredients }
    }
    return self
  }
}

/// What a recipe was made of, as the person wrote it, and how many servings it makes.
public struct Recipe: Hashable, Sendable {
  /// How many servings a recipe may make.
  public static let servingRange = 1...1000

  /// The ingredients as typed ("500 g ground beef, 1 can kidney beans, 1 onion").
  public var ingredients: String
  /// How many servings the whole recipe makes.
  public var servings: Int

  /// Creates a recipe.
  public init(ingredients: String, servings: Int) {
    self.ingredients = ingredients
    self.servings = servings
  }
}

/// Why a food of the person's own cannot be kept.
public enum PersonalFoodRuleViolation: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name is empty or only spaces.
  case emptyName
  /// The name is longer than anyone types in a meal.
  case nameTooLong(length: Int, limit: Int)
  /// The name has no letter, so no meal could name it ("42").
  case nameWithoutLetters(String)
  /// A value per serving breaks the nutrition rules.
  case implausibleNutrition(NutritionRuleViolation)
  /// The serving mass is not above 0 g and at most `PersonalFood.maximumServingGrams`.
  case implausibleServingMass(Double)
  /// A recipe's servings are outside `Recipe.servingRange`.
  case servingsOutOfRange(Int)
  /// A recipe has no ingredients.
  case emptyIngredients

  public var description: String {
    switch self {
    case .emptyName:
      "give the food a name (e.g. \"my protein shake\")"
    case .nameTooLong(let length, let limit):
      "the name is \(length) characters long; the limit is \(limit)"
    case .nameWithoutLetters(let name):
      "\"\(name)\" has no letters; a meal could never name it"
    case .implausibleNutrition(let violation):
      "the numbers per serving are not plausible: \(violation)"
    case .implausibleServingMass(let grams):
      "a serving must weigh more than 0 g and at most "
        + "\(Int(PersonalFood.maximumServingGrams)) g, not \(grams) g"
    case .servingsOutOfRange(let servings):
      "a recipe makes \(Recipe.servingRange.lowerBound) to \(Recipe.servingRange.upperBound) "
        + "servings, not \(servings)"
    case .emptyIngredients:
      "list the recipe's ingredients (e.g. \"500 g ground beef, 1 can kidney beans\")"
    }
  }
}
