import FoundationEssentials
import UseCases

/// The API tokens of every profile, in the PostgreSQL history database, so that every
/// `wellplate serve` process behind a load balancer sees a new or revoked token at once.
///
/// Connects and migrates exactly as `PostgresMealHistory` does; one actor owns one libpq
/// session, every statement is prepared with its values bound, and a lost session is
/// reconnected once and the operation run again. Only digests of secrets are written
/// (ADR 0021).
public actor PostgresAccessTokenStore: AccessTokenStore {
  private let db: PostgresConnection
  private let failure = PostgresHistoryFailure()

  /// Connects to the database at `url` (libpq URL or key=value form) and brings its schema up
  /// to date.
  ///
  /// Throws `.unavailable` when the server cannot be reached or refuses the login, and
  /// `.storageFailed` when it refuses the schema (e.g. one from a newer WellPlate).
  public init(url: String) throws(MealHistoryError) {
    let failure = PostgresHistoryFailure()
    do {
      db = try PostgresConnection(url)
      try Self.configure(db)
      try PostgresHistorySchema.migrate(db)
    } catch {
      throw failure.error(error, during: .open)
    }
  }

  public func add(_ token: AccessTokenRecord) throws(MealHistoryError) {
    let parameters: [PostgresValue] = [
      .text(token.id.rawValue), .text(token.profile), .text(token.secretDigest),
      .int64(Milliseconds.nearest(token.createdAt)), token.label.map { .text($0) } ?? .null,
    ]
    let added = try perform(.saveToken) { db in
      (try db.query(Self.insertSQL, parameters).affectedRows ?? 0) > 0
    }
    guard !added else { return }
    // Nothing inserted: the id is taken. When it is taken by this very token, an insert
    // retried after a lost session had in fact committed, and all is well.
    let existing = try self.token(token.id)
    guard let existing, existing.profile == token.profile,
      existing.secretDigest == token.secretDigest
    else {
      throw .storageFailed(
        "cannot \(PostgresHistoryFailure.Operation.saveToken.rawValue): a token with id "
          + "\(token.id) already exists")
    }
  }

  public func token(_ id: AccessTokenID) throws(MealHistoryError) -> AccessTokenRecord? {
    try perform(.readTokens) { db in
      try db.query(Self.tokenSQL, [.text(id.rawValue)]).map(Self.readRecord).first
    }
  }

  public func tokens(of profile: String?) throws(MealHistoryError) -> [AccessTokenRecord] {
    try perform(.readTokens) { db in
      let rows =
        if let profile {
          try db.query(Self.profileTokensSQL, [.text(profile)])
        } else {
          try db.query(Self.allTokensSQL)
        }
      return try rows.map(Self.readRecord)
    }
  }

  public func revoke(_ id: AccessTokenID) throws(MealHistoryError) -> Bool {
    // Repeated after a lost session whose delete had committed, the answer is "not found":
    // the token is revoked either way, which is what matters.
    try perform(.revokeToken) { db in
      (try db.query(Self.deleteSQL, [.text(id.rawValue)]).affectedRows ?? 0) > 0
    }
  }

  // MARK: Running

  /// Runs `body`; if the session was lost, reconnects once and runs it again.
  private func perform<T>(
    _ operation: PostgresHistoryFailure.Operation, _ body: (PostgresConnection) throws -> T
  ) throws(MealHistoryError) -> T {
    do {
      do {
        return try body(db)
      } catch let error as PostgresError where error.kind == .connectionLost {
        try db.reset()
        try Self.configure(db)
        return try body(db)
      }
    } catch {
      throw failure.error(error, during: operation)
    }
  }

  /// Session settings, made again after a reconnect; as for the meal history.
  private static func configure(_ db: PostgresConnection) throws {
    try db.execute("SET jit = off")
  }

  private static func readRecord(_ row: PostgresRow) throws -> AccessTokenRecord {
    let text = try row.string(0)
    guard let id = AccessTokenID(text) else {
      throw PostgresError(
        .typeMismatch,
        message: "the access_token table holds an id that is not 16 hex digits: "
          + "'\(text.prefix(40))'")
    }
    return AccessTokenRecord(
      id: id, profile: try row.string(1), secretDigest: try row.string(2),
      createdAt: Milliseconds.date(try row.int64(3)),
      label: try row.isNull(4) ? nil : try row.string(4))
  }

  // MARK: SQL (fixed text: every value is bound)

  private static let insertSQL = """
    INSERT INTO access_token (id, profile, secret_digest, created_at, label)
    VALUES ($1, $2, $3, $4, $5::text)
    ON CONFLICT (id) DO NOTHING
    """

  private static let columns = "id, profile, secret_digest, created_at, label"

  private static let tokenSQL = "SELECT \(columns) FROM access_token WHERE id = $1"

  private static let profileTokensSQL = """
    SELECT \(columns) FROM access_token WHERE profile = $1 ORDER BY created_at, id
    """

  private static let allTokensSQL = "SELECT \(columns) FROM access_token ORDER BY created_at, id"

  private static let deleteSQL = "DELETE FROM access_token WHERE id = $1"
}
