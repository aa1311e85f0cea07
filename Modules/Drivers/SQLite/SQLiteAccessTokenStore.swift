import FoundationEssentials
import UseCases

/// The API tokens of every profile, in the SQLite history file beside the meals, so that every
/// `wellplate` and `wellplate serve` process using the file sees the same tokens at once.
///
/// Opens the file exactly as `SQLiteMealHistory` does (same checks, migrations, busy timeout
/// and messages); only digests of secrets are written (ADR 0021).
public actor SQLiteAccessTokenStore: AccessTokenStore {
  /// The database file.
  public nonisolated let path: String

  private let db: SQLiteConnection
  private let isReadOnly: Bool
  private let failure: HistoryStorageFailure

  /// Opens (creating if needed) the history at `path` for its tokens.
  ///
  /// Brings an older schema up to date; refuses, without writing anything, a file that is not
  /// SQLite, belongs to another program, or was written by a newer WellPlate. A file that can
  /// only be read still serves lookups; adding and revoking then fail with a clear message.
  public init(path: String) throws(MealHistoryError) {
    let failure = HistoryStorageFailure(path: path)
    (db, isReadOnly) = try HistoryDatabase.open(path, failure: failure)
    self.path = path
    self.failure = failure
  }

  public func add(_ token: AccessTokenRecord) throws(MealHistoryError) {
    guard !isReadOnly else { throw failure.readOnly(.saveToken) }
    try perform(.saveToken) {
      try db.transaction(.immediate) {
        try db.cached(Self.insertSQL).bind(
          .text(token.id.rawValue), .text(token.profile), .text(token.secretDigest),
          .integer(Milliseconds.nearest(token.createdAt)), token.label.map { .text($0) } ?? .null
        ).run()
      }
    }
  }

  public func token(_ id: AccessTokenID) throws(MealHistoryError) -> AccessTokenRecord? {
    try perform(.read) {
      try db.cached(Self.tokenSQL).bind(.text(id.rawValue)).firstRow(Self.readRecord)
    }
  }

  public func tokens(of profile: String?) throws(MealHistoryError) -> [AccessTokenRecord] {
    try perform(.read) {
      if let profile {
        return try db.cached(Self.profileTokensSQL).bind(.text(profile)).rows(Self.readRecord)
      }
      return try db.cached(Self.allTokensSQL).rows(Self.readRecord)
    }
  }

  public func revoke(_ id: AccessTokenID) throws(MealHistoryError) -> Bool {
    guard !isReadOnly else { throw failure.readOnly(.revokeToken) }
    return try perform(.revokeToken) {
      try db.transaction(.immediate) {
        try db.cached(Self.deleteSQL).bind(.text(id.rawValue)).run()
        return db.changes > 0
      }
    }
  }

  // MARK: Running

  private func perform<T>(
    _ operation: HistoryStorageFailure.Operation, _ body: () throws -> T
  ) throws(MealHistoryError) -> T {
    try failure.perform(operation, body)
  }

  private static func readRecord(_ row: SQLiteStatement) throws -> AccessTokenRecord {
    guard let id = AccessTokenID(row.string(at: 0) ?? "") else {
      throw MealHistoryError.storageFailed(
        "the access_token table holds an id that is not 16 hex digits: "
          + "'\(row.string(at: 0)?.prefix(40) ?? "NULL")'")
    }
    return AccessTokenRecord(
      id: id, profile: row.string(at: 1) ?? "", secretDigest: row.string(at: 2) ?? "",
      createdAt: Milliseconds.date(row.int64(at: 3)), label: row.string(at: 4))
  }

  // MARK: SQL (fixed text: every value is bound)

  private static let insertSQL = """
    INSERT INTO access_token (id, profile, secret_digest, created_at, label)
    VALUES (?, ?, ?, ?, ?)
    """

  private static let columns = "id, profile, secret_digest, created_at, label"

  private static let tokenSQL = "SELECT \(columns) FROM access_token WHERE id = ?"

  private static let profileTokensSQL = """
    SELECT \(columns) FROM access_token WHERE profile = ? ORDER BY created_at, id
    """

  private static let allTokensSQL = """
    SELECT \(columns) FROM access_token ORDER BY created_at, id
    """

  private static let deleteSQL = "DELETE FROM access_token WHERE id = ?"
}
