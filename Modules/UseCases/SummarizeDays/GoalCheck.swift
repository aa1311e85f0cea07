import Entities

/// One nutrient goal held against a day (or the period's average): the amount, how many meals
/// had no figure for it, and the verdict.
public struct GoalCheck: Hashable, Sendable {
  /// The goal.
  public var goal: NutrientGoal
  /// The amount the meals that report the nutrient add up to; `nil` without meals, or when
  /// none of them reports it.
  public var amount: Double?
  /// How many of the meals have no figure for the nutrient; 0 when the amount is complete.
  public var unreported: Int
  /// The verdict; `nil` for a day without meals, which is taken as not logged.
  public var status: GoalStatus?

  /// Holds `goal` against `nutrition` eaten in `count` meals, `unreported` of which lack a
  /// figure for some nutrients.
  public init(
    _ goal: NutrientGoal, nutrition: NutritionFacts, count: Int, unreported: [Nutrient: Int]
  ) {
    self.goal = goal
    let missing = unreported[goal.nutrient] ?? 0
    self.unreported = missing
    guard count > 0 else {
      amount = nil
      status = nil
      return
    }
    let amount = nutrition.value(of: goal.nutrient)
    self.amount = amount
    status = amount.map { goal.status(of: $0, isComplete: missing == 0) } ?? .undetermined
  }

  /// Whether every meal reports the nutrient, so `amount` is the whole of it.
  public var isComplete: Bool { unreported == 0 }
}
