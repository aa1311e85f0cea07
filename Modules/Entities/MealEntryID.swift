/// Identifies a saved meal entry; opaque text (a UUID in practice).
public struct MealEntryID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The identifier's text.
  public let rawValue: String

  /// Wraps an identifier's text.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  public var description: String { rawValue }

  public static func < (lhs: MealEntryID, rhs: MealEntryID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
