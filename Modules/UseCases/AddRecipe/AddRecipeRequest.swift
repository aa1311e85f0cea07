/// A recipe to analyze and keep.
public struct AddRecipeRequest: Hashable, Sendable {
  /// Its name, as meals will say it ("chili").
  public var name: String
  /// The ingredients of the whole recipe, as a meal is described ("500 g ground beef, 1 onion").
  public var ingredients: String
  /// How many servings the whole recipe makes (`Recipe.servingRange`).
  public var servings: Int
  /// Whether to replace a food of the same name instead of refusing.
  public var replace: Bool

  /// Creates a request.
  public init(name: String, ingredients: String, servings: Int, replace: Bool = false) {
    self.name = name
    self.ingredients = ingredients
    self.servings = servings
    self.replace = replace
  }
}
