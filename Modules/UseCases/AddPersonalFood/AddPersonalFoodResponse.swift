import Entities

/// The food as kept.
public struct AddPersonalFoodResponse: Hashable, Sendable {
  /// The food, name tidied.
  public var food: PersonalFood
  /// Whether it replaced a food of the same name.
  public var replaced: Bool

  /// Creates a response.
  public init(food: PersonalFood, replaced: Bool) {
    self.food = food
    self.replaced = replaced
  }
}
