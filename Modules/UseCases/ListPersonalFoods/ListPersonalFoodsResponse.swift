import Entities

/// The person's foods, ordered by name.
public struct ListPersonalFoodsResponse: Hashable, Sendable {
  /// The foods.
  public var foods: [PersonalFood]

  /// Creates a response.
  public init(foods: [PersonalFood]) {
    self.foods = foods
  }
}
