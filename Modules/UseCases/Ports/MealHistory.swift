import Entities
import FoundationEssentials

/// Where analyzed meals are kept, one person's profile at a time.
///
/// A store instance is already scoped to a profile when it is built, so use cases never see
/// other people's entries.
public protocol MealHistory: Sendable {
  /// Saves an entry; when this returns, the entry is durable.
  func save(_ entry: MealEntry) async throws(MealHistoryError)

  /// A page of entries in `query.interval`, newest first, ordered by (consumedAt, id).
  func entries(_ query: HistoryQuery) async throws(MealHistoryError) -> HistoryPage

  /// The entry with `id` in this profile, items included; `nil` when there is none.
  func entry(_ id: MealEntryID) async throws(MealHistoryError) -> MealEntry?

  /// Per-day totals of the entries in `interval`, days cut in `timeZone`, oldest day first.
  func dailyTotals(
    in interval: DateInterval, timeZone: TimeZoneRules
  ) async throws(MealHistoryError) -> [DailyTotals]

  /// Replaces the entry that has `entry.id` in this profile, keeping its id, in one atomic
  /// write; returns `false`, changing nothing, when no entry has that id.
  func replace(_ entry: MealEntry) async throws(MealHistoryError) -> Bool

  /// Removes an entry; returns `false` when no entry has that id.
  func delete(_ id: MealEntryID) async throws(MealHistoryError) -> Bool

  /// Saves `entries` in one atomic write, skipping each whose id this profile already has
  /// (whatever its content: callers compare contents first) or that came earlier in the batch;
  /// returns how many were saved. When it throws, none was saved.
  func importEntries(_ entries: [MealEntry]) async throws(MealHistoryError) -> Int
}
