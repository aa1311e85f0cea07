import Drivers
import Foundation

/// Where the tests find the repository's USDA files and the shipped food index.
enum LocalAnalyzerFixture {
  /// The repository root, found from this file's path so tests run from any directory.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The shipped food index.
  static let indexPath = root.appendingPathComponent(
    "Modules/Drivers/Resources/FoodIndex/usda-foods.sqlite"
  ).path

  /// The USDA foods.csv.
  static let foodsCSV = root.appendingPathComponent("Modules/Drivers/Resources/USDA/foods.csv")

  /// The USDA portions.csv.
  static let portionsCSV = root.appendingPathComponent(
    "Modules/Drivers/Resources/USDA/portions.csv")

  /// An analyzer over the shipped index.
  static func analyzer() -> LocalFoodAnalyzer {
    LocalFoodAnalyzer(indexPath: indexPath)
  }

  /// A new empty directory under the temporary folder.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("wellplate-local-analyzer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
