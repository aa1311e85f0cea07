/// Makes a new API token for a profile and keeps only its secret's digest.
public struct IssueAccessToken: Sendable {
  /// Longest accepted label, in characters.
  public static let maximumLabelLength = 200
  /// How many ids are drawn before giving up; a second draw is already a one in 2^64 event.
  static let idAttempts = 3

  private let tokens: any AccessTokenStore
  private let random: any RandomSource
  private let clock: any Clock

  /// Creates the use case from its ports.
  public init(tokens: any AccessTokenStore, random: any RandomSource, clock: any Clock) {
    self.tokens = tokens
    self.random = random
    self.clock = clock
  }

  /// Issues a token for `request.profile`; the response's token text is shown once only.
  public func execute(
    _ request: IssueAccessTokenRequest
  ) async throws(IssueAccessTokenError) -> IssueAccessTokenResponse {
    if let problem = ProfileNameRule.problem(with: request.profile) {
      throw .invalidProfile(problem)
    }
    if let label = request.label, let problem = Self.problem(withLabel: label) {
      throw .invalidLabel(problem)
    }
    let id = try await freeID()
    let token = AccessToken(id: id, secretBytes: random.bytes(32))
    let record = AccessTokenRecord(
      id: id, profile: request.profile, secretDigest: token.secretDigest,
      createdAt: clock.now(), label: request.label)
    do {
      try await tokens.add(record)
    } catch {
      throw .storageFailed(error)
    }
    return IssueAccessTokenResponse(token: token, summary: AccessTokenSummary(record))
  }

  /// An id no stored token has. The store refuses a duplicate anyway; looking first means a
  /// collision costs a second draw instead of a failed command.
  private func freeID() async throws(IssueAccessTokenError) -> AccessTokenID {
    for _ in 0..<Self.idAttempts {
      guard let id = AccessTokenID(AccessToken.hex(random.bytes(8))) else { continue }
      do {
        if try await tokens.token(id) == nil { return id }
      } catch {
        throw .storageFailed(error)
      }
    }
    throw .noFreeID
  }

  /// What is wrong with `label`, or `nil` when it is acceptable.
  static func problem(withLabel label: String) -> String? {
    if label.allSatisfy(\.isWhitespace) {
      return "a token label cannot be empty; give none instead"
    }
    if label.count > maximumLabelLength {
      return "a token label has at most \(maximumLabelLength) characters; this one has "
        + "\(label.count)"
    }
    if label.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
      return "a token label cannot contain control characters such as newlines"
    }
    return nil
  }
}
