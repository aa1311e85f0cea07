import Drivers
import Foundation
import UseCases

/// The only place the developer commands construct drivers, as in Apps/wellplate.
enum CompositionRoot {
  /// The local analyzer over the index at `indexPath`.
  static func localAnalyzer(indexPath: String) -> LocalFoodAnalyzer {
    LocalFoodAnalyzer(indexPath: indexPath)
  }

  /// The local analyzer over the index shipped with the Drivers module.
  static func bundledAnalyzer() throws -> LocalFoodAnalyzer {
    try LocalFoodAnalyzer.bundled()
  }

  /// The PostgreSQL history at `url`, scoped to `profile`.
  static func postgresHistory(url: String, profile: String) throws -> PostgresMealHistory {
    try PostgresMealHistory(url: url, profile: profile)
  }

  /// A raw session on the same database, for loading benchmark data server-side.
  static func postgresConnection(url: String) throws -> PostgresConnection {
    try PostgresConnection(url)
  }

  /// The system clock and time-ordered ids, as `wellplate analyze` uses them.
  static func analyzeFood(analyzer: any FoodAnalyzer, history: any MealHistory) -> AnalyzeFood {
    AnalyzeFood(
      analyzer: analyzer, history: history, clock: SystemClock(), ids: TimeOrderedIDGenerator())
  }

  /// Builds the food index at `output` from the two CSV files.
  static func buildFoodIndex(
    foods: String, portions: String, output: String
  ) throws -> FoodIndexBuilder.Summary {
    try FoodIndexBuilder.build(
      foodsCSV: try Data(contentsOf: URL(fileURLWithPath: foods)),
      portionsCSV: try Data(contentsOf: URL(fileURLWithPath: portions)),
      into: output)
  }
}
