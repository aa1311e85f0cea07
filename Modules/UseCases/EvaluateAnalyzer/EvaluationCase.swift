import Entities

/// A meal phrase with the nutrition a careful person recorded for it from USDA tables.
public struct EvaluationCase: Hashable, Sendable {
  /// The meal as a person would type it.
  public var phrase: String
  /// The kind of case ("single foods", "multi-item meals", "whole sentences").
  public var group: String
  /// The expected totals; only calories, protein, carbohydrates and fat are compared.
  public var expected: NutritionFacts

  /// Creates a case.
  public init(phrase: String, group: String, expected: NutritionFacts) {
    self.phrase = phrase
    self.group = group
    self.expected = expected
  }
}
