import CSQLite
import FoundationEssentials
import UseCases

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns SQLite failures into `MealHistoryError`s that say what is wrong and what to do.
struct HistoryStorageFailure: Sendable {
  /// What the store was doing, which decides what the person is told about their data.
  enum Operation: Sendable {
    case open, save, read, delete, saveFood, saveToken, revokeToken

    var consequence: String {
      switch self {
      case .open: "nothing was changed"
      case .save: "the entry was not saved"
      case .read: "nothing was changed"
      case .delete: "nothing was deleted"
      case .saveFood: "the food was not saved"
      case .saveToken: "the token was not saved"
      case .revokeToken: "nothing was revoked"
      }
    }

    /// Whether it writes to the file, so a file known to be damaged must refuse it.
    var writes: Bool {
      switch self {
      case .save, .delete, .saveFood, .saveToken, .revokeToken: true
      case .open, .read: false
      }
    }
  }

  /// The database file, named in every message.
  let path: String

  /// Runs `body` as `operation` on the file: a write into a file a read found damaged is
  /// refused before it starts (it would bury what a recovery could still save), a corruption
  /// met on the way is remembered beside the file, and every failure becomes a
  /// `MealHistoryError` that says what happened to the person's data.
  func perform<T>(
    _ operation: Operation, _ body: () throws -> T
  ) throws(MealHistoryError) -> T {
    if operation.writes, let damage = HistoryFile.knownDamage(of: path) {
      throw knownDamaged(damage, during: operation)
    }
    do {
      return try body()
    } catch {
      if let error = error as? SQLiteError, error.kind == .corrupt {
        HistoryFile.recordDamage(of: path, error.message)
      }
      throw self.error(error, during: operation)
    }
  }

  /// The error to report for `error`, thrown while doing `operation`.
  func error(_ error: any Error, during operation: Operation) -> MealHistoryError {
    if let error = error as? MealHistoryError { return error }
    guard let error = error as? SQLiteError else {
      return .storageFailed("\(path): unexpected failure (\(error)); \(operation.consequence)")
    }
    let outcome = operation.consequence
    let detail = error.message
    switch error.kind {
    case .notADatabase:
      return .storageFailed(
        "\(path) is not a WellPlate database (file is not SQLite); \(outcome). "
          + "Use --db to choose another file, or move this one away.")
    case .corrupt:
      return .storageFailed(
        "\(path) is damaged (\(detail)); \(outcome). Restore it from a backup, or salvage "
          + "what is readable with: sqlite3 '\(path)' .recover")
    case .full,
      .ioError where [ENOSPC, EDQUOT].contains(error.systemErrno):
      // A full disk often surfaces as a failed write (SQLITE_IOERR with ENOSPC), not as
      // SQLITE_FULL.
      return .storageFailed(
        "\(path): the disk is full (\(detail)); \(outcome), and the entries saved before "
          + "are intact. Free some space, then try again.")
    case .readOnly where error.extendedCode == Self.readOnlyDirectory,
      .cannotOpen where !HistoryFile.folderIsWritable(path):
      // SQLite keeps its write-ahead log and shared-memory index beside the database, so an
      // existing file in a locked folder cannot be used even though the file is writable.
      return .storageFailed(
        "the folder of \(path) is not writable, and SQLite must create its journal files "
          + "there; \(outcome). Make the folder writable, or use --db with a file elsewhere.")
    case .readOnly:
      return readOnly(operation)
    case .cannotOpen:
      return .storageFailed(
        "cannot open \(path) (\(detail)); \(outcome). Check that the file and its folder "
          + "exist and are writable, or use --db with another file.")
    case .busy:
      return .storageFailed(
        "\(path) is busy: another program kept it locked for more than "
          + "\(SQLiteMealHistory.busyTimeoutMilliseconds / 1000) seconds; \(outcome). "
          + "Try again when it is done.")
    case .ioError:
      return .storageFailed(
        "\(path): the system failed to read or write it (\(detail)); \(outcome). "
          + "Check the disk and the file's permissions.")
    case .constraint where operation == .save:
      return .storageFailed(
        "\(path): an entry with this id already exists in another profile; \(outcome).")
    case .constraint where operation == .saveToken:
      return .storageFailed("\(path): a token with this id already exists; \(outcome).")
    case .constraint, .other:
      return .storageFailed("\(path): unexpected SQLite failure (\(error)); \(outcome).")
    }
  }

  /// The error for a write to a file a read found damaged.
  func knownDamaged(_ detail: String, during operation: Operation) -> MealHistoryError {
    .storageFailed(
      "\(path) is damaged (\(detail.isEmpty ? "found by an earlier read" : detail)); "
        + "\(operation.consequence). Restore it from a backup, or salvage what is readable "
        + "with: sqlite3 '\(path)' .recover (a file put in its place is trusted again; "
        + "'\(HistoryFile.damageMarker(of: path))' remembers the damage until then).")
  }

  /// The error for a write to a file that can only be read.
  func readOnly(_ operation: Operation) -> MealHistoryError {
    .storageFailed(
      "\(path) is read-only; \(operation.consequence). Make it writable (chmod u+w, or "
        + "chattr -i if it is immutable) or use --db with another file.")
  }

  /// The error for a file a newer WellPlate has written.
  func newerSchema(_ version: Int64) -> MealHistoryError {
    .storageFailed(
      "\(path) was written by a newer WellPlate (history schema version \(version); this "
        + "one knows up to \(HistorySchema.latestVersion)); nothing was changed. Install "
        + "the newer wellplate, or use --db with another file.")
  }

  /// The error for an SQLite file that belongs to some other program.
  func foreignDatabase() -> MealHistoryError {
    .storageFailed(
      "\(path) is an SQLite database but not a WellPlate history (it holds other tables); "
        + "nothing was changed. Use --db with another file.")
  }

  /// SQLITE_READONLY_DIRECTORY: the database is writable but its folder is not.
  private static let readOnlyDirectory = SQLITE_READONLY | (6 << 8)
}
