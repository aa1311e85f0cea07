/// Confirms a revocation.
public struct RevokeAccessTokenResponse: Hashable, Sendable {
  /// The id of the token that no longer works.
  public var id: AccessTokenID

  /// Creates a response.
  public init(id: AccessTokenID) {
    self.id = id
  }
}
