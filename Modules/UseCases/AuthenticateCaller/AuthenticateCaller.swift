/// Decides which profile an API request acts as, from its bearer token.
public struct AuthenticateCaller: Sendable {
  private let tokens: any AccessTokenStore

  /// Creates the use case from its port.
  public init(tokens: any AccessTokenStore) {
    self.tokens = tokens
  }

  /// The profile of the token in `request`; throws when there is no valid token.
  public func execute(
    _ request: AuthenticateCallerRequest
  ) async throws(AuthenticateCallerError) -> AuthenticateCallerResponse {
    guard let text = request.bearerToken, !text.isEmpty else { throw .missingToken }
    guard let token = AccessToken(text) else { throw .unrecognizedToken }
    let record: AccessTokenRecord?
    do {
      record = try await tokens.token(token.id)
    } catch {
      throw .storageFailed(error)
    }
    // The id is public, so finding the record by it leaks nothing; the secret is compared in
    // time that does not depend on where the digests first differ.
    guard let record, Self.constantTimeEqual(record.secretDigest, token.secretDigest) else {
      throw .unrecognizedToken
    }
    return AuthenticateCallerResponse(profile: record.profile, tokenID: record.id)
  }

  /// Whether `lhs` and `rhs` hold the same bytes, looking at every byte of equal-length input.
  static func constantTimeEqual(_ lhs: String, _ rhs: String) -> Bool {
    let left = Array(lhs.utf8)
    let right = Array(rhs.utf8)
    guard left.count == right.count else { return false }
    var difference: UInt8 = 0
    for index in left.indices {
      difference |= left[index] ^ right[index]
    }
    return difference == 0
  }
}
