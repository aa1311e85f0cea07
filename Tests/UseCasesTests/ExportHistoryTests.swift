import Entities
import Foundation
import Synchronization
import TestSupport
import Testing
import UseCases

@Suite("ExportHistory")
struct ExportHistoryTests {
  @Test("walks every page through the port and returns the entries oldest first")
  func pagesThroughEverything() async throws {
    let entries = (0..<2_345).map { index in
      Samples.entry(
        id: String(format: "e%05d", index),
        at: Samples.breakfastTime.addingTimeInterval(Double(index / 3) * 600))
    }
    let history = PagedMealHistory(entries.shuffled())
    let response = try await ExportHistory(history: history)
      .execute(ExportHistoryRequest(timeZone: .utc))
    expectEqual(response.entries.map(\.id), entries.map(\.id))
    let queries = history.queries
    expectEqual(queries.map(\.limit), [1000, 1000, 1000])
    expectEqual(queries.first?.cursor, nil)
    #expect(queries.dropFirst().allSatisfy { $0.cursor != nil })
  }

  @Test("asks for whole local days, the last one included")
  func localDays() async throws {
    let history = PagedMealHistory([])
    _ = try await ExportHistory(history: history).execute(
      ExportHistoryRequest(
        from: CalendarDay("2026-11-20"), to: CalendarDay("2026-11-21"),
        timeZone: FoundationZones["Europe/Paris"]))
    let query = try #require(history.queries.first)
    expectEqual(query.interval.start, Date(timeIntervalSince1970: 1_795_129_200))  // 11-19T23:00Z
    expectEqual(query.interval.end, Date(timeIntervalSince1970: 1_795_302_000))  // 11-21T23:00Z
  }

  @Test("rejects a range that ends before it starts, without reading")
  func rejectsRange() async {
    let (from, to) = (CalendarDay("2026-11-21")!, CalendarDay("2026-11-20")!)
    let history = PagedMealHistory([])
    await #expect(throws: ExportHistoryError.invalidRange(from: from, to: to)) {
      try await ExportHistory(history: history)
        .execute(ExportHistoryRequest(from: from, to: to, timeZone: .utc))
    }
    #expect(history.queries.isEmpty)
  }

  @Test("reports a storage failure")
  func storageFails() async {
    let history = SpyMealHistory(read: .fails(.storageFailed("disk on fire")))
    await #expect(throws: ExportHistoryError.storageFailed(.storageFailed("disk on fire"))) {
      try await ExportHistory(history: history).execute(ExportHistoryRequest(timeZone: .utc))
    }
  }

  @Test("stops when a store hands back the same cursor instead of looping forever")
  func stuckCursor() async throws {
    let entry = Samples.entry(id: "only", at: Samples.breakfastTime)
    let history = SpyMealHistory(
      read: .succeeds, page: HistoryPage(entries: [entry], nextCursor: HistoryCursor(after: entry)))
    let response = try await ExportHistory(history: history)
      .execute(ExportHistoryRequest(timeZone: .utc))
    expectEqual(history.queries.count, 2)
    expectEqual(response.entries.count, 2)
  }
}

/// A history that pages honestly: newest first, keyset on (consumedAt, id), like the stores.
private final class PagedMealHistory: MealHistory {
  private let stored: [MealEntry]
  private let received = Mutex<[HistoryQuery]>([])

  init(_ entries: [MealEntry]) { stored = entries }

  var queries: [HistoryQuery] { received.withLock { $0 } }

  func save(_ entry: MealEntry) async throws(MealHistoryError) {}

  func entries(_ query: HistoryQuery) async throws(MealHistoryError) -> HistoryPage {
    received.withLock { $0.append(query) }
    let matching =
      stored
      .filter { query.interval.start <= $0.consumedAt && $0.consumedAt < query.interval.end }
      .filter { entry in
        query.cursor.map { (entry.consumedAt, entry.id) < ($0.consumedAt, $0.id) } ?? true
      }
      .sorted { ($0.consumedAt, $0.id) > ($1.consumedAt, $1.id) }
    let page = Array(matching.prefix(query.limit))
    let next = matching.count > query.limit ? page.last.map(HistoryCursor.init(after:)) : nil
    return HistoryPage(entries: page, nextCursor: next)
  }

  func entry(_ id: MealEntryID) async throws(MealHistoryError) -> MealEntry? {
    stored.first { $0.id == id }
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
