import Entities
import UseCases

/// How much of a person's own food a meal item says, in servings: "a bowl of chili" is one,
/// "2 scoops of my protein shake" two, "half a serving" a half, and "350 g of my protein
/// shake" as many as 350 g makes when the food's serving weight is known.
enum PersonalFoodPortion {
  /// The meal item for `parsed`, which names `food`; fails, as a whole meal would, when the
  /// amount is a weight or volume and the food's serving weight is unknown.
  static func item(
    _ parsed: ParsedMealItem, of food: PersonalFood
  ) -> Result<MealItem, FoodAnalysisError> {
    let count = parsed.count ?? 1
    var notes: [String] = []
    let servings: Double
    switch parsed.measure {
    case nil:
      servings = parsed.isSmallAddition ? 0.5 : count
      if parsed.isSmallAddition {
        notes.append("a small amount: half a serving")
      } else if parsed.count == nil {
        notes.append("no amount given: 1 serving")
      }
    case .household(let unit):
      servings = count
      if unit != "serving" {
        notes.append("read each \(unit) as 1 serving")
      }
    case .mass, .ounces, .volume:
      guard let servingGrams = food.servingGrams else {
        return .failure(
          .rejectedInput(
            "\"\(parsed.text)\" gives a weight or volume, but one serving of your "
              + "\(food.kind.rawValue) \(food.name) has no weight; say how many servings "
              + "(\"1 serving of \(food.name)\"), or add it again with --grams"))
      }
      let grams: Double
      switch parsed.measure {
      case .mass(let perUnit): grams = perUnit * count
      case .ounces(let ounces): grams = Mass(ounces * count, .ounces).grams
      case .volume(let milliliters, _):
        grams = milliliters * count
        notes.append("volume read as weight at 1 g/ml")
      default: grams = 0
      }
      servings = grams / servingGrams
    }
    notes.insert(
      "your \(food.kind.rawValue): \(PortionChooser.format(servings)) "
        + (servings == 1 ? "serving" : "servings")
        + (food.servingGrams.map { " of \(PortionChooser.format($0)) g" }
          ?? " (weight per serving unknown)"),
      at: 0)
    let ignored = parsed.unknownWords + parsed.foodWords + parsed.attached
    if !ignored.isEmpty {
      notes.append(
        "not used to pick the food: " + ignored.map { "\"\($0)\"" }.joined(separator: ", "))
    }
    return .success(
      MealItem(
        text: parsed.text, food: "\(food.name) (your \(food.kind.rawValue))",
        grams: (food.servingGrams ?? 0) * servings,
        nutrition: food.perServing.scaled(by: servings), notes: notes))
  }
}
