import Entities

/// Why a food could not be removed. Nothing was removed in any of these cases.
public enum RemovePersonalFoodError: Error, Hashable, Sendable {
  /// No food of this name (in this profile), of the kind asked for if any.
  case notFound(String, kind: PersonalFood.Kind?)
  /// The name is the other kind's: a food asked for as a recipe, or the reverse.
  case wrongKind(String, is: PersonalFood.Kind)
  /// The store failed.
  case storageFailed(MealHistoryError)
}

extension RemovePersonalFoodError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .notFound(let name, let kind):
      "you have no \(kind?.rawValue ?? "food or recipe") called \"\(name)\""
    case .wrongKind(let name, let kind):
      "\"\(name)\" is one of your \(kind.rawValue)s; use `wellplate \(kind.rawValue) remove`"
    case .storageFailed(let error):
      "could not remove the food: \(error)"
    }
  }
}
