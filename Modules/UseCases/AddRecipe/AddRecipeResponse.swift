import Entities

/// The recipe as kept, and what its ingredients were read as.
public struct AddRecipeResponse: Hashable, Sendable {
  /// The recipe, per serving.
  public var food: PersonalFood
  /// The ingredients as analyzed, for the whole recipe.
  public var items: [MealItem]
  /// Whether it replaced a food of the same name.
  public var replaced: Bool

  /// Creates a response.
  public init(food: PersonalFood, items: [MealItem], replaced: Bool) {
    self.food = food
    self.items = items
    self.replaced = replaced
  }
}
