/// Who a new API token is for.
public struct IssueAccessTokenRequest: Hashable, Sendable {
  /// The profile requests carrying the token act as.
  public var profile: String
  /// A note saying what the token is for ("alice's phone"), or `nil` for none.
  public var label: String?

  /// Creates a request.
  public init(profile: String, label: String? = nil) {
    self.profile = profile
    self.label = label
  }
}
