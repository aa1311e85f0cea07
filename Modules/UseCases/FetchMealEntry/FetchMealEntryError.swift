import Entities

/// Why an entry could not be read.
public enum FetchMealEntryError: Error, Hashable, Sendable {
  /// No entry has this identifier (in this profile).
  case notFound(MealEntryID)
  /// The store failed.
  case storageFailed(MealHistoryError)
}

extension FetchMealEntryError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .notFound(let id): "no entry with id \(id)"
    case .storageFailed(let error): "could not read the entry: \(error)"
    }
  }
}
