import Entities

/// Hands out identifiers for new entries.
public protocol IDGenerator: Sendable {
  /// A new identifier, never handed out before.
  func next() -> MealEntryID
}
