import Synchronization
import UseCases

/// The SQLite connections of one history store, one lent to each call for its whole
/// transaction: `serve`'s requests read side by side (WAL lets readers run beside the one
/// writer) instead of queueing for a single connection, while a command, which makes one call
/// at a time, only ever opens the first (ADR 0023).
final class HistoryConnections: Sendable {
  /// One connection, with what was learned through it.
  ///
  /// Unchecked: the pool lends each to one caller at a time, and nothing else holds one.
  final class Lent: @unchecked Sendable {
    let db: SQLiteConnection
    /// Day totals summed through this connection, stamped by what it has seen.
    var dayTotals = DayTotalsCache()

    init(_ db: SQLiteConnection) {
      self.db = db
    }
  }

  private let idle: Mutex<[Lent]>
  /// Held for each write: this process's writers queue here, in order, rather than in
  /// SQLite's busy handler, which sleeps and polls for the file's write lock.
  private let writing = Mutex(())
  private let open: @Sendable () throws(MealHistoryError) -> SQLiteConnection

  /// A pool holding `first`, which opens another with `open` whenever every one is lent.
  init(
    first: sending SQLiteConnection,
    open: @escaping @Sendable () throws(MealHistoryError) -> SQLiteConnection
  ) {
    idle = Mutex([Lent(first)])
    self.open = open
  }

  /// Runs `body` with a connection no other call is using, and takes it back after; one
  /// `writes` call at a time.
  func borrow<T>(writes: Bool = false, _ body: (Lent) throws -> T) throws -> T {
    let lent = try idle.withLock { $0.popLast() } ?? Lent(try open())
    defer { idle.withLock { $0.append(lent) } }
    guard writes else { return try body(lent) }
    return try writing.withLock { _ in try body(lent) }
  }
}
