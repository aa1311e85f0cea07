import Entities
import Foundation
import TestSupport
import Testing
import UseCases

@Suite("FetchHistory")
struct FetchHistoryTests {
  let paris = FoundationZones["Europe/Paris"]

  @Test("rejects a limit outside 1...10000 without touching the store", arguments: [0, -1, 10_001])
  func rejectsLimit(_ limit: Int) async {
    await #expect(throws: FetchHistoryError.invalidLimit(limit, maximum: 10_000)) {
      try await FetchHistory(history: SpyMealHistory())
        .execute(FetchHistoryRequest(limit: limit, timeZone: .utc))
    }
  }

  @Test("rejects a range that ends before it starts")
  func rejectsRange() async {
    let from = CalendarDay("2026-11-21")!
    let to = CalendarDay("2026-11-20")!
    await #expect(throws: FetchHistoryError.invalidRange(from: from, to: to)) {
      try await FetchHistory(history: SpyMealHistory())
        .execute(FetchHistoryRequest(from: from, to: to, timeZone: .utc))
    }
  }

  @Test("asks the store for whole local days, inclusive of the last day")
  func localDays() async throws {
    let history = SpyMealHistory(read: .succeeds)
    _ = try await FetchHistory(history: history).execute(
      FetchHistoryRequest(
        from: CalendarDay("2026-11-20"), to: CalendarDay("2026-11-21"), limit: 7,
        timeZone: paris))
    let query = try #require(history.queries.first)
    expectEqual(query.limit, 7)
    expectEqual(query.interval.start, Date(timeIntervalSince1970: 1_795_129_200))  // 11-19T23:00Z
    expectEqual(query.interval.end, Date(timeIntervalSince1970: 1_795_302_000))  // 11-21T23:00Z
    #expect(history.totalsRequests.isEmpty, "no entries, so no day totals to ask for")
  }

  @Test("returns the page and totals for exactly the days on the page")
  func pageAndDays() async throws {
    let newest = Samples.entry(id: "b", at: Date(timeIntervalSince1970: 1_795_249_800))
    let oldest = Samples.entry(id: "a", at: Date(timeIntervalSince1970: 1_795_100_000))
    let cursor = HistoryCursor(after: oldest)
    let days = [DailyTotals(day: CalendarDay("2026-11-21")!, count: 3, nutrition: Samples.egg)]
    let history = SpyMealHistory(
      read: .succeeds, page: HistoryPage(entries: [newest, oldest], nextCursor: cursor),
      days: days)
    let response = try await FetchHistory(history: history)
      .execute(FetchHistoryRequest(cursor: cursor, timeZone: .utc))
    expectEqual(response.entries, [newest, oldest])
    expectEqual(response.days, days)
    expectEqual(response.nextCursor, cursor)
    expectEqual(history.queries.first?.cursor, cursor)
    let totals = try #require(history.totalsRequests.first)
    expectEqual(totals.interval.start, Date(timeIntervalSince1970: 1_795_046_400))  // 11-19T00:00Z
    expectEqual(totals.interval.end, Date(timeIntervalSince1970: 1_795_305_600))  // 11-22T00:00Z
  }

  @Test("reports a storage failure")
  func storageFails() async {
    let history = SpyMealHistory(read: .fails(.unavailable("server down")))
    await #expect(throws: FetchHistoryError.storageFailed(.unavailable("server down"))) {
      try await FetchHistory(history: history).execute(FetchHistoryRequest(timeZone: .utc))
    }
  }
}
