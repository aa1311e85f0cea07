import Entities
import UseCases

/// JSON form of a `PersonalFood`, as printed by `food` and `recipe` with `--json`.
///
/// Field names are a public contract; add fields, never rename.
public struct PersonalFoodDocument: Codable, Hashable, Sendable {
  /// JSON form of a `Recipe`.
  public struct RecipeDocument: Codable, Hashable, Sendable {
    public var ingredients: String
    public var servings: Int
  }

  public var name: String
  /// "food" or "recipe".
  public var kind: String
  /// Nutrition of one serving.
  public var perServing: NutritionDocument
  /// What one serving weighs in grams; `null` when unknown.
  public var servingGrams: Double?
  /// For a recipe, what it was made of; `null` for a food.
  public var recipe: RecipeDocument?

  /// The document for `food`.
  public init(_ food: PersonalFood) {
    name = food.name
    kind = food.kind.rawValue
    perServing = NutritionDocument(food.perServing)
    servingGrams = food.servingGrams.map { JSONDocuments.rounded($0, places: 1) }
    recipe = food.recipe.map { RecipeDocument(ingredients: $0.ingredients, servings: $0.servings) }
  }
}

/// What `food add` and `recipe add` print with `--json`: the food kept, whether it replaced
/// one, and for a recipe the ingredients as analyzed (whole recipe).
public struct PersonalFoodAddedDocument: Codable, Hashable, Sendable {
  public var food: PersonalFoodDocument
  public var replaced: Bool
  /// The recipe's ingredients as analyzed; empty for a food.
  public var items: [MealEntryDocument.Item]

  /// The document for a food added.
  public init(_ response: AddPersonalFoodResponse) {
    food = PersonalFoodDocument(response.food)
    replaced = response.replaced
    items = []
  }

  /// The document for a recipe added.
  public init(_ response: AddRecipeResponse) {
    food = PersonalFoodDocument(response.food)
    replaced = response.replaced
    items = response.items.map(MealEntryDocument.Item.init)
  }
}

/// What `food list` and `recipe list` print with `--json`.
public struct PersonalFoodListDocument: Codable, Hashable, Sendable {
  public var foods: [PersonalFoodDocument]

  /// The document for `response`.
  public init(_ response: ListPersonalFoodsResponse) {
    foods = response.foods.map(PersonalFoodDocument.init)
  }
}
