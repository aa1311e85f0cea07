import Entities
import Foundation
import TestSupport
import Testing
import UseCases

@Suite("LogKnownNutrition")
struct LogKnownNutritionTests {
  private let now = Date(timeIntervalSince1970: 1_795_342_530.7)

  private func useCase(_ history: SpyMealHistory) -> LogKnownNutrition {
    LogKnownNutrition(history: history, clock: FixedClock(now), ids: SequentialIDGenerator())
  }

  @Test("saves the numbers given as a manual entry without items, at now to the second")
  func savesKnownNumbers() async throws {
    let history = SpyMealHistory(save: .succeeds)
    let response = try await useCase(history).execute(
      LogKnownNutritionRequest(
        description: "  restaurant burrito ", calories: 950, protein: 40, carbohydrates: 110,
        fat: 35, fiber: 12))
    let expected = MealEntry(
      id: MealEntryID("id-1"), consumedAt: Date(timeIntervalSince1970: 1_795_342_530),
      description: "restaurant burrito", items: [],
      totals: NutritionFacts(calories: 950, protein: 40, carbohydrates: 110, fat: 35, fiber: 12),
      analyzer: "manual")
    expectEqual(response.entry, expected)
    expectEqual(history.savedEntries, [expected])
    // 4·40 + 4·110 + 9·35 = 915 kcal, within tolerance of 950.
    expectEqual(response.energyCheck?.fromMacronutrients, 915)
  }

  @Test("a meal type given is saved with the numbers")
  func savesMealType() async throws {
    let history = SpyMealHistory(save: .succeeds)
    let response = try await useCase(history).execute(
      LogKnownNutritionRequest(description: "burrito", calories: 950, mealType: .dinner))
    expectEqual(response.entry.mealType, .dinner)
    expectEqual(history.savedEntries.map(\.mealType), [.dinner])
  }

  @Test("unknown macronutrients are 0 g and there is no energy check to warn with")
  func caloriesOnly() async throws {
    let history = SpyMealHistory(save: .succeeds)
    let at = Date(timeIntervalSince1970: 1_795_300_000)
    let response = try await useCase(history).execute(
      LogKnownNutritionRequest(description: "burrito", calories: 950, protein: 40, consumedAt: at))
    expectEqual(
      response.entry.totals,
      NutritionFacts(calories: 950, protein: 40, carbohydrates: 0, fat: 0, fiber: 0))
    expectEqual(response.entry.consumedAt, at)
    expectEqual(response.energyCheck, nil)
  }

  @Test(
    "numbers the nutrition rules refuse are reported and nothing is saved",
    arguments: [
      (
        LogKnownNutritionRequest(description: "x", calories: -5),
        NutritionRuleViolation.negative(.calories, -5)
      ),
      (
        LogKnownNutritionRequest(description: "x", calories: 15_001),
        .implausible(.calories, 15_001)
      ),
      (
        LogKnownNutritionRequest(description: "x", calories: 500, fat: 1_500.5),
        .implausible(.fat, 1_500.5)
      ),
      (
        LogKnownNutritionRequest(description: "x", calories: 500, protein: .nan),
        .notFinite(.protein)
      ),
      (
        LogKnownNutritionRequest(description: "x", calories: .infinity),
        .notFinite(.calories)
      ),
    ])
  func implausible(_ request: LogKnownNutritionRequest, _ violation: NutritionRuleViolation)
    async
  {
    // save: .unexpected fails the test if anything is saved.
    await #expect(throws: LogKnownNutritionError.implausibleNutrition(violation)) {
      try await useCase(SpyMealHistory()).execute(request)
    }
  }

  @Test("the largest plausible meal is accepted")
  func atTheBounds() async throws {
    let history = SpyMealHistory(save: .succeeds)
    _ = try await useCase(history).execute(
      LogKnownNutritionRequest(
        description: "feast", calories: Nutrient.calories.mealMaximum,
        protein: Nutrient.protein.mealMaximum, fiber: 0))
    expectEqual(history.savedEntries.first?.totals.calories, 15_000)
  }

  @Test("a blank description, a time out of range, and a failing store are reported")
  func otherFailures() async {
    await #expect(throws: LogKnownNutritionError.emptyDescription) {
      try await useCase(SpyMealHistory()).execute(
        LogKnownNutritionRequest(description: " \n", calories: 100))
    }
    let year1 = Date(timeIntervalSince1970: -62_135_596_800)
    await #expect(throws: LogKnownNutritionError.timeOutOfRange(year1)) {
      try await useCase(SpyMealHistory()).execute(
        LogKnownNutritionRequest(description: "x", calories: 100, consumedAt: year1))
    }
    let failing = SpyMealHistory(save: .fails(.storageFailed("disk full")))
    await #expect(throws: LogKnownNutritionError.storageFailed(.storageFailed("disk full"))) {
      try await useCase(failing).execute(LogKnownNutritionRequest(description: "x", calories: 1))
    }
  }
}
