import Entities
import Foundation
import Synchronization
import TestSupport
import Testing
import UseCases

@Suite("RelogMeal")
struct RelogMealTests {
  /// 2026-11-22T10:15:30.7Z: copies are saved at whole seconds.
  private let now = Date(timeIntervalSince1970: 1_795_342_530.7)
  private let newYork = FoundationZones["America/New_York"]

  @Test("copies one entry at now with a new id, keeping its numbers and analyzer")
  func copiesOneEntry() async throws {
    var original = Samples.entry(id: "orig", at: Samples.breakfastTime, description: "oatmeal")
    original.unmatched = ["xyzzy"]
    original.analyzer = "http"
    let history = SpyMealHistory(save: .succeeds, read: .succeeds, stored: [original])
    let response = try await RelogMeal(
      history: history, clock: FixedClock(now), ids: SequentialIDGenerator()
    ).execute(RelogMealRequest(source: .entry(MealEntryID("orig")), timeZone: .utc))

    var expected = original
    expected.id = MealEntryID("id-1")
    expected.consumedAt = Date(timeIntervalSince1970: 1_795_342_530)
    expectEqual(response.copies, [RelogMealResponse.Copy(original: original.id, entry: expected)])
    expectEqual(history.savedEntries, [expected])
    expectEqual(history.lookups, [MealEntryID("orig")])
  }

  @Test("--at sets the time of the copy")
  func copiesAtAGivenTime() async throws {
    let original = Samples.entry(id: "orig", at: Samples.breakfastTime)
    let history = SpyMealHistory(save: .succeeds, read: .succeeds, stored: [original])
    let at = Date(timeIntervalSince1970: 1_795_300_000)
    let response = try await RelogMeal(
      history: history, clock: FixedClock(now), ids: SequentialIDGenerator()
    ).execute(
      RelogMealRequest(source: .entry(original.id), consumedAt: at, timeZone: .utc))
    expectEqual(response.copies.map(\.entry.consumedAt), [at])
    expectEqual(history.savedEntries.map(\.consumedAt), [at])
  }

