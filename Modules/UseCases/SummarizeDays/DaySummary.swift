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

  /// The summary of `totals`, with `byMeal` when it was asked for.
  public init(_ totals: DailyTotals, byMeal: [MealTotals]? = nil) {
    self.totals = totals
    self.macroSplit = MacroSplit(totals.nutrition)
    self.byMeal = byMeal
  }

  /// The day.
  public var day: CalendarDay { totals.day }
  /// Number of meals that day.
  public var count: Int { totals.count }
  /// The day's summed nutrition.
  public var nutrition: NutritionFacts { totals.nutrition }
}
