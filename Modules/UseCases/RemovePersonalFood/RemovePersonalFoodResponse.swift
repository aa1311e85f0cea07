import Entities

/// Confirms a removal.
public struct RemovePersonalFoodResponse: Hashable, Sendable {
  /// The name of the removed food, as it was kept.
  public var name: String
  /// Whether it was a food or a recipe.
  public var kind: PersonalFood.Kind

  /// Creates a response.
  public init(name: String, kind: PersonalFood.Kind) {
    self.name = name
    self.kind = kind
  }
}
