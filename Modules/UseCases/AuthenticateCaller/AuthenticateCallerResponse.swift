/// Who an authenticated request acts as.
public struct AuthenticateCallerResponse: Hashable, Sendable {
  /// The profile whose history the request reads and writes.
  public var profile: String
  /// The token that vouched for it.
  public var tokenID: AccessTokenID

  /// Creates a response.
  public init(profile: String, tokenID: AccessTokenID) {
    self.profile = profile
    self.tokenID = tokenID
  }
}
