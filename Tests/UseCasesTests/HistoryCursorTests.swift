import Entities
import Foundation
import TestSupport
import Testing
import UseCases

@Suite("HistoryCursor")
struct HistoryCursorTests {
  @Test("a token decodes to the same position")
  func roundTrip() throws {
    let cursor = HistoryCursor(
      consumedAt: Date(timeIntervalSince1970: 1_795_249_800.5),
      id: MealEntryID("0193f6a4-7c1e.7d2a"))
    let decoded = try #require(HistoryCursor(token: cursor.token))
    expectEqual(decoded, cursor)
    #expect(!cursor.token.contains("="))
  }

  @Test("tokens not made by WellPlate are refused", arguments: ["", "abc", "djEuMTIz", "!!!"])
  func refusesForeign(_ token: String) {
    expectEqual(HistoryCursor(token: token), nil)
  }
}
