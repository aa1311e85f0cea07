import Synchronization
import UseCases

/// The SQLite histories in use in this process, so that the personal foods a command reads
/// come through the history it already has open on the same file and profile.
///
/// `analyze` writes its entry to the history and reads the person's own foods for the
/// analyzer; each opened the file (schema, WAL set-up, statements): about 0.8 M instructions
/// and 30 system calls twice (ADR 0012). Histories are held weakly: one no port uses any
/// more is closed as before, and a file replaced on disk is opened anew by the next command
/// that asks for it.
public final class OpenSQLiteHistories: Sendable {
  private struct Held: Sendable {
    weak var history: SQLiteMealHistory?
  }

  private let held = Mutex<[String: Held]>([:])

  /// An empty registry.
  public init() {}

  /// A new history of `profile` in the file at `path`, which `personalFoods(path:profile:)`
  /// reuses while it is in use.
  public func history(path: String, profile: String) throws(MealHistoryError) -> SQLiteMealHistory {
    let history = try SQLiteMealHistory(path: path, profile: profile)
    held.withLock { held in
      held = held.filter { $0.value.history != nil }
      held[Self.key(path, profile)] = Held(history: history)
    }
    return history
  }

  /// The personal foods of `profile` in the file at `path`: through the history of the same
  /// file and profile still in use, if there is one, else a history opened for them.
  public func personalFoods(path: String, profile: String) throws(MealHistoryError)
    -> SQLiteMealHistory
  {
    if let open = held.withLock({ $0[Self.key(path, profile)]?.history }) { return open }
    return try SQLiteMealHistory(path: path, profile: profile)
  }

  private static func key(_ path: String, _ profile: String) -> String {
    path + "\u{0}" + profile
  }
}
