/// The credentials an API request came with.
public struct AuthenticateCallerRequest: Hashable, Sendable {
  /// The bearer token's text as sent, or `nil` when the request carried none.
  public var bearerToken: String?

  /// Creates a request.
  public init(bearerToken: String?) {
    self.bearerToken = bearerToken
  }
}
