import Entities
import UseCases

/// JSON form of a nutrient goal: `{"nutrient":"sodium","unit":"mg","minimum":null,
/// "maximum":2300}`, nutrients named as `NutritionDocument` names them.
public struct NutrientGoalDocument: Codable, Hashable, Sendable {
  public var nutrient: String
  public var unit: String
  /// The least a day should hold, or `null`.
  public var minimum: Double?
  /// The most a day should hold, or `null`.
  public var maximum: Double?

  /// The document for `goal`.
  public init(_ goal: NutrientGoal) {
    nutrient = NutritionDocument.fieldName(of: goal.nutrient)
    unit = goal.nutrient.unit
    minimum = goal.minimum
    maximum = goal.maximum
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(nutrient, forKey: .nutrient)
    try container.encode(unit, forKey: .unit)
    try container.encode(minimum, forKey: .minimum)
    try container.encode(maximum, forKey: .maximum)
  }
}

/// JSON form of `GoalCheck`: the goal, the amount, how many meals did not report the
/// nutrient, and `"status"`: `"met"`, `"under"`, `"over"` (`"by"` how much), `"unknown"`
/// when unreported meals leave it open, or `null` on a day without meals.
///
/// Every field is always present, `null` when there is nothing to say.
public struct GoalCheckDocument: Codable, Hashable, Sendable {
  public var nutrient: String
  public var unit: String
  public var minimum: Double?
  public var maximum: Double?
  /// What the meals that report the nutrient add up to; `null` without meals or when none did.
  public var amount: Double?
  /// Whether every meal reported the nutrient, so `amount` is the whole of it.
  public var complete: Bool
  /// How many meals had no figure for it.
  public var unreported: Int
  public var status: String?
  /// How far under the minimum or over the maximum; `null` otherwise.
  public var by: Double?

  /// The document for `check`.
  public init(_ check: GoalCheck) {
    let goal = NutrientGoalDocument(check.goal)
    nutrient = goal.nutrient
    unit = goal.unit
    minimum = goal.minimum
    maximum = goal.maximum
    amount = check.amount.map { JSONDocuments.rounded($0) }
    complete = check.isComplete
    unreported = check.unreported
    switch check.status {
    case .met: status = "met"
    case .under(let by):
      status = "under"
      self.by = JSONDocuments.rounded(by)
    case .over(let by):
      status = "over"
      self.by = JSONDocuments.rounded(by)
    case .undetermined: status = "unknown"
    case nil: status = nil
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(nutrient, forKey: .nutrient)
    try container.encode(unit, forKey: .unit)
    try container.encode(minimum, forKey: .minimum)
    try container.encode(maximum, forKey: .maximum)
    try container.encode(amount, forKey: .amount)
    try container.encode(complete, forKey: .complete)
    try container.encode(unreported, forKey: .unreported)
    try container.encode(status, forKey: .status)
    try container.encode(by, forKey: .by)
  }
}

extension NutritionDocument {
  /// The field naming `nutrient` in this document ("carbs", "saturatedFat", "vitaminC").
  public static func fieldName(of nutrient: Nutrient) -> String {
    nutrient == .carbohydrates ? "carbs" : nutrient.rawValue
  }

  /// Counts of meals without a figure, keyed by field name, for `"unreported"` objects.
  public static func unreported(_ counts: [Nutrient: Int]) -> [String: Int] {
    Dictionary(uniqueKeysWithValues: counts.filter { $0.value > 0 }.map { (fieldName(of: $0), $1) })
  }
}
