import Entities
import FoundationEssentials
import UseCases

/// A `MealHistory` kept in memory for the life of the process, one list per profile.
///
/// For trying WellPlate without touching disk and as the reference the other stores' contract
/// tests agree with.
public actor InMemoryMealHistory: MealHistory {
  private var entriesByProfile: [String: [MealEntry]] = [:]
  private let profile: String

  /// A new, empty history scoped to `profile`.
  public init(profile: String = "me") {
    self.profile = profile
  }

  public func save(_ entry: MealEntry) throws(MealHistoryError) {
    entriesByProfile[profile, default: []].removeAll { $0.id == entry.id }
    entriesByProfile[profile, default: []].append(entry)
  }

  public func entries(_ query: HistoryQuery) throws(MealHistoryError) -> HistoryPage {
    let matching = entriesByProfile[profile, default: []]
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

  public func entry(_ id: MealEntryID) throws(MealHistoryError) -> MealEntry? {
    entriesByProfile[profile, default: []].first { $0.id == id }
  }

  public func dailyTotals(
    in interval: DateInterval, timeZone: TimeZoneRules
  ) throws(MealHistoryError) -> [DailyTotals] {
    let inRange = entriesByProfile[profile, default: []]
      .filter { interval.start <= $0.consumedAt && $0.consumedAt < interval.end }
    let byDay = Dictionary(grouping: inRange) {
      CalendarDay(containing: $0.consumedAt, in: timeZone)
    }
    return byDay.keys.sorted().map { day in
      let entries = byDay[day]!
      return DailyTotals(day: day, entries: entries.map(\.totals))
    }
  }

  public func replace(_ entry: MealEntry) throws(MealHistoryError) -> Bool {
    guard
      let index = entriesByProfile[profile, default: []].firstIndex(where: { $0.id == entry.id })
    else { return false }
    entriesByProfile[profile]![index] = entry
    return true
  }

  public func delete(_ id: MealEntryID) throws(MealHistoryError) -> Bool {
    let before = entriesByProfile[profile, default: []].count
    entriesByProfile[profile, default: []].removeAll { $0.id == id }
    return entriesByProfile[profile, default: []].count < before
  }

  public func importEntries(_ entries: [MealEntry]) throws(MealHistoryError) -> Int {
    var stored = entriesByProfile[profile, default: []]
    var ids = Set(stored.map(\.id))
    for entry in entries where ids.insert(entry.id).inserted {
      stored.append(entry)
    }
    let imported = stored.count - entriesByProfile[profile, default: []].count
    entriesByProfile[profile] = stored
    return imported
  }
}
