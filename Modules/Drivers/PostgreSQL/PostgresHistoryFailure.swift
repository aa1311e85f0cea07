import Entities
import FoundationEssentials
import UseCases

/// Turns driver errors into `MealHistoryError`s a person can act on, without the password.
///
/// Reaching the server (down, refused, wrong credentials, connection lost) is `unavailable`,
/// exit 69: the history is fine, the service is not there. Anything the server refuses once
/// connected (permissions, a newer schema, a full disk) is `storageFailed`, exit 74.
struct PostgresHistoryFailure: Sendable {
  /// What the store was doing, for the message.
  enum Operation: String, Sendable {
    case open = "open the history"
    case save = "save the meal"
    case read = "read the history"
    case delete = "delete the entry"
    case readFoods = "read your foods"
    case saveFood = "save the food"
    case removeFood = "remove the food"
    case saveToken = "save the token"
    case readTokens = "read the tokens"
    case revokeToken = "revoke the token"
  }

  /// Where the settings come from, named in every message about reaching the server.
  static let settingHint = "check --database-url or WELLPLATE_DATABASE_URL"

  func error(_ error: any Error, during operation: Operation) -> MealHistoryError {
    switch error {
    case let error as MealHistoryError:
      return error
    case PostgresSchemaError.newer(let found, let known):
      return .storageFailed(
        "cannot \(operation.rawValue): the PostgreSQL database was set up by a newer "
          + "WellPlate (schema version \(found); this one knows up to \(known)); "
          + "upgrade WellPlate")
    case let error as PostgresError:
      return describe(error, during: operation)
    default:
      return .storageFailed("cannot \(operation.rawValue) in PostgreSQL: \(error)")
    }
  }

  private func describe(_ error: PostgresError, during operation: Operation) -> MealHistoryError {
    let detail = Self.oneLine(error.message)
    switch error.kind {
    case .invalidConnectionString:
      return .unavailable(
        "cannot \(operation.rawValue): the PostgreSQL database URL is not valid (\(detail)); "
          + "expected e.g. postgres://user@host:5432/wellplate; \(Self.settingHint)")
    case .authenticationFailed:
      return .unavailable(
        "cannot \(operation.rawValue): the PostgreSQL server refused the login (\(detail)); "
          + "check the user and password in --database-url or WELLPLATE_DATABASE_URL")
    case .connectionFailed:
      return .unavailable(
        "cannot \(operation.rawValue): the PostgreSQL server cannot be reached (\(detail)); "
          + "is it running? \(Self.settingHint)")
    case .connectionLost where operation == .open:
      return .unavailable(
        "cannot \(operation.rawValue): the connection to the PostgreSQL server was lost while "
          + "setting up (\(detail)); try again")
    case .connectionLost:
      return .unavailable(
        "cannot \(operation.rawValue): the connection to the PostgreSQL server was lost and "
          + "reconnecting did not help (\(detail))")
    case .queryFailed:
      let code = error.sqlState.map { " [SQLSTATE \($0)]" } ?? ""
      return .storageFailed(
        "cannot \(operation.rawValue): PostgreSQL refused it: \(detail)\(code)")
    case .unsupportedResult, .invalidArgument:
      return .storageFailed("cannot \(operation.rawValue) in PostgreSQL: \(detail)")
    case .columnNotFound, .unexpectedNull, .typeMismatch:
      return .storageFailed(
        "cannot \(operation.rawValue): the PostgreSQL database holds data this WellPlate "
          + "cannot read (\(detail))")
    }
  }

  /// libpq's messages span lines ("…failed: Connection refused\n\tIs the server running…");
  /// an error line on the terminal reads better as one.
  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline)
      .map { $0.trimmingWhitespace() }
      .filter { !$0.isEmpty }
      .joined(separator: " ")
  }
}
