/// What someone ate on one day: how many meals and their summed nutrition.
public struct DailyTotals: Hashable, Sendable {
  /// The day, in the person's time zone.
  public var day: CalendarDay
  /// Number of entries that day.
  public var count: Int
  /// Sum of the entries' totals.
  public var nutrition: NutritionFacts

  /// Creates a day's totals.
  public init(day: CalendarDay, count: Int, nutrition: NutritionFacts) {
    self.day = day
    self.count = count
    self.nutrition = nutrition
  }
}
