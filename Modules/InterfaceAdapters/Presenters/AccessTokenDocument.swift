import FoundationEssentials
import UseCases

/// One API token as `token add --json` and `token list --json` print it: never the digest,
/// and the secret only in the document `token add` prints, the one time it exists.
public struct AccessTokenDocument: Encodable, Sendable {
  /// The public id.
  public var id: String
  /// The profile the token acts as.
  public var profile: String
  /// The label, `null` when none was given.
  public var label: String?
  /// When it was made, ISO-8601 UTC.
  public var createdAt: String
  /// The whole token, present only when it was just made.
  public var token: String?

  /// The document for `summary`, with the token's text when it was just issued.
  public init(_ summary: AccessTokenSummary, token: AccessToken? = nil) {
    id = summary.id.rawValue
    profile = summary.profile
    label = summary.label
    createdAt = DateText.iso8601(summary.createdAt)
    self.token = token?.text
  }

  private enum CodingKeys: String, CodingKey {
    case id, profile, label, createdAt, token
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(profile, forKey: .profile)
    // Always present, null for none, so every document has the same keys.
    try container.encode(label, forKey: .label)
    try container.encode(createdAt, forKey: .createdAt)
    try container.encodeIfPresent(token, forKey: .token)
  }
}

/// `token list --json`: `{"tokens": [...]}`, oldest first.
public struct AccessTokenListDocument: Encodable, Sendable {
  /// The tokens, oldest first.
  public var tokens: [AccessTokenDocument]

  /// The document for `response`.
  public init(_ response: ListAccessTokensResponse) {
    tokens = response.tokens.map { AccessTokenDocument($0) }
  }
}
