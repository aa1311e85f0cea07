import Entities

/// Day totals an `SQLiteMealHistory` has summed, kept while its file is unchanged.
///
/// Every history page carries the totals of its days, and summing a busy day reads every entry
/// of it again (164 rows of 28 columns in the benchmark history): about a third of a page's
/// SQL. Pages are read far more often than entries are written, so the sums are kept, keyed by
/// the days' UTC boundaries, and stamped with the file's version: SQLite's `data_version`
/// (changes when another connection commits) and this connection's `total_changes()` (its
/// own writes). A stamp read in the same read transaction as the sums says whether they still
/// hold (ADR 0023).
struct DayTotalsCache: Sendable {
  /// The file's version as one connection sees it.
  struct Stamp: Hashable, Sendable {
    let dataVersion: Int64
    let ownChanges: Int64
  }

  /// The SQL that reads the stamp.
  static let stampSQL = "SELECT (SELECT data_version FROM pragma_data_version), total_changes()"

  /// Most sets of days kept; a full cache starts over (pages ask for the same few days).
  static let capacity = 64

  private var stamp: Stamp?
  private var totals: [String: [DailyTotals]] = [:]

  /// The totals of the days with `boundaries`, if summed at `stamp`.
  func totals(for boundaries: String, at stamp: Stamp) -> [DailyTotals]? {
    self.stamp == stamp ? totals[boundaries] : nil
  }

  /// Keeps `totals` of the days with `boundaries`, summed at `stamp`.
  mutating func keep(_ totals: [DailyTotals], for boundaries: String, at stamp: Stamp) {
    if self.stamp != stamp || self.totals.count >= Self.capacity {
      self.totals.removeAll(keepingCapacity: true)
      self.stamp = stamp
    }
    self.totals[boundaries] = totals
  }
}
