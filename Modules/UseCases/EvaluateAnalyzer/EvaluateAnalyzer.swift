/// Measures an analyzer against an evaluation set: runs every case and compares the totals
/// with the expected values under the tolerance.
///
/// Nothing is saved; a case the analyzer rejects or cannot read counts as a failed case.
public struct EvaluateAnalyzer: Sendable {
  private let analyzer: any FoodAnalyzer

  /// Creates the use case for `analyzer`.
  public init(analyzer: any FoodAnalyzer) {
    self.analyzer = analyzer
  }

  /// Runs every case of `request` in order.
  public func execute(
    _ request: EvaluateAnalyzerRequest
  ) async throws(EvaluateAnalyzerError) -> EvaluateAnalyzerResponse {
    guard !request.cases.isEmpty else { throw .noCases }
    var results: [EvaluationResult] = []
    for testCase in request.cases {
      do {
        let analysis = try await analyzer.analyze(MealInput(description: testCase.phrase))
        results.append(
          EvaluationResult(
            testCase: testCase, analysis: analysis, failure: nil,
            misses: request.tolerance.misses(analysis.totals, expected: testCase.expected)))
      } catch {
        results.append(
          EvaluationResult(
            testCase: testCase, analysis: nil, failure: error.description,
            misses: [.calories, .protein, .carbohydrates, .fat]))
      }
    }
    return EvaluateAnalyzerResponse(results: results)
  }
}
