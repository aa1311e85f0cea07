import Entities

/// The food found.
public struct ShowPersonalFoodResponse: Hashable, Sendable {
  /// The food, with its recipe when it has one.
  public var food: PersonalFood

  /// Creates a response.
  public init(food: PersonalFood) {
    self.food = food
  }
}
