import Drivers
import UseCases

/// The one place the benchmark builds drivers, as Apps/wellplate does in its own root.
enum CompositionRoot {
  /// The SQLite history under test; concrete, for its bulk-loading entry point.
  static func history(path: String, profile: String) throws(MealHistoryError) -> SQLiteMealHistory {
    try SQLiteMealHistory(path: path, profile: profile)
  }

  /// The analyzer that produces realistic entries.
  static func analyzer() -> any FoodAnalyzer {
    StarterFoodAnalyzer()
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
