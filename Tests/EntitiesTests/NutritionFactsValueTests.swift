import Entities
import TestSupport
import Testing

@Suite("NutritionFacts.value(of:)")
struct NutritionFactsValueTests {
  @Test("reads each nutrient as namedValues lists it")
  func agreesWithNamedValues() {
    let facts = NutritionFacts(
      calories: 1, protein: 2, carbohydrates: 3, fat: 4, fiber: 5, sugars: 6, saturatedFat: 7,
      cholesterol: 8, sodium: 9, potassium: 10, calcium: 11, iron: 12, vitaminC: 13, alcohol: 14)
    for (nutrient, value) in facts.namedValues {
      expectEqual(facts.value(of: nutrient), value)
    }
    expectEqual(NutritionFacts.zero.value(of: .sodium), nil)
  }

  @Test("the always-reported nutrients are the five NutritionFacts requires")
  func alwaysReported() {
    expectEqual(
      Nutrient.allCases.filter(\.isAlwaysReported),
      [.calories, .protein, .carbohydrates, .fat, .fiber])
  }
}
