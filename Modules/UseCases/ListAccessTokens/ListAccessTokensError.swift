/// Why the tokens could not be listed.
public enum ListAccessTokensError: Error, Hashable, Sendable {
  /// The profile filter breaks `ProfileNameRule`; the reason says how.
  case invalidProfile(String)
  /// The store failed.
  case storageFailed(MealHistoryError)
}

extension ListAccessTokensError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .invalidProfile(let reason): reason
    case .storageFailed(let error): "could not list the tokens: \(error)"
    }
  }
}
