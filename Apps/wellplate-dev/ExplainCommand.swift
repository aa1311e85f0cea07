import Drivers
import Foundation

/// `wellplate-dev explain "<meal>"`: how the local analyzer parses a meal and ranks foods.
enum ExplainCommand {
  @Sendable static func run(_ arguments: [String]) async throws -> Int32 {
    guard let meal = arguments.first else {
      throw DevOptions.Unknown(description: "explain needs a meal description")
    }
    let options = try DevOptions(Array(arguments.dropFirst()), valued: ["index"])
    let analyzer = CompositionRoot.localAnalyzer(
      indexPath: options.value("index", default: BuildFoodIndexCommand.outputPath))
    print(try analyzer.explain(meal), terminator: "")
    return 0
  }
}
