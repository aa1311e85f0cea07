import Entities
import TestSupport
import Testing

@Suite("NutritionFacts")
struct NutritionFactsTests {
  let egg = NutritionFacts(
    calories: 143, protein: 12.56, carbohydrates: 0.72, fat: 9.51, fiber: 0, sodium: 142)

  @Test("scales every reported nutrient to a weight")
  func scalesToWeight() {
    let large = egg.per100Grams(scaledTo: 50)
    expectEqual(large.calories, 71.5)
    expectEqual(large.protein, 6.28)
    expectEqual(large.sodium, 71)
    expectEqual(large.sugars, nil)
  }

  @Test("sums meals; an optional nutrient missing on one side counts as zero there")
  func sums() {
    let toast = NutritionFacts(calories: 64, protein: 2, carbohydrates: 12, fat: 1, fiber: 0.5)
    let total = [egg, toast].sum()
    expectEqual(total.calories, 207)
    expectEqual(total.fiber, 0.5)
    expectEqual(total.sodium, 142)
    expectEqual(total.cholesterol, nil)
    expectEqual([NutritionFacts]().sum(), .zero)
  }

  @Test(
    "rejects non-finite and negative values, naming the nutrient",
    arguments: [
      (
        NutritionFacts(calories: .nan, protein: 0, carbohydrates: 0, fat: 0, fiber: 0),
        NutritionRuleViolation.notFinite(.calories)
      ),
      (
        NutritionFacts(calories: 1, protein: 0, carbohydrates: 0, fat: .infinity, fiber: 0),
        .notFinite(.fat)
      ),
      (
        NutritionFacts(calories: 1, protein: -2, carbohydrates: 0, fat: 0, fiber: 0),
        .negative(.protein, -2)
      ),
      (
        NutritionFacts(calories: 1, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: -1),
        .negative(.sodium, -1)
      ),
      (
        NutritionFacts(calories: 250_000, protein: 9, carbohydrates: 48, fat: 1, fiber: 2),
        .implausible(.calories, 250_000)
      ),
      (
        NutritionFacts(calories: 900, protein: 1e308, carbohydrates: 0, fat: 0, fiber: 0),
        .implausible(.protein, 1e308)
      ),
    ])
  func rejectsInvalid(_ facts: NutritionFacts, _ violation: NutritionRuleViolation) {
    #expect(throws: violation) { try facts.validated() }
  }

  @Test("accepts zero and ordinary values")
  func acceptsValid() throws {
    expectEqual(try NutritionFacts.zero.validated(), .zero)
    expectEqual(try egg.validated(), egg)
  }

  @Test("accepts a meal at every limit, and refuses one just above")
  func mealLimits() throws {
    func only(_ nutrient: Nutrient, _ value: Double) -> NutritionFacts {
      var facts = NutritionFacts.zero
      switch nutrient {
      case .calories: facts.calories = value
      case .protein: facts.protein = value
      case .carbohydrates: facts.carbohydrates = value
      case .fat: facts.fat = value
      case .fiber: facts.fiber = value
      case .sugars: facts.sugars = value
      case .saturatedFat: facts.saturatedFat = value
      case .cholesterol: facts.cholesterol = value
      case .sodium: facts.sodium = value
      case .potassium: facts.potassium = value
      case .calcium: facts.calcium = value
      case .iron: facts.iron = value
      case .vitaminC: facts.vitaminC = value
      case .alcohol: facts.alcohol = value
      }
      return facts
    }
    for nutrient in Nutrient.allCases {
      #expect(throws: Never.self) { try only(nutrient, nutrient.mealMaximum).validated() }
      let above = nutrient.mealMaximum * 1.001
      #expect(throws: NutritionRuleViolation.implausible(nutrient, above)) {
        try only(nutrient, above).validated()
      }
    }
    expectEqual(
      NutritionRuleViolation.implausible(.calories, 37_333.6).description,
      "calories comes to 37334 kcal, more than one meal can hold (at most 15000 kcal)")
  }

  @Test("violation messages name the nutrient and unit")
  func violationMessages() {
    #expect(NutritionRuleViolation.negative(.sodium, -1).description.contains("sodium"))
    #expect(NutritionRuleViolation.negative(.sodium, -1).description.contains("mg"))
    expectEqual(
      NutritionRuleViolation.notFinite(.saturatedFat).description,
      "saturated fat is not a finite number")
  }
}
