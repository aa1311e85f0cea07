/// Measures an analyzer against an evaluation set: runs every case and compares the totals
/// with the expected values under the tolerance.
///
/// Nothing is saved. A meal the analyzer rejects or cannot read counts as a failed case; a
/// negative case passes only when the analyzer refuses it.
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
        let misses =
          testCase.expected.map { request.tolerance.misses(analysis.totals, expected: $0) }
          ?? []
        results.append(
          EvaluationResult(testCase: testCase, analysis: analysis, failure: nil, misses: misses))
      } catch {
        results.append(
          EvaluationResult(
            testCase: testCase, analysis: nil, failure: error,
            misses: testCase.isNegative ? [] : [.calories, .protein, .carbohydrates, .fat]))
      }
    }
    return EvaluateAnalyzerResponse(results: results, targets: request.targets)
  }
}