  @Test("an unknown id is reported and nothing is saved")
  func unknownID() async {
    // save: .unexpected fails the test if anything is saved.
    let history = SpyMealHistory(read: .succeeds)
    await #expect(throws: RelogMealError.notFound(MealEntryID("nope"))) {
      try await RelogMeal(history: history, clock: FixedClock(now), ids: SequentialIDGenerator())
        .execute(RelogMealRequest(source: .entry(MealEntryID("nope")), timeZone: .utc))
    }
  }

  @Test("a time no history can hold is refused before reading anything")
  func timeOutOfRange() async {
    let history = SpyMealHistory()
    let year1 = Date(timeIntervalSince1970: -62_135_596_800)
    await #expect(throws: RelogMealError.timeOutOfRange(year1)) {
      try await RelogMeal(history: history, clock: FixedClock(now), ids: SequentialIDGenerator())
        .execute(
          RelogMealRequest(source: .entry(MealEntryID("x")), consumedAt: year1, timeZone: .utc))
    }
  }

  @Test("a failing read is a storage failure")
  func readFails() async {
    let history = SpyMealHistory(read: .fails(.unavailable("server down")))
    await #expect(throws: RelogMealError.storageFailed(.unavailable("server down"))) {
      try await RelogMeal(history: history, clock: FixedClock(now), ids: SequentialIDGenerator())
        .execute(RelogMealRequest(source: .entry(MealEntryID("x")), timeZone: .utc))
    }
  }

  @Test("yesterday is cut in the person's time zone and copied oldest first")
  func copiesYesterday() async throws {
    // In New York, now (10:15Z) is 05:15 on 2026-11-22, so yesterday is 2026-11-21 from
    // 05:00Z to 2026-11-22T05:00Z. The entry at 04:30Z on the 22nd belongs to it; the one at
    // 04:30Z on the 21st belongs to the 20th.
    let lateDinner = Samples.entry(
      id: "late", at: Date(timeIntervalSince1970: 1_795_321_800), description: "late dinner")
    let breakfast = Samples.entry(
      id: "breakfast", at: Date(timeIntervalSince1970: 1_795_249_800), description: "eggs")
    let dayBefore = Samples.entry(
      id: "before", at: Date(timeIntervalSince1970: 1_795_235_400), description: "day before")
    let today = Samples.entry(id: "today", at: now.addingTimeInterval(-60), description: "now")
    let history = StoredHistory([today, lateDinner, breakfast, dayBefore])
    let response = try await RelogMeal(
      history: history, clock: FixedClock(now), ids: SequentialIDGenerator()
    ).execute(RelogMealRequest(source: .yesterday, timeZone: newYork))

    expectEqual(response.copies.map(\.original.rawValue), ["breakfast", "late"])
    expectEqual(response.copies.map(\.entry.id.rawValue), ["id-1", "id-2"])
    expectEqual(response.copies.map(\.entry.description), ["eggs", "late dinner"])
    #expect(
      response.copies.allSatisfy {
        $0.entry.consumedAt == Date(timeIntervalSince1970: 1_795_342_530)
      })
    expectEqual(history.saved.map(\.id.rawValue), ["id-1", "id-2"])
    let start = Date(timeIntervalSince1970: 1_795_237_200)
    expectEqual(
      history.queries.first?.interval, DateInterval(start: start, duration: 86_400))
  }

  @Test("yesterday:<type> copies only that meal, given or inferred in the person's time zone")
  func copiesOneMealOfYesterday() async throws {
    // Yesterday in New York is 2026-11-21 (05:00Z to 2026-11-22T05:00Z).
    // 12:30 New York (17:30Z): lunch from the time.
    let lunch = Samples.entry(
      id: "lunch", at: Date(timeIntervalSince1970: 1_795_282_200), description: "soup")
    // 08:30 New York (13:30Z), but given as lunch.
    var brunch = Samples.entry(
      id: "brunch", at: Date(timeIntervalSince1970: 1_795_267_800), description: "brunch")
    brunch.mealType = .lunch
    // 12:00Z is 07:00 in New York: breakfast there, though lunch in UTC.
    let breakfast = Samples.entry(
      id: "breakfast", at: Date(timeIntervalSince1970: 1_795_262_400), description: "eggs")
    let history = StoredHistory([lunch, brunch, breakfast])
    let response = try await RelogMeal(
      history: history, clock: FixedClock(now), ids: SequentialIDGenerator()
    ).execute(RelogMealRequest(source: .yesterdays(.lunch), timeZone: newYork))
    expectEqual(response.copies.map(\.original.rawValue), ["brunch", "lunch"])
    // The copies keep what was given: the untyped one stays untyped.
    expectEqual(response.copies.map(\.entry.mealType), [.lunch, nil])
    expectEqual(history.saved.map(\.description), ["brunch", "soup"])

    let breakfasts = try await RelogMeal(
      history: history, clock: FixedClock(now), ids: SequentialIDGenerator()
    ).execute(RelogMealRequest(source: .yesterdays(.breakfast), timeZone: newYork))
    expectEqual(breakfasts.copies.map(\.original.rawValue), ["breakfast"])
  }

  @Test("yesterday:<type> without such a meal is reported and nothing is saved")
  func noMealOfThatType() async {
    let lunch = Samples.entry(
      id: "lunch", at: Date(timeIntervalSince1970: 1_795_264_200), description: "soup")
    let history = StoredHistory([lunch])
    await #expect(throws: RelogMealError.noMealOfType(.dinner, CalendarDay("2026-11-21")!)) {
      try await RelogMeal(history: history, clock: FixedClock(now), ids: SequentialIDGenerator())
        .execute(RelogMealRequest(source: .yesterdays(.dinner), timeZone: .utc))
    }
    #expect(history.saved.isEmpty)
  }

  @Test("yesterday is read page by page")
  func pagesThroughYesterday() async throws {
    let start = Date(timeIntervalSince1970: 1_795_219_200)  // 2026-11-21T00:00Z
    let entries = (0..<(RelogMeal.pageSize + 5)).map {
      Samples.entry(id: String(format: "e%05d", $0), at: start.addingTimeInterval(Double($0)))
    }
    let history = StoredHistory(entries)
    let response = try await RelogMeal(
      history: history, clock: FixedClock(now), ids: SequentialIDGenerator()
    ).execute(RelogMealRequest(source: .yesterday, timeZone: .utc))
    expectEqual(history.queries.count, 2)
    expectEqual(response.copies.count, entries.count)
    expectEqual(response.copies.first?.original.rawValue, "e00000")
  }

  @Test("an empty yesterday is reported and nothing is saved")
  func emptyYesterday() async {
    let history = SpyMealHistory(read: .succeeds)
    await #expect(throws: RelogMealError.nothingToCopy(CalendarDay("2026-11-21")!)) {
      try await RelogMeal(history: history, clock: FixedClock(now), ids: SequentialIDGenerator())
        .execute(RelogMealRequest(source: .yesterday, timeZone: .utc))
    }
  }

  @Test("a save failing after some copies says which copies were saved")
  func partlyCopied() async {
    let start = Date(timeIntervalSince1970: 1_795_219_200)
    let history = StoredHistory(
      [Samples.entry(id: "a", at: start), Samples.entry(id: "b", at: start + 60)],
      failSavesAfter: 1)
    await #expect(
      throws: RelogMealError.partlyCopied(
        saved: [MealEntryID("id-1")], total: 2, cause: .storageFailed("disk full"))
    ) {
      try await RelogMeal(history: history, clock: FixedClock(now), ids: SequentialIDGenerator())
        .execute(RelogMealRequest(source: .yesterday, timeZone: .utc))
    }
  }

  @Test("a first save failing is a plain storage failure")
  func firstSaveFails() async {
    let original = Samples.entry(id: "orig", at: Samples.breakfastTime)
    let history = SpyMealHistory(
      save: .fails(.storageFailed("read-only")), read: .succeeds, stored: [original])
    await #expect(throws: RelogMealError.storageFailed(.storageFailed("read-only"))) {
      try await RelogMeal(history: history, clock: FixedClock(now), ids: SequentialIDGenerator())
        .execute(RelogMealRequest(source: .entry(original.id), timeZone: .utc))
    }
  }
}

/// A history over a fixed list that pages like the stores and can fail saves after a count.
private final class StoredHistory: MealHistory {
  private struct State {
    var saved: [MealEntry] = []
    var queries: [HistoryQuery] = []
  }

  private let stored: [MealEntry]
  private let failSavesAfter: Int?
  private let state = Mutex(State())

  init(_ entries: [MealEntry], failSavesAfter: Int? = nil) {
    stored = entries
    self.failSavesAfter = failSavesAfter
  }

  var saved: [MealEntry] { state.withLock { $0.saved } }
  var queries: [HistoryQuery] { state.withLock { $0.queries } }

  func save(_ entry: MealEntry) async throws(MealHistoryError) {
    let count = state.withLock { $0.saved.count }
    if let failSavesAfter, count >= failSavesAfter { throw .storageFailed("disk full") }
    state.withLock { $0.saved.append(entry) }
  }

  func entries(_ query: HistoryQuery) async throws(MealHistoryError) -> HistoryPage {
    state.withLock { $0.queries.append(query) }
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
