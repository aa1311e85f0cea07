import Drivers
import Foundation
import InterfaceAdapters
import UseCases

/// The only place the developer commands construct drivers, as in Apps/wellplate.
enum CompositionRoot {
  /// The local analyzer over the index at `indexPath`.
  static func localAnalyzer(indexPath: String) -> LocalFoodAnalyzer {
    LocalFoodAnalyzer(indexPath: indexPath)
  }

  /// Builds the food index at `output` from the two CSV files.
  static func buildFoodIndex(
    foods: String, portions: String, englishWords: String, output: String
  ) throws -> FoodIndexBuilder.Summary {
    try FoodIndexBuilder.build(
      foodsCSV: try Data(contentsOf: URL(fileURLWithPath: foods)),
      portionsCSV: try Data(contentsOf: URL(fileURLWithPath: portions)),
      englishWords: try Data(contentsOf: URL(fileURLWithPath: englishWords)),
      into: output)
  }

  /// Makes the empty history every new one starts as in the empty file at `path`.
  static func makeHistoryTemplate(at path: String) throws {
    try HistoryTemplate.migrate(newFile: path)
  }

  /// The SQLite history, concrete for its bulk-loading entry point (bench-history, save-loop).
  static func sqliteHistory(
    path: String, profile: String
  ) throws(MealHistoryError) -> SQLiteMealHistory {
    try SQLiteMealHistory(path: path, profile: profile)
  }

  /// The PostgreSQL history at `url`, scoped to `profile` (bench-postgres, save-loop).
  static func postgresHistory(
    url: String, profile: String
  ) throws(MealHistoryError) -> PostgresMealHistory {
    try PostgresMealHistory(url: url, profile: profile)
  }

  /// A raw session on the same database, for loading benchmark data server-side.
  static func postgresConnection(url: String) throws -> PostgresConnection {
    try PostgresConnection(url)
  }

  /// The analyzer `wellplate analyze` uses by default, over the shipped index.
  static func bundledAnalyzer() throws(DriverUnavailableError) -> LocalFoodAnalyzer {
    try LocalFoodAnalyzer.bundled()
  }

  /// The HTTP engine of `serve` (serve-echo).
  static func httpServer(
    _ configuration: APIServerConfiguration, handler: any APIRequestHandler
  ) throws(DriverUnavailableError) -> MicroHTTPServer {
    try MicroHTTPServer(configuration, handler: handler)
  }

  /// The system's tz database.
  static func timeZones() -> any TimeZoneSource {
    ZoneInfoDirectory(environment: ProcessEnvironment.current)
  }

  /// The wall clock.
  static func clock() -> any Clock {
    SystemClock()
  }

  /// Identifiers as `analyze` makes them.
  static func ids() -> any IDGenerator {
    TimeOrderedIDGenerator()
  }
}
