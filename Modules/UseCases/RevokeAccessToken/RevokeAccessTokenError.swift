/// Why a token could not be revoked.
public enum RevokeAccessTokenError: Error, Hashable, Sendable {
  /// No token has this id (never made, or revoked already).
  case notFound(AccessTokenID)
  /// The store failed.
  case storageFailed(MealHistoryError)
}

extension RevokeAccessTokenError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .notFound(let id): "no token with id \(id); `wellplate token list` lists the ids"
    case .storageFailed(let error): "could not revoke the token: \(error)"
    }
  }
}
