/// Identifies a saved meal entry; opaque text (a UUID in practice).
public struct MealEntryID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The identifier's text.
  public let rawValue: String

  /// Wraps an identifier's text.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  public var description: String { rawValue }

  /// Whether `text` has the form of the ids WellPlate gives entries: a UUID in its usual
  /// lowercase or uppercase hexadecimal text ("0193f6a4-7c1e-7d2a-9b1e-2f4c5d6e7f80").
  public static func isWellFormed(_ text: String) -> Bool {
    let groups = text.split(separator: "-", omittingEmptySubsequences: false)
    return groups.map(\.count) == [8, 4, 4, 4, 12]
      && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
  }

  public static func < (lhs: MealEntryID, rhs: MealEntryID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}
