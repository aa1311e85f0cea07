import Synchronization
import Testing
import UseCases

/// A `FoodAnalyzer` that returns or throws what the test scripted and records every input.
///
/// Built with `.unexpected`, any call fails the running test: a use case that should never
/// reach the analyzer (empty input, say) is caught doing so.
public final class FakeFoodAnalyzer: FoodAnalyzer {
  /// What `analyze` does.
  public enum Behavior: Sendable {
    case returns(FoodAnalysis)
    case fails(FoodAnalysisError)
    case unexpected
  }

  public let name: String
  private let behavior: Behavior
  private let calls = Mutex<[MealInput]>([])

  /// A fake named `name` behaving as `behavior`.
  public init(_ behavior: Behavior, name: String = "fake") {
    self.behavior = behavior
    self.name = name
  }

  /// Inputs received, in order.
  public var inputs: [MealInput] { calls.withLock { $0 } }

  public func analyze(_ meal: MealInput) async throws(FoodAnalysisError) -> FoodAnalysis {
    calls.withLock { $0.append(meal) }
    switch behavior {
    case .returns(let analysis):
      return analysis
    case .fails(let error):
      throw error
    case .unexpected:
      Issue.record("FoodAnalyzer.analyze was called but the test did not expect it: \(meal)")
      throw .unsupportedInput("unexpected call")
    }
  }
}
