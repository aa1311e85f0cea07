import Entities

/// Every day of the period with its totals, and the period as a whole.
public struct SummarizeDaysResponse: Hashable, Sendable {
  /// One entry per day, oldest first, days without meals included as zero.
  public var days: [DaySummary]
  /// The daily calorie goal in kcal, if any.
  public var goal: Double?
  /// Everything eaten in the period.
  public var total: NutritionFacts
  /// Number of meals in the period.
  public var mealCount: Int
  /// Days with at least one meal.
  public var loggedDays: Int
  /// Average per day with meals; `.zero` when there were none.
  ///
  /// Days without meals are left out because an empty day usually means "not logged", not
  /// "ate nothing"; counting them would make a forgotten day look like a fast.
  public var average: NutritionFacts
  /// The period's macronutrient split by energy; `nil` when nothing with energy was eaten.
  public var macroSplit: MacroSplit?
  /// The goals for single nutrients each day was held against.
  public var nutrientGoals: [NutrientGoal]
  /// How many of the period's meals lack a figure for each optional nutrient; `total` and
  /// `average` of such a nutrient count only the meals that report it.
  public var unreported: [Nutrient: Int]
  /// Each nutrient goal held against `average`: the typical logged day.
  public var averageGoals: [GoalCheck]

  /// A response for `days`, deriving the period's figures from them.
  public init(days: [DaySummary], goal: Double?, nutrientGoals: [NutrientGoal] = []) {
    self.days = days
    self.goal = goal
    total = days.map(\.nutrition).sum()
    mealCount = days.map(\.count).reduce(0, +)
    loggedDays = days.filter { $0.count > 0 }.count
    average = loggedDays > 0 ? total.scaled(by: 1 / Double(loggedDays)) : .zero
    macroSplit = MacroSplit(total)
    self.nutrientGoals = nutrientGoals
    let unreported = days.map(\.unreported).reduce(into: [Nutrient: Int]()) {
      $0.merge($1, uniquingKeysWith: +)
    }
    self.unreported = unreported
    averageGoals = nutrientGoals.map { [average, mealCount] in
      GoalCheck($0, nutrition: average, count: mealCount, unreported: unreported)
    }
  }

  /// The first day of the period.
  public var firstDay: CalendarDay? { days.first?.day }
  /// The last day of the period (today).
  public var lastDay: CalendarDay? { days.last?.day }
}
