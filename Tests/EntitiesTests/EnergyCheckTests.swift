import Entities
import Testing

@Suite("EnergyCheck")
struct EnergyCheckTests {
  @Test("computes kcal from macronutrients with 4/4/9")
  func atwater() {
    let check = EnergyCheck(stated: 100, protein: 5, carbohydrates: 10, fat: 2)
    #expect(check.fromMacronutrients == 78)
  }

  @Test(
    "flags disagreement beyond 20 percent, not within",
    arguments: [
      (stated: 100.0, protein: 10.0, carbs: 10.0, fat: 2.2, consistent: true),  // 99.8
      (stated: 120.0, protein: 10.0, carbs: 10.0, fat: 2.2, consistent: true),  // 16.8 %
      (stated: 130.0, protein: 10.0, carbs: 10.0, fat: 2.2, consistent: false),  // 23.2 %
      (stated: 50.0, protein: 10.0, carbs: 10.0, fat: 2.2, consistent: false),
      (stated: 5.0, protein: 0.0, carbs: 0.0, fat: 0.0, consistent: true),  // negligible
    ])
  func flags(stated: Double, protein: Double, carbs: Double, fat: Double, consistent: Bool) {
    let check = EnergyCheck(stated: stated, protein: protein, carbohydrates: carbs, fat: fat)
    #expect(check.isConsistent == consistent)
  }

  @Test("is reachable from NutritionFacts")
  func fromFacts() {
    let facts = NutritionFacts(calories: 300, protein: 10, carbohydrates: 10, fat: 2, fiber: 0)
    #expect(facts.energyCheck.isConsistent == false)
    #expect(abs(facts.energyCheck.deviation - (300 - 98) / 300) < 1e-12)
  }
}
