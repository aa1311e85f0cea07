import Entities
import FoundationEssentials

/// Sums what someone ate on each of the last N days, today included, against a calorie goal
/// and goals for single nutrients.
public struct SummarizeDays: Sendable {
  /// Days summarized when none are asked for: one week.
  public static let defaultDays = 7
  /// Most days in one summary: a (leap) year.
  public static let maximumDays = 366
  /// Largest daily goal accepted, in kcal; far above any real need, so only typos are refused.
  public static let maximumGoal = 20_000.0
  /// Smallest daily goal accepted, in kcal: a goal of a tiny fraction of a kcal (1e-320) made
  /// each day's percentage of it infinite, which no document can carry.
  public static let minimumGoal = 1.0
  /// Entries read from the store per query when splitting days by meal type.
  public static let pageSize = 1000

  private let history: any MealHistory
  private let clock: any Clock

  /// Creates the use case from its ports; `clock` decides which day is today.
  public init(history: any MealHistory, clock: any Clock) {
    self.history = history
    self.clock = clock
  }

  /// Returns one row per day, oldest first, including days without meals, and the period's
  /// total, average per day with meals, and macronutrient split.
  public func execute(
    _ request: SummarizeDaysRequest
  ) async throws(SummarizeDaysError) -> SummarizeDaysResponse {
    guard (1...Self.maximumDays).contains(request.days) else {
      throw .invalidDays(request.days, maximum: Self.maximumDays)
    }
    if let goal = request.goal, !(goal >= Self.minimumGoal && goal <= Self.maximumGoal) {
      throw .invalidGoal(goal, maximum: Self.maximumGoal)
    }
    var goalNutrients = Set<Nutrient>()
    for goal in request.nutrientGoals where !goalNutrients.insert(goal.nutrient).inserted {
      throw .duplicateGoal(goal.nutrient)
    }
    let timeZone = request.timeZone
    let last = CalendarDay(containing: clock.now(), in: timeZone)
    let first = last.adding(days: -(request.days - 1))
    let interval = DateInterval(
      start: first.start(in: timeZone), end: last.adding(days: 1).start(in: timeZone))
    let stored: [DailyTotals]
    do {
      stored = try await history.dailyTotals(in: interval, timeZone: timeZone)
    } catch {
      throw .storageFailed(error)
    }
    let byMeal = request.byMeal ? try await mealTotals(in: interval, timeZone: timeZone) : nil

    // A store answers per day already; grouping again keeps a duplicated day from being lost.
    let byDay = Dictionary(grouping: stored, by: \.day)
    let days = (0..<request.days).map { offset -> DaySummary in
      let day = first.adding(days: offset)
      let found = byDay[day] ?? []
      return DaySummary(
        DailyTotals(
          day: day, count: found.map(\.count).reduce(0, +),
          nutrition: found.map(\.nutrition).sum(),
          unreported: found.map(\.unreported).reduce(into: [:]) {
            $0.merge($1, uniquingKeysWith: +)
          }),
        byMeal: byMeal.map { byMeal in
          MealType.allCases.map { type in
            let entries = byMeal[day]?[type] ?? []
            return MealTotals(
              type: type, count: entries.count, nutrition: entries.map(\.totals).sum())
          }
        },
        goals: request.nutrientGoals)
    }
    return SummarizeDaysResponse(
      days: days, goal: request.goal, nutrientGoals: request.nutrientGoals)
  }

  /// The entries in `interval` by local day and meal type, given or inferred in `timeZone`.
  ///
  /// Read entry by entry, as the type may depend on the time zone, which no store knows.
  private func mealTotals(
    in interval: DateInterval, timeZone: TimeZoneRules
  ) async throws(SummarizeDaysError) -> [CalendarDay: [MealType: [MealEntry]]] {
    let entries: [MealEntry]
    do {
      entries = try await history.everyEntry(in: interval, pageSize: Self.pageSize)
    } catch {
      throw .storageFailed(error)
    }
    var grouped: [CalendarDay: [MealType: [MealEntry]]] = [:]
    for entry in entries {
      let day = CalendarDay(containing: entry.consumedAt, in: timeZone)
      grouped[day, default: [:]][entry.mealType(in: timeZone), default: []].append(entry)
    }
    return grouped
  }
}
