/// Why the meal history could not be read or written.
public enum MealHistoryError: Error, Hashable, Sendable {
  /// Local storage failed: unreadable, corrupted, read-only or full file, or a newer schema.
  case storageFailed(String)
  /// A history server could not be reached or refused the connection.
  case unavailable(String)
}

extension MealHistoryError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .storageFailed(let reason), .unavailable(let reason): reason
    }
  }
}
