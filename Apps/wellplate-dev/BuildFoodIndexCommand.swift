import Drivers
import Foundation

/// `wellplate-dev build-food-index`: rebuilds the USDA food index shipped with the Drivers
/// module from the CSV extract (ADR 0007). Run it after changing foods.csv or portions.csv,
/// then commit the regenerated file.
enum BuildFoodIndexCommand {
  static let foodsPath = "Modules/Drivers/Resources/USDA/foods.csv"
  static let portionsPath = "Modules/Drivers/Resources/USDA/portions.csv"
  static let englishWordsPath = "Modules/Drivers/Resources/English/english-words.txt"
  static let outputPath = "Modules/Drivers/Resources/Shipped/usda-foods.sqlite"

  @Sendable static func run(_ arguments: [String]) async throws -> Int32 {
    let options = try DevOptions(
      arguments, valued: ["foods", "portions", "english-words", "output"])
    let foods = options.value("foods", default: foodsPath)
    let portions = options.value("portions", default: portionsPath)
    let output = options.value("output", default: outputPath)
    let started = Date()
    let summary = try CompositionRoot.buildFoodIndex(
      foods: foods, portions: portions,
      englishWords: options.value("english-words", default: englishWordsPath), output: output)
    let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
    print(
      """
      wrote \(output) (\(size / 1024) KiB) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s
        foods:    \(summary.foodCount)  sha256 \(summary.foodsHash)
        portions: \(summary.portionCount)  sha256 \(summary.portionsHash)
      """)
    return 0
  }
}
