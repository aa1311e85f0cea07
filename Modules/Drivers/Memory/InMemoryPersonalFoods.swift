import Entities
import UseCases

/// `PersonalFoods` kept in memory for the life of the process, one table per profile; the
/// reference the other stores' contract tests agree with.
public actor InMemoryPersonalFoods: PersonalFoods {
  private var foodsByProfile: [String: [String: PersonalFood]] = [:]
  private let profile: String

  /// A new, empty store scoped to `profile`.
  public init(profile: String = "me") {
    self.profile = profile
  }

  public func allFoods() throws(MealHistoryError) -> [PersonalFood] {
    foodsByProfile[profile, default: [:]].sorted { $0.key < $1.key }.map(\.value)
  }

  public func food(named name: String) throws(MealHistoryError) -> PersonalFood? {
    foodsByProfile[profile, default: [:]][PersonalFood.key(of: name)]
  }

  public func add(
    _ food: PersonalFood, replacing: Bool
  ) throws(MealHistoryError) -> PersonalFoodSaving {
    let exists = foodsByProfile[profile, default: [:]][food.key] != nil
    if exists, !replacing { return .nameTaken }
    foodsByProfile[profile, default: [:]][food.key] = food
    return exists ? .replaced : .added
  }

  public func removeFood(named name: String) throws(MealHistoryError) -> Bool {
    foodsByProfile[profile, default: [:]].removeValue(forKey: PersonalFood.key(of: name)) != nil
  }
}
