/// The public half of an API token: names it in `token list` and `token revoke`, and finds it
/// in the store. Knowing it grants nothing.
public struct AccessTokenID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Sixteen lowercase hex digits.
  public let rawValue: String

  /// The id written as `text`, or `nil` unless it is sixteen lowercase hex digits.
  public init?(_ text: String) {
    guard text.utf8.count == 16, text.utf8.allSatisfy(AccessToken.isLowercaseHexDigit) else {
      return nil
    }
    rawValue = text
  }

  public var description: String { rawValue }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
