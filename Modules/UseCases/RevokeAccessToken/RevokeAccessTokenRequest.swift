/// The API token to revoke.
public struct RevokeAccessTokenRequest: Hashable, Sendable {
  /// Its public id.
  public var id: AccessTokenID

  /// Creates a request.
  public init(id: AccessTokenID) {
    self.id = id
  }
}
