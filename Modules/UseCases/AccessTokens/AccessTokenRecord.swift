import FoundationEssentials

/// What the store keeps of an API token: never the secret, only its digest.
public struct AccessTokenRecord: Hashable, Sendable {
  /// The token's public id.
  public var id: AccessTokenID
  /// The profile a request carrying this token acts as.
  public var profile: String
  /// SHA-256 of the token's secret, 64 lowercase hex digits.
  public var secretDigest: String
  /// When the token was made.
  public var createdAt: Date
  /// A note saying what the token is for ("alice's phone"), if one was given.
  public var label: String?

  /// Creates a record.
  public init(
    id: AccessTokenID, profile: String, secretDigest: String, createdAt: Date, label: String?
  ) {
    self.id = id
    self.profile = profile
    self.secretDigest = secretDigest
    self.createdAt = createdAt
    self.label = label
  }
}
