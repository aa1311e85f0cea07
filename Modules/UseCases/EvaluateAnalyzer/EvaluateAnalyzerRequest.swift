/// The cases to run, the rule that decides whether each passes, and the targets of the set.
public struct EvaluateAnalyzerRequest: Hashable, Sendable {
  /// The evaluation set, in order.
  public var cases: [EvaluationCase]
  /// The pass rule.
  public var tolerance: AccuracyTolerance
  /// What the set as a whole must reach.
  public var targets: EvaluationTargets

  /// Creates a request.
  public init(
    cases: [EvaluationCase], tolerance: AccuracyTolerance = .standard,
    targets: EvaluationTargets = .tunedSet
  ) {
    self.cases = cases
    self.tolerance = tolerance
    self.targets = targets
  }
}
