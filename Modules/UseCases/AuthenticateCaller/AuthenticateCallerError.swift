/// Why a request may not act as any profile.
public enum AuthenticateCallerError: Error, Hashable, Sendable {
  /// The request carried no bearer token.
  case missingToken
  /// The token is malformed, unknown, revoked, or its secret is wrong; deliberately one case,
  /// so a caller learns nothing about which.
  case unrecognizedToken
  /// The store failed.
  case storageFailed(MealHistoryError)
}

extension AuthenticateCallerError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .missingToken:
      "this request needs a bearer token (make one with: wellplate token add --profile <name>)"
    case .unrecognizedToken: "the bearer token is not valid (unknown, revoked or mistyped)"
    case .storageFailed(let error): "could not check the token: \(error)"
    }
  }
}
