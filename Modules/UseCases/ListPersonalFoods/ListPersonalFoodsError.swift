/// Why the person's foods could not be listed.
public enum ListPersonalFoodsError: Error, Hashable, Sendable {
  /// The store failed.
  case storageFailed(MealHistoryError)
}

extension ListPersonalFoodsError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .storageFailed(let error): "could not read your foods: \(error)"
    }
  }
}
