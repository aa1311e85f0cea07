import Entities

/// The nutrient columns shared by `meal_entry` and `meal_item`, in `NutritionFacts` order.
enum NutrientColumns {
  /// Column names, in the order of `NutritionFacts.namedValues`.
  static let names = firstNames + ["alcohol"]
  /// The columns of schema version 1, which its migration creates; later ones add the rest.
  static let firstNames = [
    "calories", "protein", "carbohydrates", "fat", "fiber", "sugars", "saturated_fat",
    "cholesterol", "sodium", "potassium", "calcium", "iron", "vitamin_c",
  ]
  /// The first columns are always reported (NOT NULL); the rest may be NULL.
  static let requiredCount = 5
  /// "calories, protein, …" for SELECT and INSERT lists.
  static let list = names.joined(separator: ", ")
  /// "sum(calories), sum(protein), …": SQL's sum() is NULL only when every value is NULL,
  /// which is how `NutritionFacts.+` treats unreported nutrients.
  static let sums = names.map { "sum(\($0))" }.joined(separator: ", ")
  /// `sums` of the columns of the table named `alias` in the query ("sum(e.calories), …").
  static func sums(of alias: String) -> String {
    names.map { "sum(\(alias).\($0))" }.joined(separator: ", ")
  }
  /// "count(*) - count(e.sugars), …": for each optional column of the table named `alias`,
  /// how many rows of the group leave it NULL (ADR 0020).
  static func unreportedCounts(of alias: String) -> String {
    names.dropFirst(requiredCount).map { "count(*) - count(\(alias).\($0))" }
      .joined(separator: ", ")
  }
  /// "?, ?, …", one placeholder per column.
  static let placeholders = names.map { _ in "?" }.joined(separator: ", ")

  /// The values to bind, NULL for an unreported nutrient.
  static func values(_ facts: NutritionFacts) -> [SQLiteValue] {
    [
      .real(facts.calories), .real(facts.protein), .real(facts.carbohydrates), .real(facts.fat),
      .real(facts.fiber), optional(facts.sugars), optional(facts.saturatedFat),
      optional(facts.cholesterol), optional(facts.sodium), optional(facts.potassium),
      optional(facts.calcium), optional(facts.iron), optional(facts.vitaminC),
      optional(facts.alcohol),
    ]
  }

  /// Reads the columns starting at `first`.
  static func read(_ row: SQLiteStatement, from first: Int32) -> NutritionFacts {
    func optional(_ offset: Int32) -> Double? {
      row.isNull(at: first + offset) ? nil : row.double(at: first + offset)
    }
    return NutritionFacts(
      calories: row.double(at: first), protein: row.double(at: first + 1),
      carbohydrates: row.double(at: first + 2), fat: row.double(at: first + 3),
      fiber: row.double(at: first + 4), sugars: optional(5), saturatedFat: optional(6),
      cholesterol: optional(7), sodium: optional(8), potassium: optional(9),
      calcium: optional(10), iron: optional(11), vitaminC: optional(12), alcohol: optional(13))
  }

  /// Reads the `unreportedCounts` columns starting at `first`, keeping the nonzero ones.
  static func readUnreported(_ row: SQLiteStatement, from first: Int32) -> [Nutrient: Int] {
    var counts: [Nutrient: Int] = [:]
    let optional = Nutrient.allCases.filter { !$0.isAlwaysReported }
    for (offset, nutrient) in optional.enumerated() {
      let count = row.int(at: first + Int32(offset))
      if count > 0 { counts[nutrient] = count }
    }
    return counts
  }

  private static func optional(_ value: Double?) -> SQLiteValue {
    value.map(SQLiteValue.real) ?? .null
  }
}
