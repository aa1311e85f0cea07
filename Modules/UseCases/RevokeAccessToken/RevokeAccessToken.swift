/// Removes an API token, so requests carrying it are refused from now on.
public struct RevokeAccessToken: Sendable {
  private let tokens: any AccessTokenStore

  /// Creates the use case from its port.
  public init(tokens: any AccessTokenStore) {
    self.tokens = tokens
  }

  /// Revokes the token named in `request`; throws `.notFound` when there is none.
  public func execute(
    _ request: RevokeAccessTokenRequest
  ) async throws(RevokeAccessTokenError) -> RevokeAccessTokenResponse {
    let revoked: Bool
    do {
      revoked = try await tokens.revoke(request.id)
    } catch {
      throw .storageFailed(error)
    }
    guard revoked else { throw .notFound(request.id) }
    return RevokeAccessTokenResponse(id: request.id)
  }
}
