import Entities

/// What the analyzer made of one case.
public struct EvaluationResult: Hashable, Sendable {
  /// The case.
  public var testCase: EvaluationCase
  /// The analysis, or `nil` when the analyzer failed.
  public var analysis: FoodAnalysis?
  /// The analyzer's error message when it failed.
  public var failure: String?
  /// The nutrients outside tolerance; every nutrient when the analyzer failed.
  public var misses: [Nutrient]

  /// Creates a result.
  public init(
    testCase: EvaluationCase, analysis: FoodAnalysis?, failure: String?, misses: [Nutrient]
  ) {
    self.testCase = testCase
    self.analysis = analysis
    self.failure = failure
    self.misses = misses
  }

  /// Whether the case passed.
  public var passed: Bool { analysis != nil && misses.isEmpty }

  /// The totals found; zero when the analyzer failed, as nothing was reported.
  public var actual: NutritionFacts { analysis?.totals ?? .zero }

  /// |actual − expected| / expected for calories (1 when the analyzer failed).
  public var relativeCalorieError: Double {
    let expected = testCase.expected.calories
    guard analysis != nil else { return 1 }
    return expected > 0 ? abs(actual.calories - expected) / expected : abs(actual.calories)
  }

  /// |actual − expected| of carbohydrates in grams.
  public var carbohydrateError: Double {
    abs(actual.carbohydrates - testCase.expected.carbohydrates)
  }
}
