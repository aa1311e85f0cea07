import FoundationEssentials

/// What may be shown of an API token: everything but its secret and the secret's digest.
public struct AccessTokenSummary: Hashable, Sendable {
  /// The token's public id.
  public var id: AccessTokenID
  /// The profile a request carrying the token acts as.
  public var profile: String
  /// The note saying what the token is for, if one was given.
  public var label: String?
  /// When the token was made.
  public var createdAt: Date

  /// Creates a summary.
  public init(id: AccessTokenID, profile: String, label: String?, createdAt: Date) {
    self.id = id
    self.profile = profile
    self.label = label
    self.createdAt = createdAt
  }

  /// The shareable part of `record`.
  public init(_ record: AccessTokenRecord) {
    self.init(
      id: record.id, profile: record.profile, label: record.label, createdAt: record.createdAt)
  }
}
