import FoundationEssentials

/// Tells the current time; a port so use cases stay deterministic under test.
public protocol Clock: Sendable {
  /// The current instant.
  func now() -> Date
}
