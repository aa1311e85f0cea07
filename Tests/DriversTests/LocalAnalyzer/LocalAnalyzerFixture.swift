import Foundation

@testable import Drivers

/// Where the tests find the repository's USDA files and the shipped food index.
enum LocalAnalyzerFixture {
  /// The repository root, found from this file's path so tests run from any directory.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The shipped food index.
  static let indexPath = root.appendingPathComponent(
    "Modules/Drivers/Resources/Shipped/usda-foods.sqlite"
  ).path

  /// The USDA foods.csv.
  static let foodsCSV = root.appendingPathComponent("Modules/Drivers/Resources/USDA/foods.csv")

  /// The English words the reader never corrects.
  static let englishWords = root.appendingPathComponent(
    "Modules/Drivers/Resources/English/english-words.txt")

  /// The USDA portions.csv.
  static let portionsCSV = root.appendingPathComponent(
    "Modules/Drivers/Resources/USDA/portions.csv")

  /// The food-name words of the shipped index, which the meal reader checks words against.
  static let vocabulary: FoodNameWords = {
    do {
      return try FoodIndex(path: indexPath).allNameWords()
    } catch {
      fatalError("the shipped food index cannot be read: \(error)")
    }
  }()

  /// A meal reader over the shipped index's words.
  static func parser() -> MealTextParser {
    MealTextParser(vocabulary: vocabulary)
  }

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
