import Entities
import Foundation
import TestSupport
import Testing
import UseCases

@Suite("EditMealEntry")
struct EditMealEntryTests {
  let original = Samples.entry(id: "e", at: Samples.breakfastTime, description: "2 eggs")
  let toast = FoodAnalysis(items: [Samples.item("toast", nutrition: Samples.toast)])

  @Test("a new description is analyzed and replaces foods and numbers, keeping id and time")
  func newText() async throws {
    let history = SpyMealHistory(save: .succeeds, read: .succeeds, stored: [original])
    let analyzer = FakeFoodAnalyzer(.returns(toast), name: "local")
    let response = try await EditMealEntry(analyzer: analyzer, history: history)
      .execute(EditMealEntryRequest(id: original.id, description: " a slice of toast "))
    var expected = original
    expected.description = "a slice of toast"
    expected.items = toast.items
    expected.totals = Samples.toast
    expected.analyzer = "local"
    expectEqual(
      response, EditMealEntryResponse(previous: original, entry: expected, reanalyzed: true))
    expectEqual(history.replacedEntries, [expected])
    #expect(history.savedEntries.isEmpty, "a replace, not a save that could create an entry")
    expectEqual(analyzer.inputs.map(\.description), ["a slice of toast"])
  }

  @Test("a new time only moves the entry, without analyzing")
  func newTime() async throws {
    let history = SpyMealHistory(save: .succeeds, read: .succeeds, stored: [original])
    let later = Date(timeIntervalSince1970: 1_795_300_000.9)
    let response = try await EditMealEntry(analyzer: nil, history: history)
      .execute(EditMealEntryRequest(id: original.id, consumedAt: later))
    var expected = original
    expected.consumedAt = Date(timeIntervalSince1970: 1_795_300_000)
    expectEqual(response.entry, expected)
    #expect(!response.reanalyzed)
    expectEqual(history.replacedEntries, [expected])
  }

  @Test("a meal type only retypes the entry, without analyzing or moving it")
  func newMealType() async throws {
    var typed = original
    typed.mealType = .breakfast
    let history = SpyMealHistory(save: .succeeds, read: .succeeds, stored: [typed])
    let response = try await EditMealEntry(analyzer: nil, history: history)
      .execute(EditMealEntryRequest(id: original.id, mealType: .snack))
    var expected = typed
    expected.mealType = .snack
    expectEqual(response.entry, expected)
    expectEqual(response.previous.mealType, .breakfast)
    #expect(!response.reanalyzed)
    expectEqual(history.replacedEntries, [expected])
  }

  @Test("the same description is not analyzed again")
  func sameText() async throws {
    let history = SpyMealHistory(save: .succeeds, read: .succeeds, stored: [original])
    let response = try await EditMealEntry(
      analyzer: FakeFoodAnalyzer(.unexpected), history: history
    ).execute(EditMealEntryRequest(id: original.id, description: "2 eggs"))
    expectEqual(response.entry, original)
    #expect(!response.reanalyzed)
  }

  @Test("a failed analysis changes nothing")
  func analysisFails() async {
    // save: .unexpected fails the test if replace is called.
    let history = SpyMealHistory(read: .succeeds, stored: [original])
    let analyzer = FakeFoodAnalyzer(.fails(.nothingRecognized(unmatched: ["asdf"])))
    await #expect(
      throws: EditMealEntryError.analysisFailed(.nothingRecognized(unmatched: ["asdf"]))
    ) {
      try await EditMealEntry(analyzer: analyzer, history: history)
        .execute(EditMealEntryRequest(id: original.id, description: "asdf"))
    }
    #expect(history.replacedEntries.isEmpty)
  }

  @Test("an implausible analysis changes nothing")
  func implausible() async {
    let history = SpyMealHistory(read: .succeeds, stored: [original])
    var huge = Samples.toast
    huge.calories = 20_000
    let analyzer = FakeFoodAnalyzer(
      .returns(FoodAnalysis(items: [Samples.item("x", nutrition: huge)])))
    await #expect(throws: EditMealEntryError.implausibleNutrition(.implausible(.calories, 20_000)))
    {
      try await EditMealEntry(analyzer: analyzer, history: history)
        .execute(EditMealEntryRequest(id: original.id, description: "a mountain"))
    }
  }

  @Test("an unknown id, or one deleted before the write, is not found")
  func notFound() async {
    let missing = SpyMealHistory(read: .succeeds)
    await #expect(throws: EditMealEntryError.notFound(MealEntryID("nope"))) {
      try await EditMealEntry(analyzer: nil, history: missing)
        .execute(EditMealEntryRequest(id: MealEntryID("nope"), consumedAt: Samples.breakfastTime))
    }
    // Found when read, gone when replaced: the spy's page has it, `stored` does not.
    let vanishing = VanishingHistory(original)
    await #expect(throws: EditMealEntryError.notFound(original.id)) {
      try await EditMealEntry(analyzer: nil, history: vanishing)
        .execute(EditMealEntryRequest(id: original.id, consumedAt: Samples.breakfastTime))
    }
  }

  @Test("requests that change nothing, or badly, are refused before reading")
  func badRequests() async {
    let useCase = EditMealEntry(analyzer: nil, history: SpyMealHistory())
    await #expect(throws: EditMealEntryError.nothingToChange) {
      try await useCase.execute(EditMealEntryRequest(id: original.id))
    }
    await #expect(throws: EditMealEntryError.emptyDescription) {
      try await useCase.execute(EditMealEntryRequest(id: original.id, description: "  "))
    }
    let year1 = Date(timeIntervalSince1970: -62_135_596_800)
    await #expect(throws: EditMealEntryError.timeOutOfRange(year1)) {
      try await useCase.execute(EditMealEntryRequest(id: original.id, consumedAt: year1))
    }
  }

  @Test("a failing store is a storage failure")
  func storageFails() async {
    let history = SpyMealHistory(
      save: .fails(.storageFailed("damaged")), read: .succeeds, stored: [original])
    await #expect(throws: EditMealEntryError.storageFailed(.storageFailed("damaged"))) {
      try await EditMealEntry(analyzer: nil, history: history)
        .execute(EditMealEntryRequest(id: original.id, consumedAt: Samples.breakfastTime))
    }
  }
}

/// A history whose one entry is deleted by "another process" right after it is read.
private final class VanishingHistory: MealHistory {
  private let stored: MealEntry
  init(_ entry: MealEntry) { stored = entry }

  func save(_ entry: MealEntry) async throws(MealHistoryError) {
    Issue.record("save must not be used to edit")
  }
  func entries(_ query: HistoryQuery) async throws(MealHistoryError) -> HistoryPage {
    HistoryPage(entries: [], nextCursor: nil)
  }
  func entry(_ id: MealEntryID) async throws(MealHistoryError) -> MealEntry? {
    id == stored.id ? stored : nil
  }
  func dailyTotals(
    in interval: DateInterval, timeZone: TimeZoneRules
  ) async throws(MealHistoryError) -> [DailyTotals] { [] }
  func replace(_ entry: MealEntry) async throws(MealHistoryError) -> Bool { false }
  func delete(_ id: MealEntryID) async throws(MealHistoryError) -> Bool { false }
  func importEntries(_ entries: [MealEntry]) async throws(MealHistoryError) -> Int {
    Issue.record("importEntries was not expected")
    return 0
  }
}
