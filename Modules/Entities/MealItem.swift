/// One food within a meal: what the person wrote, what it was understood as, and its nutrition.
public struct MealItem: Hashable, Sendable {
  /// The words of the meal this item came from ("2 large eggs").
  public var text: String
  /// The food it was matched to, named so a person can check it ("Egg, whole, raw, fresh").
  public var food: String
  /// The weight used for the calculation, in grams.
  public var grams: Double
  /// Nutrition of `grams` of `food`.
  public var nutrition: NutritionFacts
  /// Assumptions made on the way, worth telling the person ("no amount given: 1 medium").
  public var notes: [String]

  /// Creates an item.
  public init(
    text: String, food: String, grams: Double, nutrition: NutritionFacts, notes: [String] = []
  ) {
    self.text = text
    self.food = food
    self.grams = grams
    self.nutrition = nutrition
    self.notes = notes
  }
}
