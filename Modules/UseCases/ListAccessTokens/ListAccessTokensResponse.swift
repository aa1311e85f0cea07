/// The API tokens asked for, oldest first, without secrets or digests.
public struct ListAccessTokensResponse: Hashable, Sendable {
  /// The tokens, oldest first.
  public var tokens: [AccessTokenSummary]

  /// Creates a response.
  public init(tokens: [AccessTokenSummary]) {
    self.tokens = tokens
  }
}
