import Entities

/// Where a person's own foods and recipes are kept, one profile at a time, like `MealHistory`.
///
/// Names are matched by `PersonalFood.key` (case and extra spaces ignored). The stores keep
/// them beside the history, in the same file or database, so their failures are
/// `MealHistoryError`s and say the same things.
public protocol PersonalFoods: Sendable {
  /// Every food of this profile, ordered by `key`.
  func allFoods() async throws(MealHistoryError) -> [PersonalFood]

  /// The food whose key is `PersonalFood.key(of: name)`; `nil` when there is none.
  func food(named name: String) async throws(MealHistoryError) -> PersonalFood?

  /// Saves `food` in one atomic write. When a food with its key exists it is replaced if
  /// `replacing`, else nothing changes and the answer is `.nameTaken`.
  func add(
    _ food: PersonalFood, replacing: Bool
  ) async throws(MealHistoryError) -> PersonalFoodSaving

  /// Removes the food whose key is `PersonalFood.key(of: name)`; `false` when there is none.
  func removeFood(named name: String) async throws(MealHistoryError) -> Bool
}

/// What `PersonalFoods.add(_:replacing:)` did.
public enum PersonalFoodSaving: String, Hashable, Sendable {
  /// The name was new; the food was added.
  case added
  /// A food of that name was replaced, as asked.
  case replaced
  /// A food of that name exists and replacing was not asked for; nothing changed.
  case nameTaken
}
