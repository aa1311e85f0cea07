import Drivers
import Foundation
import UseCases

/// The only place the developer commands construct drivers, as in Apps/wellplate.
enum CompositionRoot {
  /// The local analyzer over the index at `indexPath`.
  static func localAnalyzer(indexPath: String) -> LocalFoodAnalyzer {
    LocalFoodAnalyzer(indexPath: indexPath)
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
