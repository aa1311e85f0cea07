/// How much of a food someone ate, as they said it.
public enum Quantity: Hashable, Sendable {
  /// A weighed amount ("200 g", "8 oz").
  case mass(Mass)
  /// A measured amount ("1 cup", "2 tbsp"); needs a density to become grams.
  case volume(Volume)
  /// A count of household portions ("2 slices", "a large egg"), portion named if stated.
  case portions(Double, portion: String?)

  /// Upper bound for one item of a meal; more than this is a typing error, not a meal.
  public static let maximumMass = Mass(grams: 5000)
}
