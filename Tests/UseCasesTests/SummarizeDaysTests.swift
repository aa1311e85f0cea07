import Entities
import Foundation
import TestSupport
import Testing
import UseCases

@Suite("SummarizeDays")
struct SummarizeDaysTests {
  let paris = FoundationZones["Europe/Paris"]
  /// 2026-11-21T08:30:00Z, a Saturday.
  let clock = FixedClock(Samples.breakfastTime)

  func day(_ text: String) -> CalendarDay { CalendarDay(text)! }

  @Test(
    "rejects a number of days outside 1...366 without touching the store", arguments: [0, -3, 367])
  func rejectsDays(_ days: Int) async {
    await #expect(throws: SummarizeDaysError.invalidDays(days, maximum: 366)) {
      try await SummarizeDays(history: SpyMealHistory(), clock: clock)
        .execute(SummarizeDaysRequest(days: days, timeZone: .utc))
    }
  }

  @Test(
    "rejects a goal that is not from 1 to 20000 kcal",
    arguments: [0, -1, 20_001, 0.5, Double.leastNonzeroMagnitude])
  func rejectsGoal(_ goal: Double) async {
    await #expect(throws: SummarizeDaysError.invalidGoal(goal, maximum: 20_000)) {
      try await SummarizeDays(history: SpyMealHistory(), clock: clock)
        .execute(SummarizeDaysRequest(timeZone: .utc, goal: goal))
    }
  }

  @Test("rejects a goal that is not a number")
  func rejectsNaN() async {
    await #expect(throws: SummarizeDaysError.self) {
      try await SummarizeDays(history: SpyMealHistory(), clock: clock)
        .execute(SummarizeDaysRequest(timeZone: .utc, goal: .nan))
    }
  }

  @Test("asks the store for whole local days ending today, today decided in the time zone")
  func asksForLocalDays() async throws {
    // 23:30 UTC on the 21st is already the 22nd in Paris.
    let lateClock = FixedClock(Date(timeIntervalSince1970: 1_795_303_800))
    let history = SpyMealHistory(read: .succeeds)
    let response = try await SummarizeDays(history: history, clock: lateClock)
      .execute(SummarizeDaysRequest(days: 3, timeZone: paris))
    expectEqual(
      response.days.map(\.day), [day("2026-11-20"), day("2026-11-21"), day("2026-11-22")])
    let request = try #require(history.totalsRequests.first)
    expectEqual(request.timeZone, paris)
    expectEqual(request.interval.start, Date(timeIntervalSince1970: 1_795_129_200))  // 11-19T23:00Z
    expectEqual(request.interval.end, Date(timeIntervalSince1970: 1_795_388_400))  // 11-22T23:00Z
    #expect(history.queries.isEmpty, "a summary needs totals, not pages of entries")
  }

  @Test("--by-meal splits each local day by meal type, given or inferred in the time zone")
  func splitsByMeal() async throws {
    // Paris is UTC+1. 07:30Z is 08:30 in Paris: breakfast on the 21st. 10:30Z is 11:30: lunch.
    // 11:00Z given as a snack. 23:30Z on the 20th is 00:30 on the 21st: a snack by its time.
    func at(_ seconds: Double, _ id: String, _ type: MealType? = nil) -> MealEntry {
      var entry = Samples.entry(id: id, at: Date(timeIntervalSince1970: seconds))
      entry.mealType = type
      return entry
    }
    let entries = [
      at(1_795_260_600, "snack", .snack), at(1_795_259_200, "lunch"),
      at(1_795_247_400, "breakfast"), at(1_795_217_400, "midnight"),
    ]
    let history = SpyMealHistory(
      read: .succeeds, page: HistoryPage(entries: entries, nextCursor: nil),
      days: [DailyTotals(day: day("2026-11-21"), count: 4, nutrition: Samples.egg)])
    let response = try await SummarizeDays(history: history, clock: clock)
      .execute(SummarizeDaysRequest(days: 2, timeZone: paris, byMeal: true))
    let today = try #require(response.days.last?.byMeal)
    expectEqual(today.map(\.type), [.breakfast, .lunch, .dinner, .snack])
    expectEqual(today.map(\.count), [1, 1, 0, 2])
    expectEqual(today[3].nutrition.calories, 2 * Samples.egg.calories)
    expectEqual(today[2].nutrition, .zero)
    expectEqual(response.days.first?.byMeal?.map(\.count), [0, 0, 0, 0])
    let query = try #require(history.queries.first)
    expectEqual(query.interval.start, Date(timeIntervalSince1970: 1_795_129_200))  // 11-19T23:00Z
    expectEqual(query.interval.end, Date(timeIntervalSince1970: 1_795_302_000))  // 11-21T23:00Z

    let plain = try await SummarizeDays(history: history, clock: clock)
      .execute(SummarizeDaysRequest(days: 2, timeZone: paris))
    #expect(plain.days.allSatisfy { $0.byMeal == nil })
    #expect(history.queries.count == 1, "no entries are read without --by-meal")
  }

  @Test("returns every day, oldest first, days without meals as zero")
  func fillsEmptyDays() async throws {
    let history = SpyMealHistory(
      read: .succeeds,
      days: [
        DailyTotals(day: day("2026-11-19"), count: 2, nutrition: Samples.egg),
        DailyTotals(day: day("2026-11-21"), count: 1, nutrition: Samples.toast),
      ])
    let response = try await SummarizeDays(history: history, clock: clock)
      .execute(SummarizeDaysRequest(days: 5, timeZone: .utc, goal: 1800))
    expectEqual(
      response.days.map(\.day.description),
      ["2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21"])
    expectEqual(response.days.map(\.count), [0, 0, 2, 0, 1])
    expectEqual(response.days[0].nutrition, .zero)
    expectEqual(response.days[0].macroSplit, nil)
    expectEqual(response.days[2].nutrition, Samples.egg)
    expectEqual(response.days[2].macroSplit, MacroSplit(Samples.egg))
    expectEqual(response.days[4].nutrition, Samples.toast)
    expectEqual(response.goal, 1800)
  }

  @Test("totals the period and averages over the days with meals only")
  func periodFigures() async throws {
    let heavy = NutritionFacts(calories: 2400, protein: 120, carbohydrates: 250, fat: 90, fiber: 30)
    let light = NutritionFacts(calories: 1600, protein: 80, carbohydrates: 190, fat: 50, fiber: 20)
    let history = SpyMealHistory(
      read: .succeeds,
      days: [
        DailyTotals(day: day("2026-11-15"), count: 4, nutrition: heavy),
        DailyTotals(day: day("2026-11-20"), count: 3, nutrition: light),
      ])
    let response = try await SummarizeDays(history: history, clock: clock)
      .execute(SummarizeDaysRequest(timeZone: .utc))
    expectEqual(response.days.count, 7)
    expectEqual(response.mealCount, 7)
    expectEqual(response.loggedDays, 2)
    expectEqual(response.total.calories, 4000)
    expectEqual(response.total.protein, 200)
    #expect(response.average.calories == 2000, "over 2 logged days, not 7")
    expectEqual(response.average.fat, 70)
    expectEqual(response.macroSplit, MacroSplit(heavy + light))
    expectEqual(response.goal, nil)
  }

  @Test("adds up two totals the store gives for the same day")
  func duplicateDays() async throws {
    let history = SpyMealHistory(
      read: .succeeds,
      days: [
        DailyTotals(day: day("2026-11-21"), count: 1, nutrition: Samples.egg),
        DailyTotals(day: day("2026-11-21"), count: 1, nutrition: Samples.toast),
      ])
    let response = try await SummarizeDays(history: history, clock: clock)
      .execute(SummarizeDaysRequest(days: 1, timeZone: .utc))
    expectEqual(response.days.count, 1)
    expectEqual(response.days[0].count, 2)
    expectEqual(response.days[0].nutrition, Samples.egg + Samples.toast)
  }

  @Test("with nothing eaten the average is zero and there is no split")
  func nothingEaten() async throws {
    let response = try await SummarizeDays(
      history: SpyMealHistory(read: .succeeds), clock: clock
    ).execute(SummarizeDaysRequest(days: 366, timeZone: .utc))
    expectEqual(response.days.count, 366)
    expectEqual(response.days.last?.day, day("2026-11-21"))
    expectEqual(response.days.first?.day, day("2025-11-21"))
    expectEqual(response.loggedDays, 0)
    expectEqual(response.average, .zero)
    expectEqual(response.macroSplit, nil)
  }

  @Test("reports a storage failure")
  func storageFails() async {
    let history = SpyMealHistory(read: .fails(.storageFailed("disk full")))
    await #expect(throws: SummarizeDaysError.storageFailed(.storageFailed("disk full"))) {
      try await SummarizeDays(history: history, clock: clock)
        .execute(SummarizeDaysRequest(timeZone: .utc))
    }
  }
}
