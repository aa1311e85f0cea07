import Entities
import Foundation
import TestSupport
import Testing
import UseCases

@Suite("AnalyzeFood")
struct AnalyzeFoodTests {
  let now = Samples.breakfastTime
  let analysis = FoodAnalysis(
    items: [
      Samples.item("2 eggs", food: "Egg, whole, raw", grams: 100, nutrition: Samples.egg),
      Samples.item("toast", food: "Bread, toasted", grams: 22, nutrition: Samples.toast),
    ],
    unmatched: ["zorp"])

  func makeUseCase(_ analyzer: FakeFoodAnalyzer, _ history: SpyMealHistory) -> AnalyzeFood {
    AnalyzeFood(
      analyzer: analyzer, history: history, clock: FixedClock(now), ids: SequentialIDGenerator())
  }

  @Test("saves the analyzed meal and returns exactly what was saved")
  func savesAndReturns() async throws {
    let analyzer = FakeFoodAnalyzer(.returns(analysis), name: "local")
    let history = SpyMealHistory(save: .succeeds)
    let response = try await makeUseCase(analyzer, history)
      .execute(AnalyzeFoodRequest(description: "  2 eggs and toast, zorp \n"))

    let expected = MealEntry(
      id: MealEntryID("id-1"), consumedAt: now, description: "2 eggs and toast, zorp",
      items: analysis.items, totals: Samples.egg + Samples.toast, unmatched: ["zorp"],
      analyzer: "local")
    expectEqual(response.entry, expected)
    expectEqual(history.savedEntries, [expected])
    expectEqual(analyzer.inputs, [MealInput(description: "2 eggs and toast, zorp")])
  }

  @Test("a meal type given is saved; without one, none is stored (it follows the time)")
  func savesGivenMealType() async throws {
    let history = SpyMealHistory(save: .succeeds)
    let typed = try await makeUseCase(FakeFoodAnalyzer(.returns(analysis)), history)
      .execute(AnalyzeFoodRequest(description: "eggs", mealType: .snack))
    expectEqual(typed.entry.mealType, .snack)
    let untyped = try await makeUseCase(FakeFoodAnalyzer(.returns(analysis)), history)
      .execute(AnalyzeFoodRequest(description: "eggs"))
    expectEqual(untyped.entry.mealType, nil)
    expectEqual(history.savedEntries.map(\.mealType), [.snack, nil])
  }

  @Test("uses the time given, truncated to whole seconds")
  func usesGivenTime() async throws {
    let history = SpyMealHistory(save: .succeeds)
    let eaten = Date(timeIntervalSince1970: 1_795_200_000.75)
    let response = try await makeUseCase(FakeFoodAnalyzer(.returns(analysis)), history)
      .execute(AnalyzeFoodRequest(description: "eggs", consumedAt: eaten))
    expectEqual(response.entry.consumedAt, Date(timeIntervalSince1970: 1_795_200_000))
  }

