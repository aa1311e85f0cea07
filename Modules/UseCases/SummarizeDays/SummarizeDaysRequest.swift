import Entities
import FoundationEssentials

/// Which days to summarize and the goal to compare them with.
public struct SummarizeDaysRequest: Hashable, Sendable {
  /// How many days, ending today: 1 to `SummarizeDays.maximumDays`.
  public var days: Int
  /// The time zone that decides where days start and which day is today.
  public var timeZone: TimeZoneRules
  /// The daily calorie goal in kcal, if the person has one.
  public var goal: Double?
  /// Whether to split each day by meal type (breakfast, lunch, dinner, snack).
  public var byMeal: Bool
  /// Goals for single nutrients (protein ≥ 120 g, sodium ≤ 2,300 mg), at most one each.
  public var nutrientGoals: [NutrientGoal]

  /// Creates a request.
  public init(
    days: Int = SummarizeDays.defaultDays, timeZone: TimeZoneRules, goal: Double? = nil,
    byMeal: Bool = false, nutrientGoals: [NutrientGoal] = []
  ) {
    self.days = days
    self.timeZone = timeZone
    self.goal = goal
    self.byMeal = byMeal
    self.nutrientGoals = nutrientGoals
  }
}
