import Entities
import Foundation
import TestSupport
import Testing
import UseCases

@Suite("SummarizeDays with nutrient goals")
struct SummarizeDaysGoalsTests {
  /// 2026-11-21T08:30:00Z, a Saturday.
  let clock = FixedClock(Samples.breakfastTime)

  func day(_ text: String) -> CalendarDay { CalendarDay(text)! }

  func facts(protein: Double, sodium: Double?) -> NutritionFacts {
    NutritionFacts(
      calories: 4 * protein + 400, protein: protein, carbohydrates: 100, fat: 0, fiber: 10,
      sodium: sodium)
  }

  @Test("holds each goal against each day, in the request's order, and against the average")
  func checksEveryDay() async throws {
    let protein = try NutrientGoal(.protein, minimum: 120)
    let sodium = try NutrientGoal(.sodium, maximum: 2300)
    let history = SpyMealHistory(
      read: .succeeds,
      days: [
        DailyTotals(day: day("2026-11-19"), count: 3, nutrition: facts(protein: 96, sodium: 1900)),
        DailyTotals(day: day("2026-11-21"), count: 2, nutrition: facts(protein: 130, sodium: 2600)),
      ])
    let response = try await SummarizeDays(history: history, clock: clock)
      .execute(SummarizeDaysRequest(days: 3, timeZone: .utc, nutrientGoals: [protein, sodium]))

    expectEqual(response.nutrientGoals, [protein, sodium])
    let first = response.days[0].goals
    expectEqual(first.map(\.goal), [protein, sodium])
    expectEqual(first.map(\.amount), [96, 1900])
    expectEqual(first.map(\.status), [.under(by: 24), .met])
    #expect(first.allSatisfy { $0.isComplete })
    #expect(response.days[1].goals.map(\.status) == [nil, nil], "a day without meals: no verdict")
    expectEqual(response.days[1].goals.map(\.amount), [nil, nil])
    expectEqual(response.days[2].goals.map(\.status), [.met, .over(by: 300)])
    // The average is over the 2 days with meals: 113 g of protein, 2,250 mg of sodium.
    expectEqual(response.averageGoals.map(\.amount), [113, 2250])
    expectEqual(response.averageGoals.map(\.status), [.under(by: 7), .met])
  }

  @Test("a day where some meals lack the nutrient is not called under or met by a maximum")
  func incompleteDays() async throws {
    let protein = try NutrientGoal(.protein, minimum: 120)
    let sodium = try NutrientGoal(.sodium, maximum: 2300)
    let potassium = try NutrientGoal(.potassium, minimum: 3400)
    let history = SpyMealHistory(
      read: .succeeds,
      days: [
        DailyTotals(
          day: day("2026-11-20"), count: 3, nutrition: facts(protein: 96, sodium: 300),
          unreported: [.sodium: 2, .potassium: 3]),
        DailyTotals(
          day: day("2026-11-21"), count: 2, nutrition: facts(protein: 100, sodium: 2500),
          unreported: [.sodium: 1, .potassium: 2]),
      ])
    let response = try await SummarizeDays(history: history, clock: clock)
      .execute(
        SummarizeDaysRequest(
          days: 2, timeZone: .utc, nutrientGoals: [protein, sodium, potassium]))

    let partial = response.days[0].goals
    #expect(partial[0].status == .under(by: 24), "protein is always reported")
    expectEqual(partial[1].amount, 300)
    expectEqual(partial[1].unreported, 2)
    #expect(!partial[1].isComplete)
    expectEqual(partial[1].status, .undetermined)
    #expect(partial[2].amount == nil, "no meal reported potassium")
    expectEqual(partial[2].status, .undetermined)
    #expect(response.days[1].goals[1].status == .over(by: 200), "over even without one meal")
    expectEqual(response.unreported, [.sodium: 3, .potassium: 5])
    expectEqual(response.averageGoals[1].unreported, 3)
    expectEqual(response.averageGoals[1].status, .undetermined)
  }

  @Test("adds up the unreported counts of two totals the store gives for one day")
  func mergesDuplicateDays() async throws {
    let history = SpyMealHistory(
      read: .succeeds,
      days: [
        DailyTotals(
          day: day("2026-11-21"), count: 1, nutrition: Samples.egg, unreported: [.sodium: 1]),
        DailyTotals(
          day: day("2026-11-21"), count: 2, nutrition: Samples.toast,
          unreported: [.sodium: 2, .iron: 1]),
      ])
    let response = try await SummarizeDays(history: history, clock: clock)
      .execute(SummarizeDaysRequest(days: 1, timeZone: .utc))
    expectEqual(response.days[0].unreported, [.sodium: 3, .iron: 1])
    #expect(response.days[0].goals.isEmpty)
    #expect(response.averageGoals.isEmpty)
  }

  @Test("refuses two goals for one nutrient without touching the store")
  func duplicateGoal() async throws {
    let history = SpyMealHistory(read: .succeeds)
    let goals = [
      try NutrientGoal(.sodium, maximum: 2300), try NutrientGoal(.fiber, minimum: 30),
      try NutrientGoal(.sodium, maximum: 1500),
    ]
    await #expect(throws: SummarizeDaysError.duplicateGoal(.sodium)) {
      try await SummarizeDays(history: history, clock: clock)
        .execute(SummarizeDaysRequest(timeZone: .utc, nutrientGoals: goals))
    }
    #expect(history.totalsRequests.isEmpty)
    expectEqual(
      SummarizeDaysError.duplicateGoal(.saturatedFat).description,
      "there are two goals for saturated fat; give one, with a minimum, a maximum or both")
  }
}
