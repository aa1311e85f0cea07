/// What someone ate on one day: how many meals and their summed nutrition.
public struct DailyTotals: Hashable, Sendable {
  /// The day, in the person's time zone.
  public var day: CalendarDay
  /// Number of entries that day.
  public var count: Int
  /// Sum of the entries' totals; an optional nutrient sums the entries that report it and is
  /// `nil` only when none does (see `unreported`).
  public var nutrition: NutritionFacts
  /// For each optional nutrient some of the day's entries do not report, how many entries
  /// those are; absent when every entry reports it.
  ///
  /// 300 mg of sodium from two meals of three is not the day's sodium: readers check this
  /// before calling a total a total (ADR 0020).
  public var unreported: [Nutrient: Int]

  /// Creates a day's totals.
  public init(
    day: CalendarDay, count: Int, nutrition: NutritionFacts, unreported: [Nutrient: Int] = [:]
  ) {
    self.day = day
    self.count = count
    self.nutrition = nutrition
    self.unreported = unreported.filter { $0.value > 0 }
  }

  /// The totals of `entries` eaten on `day`, counting the entries that lack each nutrient.
  public init(day: CalendarDay, entries: [NutritionFacts]) {
    var unreported: [Nutrient: Int] = [:]
    for facts in entries {
      for (nutrient, value) in facts.namedValues where value == nil {
        unreported[nutrient, default: 0] += 1
      }
    }
    self.init(day: day, count: entries.count, nutrition: entries.sum(), unreported: unreported)
  }

  /// Whether every entry of the day reports `nutrient`, so its total is the day's.
  public func isComplete(_ nutrient: Nutrient) -> Bool {
    (unreported[nutrient] ?? 0) == 0
  }
}
