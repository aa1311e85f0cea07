import Entities

/// Why an entry could not be deleted.
public enum DeleteMealEntryError: Error, Hashable, Sendable {
  /// No entry has this identifier (in this profile).
  case notFound(MealEntryID)
  /// The store failed.
  case storageFailed(MealHistoryError)
}

extension DeleteMealEntryError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .notFound(let id): "no entry with id \(id)"
    case .storageFailed(let error): "could not delete the entry: \(error)"
    }
  }
}
