/// Turns a meal description and/or photo into nutrition facts.
///
/// Owned by the use cases that need it (ADR 0003); the local USDA analyzer and the HTTP
/// analyzer in Drivers implement it.
public protocol FoodAnalyzer: Sendable {
  /// Short name recorded with every entry this analyzer produced ("local", "http").
  var name: String { get }

  /// Analyzes one meal; throws when the input cannot be analyzed at all.
  func analyze(_ meal: MealInput) async throws(FoodAnalysisError) -> FoodAnalysis
}
