import FoundationEssentials
import UseCases

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens the SQLite history file for any store kept in it (meals, API tokens), with the same
/// checks, engine settings and migrations whichever store opens it first.
enum HistoryDatabase {
  /// A connection to the history at `path`, created if needed and migrated to the latest
  /// schema, and whether the file can only be read.
  ///
  /// Refuses, without writing anything, a file that is not SQLite, belongs to another program,
  /// or was written by a newer WellPlate. `maximumPageCount` caps the file to test a full disk.
  static func open(
    _ path: String, failure: HistoryStorageFailure, maximumPageCount: Int64? = nil
  ) throws(MealHistoryError) -> (connection: SQLiteConnection, isReadOnly: Bool) {
    var leftEmpty = false
    if try HistoryFile.prepare(path) {
      leftEmpty = try HistoryFile.create(path) {
        temporary, descriptor throws(MealHistoryError) in
        try setUpNew(temporary, descriptor: descriptor, failure: failure)
      }
    }
    let connection: SQLiteConnection
    do {
      connection = try SQLiteConnection(
        path: path, mode: .readWrite,
        busyTimeoutMilliseconds: SQLiteMealHistory.busyTimeoutMilliseconds)
    } catch {
      if leftEmpty { HistoryFile.discardIfEmpty(path) }
      throw failure.error(error, during: .open)
    }
    do {
      let readOnly = try prepare(connection, failure: failure)
      if let maximumPageCount {
        try connection.pragma("max_page_count", set: .integer(maximumPageCount))
      }
      return (connection, readOnly)
    } catch {
      connection.close()
      if leftEmpty { HistoryFile.discardIfEmpty(path) }
      if let error = error as? SQLiteError, error.kind == .corrupt {
        HistoryFile.recordDamage(of: path, error.message)
      }
      throw failure.error(error, during: .open)
    }
  }

  /// Gives the new, empty file at `path` (open as `descriptor`) the latest schema in WAL mode:
  /// the shipped template's bytes, or the migrations when there is no usable template.
  private static func setUpNew(
    _ path: String, descriptor: Int32, failure: HistoryStorageFailure
  ) throws(MealHistoryError) {
    if let template = HistoryTemplate.shipped() {
      if let code = SmallFile.write(template, to: descriptor) {
        throw HistoryFile.cannotCreate(path, code)
      }
      return
    }
    do {
      try HistoryTemplate.migrate(newFile: path)
    } catch {
      throw failure.error(error, during: .open)
    }
  }

  /// Checks the file, sets the engine up and migrates it; returns whether it is read-only.
  private static func prepare(
    _ db: SQLiteConnection, failure: HistoryStorageFailure
  ) throws -> Bool {
    // Order matters: nothing may write before the file is known to be ours and not newer.
    // validate() is the first read, so a JPEG fails here untouched; journal_mode=WAL is the
    // first write (it rewrites the header of a file not yet in WAL mode).
    try db.validate()
    let (version, hasTables) = try HistorySchema.state(of: db)
    if version > HistorySchema.latestVersion { throw failure.newerSchema(version) }
    if version == 0, hasTables { throw failure.foreignDatabase() }
    // SQLite silently opens a file it may not write (e.g. `chattr +i`) read-only.
    if db.isReadOnly {
      guard version == HistorySchema.latestVersion else { throw failure.readOnly(.open) }
      return true
    }
    try enableWriteAheadLog(db)
    try db.pragma("synchronous", set: "normal")
    try db.pragma("foreign_keys", set: 1)
    try HistorySchema.migrate(db)
    return false
  }

  /// Switches the file to WAL; a no-op, taking no lock, once the file is in WAL mode.
  private static func enableWriteAheadLog(_ db: SQLiteConnection) throws {
    // Only a new file is not in WAL mode yet, and the switch needs the file to itself:
    // when two processes create it at the same moment, the loser gets SQLITE_BUSY at once,
    // without the busy handler. Retrying for as long as the busy timeout is what a lock
    // wait would have done.
    let deadline = ContinuousClock.now + .milliseconds(SQLiteMealHistory.busyTimeoutMilliseconds)
    while true {
      do {
        try db.pragma("journal_mode", set: "wal")
        return
      } catch let error as SQLiteError where error.kind == .busy && ContinuousClock.now < deadline {
        usleep(5_000)
      }
    }
  }
}
