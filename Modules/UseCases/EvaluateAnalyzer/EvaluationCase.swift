import Entities

/// A meal phrase with the nutrition a careful person recorded for it from USDA tables, or a
/// phrase the analyzer must refuse.
public struct EvaluationCase: Hashable, Sendable {
  /// The class every case that must be refused carries.
  public static let negativeClass = "negative"

  /// The meal as a person would type it.
  public var phrase: String
  /// What the case tests ("single foods"; "amounts", "typos", "drinks"…), at least one.
  public var classes: [String]
  /// The expected totals (only calories, protein, carbohydrates and fat are compared); `nil`
  /// when the analyzer must refuse the phrase.
  public var expected: NutritionFacts?

  /// Creates a case.
  public init(phrase: String, classes: [String], expected: NutritionFacts?) {
    self.phrase = phrase
    self.classes = classes
    self.expected = expected
  }

  /// Whether the analyzer must refuse the phrase (no food in it, or an impossible amount).
  public var isNegative: Bool { expected == nil }
}
