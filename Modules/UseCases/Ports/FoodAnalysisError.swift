/// Why an analyzer could not analyze a meal. Messages are written for the person at the keyboard.
public enum FoodAnalysisError: Error, Hashable, Sendable {
  /// No word of the description matched a food.
  case nothingRecognized(unmatched: [String])
  /// The input is understood but not acceptable (an absurd amount, too many items).
  case rejectedInput(String)
  /// This analyzer cannot handle this kind of input (e.g. a photo given to the local analyzer).
  case unsupportedInput(String)
  /// The analyzer is not set up correctly (e.g. a malformed service URL).
  case misconfigured(String)
  /// The analysis service could not be reached, or failed.
  case serviceUnavailable(String)
  /// The analysis service did not answer in time; a server relaying the request says so
  /// apart from other failures (HTTP 504 rather than 502).
  case timedOut(String)
  /// The service refused the credentials.
  case notAuthorized(String)
  /// The service answered with something that cannot be used.
  case unusableReply(String)
}

extension FoodAnalysisError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .nothingRecognized(let words):
      words.isEmpty
        ? "no food was recognized in the description"
        : "no food was recognized in: \(words.map { "\"\($0)\"" }.joined(separator: ", "))"
    case .rejectedInput(let reason), .unsupportedInput(let reason), .misconfigured(let reason),
      .serviceUnavailable(let reason), .timedOut(let reason), .notAuthorized(let reason),
      .unusableReply(let reason):
      reason
    }
  }
}
