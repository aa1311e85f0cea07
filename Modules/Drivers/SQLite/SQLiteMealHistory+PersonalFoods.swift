import Entities
import UseCases

/// The person's own foods live in the history file, in `personal_food` (migration 5), under
/// the same profile, lock and failure messages as the entries (ADR 0019).
extension SQLiteMealHistory: PersonalFoods {
  public func allFoods() throws(MealHistoryError) -> [PersonalFood] {
    try perform(.read) { db in
      try db.cached(Self.allFoodsSQL).bind(.text(profile)).rows(Self.readFood)
    }
  }

  public func food(named name: String) throws(MealHistoryError) -> PersonalFood? {
    try perform(.read) { db in
      try db.cached(Self.foodSQL).bind(.text(profile), .text(PersonalFood.key(of: name)))
        .firstRow(Self.readFood)
    }
  }

  public func add(
    _ food: PersonalFood, replacing: Bool
  ) throws(MealHistoryError) -> PersonalFoodSaving {
    guard !isReadOnly else { throw failure.readOnly(.saveFood) }
    return try perform(.saveFood) { db in
      // Checked inside the write lock, so two processes adding one name cannot both win.
      try db.transaction(.immediate) {
        let exists =
          try db.cached(Self.foodSQL).bind(.text(profile), .text(food.key))
          .firstRow { _ in true } ?? false
        if exists, !replacing { return .nameTaken }
        try db.cached(Self.upsertFoodSQL).bind(
          [
            .text(profile), .text(food.key), .text(food.name),
            food.servingGrams.map(SQLiteValue.real) ?? .null,
            food.recipe.map { .text($0.ingredients) } ?? .null,
            food.recipe.map { .integer(Int64($0.servings)) } ?? .null,
          ] + NutrientColumns.values(food.perServing)
        ).run()
        return exists ? .replaced : .added
      }
    }
  }

  public func removeFood(named name: String) throws(MealHistoryError) -> Bool {
    guard !isReadOnly else { throw failure.readOnly(.delete) }
    return try perform(.delete) { db in
      try db.transaction(.immediate) {
        try db.cached(Self.removeFoodSQL).bind(.text(profile), .text(PersonalFood.key(of: name)))
          .run()
        return db.changes > 0
      }
    }
  }

  private static func readFood(_ row: SQLiteStatement) throws -> PersonalFood {
    let recipe =
      row.isNull(at: 2)
      ? nil : Recipe(ingredients: row.string(at: 2) ?? "", servings: row.int(at: 3))
    return PersonalFood(
      name: row.string(at: 0) ?? "", perServing: NutrientColumns.read(row, from: 4),
      servingGrams: row.isNull(at: 1) ? nil : row.double(at: 1), recipe: recipe)
  }

  // MARK: SQL (fixed text: every value is bound)

  private static let foodColumns = """
    name, serving_grams, recipe_text, recipe_servings, \(NutrientColumns.list)
    """

  private static let allFoodsSQL = """
    SELECT \(foodColumns) FROM personal_food WHERE profile = ? ORDER BY name_key
    """

  private static let foodSQL = """
    SELECT \(foodColumns) FROM personal_food WHERE profile = ? AND name_key = ?
    """

  private static let upsertFoodSQL = """
    INSERT OR REPLACE INTO personal_food (profile, name_key, \(foodColumns))
    VALUES (?, ?, ?, ?, ?, ?, \(NutrientColumns.placeholders))
    """

  private static let removeFoodSQL = "DELETE FROM personal_food WHERE profile = ? AND name_key = ?"
}
