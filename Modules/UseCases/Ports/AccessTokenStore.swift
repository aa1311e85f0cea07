/// The API bearer tokens of every profile, kept in the history store so that several `serve`
/// processes sharing one store share them too. Only digests of secrets are kept.
///
/// Unlike `MealHistory`, a store of tokens is not scoped to one profile: a request's token is
/// what decides its profile.
public protocol AccessTokenStore: Sendable {
  /// Keeps `token`; throws when a token with its id exists.
  func add(_ token: AccessTokenRecord) async throws(MealHistoryError)

  /// The token with `id`, or `nil` when there is none (or it was revoked).
  func token(_ id: AccessTokenID) async throws(MealHistoryError) -> AccessTokenRecord?

  /// The tokens of `profile`, or of every profile when it is `nil`, oldest first.
  func tokens(of profile: String?) async throws(MealHistoryError) -> [AccessTokenRecord]

  /// Removes the token with `id`; returns `false` when there is none.
  func revoke(_ id: AccessTokenID) async throws(MealHistoryError) -> Bool
}
