import Entities
import Foundation
import Synchronization
import Testing
import UseCases

/// A small in-memory `MealHistory` of one profile, for API tests that read back what they
/// wrote (the real in-memory store lives in Drivers, out of this layer's reach).
final class MemoryHistory: MealHistory {
  /// The profile it was opened for.
  let profile: String
  private let stored = Mutex<[MealEntry]>([])

  init(profile: String, entries: [MealEntry] = []) {
    self.profile = profile
    stored.withLock { $0 = entries }
  }

  /// Everything saved, in no particular order.
  var entries: [MealEntry] { stored.withLock { $0 } }

  func save(_ entry: MealEntry) async throws(MealHistoryError) {
    stored.withLock { $0.append(entry) }
  }

  func entries(_ query: HistoryQuery) async throws(MealHistoryError) -> HistoryPage {
    let matching =
      entries
      .filter { query.interval.start <= $0.consumedAt && $0.consumedAt < query.interval.end }
      .filter { entry in
        guard let cursor = query.cursor else { return true }
        return (entry.consumedAt, entry.id) < (cursor.consumedAt, cursor.id)
      }
      .sorted { ($0.consumedAt, $0.id) > ($1.consumedAt, $1.id) }
    let page = Array(matching.prefix(query.limit))
    let next = matching.count > query.limit ? page.last.map(HistoryCursor.init(after:)) : nil
    return HistoryPage(entries: page, nextCursor: next)
  }

  func entry(_ id: MealEntryID) async throws(MealHistoryError) -> MealEntry? {
    entries.first { $0.id == id }
  }

  func dailyTotals(
    in interval: DateInterval, timeZone: TimeZoneRules
  ) async throws(MealHistoryError) -> [DailyTotals] {
    let inRange = entries.filter { interval.start <= $0.consumedAt && $0.consumedAt < interval.end }
    let byDay = Dictionary(grouping: inRange) {
      CalendarDay(containing: $0.consumedAt, in: timeZone)
    }
    return byDay.keys.sorted().map { day in
      DailyTotals(
        day: day, count: byDay[day]!.count, nutrition: byDay[day]!.map(\.totals).sum())
    }
  }

  func replace(_ entry: MealEntry) async throws(MealHistoryError) -> Bool {
    Issue.record("the API never replaces entries")
    return false
  }

  func delete(_ id: MealEntryID) async throws(MealHistoryError) -> Bool {
    stored.withLock { entries in
      let before = entries.count
      entries.removeAll { $0.id == id }
      return entries.count < before
    }
  }

  func importEntries(_ entries: [MealEntry]) async throws(MealHistoryError) -> Int {
    Issue.record("the API never imports entries")
    return 0
  }
}
