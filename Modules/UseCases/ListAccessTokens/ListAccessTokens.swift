/// Lists API tokens, of one profile or all, showing nothing that grants access.
public struct ListAccessTokens: Sendable {
  private let tokens: any AccessTokenStore

  /// Creates the use case from its port.
  public init(tokens: any AccessTokenStore) {
    self.tokens = tokens
  }

  /// The tokens `request` asks for, oldest first.
  public func execute(
    _ request: ListAccessTokensRequest
  ) async throws(ListAccessTokensError) -> ListAccessTokensResponse {
    if let profile = request.profile, let problem = ProfileNameRule.problem(with: profile) {
      throw .invalidProfile(problem)
    }
    let records: [AccessTokenRecord]
    do {
      records = try await tokens.tokens(of: request.profile)
    } catch {
      throw .storageFailed(error)
    }
    // Sorted here too, so the order does not rest on every store getting it right.
    let ordered = records.sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
    return ListAccessTokensResponse(tokens: ordered.map(AccessTokenSummary.init))
  }
}
