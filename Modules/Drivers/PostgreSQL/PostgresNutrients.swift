import Entities
import FoundationEssentials

/// The nutrient columns of `meal_entry` and `meal_item` in PostgreSQL, in `NutritionFacts`
/// order; the names are the SQLite store's, so both schemas read alike.
enum PostgresNutrients {
  /// Column names, in the order of `NutritionFacts.namedValues`.
  static let names = firstNames + ["alcohol"]
  /// The columns of schema version 1, which its migration creates; later ones add the rest.
  static let firstNames = [
    "calories", "protein", "carbohydrates", "fat", "fiber", "sugars", "saturated_fat",
    "cholesterol", "sodium", "potassium", "calcium", "iron", "vitamin_c",
  ]
  /// The first columns are always reported (NOT NULL); the rest may be NULL.
  static let requiredCount = 5
  /// Number of columns.
  static var count: Int { names.count }

  /// "calories float8 NOT NULL, …, vitamin_c float8" for version 1's CREATE TABLE.
  static let definitions = firstNames.enumerated()
    .map { index, name in "\(name) float8" + (index < requiredCount ? " NOT NULL" : "") }
    .joined(separator: ",\n  ")

  /// Every column's definition, alcohol included, for tables made after migration 2.
  static let allDefinitions = names.enumerated()
    .map { index, name in "\(name) float8" + (index < requiredCount ? " NOT NULL" : "") }
    .joined(separator: ",\n  ")

  /// The facts as one optional value per column.
  static func values(_ facts: NutritionFacts) -> [Double?] {
    facts.namedValues.map(\.value)
  }

  /// The facts as bound parameters, NULL for an unreported nutrient.
  ///
  /// Sent untyped (the column types them), like NULL: a typed float8 beside an untyped NULL
  /// would give every pattern of reported nutrients its own prepared statement.
  static func parameters(_ facts: NutritionFacts) -> [PostgresValue] {
    values(facts).map { $0.map { .text(PostgresArrayLiteral.number($0)) } ?? .null }
  }

  /// "count(*) - count(sugars), …": for each optional column, how many rows of the group leave
  /// it NULL (ADR 0020).
  static let unreportedCounts = names.dropFirst(requiredCount)
    .map { "count(*) - count(\($0))" }.joined(separator: ", ")

  /// Reads the `unreportedCounts` columns starting at position `first`, keeping nonzero ones.
  static func readUnreported(_ row: PostgresRow, from first: Int) throws -> [Nutrient: Int] {
    var counts: [Nutrient: Int] = [:]
    let optional = Nutrient.allCases.filter { !$0.isAlwaysReported }
    for (offset, nutrient) in optional.enumerated() {
      let count = Int(try row.int64(first + offset))
      if count > 0 { counts[nutrient] = count }
    }
    return counts
  }

  /// Reads the columns starting at position `first` of `row`.
  static func read(_ row: PostgresRow, from first: Int) throws -> NutritionFacts {
    func optional(_ offset: Int) throws -> Double? {
      try row.decode(first + offset, as: Double?.self)
    }
    return NutritionFacts(
      calories: try row.double(first), protein: try row.double(first + 1),
      carbohydrates: try row.double(first + 2), fat: try row.double(first + 3),
      fiber: try row.double(first + 4), sugars: try optional(5),
      saturatedFat: try optional(6), cholesterol: try optional(7), sodium: try optional(8),
      potassium: try optional(9), calcium: try optional(10), iron: try optional(11),
      vitaminC: try optional(12), alcohol: try optional(13))
  }
}
