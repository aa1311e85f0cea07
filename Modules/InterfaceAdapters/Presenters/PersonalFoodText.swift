import Entities

/// The person's own foods as text: one line per food, or one food in full.
public enum PersonalFoodText {
  /// A table of `foods`, one row each, or a hint when there are none.
  public static func list(_ foods: [PersonalFood], kind: PersonalFood.Kind) -> String {
    guard !foods.isEmpty else {
      return kind == .recipe
        ? "No recipes yet. Add one with: wellplate recipe add <name> \"<ingredients>\" "
          + "--servings <N>\n"
        : "No foods of your own yet. Add one with: wellplate food add <name> "
          + "--per-serving \"kcal=<N> protein=<g> carbs=<g> fat=<g>\"\n"
    }
    var table = TextTable(
      [("NAME", .left), ("SERVING", .right)] + NutritionText.columns
        + (kind == .recipe ? [("SERVINGS", .right)] : []))
    for food in foods {
      table.append(
        [food.name, food.servingGrams.map(NutritionText.weight) ?? "-"]
          + NutritionText.cells(food.perServing)
          + (food.recipe.map { [String($0.servings)] } ?? []))
    }
    return table.render(indent: 0)
  }

  /// One food in full: its numbers per serving and, for a recipe, what it was made of.
  public static func render(_ food: PersonalFood) -> String {
    var lines = ["\(food.name) (your \(food.kind.rawValue))"]
    if let recipe = food.recipe {
      lines.append("  Ingredients: \(recipe.ingredients)")
      lines.append("  Makes \(recipe.servings) serving\(recipe.servings == 1 ? "" : "s")")
    }
    lines.append(
      "  Per serving" + (food.servingGrams.map { " (\(NutritionText.weight($0)))" } ?? "")
        + ": " + summary(food.perServing))
    return lines.joined(separator: "\n") + "\n"
  }

  /// "180 kcal, protein 30.0 g, carbs 6.0 g, fat 3.0 g, fiber 0.0 g" and any other
  /// nutrient reported.
  static func summary(_ facts: NutritionFacts) -> String {
    var parts = ["\(NutritionText.calories(facts.calories)) kcal"]
    for (nutrient, value) in facts.namedValues.dropFirst() {
      guard let value else { continue }
      let name = nutrient == .carbohydrates ? "carbs" : nutrient.displayName
      parts.append(
        "\(name) \(NutritionText.fixed(value, decimals: 1)) \(nutrient.unit)")
    }
    return parts.joined(separator: ", ")
  }
}
