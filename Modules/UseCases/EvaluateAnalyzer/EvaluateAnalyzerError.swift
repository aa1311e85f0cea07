/// Why an evaluation could not run. A case the analyzer fails is a failed case, not an error.
public enum EvaluateAnalyzerError: Error, Hashable, Sendable {
  /// The evaluation set has no cases.
  case noCases
}

extension EvaluateAnalyzerError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .noCases: "the evaluation set has no cases"
    }
  }
}
