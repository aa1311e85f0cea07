/// Why no token was issued.
public enum IssueAccessTokenError: Error, Hashable, Sendable {
  /// The profile name breaks `ProfileNameRule`; the reason says how.
  case invalidProfile(String)
  /// The label is empty, too long or holds control characters; the reason says which.
  case invalidLabel(String)
  /// Every id drawn was already taken (a broken random source, in practice).
  case noFreeID
  /// The store failed.
  case storageFailed(MealHistoryError)
}

extension IssueAccessTokenError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .invalidProfile(let reason): reason
    case .invalidLabel(let reason): reason
    case .noFreeID: "could not make a token: every id drawn was already taken"
    case .storageFailed(let error): "could not save the token: \(error)"
    }
  }
}
