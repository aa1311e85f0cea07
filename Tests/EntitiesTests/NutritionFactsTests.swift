import Entities
import Testing

@Suite("NutritionFacts")
struct NutritionFactsTests {
  let egg = NutritionFacts(
    calories: 143, protein: 12.56, carbohydrates: 0.72, fat: 9.51, fiber: 0, sodium: 142)

  @Test("scales every reported nutrient to a weight")
  func scalesToWeight() {
    let large = egg.per100Grams(scaledTo: 50)
    #expect(large.calories == 71.5)
    #expect(large.protein == 6.28)
    #expect(large.sodium == 71)
    #expect(large.sugars == nil)
  }

  @Test("sums meals; an optional nutrient missing on one side counts as zero there")
  func sums() {
    let toast = NutritionFacts(calories: 64, protein: 2, carbohydrates: 12, fat: 1, fiber: 0.5)
    let total = [egg, toast].sum()
    #expect(total.calories == 207)
    #expect(total.fiber == 0.5)
    #expect(total.sodium == 142)
    #expect(total.cholesterol == nil)
    #expect([NutritionFacts]().sum() == .zero)
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
    ])
  func rejectsInvalid(_ facts: NutritionFacts, _ violation: NutritionRuleViolation) {
    #expect(throws: violation) { try facts.validated() }
  }

  @Test("accepts zero and ordinary values")
  func acceptsValid() throws {
    #expect(try NutritionFacts.zero.validated() == .zero)
    #expect(try egg.validated() == egg)
  }

  @Test("violation messages name the nutrient and unit")
  func violationMessages() {
    #expect(NutritionRuleViolation.negative(.sodium, -1).description.contains("sodium"))
    #expect(NutritionRuleViolation.negative(.sodium, -1).description.contains("mg"))
    #expect(
      NutritionRuleViolation.notFinite(.saturatedFat).description
        == "saturated fat is not a finite number")
  }
}
