import Entities
import TestSupport
import Testing

@Suite("MacroSplit")
struct MacroSplitTests {
  @Test("splits by energy (4/4/9 kcal per gram), not by weight")
  func byEnergy() throws {
    // 25 g protein = 100 kcal, 50 g carbs = 200 kcal, 10 g fat = 90 kcal: 390 kcal.
    let facts = NutritionFacts(calories: 390, protein: 25, carbohydrates: 50, fat: 10, fiber: 3)
    let split = try #require(MacroSplit(facts))
    #expect(abs(split.protein - 100 / 390 * 100) < 1e-9)
    #expect(abs(split.carbohydrates - 200 / 390 * 100) < 1e-9)
    #expect(abs(split.fat - 90 / 390 * 100) < 1e-9)
    #expect(abs(split.protein + split.carbohydrates + split.fat - 100) < 1e-9)
  }

  @Test("ignores stated calories, so alcohol or label rounding cannot push the sum off 100")
  func ignoresStatedCalories() throws {
    let facts = NutritionFacts(calories: 999, protein: 10, carbohydrates: 0, fat: 0, fiber: 0)
    expectEqual(try #require(MacroSplit(facts)).protein, 100)
  }

  @Test("has no split when the macronutrients carry no energy")
  func nothing() {
    expectEqual(MacroSplit(.zero), nil)
    expectEqual(
      MacroSplit(NutritionFacts(calories: 2, protein: 0, carbohydrates: 0, fat: 0, fiber: 0)), nil)
  }

  @Test(
    "whole percents add up to exactly 100",
    arguments: [
      (protein: 1.0, carbs: 1.0, fat: 4.0 / 9, expected: [34, 33, 33]),  // thirds
      (protein: 25.0, carbs: 50.0, fat: 10.0, expected: [26, 51, 23]),  // 25.6 51.3 23.1
      (protein: 10.0, carbs: 0.0, fat: 0.0, expected: [100, 0, 0]),
      (protein: 0.5, carbs: 0.5, fat: 20.0, expected: [1, 1, 98]),  // 1.08 1.08 97.8
    ])
  func wholePercents(protein: Double, carbs: Double, fat: Double, expected: [Int]) throws {
    let facts = NutritionFacts(
      calories: 0, protein: protein, carbohydrates: carbs, fat: fat, fiber: 0)
    let whole = try #require(MacroSplit(facts)).wholePercents
    expectEqual([whole.protein, whole.carbohydrates, whole.fat], expected)
  }
}