  @Test(
    "rejects empty input without calling the analyzer or the store",
    arguments: ["", "   ", "\n\t"])
  func rejectsEmpty(_ description: String) async {
    await #expect(throws: AnalyzeFoodError.emptyInput) {
      try await makeUseCase(FakeFoodAnalyzer(.unexpected), SpyMealHistory())
        .execute(AnalyzeFoodRequest(description: description))
    }
  }

  @Test("rejects a description over 10,000 characters before analysis")
  func rejectsHuge() async {
    let huge = String(repeating: "egg ", count: 2501)
    await #expect(throws: AnalyzeFoodError.descriptionTooLong(length: 10_007, limit: 10_000)) {
      try await makeUseCase(FakeFoodAnalyzer(.unexpected), SpyMealHistory())
        .execute(AnalyzeFoodRequest(description: huge + "egg"))
    }
  }

  @Test("rejects a photo over 10 MiB before analysis")
  func rejectsHugePhoto() async {
    let photo = MealPhoto(data: Data(count: 10 * 1024 * 1024 + 1), mediaType: .jpeg)
    await #expect(throws: AnalyzeFoodError.photoTooLarge(bytes: 10_485_761, limit: 10_485_760)) {
      try await makeUseCase(FakeFoodAnalyzer(.unexpected), SpyMealHistory())
        .execute(AnalyzeFoodRequest(description: "", photo: photo))
    }
  }

  @Test("accepts a photo without words")
  func acceptsPhotoOnly() async throws {
    let photo = MealPhoto(data: Data([0xFF, 0xD8, 0xFF]), mediaType: .jpeg)
    let analyzer = FakeFoodAnalyzer(.returns(analysis))
    let history = SpyMealHistory(save: .succeeds)
    _ = try await makeUseCase(analyzer, history)
      .execute(AnalyzeFoodRequest(description: "", photo: photo))
    expectEqual(analyzer.inputs.first?.photo, photo)
    expectEqual(history.savedEntries.count, 1)
  }

  @Test("saves nothing when the analyzer fails, and says why")
  func analyzerFails() async {
    let failure = FoodAnalysisError.nothingRecognized(unmatched: ["zorp"])
    await #expect(throws: AnalyzeFoodError.analysisFailed(failure)) {
      try await makeUseCase(FakeFoodAnalyzer(.fails(failure)), SpyMealHistory())
        .execute(AnalyzeFoodRequest(description: "zorp"))
    }
  }

  @Test("saves nothing when the analysis breaks the nutrition rules")
  func implausible() async {
    let bad = FoodAnalysis(items: [
      Samples.item(
        "x",
        nutrition: NutritionFacts(calories: 10, protein: -1, carbohydrates: 0, fat: 0, fiber: 0))
    ])
    await #expect(throws: AnalyzeFoodError.implausibleNutrition(.negative(.protein, -1))) {
      try await makeUseCase(FakeFoodAnalyzer(.returns(bad)), SpyMealHistory())
        .execute(AnalyzeFoodRequest(description: "x"))
    }
  }

  @Test("rejects more than 100 items and items over 5 kg")
  func absurdAnalyses() async {
    let many = FoodAnalysis(items: Array(repeating: Samples.item("egg"), count: 101))
    let heavy = FoodAnalysis(items: [Samples.item("a whale", grams: 5000.5)])
    for analysis in [many, heavy] {
      await #expect {
        try await makeUseCase(FakeFoodAnalyzer(.returns(analysis)), SpyMealHistory())
          .execute(AnalyzeFoodRequest(description: "x"))
      } throws: { error in
        guard case .analysisFailed(.rejectedInput(let message)) = error as? AnalyzeFoodError
        else { return false }
        return message.contains("101") || message.contains("a whale")
      }
    }
  }

  @Test("reports a storage failure")
  func storageFails() async {
    let history = SpyMealHistory(save: .fails(.storageFailed("disk full")))
    await #expect(throws: AnalyzeFoodError.storageFailed(.storageFailed("disk full"))) {
      try await makeUseCase(FakeFoodAnalyzer(.returns(analysis)), history)
        .execute(AnalyzeFoodRequest(description: "eggs"))
    }
  }

  @Test("flags, but keeps, calories that disagree with the macronutrients")
  func flagsEnergy() async throws {
    let odd = FoodAnalysis(items: [
      Samples.item(
        "mystery",
        nutrition: NutritionFacts(calories: 500, protein: 1, carbohydrates: 1, fat: 1, fiber: 0))
    ])
    let history = SpyMealHistory(save: .succeeds)
    let response = try await makeUseCase(FakeFoodAnalyzer(.returns(odd)), history)
      .execute(AnalyzeFoodRequest(description: "mystery"))
    expectEqual(response.energyCheck.isConsistent, false)
    expectEqual(history.savedEntries.count, 1)
  }
}
