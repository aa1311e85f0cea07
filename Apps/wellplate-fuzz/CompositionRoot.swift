import Drivers
import Foundation
import InterfaceAdapters
import UseCases

/// The drivers one fuzz input runs through; the only file of the fuzzer that constructs them
/// (ADR 0002), as in Apps/wellplate.
///
/// Each input gets a new root, so an entry saved by one input is never read by the next and a
/// crash replays from its own file alone.
struct CompositionRoot: PortProvider {
  let clock: any Clock = SystemClock()
  let ids: any IDGenerator = TimeOrderedIDGenerator()
  // In memory, so no input can write to disk; one store per input, read back by the commands
  // that follow `analyze`.
  private let store = InMemoryMealHistory(profile: ProfileName.standard)
  private let foodAnalyzer: (any FoodAnalyzer)?

  /// A root whose analyzer, whatever the settings say, is `foodAnalyzer`.
  private init(foodAnalyzer: (any FoodAnalyzer)?) {
    self.foodAnalyzer = foodAnalyzer
  }

  /// The local analyzer over the shipped food index, as `wellplate analyze` uses it.
  static func localAnalyzer() throws(DriverUnavailableError) -> CompositionRoot {
    CompositionRoot(foodAnalyzer: try bundledAnalyzer.get())
  }

  /// Opened once: the index is read-only, and opening it for every input would spend the
  /// fuzzing budget on start-up instead of on inputs.
  private static let bundledAnalyzer = Result { () throws(DriverUnavailableError) in
    try LocalFoodAnalyzer.bundled()
  }

  /// An analyzer whose service answered `body`, decoded by the wire of `contract` that
  /// `HTTPFoodAnalyzer` picks for it; no request is sent.
  static func reply(_ body: Data, contract: HTTPAnalyzerContract) -> CompositionRoot {
    let configuration = HTTPAnalyzerConfiguration(
      baseURL: "http://127.0.0.1:9", contract: contract, model: "fuzz")
    do {
      let wire = try HTTPFoodAnalyzer(configuration: configuration).wire
      return CompositionRoot(
        foodAnalyzer: ReplyAnalyzer(body: body) { body, meal throws(FoodAnalysisError) in
          try wire.analysis(from: body, for: meal)
        })
    } catch {
      fatalError("the fuzzer's own HTTP analyzer configuration is refused: \(error)")
    }
  }

  /// A root for commands that analyze nothing (`config`, `summary`).
  static func withoutAnalyzer() -> CompositionRoot {
    CompositionRoot(foodAnalyzer: nil)
  }

  func history(_ settings: Settings) async throws -> any MealHistory {
    store
  }

  func analyzer(_ settings: Settings) async throws -> any FoodAnalyzer {
    guard let foodAnalyzer else {
      throw DriverUnavailableError("this fuzz target runs no analyzer")
    }
    return foodAnalyzer
  }
}
