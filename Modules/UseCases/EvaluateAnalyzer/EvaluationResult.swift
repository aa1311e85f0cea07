import Entities

/// What the analyzer made of one case.
public struct EvaluationResult: Hashable, Sendable {
  /// The case.
  public var testCase: EvaluationCase
  /// The analysis, or `nil` when the analyzer failed.
  public var analysis: FoodAnalysis?
  /// The analyzer's error when it failed.
  public var failure: FoodAnalysisError?
  /// The nutrients outside tolerance; every nutrient when the analyzer failed a meal. Empty
  /// for a negative case.
  public var misses: [Nutrient]

  /// Creates a result.
  public init(
    testCase: EvaluationCase, analysis: FoodAnalysis?, failure: FoodAnalysisError?,
    misses: [Nutrient]
  ) {
    self.testCase = testCase
    self.analysis = analysis
    self.failure = failure
    self.misses = misses
  }

  /// Whether the analyzer refused the phrase as a person would want: nothing recognized, or
  /// an amount it will not accept. A service failure is not a refusal.
  public var refused: Bool {
    switch failure {
    case .nothingRecognized?, .rejectedInput?: true
    default: false
    }
  }

  /// A meal passes when every nutrient is within tolerance; a negative when it was refused.
  public var passed: Bool {
    testCase.isNegative ? refused : analysis != nil && misses.isEmpty
  }

  /// The totals found; zero when the analyzer failed, as nothing was reported.
  public var actual: NutritionFacts { analysis?.totals ?? .zero }

  /// |actual − expected| / expected for calories (1 when the analyzer failed; 0 for a
  /// negative case, which has no calories to be off by).
  public var relativeCalorieError: Double {
    guard let expected = testCase.expected?.calories else { return 0 }
    guard analysis != nil else { return 1 }
    return expected > 0 ? abs(actual.calories - expected) / expected : abs(actual.calories)
  }

  /// |actual − expected| of carbohydrates in grams (0 for a negative case).
  public var carbohydrateError: Double {
    guard let expected = testCase.expected else { return 0 }
    return abs(actual.carbohydrates - expected.carbohydrates)
  }
}
