/// The cases to run and the rule that decides whether each passes.
public struct EvaluateAnalyzerRequest: Hashable, Sendable {
  /// The evaluation set, in order.
  public var cases: [EvaluationCase]
  /// The pass rule.
  public var tolerance: AccuracyTolerance

  /// Creates a request.
  public init(cases: [EvaluationCase], tolerance: AccuracyTolerance = .standard) {
    self.cases = cases
    self.tolerance = tolerance
  }
}
