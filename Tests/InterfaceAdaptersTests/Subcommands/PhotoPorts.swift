import Foundation
import InterfaceAdapters
import TestSupport
import UseCases

/// Ports for controller tests of `analyze --photo`: a fake analyzer, a spy history, and
/// files served from a dictionary.
struct PhotoPorts: PortProvider {
  let analyzerDouble: FakeFoodAnalyzer
  let historyDouble: SpyMealHistory
  let files: [String: Data]
  let clock: any Clock = FixedClock(Samples.breakfastTime)
  let ids: any IDGenerator = SequentialIDGenerator()

  func history(_ settings: Settings) async throws -> any MealHistory { historyDouble }
  func analyzer(_ settings: Settings) async throws -> any FoodAnalyzer { analyzerDouble }

  func readFile(at path: String) async throws -> Data {
    guard let data = files[path] else {
      throw InputFileError(path: path, reason: "no such file")
    }
    return data
  }
}
