import Entities
import TestSupport
import Testing

@Suite("PersonalFood")
struct PersonalFoodTests {
  @Test("names are tidied and compared without case or extra spaces")
  func keys() {
    let food = PersonalFood(name: "  My \t Protein   Shake ", perServing: .zero)
    expectEqual(food.name, "My Protein Shake")
    expectEqual(food.key, "my protein shake")
    expectEqual(PersonalFood.key(of: "MY PROTEIN SHAKE"), food.key)
  }

  @Test("a food has no recipe; a recipe has its ingredients and servings")
  func kinds() {
    expectEqual(PersonalFood(name: "bar", perServing: .zero).kind, .food)
    expectEqual(
      PersonalFood(name: "chili", perServing: .zero, recipe: Recipe(ingredients: "x", servings: 2))
        .kind, .recipe)
  }

  @Test("servings are 1 to 1000 and a serving weighs more than 0 g, at most 5 kg")
  func bounds() throws {
    func recipe(_ servings: Int) -> PersonalFood {
      PersonalFood(
        name: "chili", perServing: .zero, recipe: Recipe(ingredients: "beef", servings: servings))
    }
    #expect(throws: Never.self) { try recipe(1).validated() }
    #expect(throws: Never.self) { try recipe(1000).validated() }
    #expect(throws: PersonalFoodRuleViolation.servingsOutOfRange(1001)) {
      try recipe(1001).validated()
    }
    #expect(throws: PersonalFoodRuleViolation.implausibleServingMass(-1)) {
      try PersonalFood(name: "bar", perServing: .zero, servingGrams: -1).validated()
    }
    #expect(throws: PersonalFoodRuleViolation.implausibleServingMass(.infinity)) {
      try PersonalFood(name: "bar", perServing: .zero, servingGrams: .infinity).validated()
    }
    #expect(throws: Never.self) {
      try PersonalFood(name: "bar", perServing: .zero, servingGrams: 5000).validated()
    }
  }
}
