/// A new API token: the only time its secret is ever available.
public struct IssueAccessTokenResponse: Hashable, Sendable {
  /// The token to hand to the caller; its `text` cannot be recovered later.
  public var token: AccessToken
  /// What was kept of it, less the digest.
  public var summary: AccessTokenSummary

  /// Creates a response.
  public init(token: AccessToken, summary: AccessTokenSummary) {
    self.token = token
    self.summary = summary
  }
}
