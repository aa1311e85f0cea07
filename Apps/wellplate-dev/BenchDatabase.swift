import Entities
import Foundation
import UseCases

/// The large generated SQLite history the benchmarks read: real analyses of a few everyday
/// meals spread evenly over the days before now, for profile "me".
///
/// It is kept in `$TMPDIR/wellplate-bench-history` and reused while it is whole and its newest
/// entry is from today (UTC); otherwise it is rebuilt, so `summary`'s last days always hold
/// data. Ten years at ~270 meals a day (ADR 0006 explains the choice).
struct BenchDatabase {
  /// The file.
  let path: String
  /// Number of entries of profile "me".
  let entryCount: Int
  /// Number of days they span, ending now.
  let dayCount: Int
  /// Whose entries they are.
  let profile = "me"

  /// The database of `entries` entries over `days` days, at `path` or in the temporary folder.
  init(entries: Int = 1_000_000, days: Int = 3653, path: String? = nil) {
    entryCount = entries
    dayCount = days
    self.path =
      path
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent("wellplate-bench-history/history-\(entries)-\(days)d.sqlite").path
  }

  /// Makes sure the file is whole and ends today, building it when it does not; returns how
  /// (reused, or built and why, with the time it took).
  func prepare() async throws -> String {
    let reason = try await staleness()
    guard let reason else { return "reused" }
    for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
      try FileManager.default.removeItem(atPath: path + suffix)
    }
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    let started = ContinuousClock.now
    let meals = try await Self.analyzedMeals()
    let end = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
    let store = try CompositionRoot.sqliteHistory(path: path, profile: profile)
    let spacing = Double(dayCount) * 86_400 / Double(entryCount)
    let start = end.addingTimeInterval(-Double(dayCount) * 86_400)
    let chunk = 100_000
    for first in stride(from: 0, to: entryCount, by: chunk) {
      let count = min(chunk, entryCount - first)
      try store.saveBatch(count: count) { offset in
        let index = first + offset
        var entry = meals[index % meals.count]
        entry.id = MealEntryID(Self.identifier(index))
        entry.consumedAt = start.addingTimeInterval((Double(index) * spacing).rounded(.down))
        return entry
      }
    }
    let seconds = (ContinuousClock.now - started).milliseconds / 1000
    return "built in \(String(format: "%.1f", seconds)) s: \(reason)"
  }

  /// Why the file cannot be reused, or nil when it can.
  private func staleness() async throws -> String? {
    guard FileManager.default.fileExists(atPath: path) else { return "no file yet" }
    let store = try CompositionRoot.sqliteHistory(path: path, profile: profile)
    let newest = try store.entries(HistoryQuery(interval: Self.everything, limit: 1))
    // Entries are numbered in time order, so the newest one names how far a build got.
    guard let entry = newest.entries.first, entry.id.rawValue == Self.identifier(entryCount - 1)
    else { return "the file is incomplete or was changed" }
    let today = CalendarDay(containing: Date(), in: .utc)
    guard CalendarDay(containing: entry.consumedAt, in: .utc) == today else {
      return "its entries ended before today"
    }
    return nil
  }

  /// A UUID-shaped id, like the ones `analyze` makes, so the id index has realistic keys.
  private static func identifier(_ index: Int) -> String {
    let hex = String(index, radix: 16)
    let padded = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    return "0190b6e0-0000-7000-8000-" + padded
  }

  /// Real analyses of a few everyday meals, as `analyze` would save them.
  static func analyzedMeals() async throws -> [MealEntry] {
    let analyzer = try CompositionRoot.bundledAnalyzer()
    let descriptions = [
      "2 eggs and a slice of toast", "150 g rice", "a slice of toast",
      "2 eggs", "a slice of toast and 2 eggs and 150 g rice",
    ]
    var meals: [MealEntry] = []
    for description in descriptions {
      let analysis = try await analyzer.analyze(MealInput(description: description))
      meals.append(
        MealEntry(
          id: MealEntryID(""), consumedAt: Date(), description: description,
          items: analysis.items, totals: analysis.totals, unmatched: analysis.unmatched,
          analyzer: analyzer.name))
    }
    return meals
  }

  /// Every instant a history can hold.
  static let everything = DateInterval(
    start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 7_258_118_400))
}
