import Entities
import Foundation
import UseCases

/// The in-process measurements every history store gets, so SQLite and PostgreSQL figures are
/// taken the same way and can be compared line by line.
struct StoreBenchmark {
  /// One measured operation, with the issue's target when it names one.
  struct Figure {
    let label: String
    let timings: Timings
    let inMicroseconds: Bool
    let target: Double?

    /// "label  median …, p95 … (n=…)  target ≤ …: met".
    var line: String {
      func value(_ duration: Duration) -> Double {
        inMicroseconds ? duration.microseconds : duration.milliseconds
      }
      let symbol = inMicroseconds ? "µs" : "ms"
      let median = value(timings.median)
      var line =
        "  " + label.padding(toLength: 58, withPad: " ", startingAt: 0)
        + "median \(Self.format(median)) \(symbol), "
        + "p95 \(Self.format(value(timings.percentile(95)))) \(symbol) (n=\(timings.samples.count))"
      if let target {
        line += "  target ≤ \(Int(target)) \(symbol): \(median <= target ? "met" : "MISSED")"
      }
      return line
    }

    private static func format(_ value: Double) -> String { String(format: "%.3f", value) }
  }

  /// Saves (then removes) copies of `meals` after `last`, reads the newest page, the last 30
  /// days' totals in UTC and in a zone with DST, and what `history` does in process.
  static func measure(
    _ store: any MealHistory, meals: [MealEntry], after last: Date
  ) async throws -> [Figure] {
    var figures: [Figure] = []
    var savedIDs: [MealEntryID] = []
    let saves = try await Timings.measure(2000) {
      var entry = meals[savedIDs.count % meals.count]
      entry.id = MealEntryID("bench-save-\(savedIDs.count)-\(UUID().uuidString.lowercased())")
      entry.consumedAt = last.addingTimeInterval(Double(savedIDs.count + 1))
      try await store.save(entry)
      savedIDs.append(entry.id)
    }
    for id in savedIDs { _ = try await store.delete(id) }
    figures.append(
      Figure(
        label: "save one analyzed meal (in-process)", timings: saves, inMicroseconds: true,
        target: 100))

    let pages = try await Timings.measure(500) {
      _ = try await store.entries(HistoryQuery(interval: BenchDatabase.everything, limit: 50))
    }
    figures.append(
      Figure(label: "newest page of 50", timings: pages, inMicroseconds: false, target: 2))

    for zone in ["UTC", "America/New_York"] {
      let timeZone = CompositionRoot.timeZones().zone(named: zone)!
      let lastDay = CalendarDay(containing: last, in: timeZone)
      let interval = DateInterval(
        start: lastDay.adding(days: -29).start(in: timeZone),
        end: lastDay.adding(days: 1).start(in: timeZone))
      var summed = 0
      let totals = try await Timings.measure(50) {
        summed = try await store.dailyTotals(in: interval, timeZone: timeZone)
          .reduce(0) { $0 + $1.count }
      }
      figures.append(
        Figure(
          label: "30-day per-day totals, \(zone) (\(summed) entries)", timings: totals,
          inMicroseconds: false, target: 20))
    }

    let fetchHistory = FetchHistory(history: store)
    let fetches = try await Timings.measure(200) {
      _ = try await fetchHistory.execute(FetchHistoryRequest(limit: 50, timeZone: .utc))
    }
    figures.append(
      Figure(
        label: "history page + its day totals (FetchHistory)", timings: fetches,
        inMicroseconds: false, target: nil))
    return figures
  }
}
