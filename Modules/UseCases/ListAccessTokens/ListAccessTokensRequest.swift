/// Which API tokens to list.
public struct ListAccessTokensRequest: Hashable, Sendable {
  /// Only this profile's tokens, or every profile's when `nil`.
  public var profile: String?

  /// Creates a request.
  public init(profile: String? = nil) {
    self.profile = profile
  }
}
