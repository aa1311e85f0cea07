import Entities
import TestSupport
import Testing
import UseCases

@Suite("AddPersonalFood")
struct AddPersonalFoodTests {
  private let shake = NutritionFacts(calories: 180, protein: 30, carbohydrates: 6, fat: 3, fiber: 0)

  @Test("keeps the food with its name tidied, its numbers and serving weight")
  func addsFood() async throws {
    let foods = SpyPersonalFoods(write: .succeeds)
    let response = try await AddPersonalFood(foods: foods).execute(
      AddPersonalFoodRequest(name: "  My   Protein Shake ", perServing: shake, servingGrams: 350))
    let expected = PersonalFood(name: "My Protein Shake", perServing: shake, servingGrams: 350)
    expectEqual(response, AddPersonalFoodResponse(food: expected, replaced: false))
    expectEqual(foods.foods, [expected])
    expectEqual(foods.added.map(\.replacing), [false])
  }

  @Test("a name taken in any case is refused unless replacing, which says it replaced")
  func nameTaken() async throws {
    let old = PersonalFood(name: "my protein shake", perServing: .zero)
    let foods = SpyPersonalFoods([old], write: .succeeds)
    let useCase = AddPersonalFood(foods: foods)
    await #expect(throws: AddPersonalFoodError.nameTaken("MY PROTEIN SHAKE")) {
      try await useCase.execute(AddPersonalFoodRequest(name: "MY PROTEIN SHAKE", perServing: shake))
    }
    expectEqual(foods.foods, [old])
    let response = try await useCase.execute(
      AddPersonalFoodRequest(name: "MY PROTEIN SHAKE", perServing: shake, replace: true))
    #expect(response.replaced)
    expectEqual(foods.foods.map(\.name), ["MY PROTEIN SHAKE"])
    expectEqual(foods.foods.map(\.perServing), [shake])
  }

  @Test(
    "a food breaking the rules is refused before anything is written",
    arguments: [
      (AddPersonalFoodRequest(name: "   ", perServing: .zero), PersonalFoodRuleViolation.emptyName),
      (AddPersonalFoodRequest(name: "42", perServing: .zero), .nameWithoutLetters("42")),
      (
        AddPersonalFoodRequest(
          name: "x",
          perServing: NutritionFacts(
            calories: 15_001, protein: 0, carbohydrates: 0, fat: 0, fiber: 0)),
        .implausibleNutrition(.implausible(.calories, 15_001))
      ),
      (
        AddPersonalFoodRequest(name: "x", perServing: .zero, servingGrams: 0),
        .implausibleServingMass(0)
      ),
      (
        AddPersonalFoodRequest(name: "x", perServing: .zero, servingGrams: 5001),
        .implausibleServingMass(5001)
      ),
      (
        AddPersonalFoodRequest(
          name: String(repeating: "a", count: 81), perServing: .zero),
        .nameTooLong(length: 81, limit: 80)
      ),
    ])
  func refusesInvalid(_ request: AddPersonalFoodRequest, _ violation: PersonalFoodRuleViolation)
    async
  {
    let foods = SpyPersonalFoods()
    await #expect(throws: AddPersonalFoodError.invalidFood(violation)) {
      try await AddPersonalFood(foods: foods).execute(request)
    }
    #expect(foods.added.isEmpty)
  }

  @Test("a store failure is reported as such")
  func storageFails() async {
    let foods = SpyPersonalFoods(write: .fails(.storageFailed("disk full")))
    await #expect(throws: AddPersonalFoodError.storageFailed(.storageFailed("disk full"))) {
      try await AddPersonalFood(foods: foods).execute(
        AddPersonalFoodRequest(name: "bar", perServing: shake))
    }
  }
}
