import Entities
import Foundation
import UseCases

/// A deliberately small `FoodAnalyzer` over a dozen common foods (USDA SR Legacy values).
///
/// It exists so the workspace runs end to end before the USDA-backed analyzer lands; it
/// understands "2 eggs", "a slice of toast", "150 g rice" and little else.
public struct StarterFoodAnalyzer: FoodAnalyzer {
  struct Food: Sendable {
    let keywords: [String]
    let name: String
    let per100g: NutritionFacts
    let portion: (name: String, grams: Double)
  }

  public let name = "starter"

  /// Creates the analyzer.
  public init() {}

  public func analyze(_ meal: MealInput) throws(FoodAnalysisError) -> FoodAnalysis {
    if meal.photo != nil {
      throw .unsupportedInput(
        "this analyzer reads descriptions only; use --analyzer http to analyze a photo")
    }
    var items: [MealItem] = []
    var unmatched: [String] = []
    for phrase in Self.phrases(in: meal.description) {
      let words = phrase.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "." }
        .map(String.init)
      guard
        let food = Self.foods.first(where: { food in
          food.keywords.contains { keyword in words.contains { $0.hasPrefix(keyword) } }
        })
      else {
        unmatched.append(phrase)
        continue
      }
      let grams = Self.grams(in: words, portion: food.portion.grams)
      guard grams.isFinite, grams <= Quantity.maximumMass.grams else {
        throw .rejectedInput("\"\(phrase)\" is more than \(Int(Quantity.maximumMass.grams)) g")
      }
      items.append(
        MealItem(
          text: phrase, food: food.name, grams: grams,
          nutrition: food.per100g.per100Grams(scaledTo: grams)))
    }
    guard !items.isEmpty else { throw .nothingRecognized(unmatched: unmatched) }
    return FoodAnalysis(items: items, unmatched: unmatched)
  }

  static func phrases(in text: String) -> [String] {
    text.replacingOccurrences(of: " and ", with: ",")
      .replacingOccurrences(of: " with ", with: ",")
      .split { ",;\n".contains($0) }
      .map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
  }

  /// "150 g" is grams; otherwise a count ("2", "a", "two") of the food's portion.
  static func grams(in words: [String], portion: Double) -> Double {
    let counts = [
      "a": 1.0, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "half": 0.5,
    ]
    for (index, word) in words.enumerated() {
      if word.hasSuffix("g"), let value = Double(word.dropLast()) { return value }
      if let value = Double(word) {
        let next = index + 1 < words.count ? words[index + 1] : ""
        return ["g", "gram", "grams"].contains(next) ? value : value * portion
      }
      if let count = counts[word] { return count * portion }
    }
    return portion
  }

  static let foods: [Food] = [
    Food(
      keywords: ["egg"], name: "Egg, whole, raw, fresh",
      per100g: .init(calories: 143, protein: 12.56, carbohydrates: 0.72, fat: 9.51, fiber: 0),
      portion: ("large", 50)),
    Food(
      keywords: ["toast", "bread"], name: "Bread, white, commercially prepared, toasted",
      per100g: .init(calories: 293, protein: 9.0, carbohydrates: 54.4, fat: 4.0, fiber: 2.5),
      portion: ("slice", 22)),
    Food(
      keywords: ["banana"], name: "Bananas, raw",
      per100g: .init(calories: 89, protein: 1.09, carbohydrates: 22.84, fat: 0.33, fiber: 2.6),
      portion: ("medium", 118)),
    Food(
      keywords: ["apple"], name: "Apples, raw, with skin",
      per100g: .init(calories: 52, protein: 0.26, carbohydrates: 13.81, fat: 0.17, fiber: 2.4),
      portion: ("medium", 182)),
    Food(
      keywords: ["rice"], name: "Rice, white, long-grain, regular, enriched, cooked",
      per100g: .init(calories: 130, protein: 2.69, carbohydrates: 28.17, fat: 0.28, fiber: 0.4),
      portion: ("cup", 158)),
    Food(
      keywords: ["chicken"], name: "Chicken, broilers or fryers, breast, meat only, roasted",
      per100g: .init(calories: 165, protein: 31.02, carbohydrates: 0, fat: 3.57, fiber: 0),
      portion: ("piece", 120)),
    Food(
      keywords: ["milk"], name: "Milk, whole, 3.25% milkfat",
      per100g: .init(calories: 61, protein: 3.15, carbohydrates: 4.8, fat: 3.25, fiber: 0),
      portion: ("cup", 244)),
    Food(
      keywords: ["oatmeal", "oats"], name: "Cereals, oats, regular and quick, cooked with water",
      per100g: .init(calories: 71, protein: 2.54, carbohydrates: 12.0, fat: 1.52, fiber: 1.7),
      portion: ("cup", 234)),
    Food(
      keywords: ["coffee"], name: "Beverages, coffee, brewed",
      per100g: .init(calories: 1, protein: 0.12, carbohydrates: 0, fat: 0.02, fiber: 0),
      portion: ("cup", 237)),
    Food(
      keywords: ["butter"], name: "Butter, salted",
      per100g: .init(calories: 717, protein: 0.85, carbohydrates: 0.06, fat: 81.11, fiber: 0),
      portion: ("tbsp", 14.2)),
    Food(
      keywords: ["cheese"], name: "Cheese, cheddar",
      per100g: .init(calories: 403, protein: 24.9, carbohydrates: 1.28, fat: 33.14, fiber: 0),
      portion: ("slice", 28)),
    Food(
      keywords: ["pizza"], name: "Pizza, cheese topping, regular crust",
      per100g: .init(calories: 266, protein: 11.39, carbohydrates: 33.33, fat: 9.69, fiber: 2.3),
      portion: ("slice", 107)),
  ]
}
