import Entities
import Foundation
import Synchronization
import Testing
import UseCases

/// A `MealHistory` that records every call and answers as scripted.
///
/// Each operation is `.unexpected` unless the test says otherwise, and an unexpected call
/// fails the test, so "nothing is saved when analysis fails" is checked, not assumed.
public final class SpyMealHistory: MealHistory {
  /// How an operation behaves.
  public enum Behavior: Sendable {
    case succeeds
    case fails(MealHistoryError)
    case unexpected
  }

  private struct State {
    var saved: [MealEntry] = []
    var queries: [HistoryQuery] = []
    var totalsRequests: [(DateInterval, TimeZoneRules)] = []
    var deleted: [MealEntryID] = []
    var looked: [MealEntryID] = []
    var replaced: [MealEntry] = []
    var imported: [[MealEntry]] = []
  }

  private let saveBehavior: Behavior
  private let readBehavior: Behavior
  private let deleteBehavior: Behavior
  private let page: HistoryPage
  private let days: [DailyTotals]
  private let existingIDs: Set<MealEntryID>
  private let stored: [MealEntryID: MealEntry]
  private let state = Mutex(State())

  /// A spy; reads return `page` and `days`, and `stored` entries by id; deletes succeed for
  /// `existingIDs`.
  public init(
    save: Behavior = .unexpected,
    read: Behavior = .unexpected,
    delete: Behavior = .unexpected,
    page: HistoryPage = HistoryPage(entries: [], nextCursor: nil),
    days: [DailyTotals] = [],
    existingIDs: Set<MealEntryID> = [],
    stored: [MealEntry] = []
  ) {
    self.saveBehavior = save
    self.readBehavior = read
    self.deleteBehavior = delete
    self.page = page
    self.days = days
    self.existingIDs = existingIDs
    self.stored = Dictionary(stored.map { ($0.id, $0) }) { first, _ in first }
  }

  /// Entries saved, in order.
  public var savedEntries: [MealEntry] { state.withLock { $0.saved } }
  /// Page queries received, in order.
  public var queries: [HistoryQuery] { state.withLock { $0.queries } }
  /// Daily-totals requests received, in order.
  public var totalsRequests: [(interval: DateInterval, timeZone: TimeZoneRules)] {
    state.withLock { $0.totalsRequests.map { (interval: $0.0, timeZone: $0.1) } }
  }
  /// Identifiers whose deletion was requested, in order.
  public var deleteRequests: [MealEntryID] { state.withLock { $0.deleted } }
  /// Entries passed to `replace`, in order (whether or not they existed).
  public var replacedEntries: [MealEntry] { state.withLock { $0.replaced } }
  /// Batches passed to `importEntries`, in order.
  public var importedBatches: [[MealEntry]] { state.withLock { $0.imported } }
  /// Identifiers looked up one by one, in order.
  public var lookups: [MealEntryID] { state.withLock { $0.looked } }

  public func save(_ entry: MealEntry) async throws(MealHistoryError) {
    try check(saveBehavior, "save(\(entry.id))")
    state.withLock { $0.saved.append(entry) }
  }

  public func entries(_ query: HistoryQuery) async throws(MealHistoryError) -> HistoryPage {
    state.withLock { $0.queries.append(query) }
    try check(readBehavior, "entries(\(query))")
    return page
  }

  public func entry(_ id: MealEntryID) async throws(MealHistoryError) -> MealEntry? {
    state.withLock { $0.looked.append(id) }
    try check(readBehavior, "entry(\(id))")
    return stored[id]
  }

  public func dailyTotals(
    in interval: DateInterval, timeZone: TimeZoneRules
  ) async throws(MealHistoryError) -> [DailyTotals] {
    state.withLock { $0.totalsRequests.append((interval, timeZone)) }
    try check(readBehavior, "dailyTotals(\(interval))")
    return days
  }

  /// Replaces as `save` behaves; reports an entry as existing when it is among `stored`.
  public func replace(_ entry: MealEntry) async throws(MealHistoryError) -> Bool {
    try check(saveBehavior, "replace(\(entry.id))")
    state.withLock { $0.replaced.append(entry) }
    return stored[entry.id] != nil
  }

  public func delete(_ id: MealEntryID) async throws(MealHistoryError) -> Bool {
    state.withLock { $0.deleted.append(id) }
    try check(deleteBehavior, "delete(\(id))")
    return existingIDs.contains(id)
  }

  /// Imports as `save` behaves, skipping ids among `stored` and repeated ones; returns the
  /// count of the others.
  public func importEntries(_ entries: [MealEntry]) async throws(MealHistoryError) -> Int {
    try check(saveBehavior, "importEntries(\(entries.count) entries)")
    state.withLock { $0.imported.append(entries) }
    var seen = Set(stored.keys)
    return entries.filter { seen.insert($0.id).inserted }.count
  }

  private func check(_ behavior: Behavior, _ call: String) throws(MealHistoryError) {
    switch behavior {
    case .succeeds:
      return
    case .fails(let error):
      throw error
    case .unexpected:
      Issue.record("MealHistory.\(call) was called but the test did not expect it")
      throw .storageFailed("unexpected call")
    }
  }
}
