import Entities
import TestSupport
import Testing
import UseCases

@Suite("FetchMealEntry")
struct FetchMealEntryTests {
  @Test("returns the stored entry with its items")
  func found() async throws {
    let entry = Samples.entry(id: "x", at: Samples.breakfastTime)
    let history = SpyMealHistory(read: .succeeds, stored: [entry])
    let response = try await FetchMealEntry(history: history)
      .execute(FetchMealEntryRequest(id: MealEntryID("x")))
    expectEqual(response.entry, entry)
    expectEqual(history.lookups, [MealEntryID("x")])
  }

  @Test("says so when there is no such entry")
  func notFound() async {
    let history = SpyMealHistory(read: .succeeds)
    await #expect(throws: FetchMealEntryError.notFound(MealEntryID("nope"))) {
      try await FetchMealEntry(history: history)
        .execute(FetchMealEntryRequest(id: MealEntryID("nope")))
    }
  }

  @Test("a store failure is reported as such")
  func storageFailed() async {
    let history = SpyMealHistory(read: .fails(.unavailable("down")))
    await #expect(throws: FetchMealEntryError.storageFailed(.unavailable("down"))) {
      try await FetchMealEntry(history: history)
        .execute(FetchMealEntryRequest(id: MealEntryID("x")))
    }
  }
}
