import Entities
import UseCases

/// The person's own foods live in the history database, in `personal_food` (migration 4),
/// under the same profile, session and failure messages as the entries (ADR 0019).
extension PostgresMealHistory: PersonalFoods {
  public func allFoods() throws(MealHistoryError) -> [PersonalFood] {
    try perform(.readFoods) { db in
      try run(.allFoods, Self.allFoodsSQL, [.text(profile)], on: db).map(Self.readFood)
    }
  }

  public func food(named name: String) throws(MealHistoryError) -> PersonalFood? {
    try perform(.readFoods) { db in
      try run(.food, Self.foodSQL, [.text(profile), .text(PersonalFood.key(of: name))], on: db)
        .map(Self.readFood).first
    }
  }

  public func add(
    _ food: PersonalFood, replacing: Bool
  ) throws(MealHistoryError) -> PersonalFoodSaving {
    let parameters = Self.parameters(food, profile: profile)
    // One statement each, atomic on its own: an insert that yields to an existing name, or
    // an upsert that tells whether the name was there.
    return try perform(.saveFood) { db in
      if replacing {
        let result = try run(.addFood, Self.upsertFoodSQL, parameters, on: db)
        return try result[0].int64(0) > 0 ? .replaced : .added
      }
      let result = try run(.addFood, Self.insertFoodSQL, parameters, on: db)
      return (result.affectedRows ?? 0) > 0 ? .added : .nameTaken
    }
  }

  public func removeFood(named name: String) throws(MealHistoryError) -> Bool {
    try perform(.removeFood) { db in
      let result = try run(
        .removeFood, Self.removeFoodSQL, [.text(profile), .text(PersonalFood.key(of: name))],
        on: db)
      return (result.affectedRows ?? 0) > 0
    }
  }

  /// The bound values of the insert and the upsert; numbers untyped like the nutrients, so
  /// a NULL beside them never makes another prepared statement.
  static func parameters(_ food: PersonalFood, profile: String) -> [PostgresValue] {
    [
      .text(profile), .text(food.key), .text(food.name),
      food.servingGrams.map { .text(PostgresArrayLiteral.number($0)) } ?? .null,
      food.recipe.map { .text($0.ingredients) } ?? .null,
      food.recipe.map { .text(String($0.servings)) } ?? .null,
    ] + PostgresNutrients.parameters(food.perServing)
  }

  private static func readFood(_ row: PostgresRow) throws -> PersonalFood {
    let recipe =
      try row.isNull(2)
      ? nil : Recipe(ingredients: try row.string(2), servings: Int(try row.int64(3)))
    return PersonalFood(
      name: try row.string(0), perServing: try PostgresNutrients.read(row, from: 4),
      servingGrams: try row.decode(1, as: Double?.self), recipe: recipe)
  }

  // MARK: SQL (fixed text: every value is bound)

  private static let foodColumns = """
    name, serving_grams, recipe_text, recipe_servings, \
    \(PostgresNutrients.names.joined(separator: ", "))
    """

  private static let foodPlaceholders = (1...(6 + PostgresNutrients.count)).map { "$\($0)" }
    .joined(separator: ", ")

  static let allFoodsSQL = """
    SELECT \(foodColumns) FROM personal_food WHERE profile = $1 ORDER BY name_key
    """

  static let foodSQL = """
    SELECT \(foodColumns) FROM personal_food WHERE profile = $1 AND name_key = $2
    """

  static let insertFoodSQL = """
    INSERT INTO personal_food (profile, name_key, \(foodColumns))
    VALUES (\(foodPlaceholders))
    ON CONFLICT (profile, name_key) DO NOTHING
    """

  // The CTE reads the snapshot from before the upsert, so it tells whether the name existed.
  static let upsertFoodSQL = """
    WITH existing AS (
      SELECT 1 FROM personal_food WHERE profile = $1 AND name_key = $2
    ), saved AS (
      INSERT INTO personal_food (profile, name_key, \(foodColumns))
      VALUES (\(foodPlaceholders))
      ON CONFLICT (profile, name_key) DO UPDATE SET \
    \((["name", "serving_grams", "recipe_text", "recipe_servings"] + PostgresNutrients.names)
      .map { "\($0) = excluded.\($0)" }.joined(separator: ", "))
    )
    SELECT count(*) AS existed FROM existing
    """

  static let removeFoodSQL = "DELETE FROM personal_food WHERE profile = $1 AND name_key = $2"
}
