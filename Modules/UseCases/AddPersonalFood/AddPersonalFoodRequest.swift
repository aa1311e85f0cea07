import Entities

/// A food of the person's own and its numbers per serving.
public struct AddPersonalFoodRequest: Hashable, Sendable {
  /// Its name, as meals will say it ("my protein shake").
  public var name: String
  /// Nutrition of one serving.
  public var perServing: NutritionFacts
  /// What one serving weighs, when known.
  public var servingGrams: Double?
  /// Whether to replace a food of the same name instead of refusing.
  public var replace: Bool

  /// Creates a request.
  public init(
    name: String, perServing: NutritionFacts, servingGrams: Double? = nil, replace: Bool = false
  ) {
    self.name = name
    self.perServing = perServing
    self.servingGrams = servingGrams
    self.replace = replace
  }
}
