import Entities
import TestSupport
import Testing

@Suite("EnergyCheck")
struct EnergyCheckTests {
  @Test("computes kcal from macronutrients with 4/4/9")
  func atwater() {
    let check = EnergyCheck(stated: 100, protein: 5, carbohydrates: 10, fat: 2)
    expectEqual(check.fromMacronutrients, 78)
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
    expectEqual(check.isConsistent, consistent)
  }

  @Test("counts alcohol at 7 kcal/g, so wine and beer are consistent")
  func alcohol() {
    // A 5 fl oz glass of red wine: 125.7 kcal, almost all of it alcohol.
    let wine = NutritionFacts(
      calories: 125.7, protein: 0.1, carbohydrates: 3.85, fat: 0, fiber: 0, alcohol: 15.67)
    #expect(abs(wine.energyCheck.fromMacronutrients - (0.4 + 15.4 + 109.69)) < 1e-9)
    #expect(wine.energyCheck.isConsistent)
    var unreported = wine
    unreported.alcohol = nil
    #expect(!unreported.energyCheck.isConsistent)
  }

  @Test("is reachable from NutritionFacts")
  func fromFacts() {
    let facts = NutritionFacts(calories: 300, protein: 10, carbohydrates: 10, fat: 2, fiber: 0)
    expectEqual(facts.energyCheck.isConsistent, false)
    #expect(abs(facts.energyCheck.deviation - (300 - 98) / 300) < 1e-12)
  }
}
