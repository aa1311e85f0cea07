import Entities
import TestSupport
import Testing
import UseCases

@Suite("DeleteMealEntry")
struct DeleteMealEntryTests {
  @Test("deletes an existing entry")
  func deletes() async throws {
    let history = SpyMealHistory(delete: .succeeds, existingIDs: [MealEntryID("x")])
    let response = try await DeleteMealEntry(history: history)
      .execute(DeleteMealEntryRequest(id: MealEntryID("x")))
    expectEqual(response.id, MealEntryID("x"))
    expectEqual(history.deleteRequests, [MealEntryID("x")])
  }

  @Test("says so when there is no such entry")
  func notFound() async {
    let history = SpyMealHistory(delete: .succeeds)
    await #expect(throws: DeleteMealEntryError.notFound(MealEntryID("nope"))) {
      try await DeleteMealEntry(history: history)
        .execute(DeleteMealEntryRequest(id: MealEntryID("nope")))
    }
  }
}
