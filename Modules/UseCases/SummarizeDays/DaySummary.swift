import Entities

/// One day of a summary: its totals and how their energy splits between macronutrients.
public struct DaySummary: Hashable, Sendable {
  /// The day's meal count and summed nutrition; zero for a day without meals.
  public var totals: DailyTotals
  /// The day's macronutrient split by energy; `nil` on a day without energy from them.
  public var macroSplit: MacroSplit?
  /// The day split by meal type, one element per type in the order of `MealType.allCases`
  /// (zero for a type without meals); `nil` when the split was not asked for.
  public var byMeal: [MealTotals]?
  /// Each nutrient goal held against the day, in the order of the request's goals.
  public var goals: [GoalCheck]

  /// The summary of `totals`, with `byMeal` when it was asked for, against `goals`.
  public init(_ totals: DailyTotals, byMeal: [MealTotals]? = nil, goals: [NutrientGoal] = []) {
    self.totals = totals
    self.macroSplit = MacroSplit(totals.nutrition)
    self.byMeal = byMeal
    self.goals = goals.map {
      GoalCheck(
        $0, nutrition: totals.nutrition, count: totals.count, unreported: totals.unreported)
    }
  }

  /// The day.
  public var day: CalendarDay { totals.day }
  /// Number of meals that day.
  public var count: Int { totals.count }
  /// The day's summed nutrition.
  public var nutrition: NutritionFacts { totals.nutrition }
  /// How many of the day's meals lack a figure for each optional nutrient.
  public var unreported: [Nutrient: Int] { totals.unreported }
}
