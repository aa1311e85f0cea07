import Entities
import TestSupport
import Testing
import UseCases

/// ListPersonalFoods, ShowPersonalFood and RemovePersonalFood.
@Suite("Listing, showing and removing personal foods")
struct PersonalFoodLookupTests {
  private let shake = PersonalFood(
    name: "my protein shake",
    perServing: NutritionFacts(calories: 180, protein: 30, carbohydrates: 6, fat: 3, fiber: 0),
    servingGrams: 350)
  private let chili = PersonalFood(
    name: "Chili", perServing: .zero, servingGrams: 180,
    recipe: Recipe(ingredients: "beef, beans", servings: 6))

  @Test("lists foods, recipes or both, by name")
  func lists() async throws {
    let foods = SpyPersonalFoods([shake, chili])
    let useCase = ListPersonalFoods(foods: foods)
    expectEqual(try await useCase.execute(ListPersonalFoodsRequest()).foods, [chili, shake])
    expectEqual(try await useCase.execute(ListPersonalFoodsRequest(kind: .food)).foods, [shake])
    expectEqual(try await useCase.execute(ListPersonalFoodsRequest(kind: .recipe)).foods, [chili])
  }

  @Test("a failed read is a storage failure")
  func listFails() async {
    await #expect(throws: ListPersonalFoodsError.storageFailed(.unavailable("down"))) {
      try await ListPersonalFoods(foods: SpyPersonalFoods(read: .fails(.unavailable("down"))))
        .execute(ListPersonalFoodsRequest())
    }
  }

  @Test("shows a recipe by name in any case; another kind or an unknown name is refused")
  func shows() async throws {
    let useCase = ShowPersonalFood(foods: SpyPersonalFoods([shake, chili]))
    expectEqual(
      try await useCase.execute(ShowPersonalFoodRequest(name: "CHILI", kind: .recipe)).food, chili)
    await #expect(throws: ShowPersonalFoodError.wrongKind("my protein shake", is: .food)) {
      try await useCase.execute(ShowPersonalFoodRequest(name: "my protein shake", kind: .recipe))
    }
    await #expect(throws: ShowPersonalFoodError.notFound("stew", kind: .recipe)) {
      try await useCase.execute(ShowPersonalFoodRequest(name: " stew ", kind: .recipe))
    }
  }

  @Test("removes by name in any case, and only of the kind asked")
  func removes() async throws {
    let foods = SpyPersonalFoods([shake, chili], write: .succeeds)
    let useCase = RemovePersonalFood(foods: foods)
    await #expect(throws: RemovePersonalFoodError.wrongKind("Chili", is: .recipe)) {
      try await useCase.execute(RemovePersonalFoodRequest(name: "chili", kind: .food))
    }
    #expect(foods.removed.isEmpty)
    let response = try await useCase.execute(
      RemovePersonalFoodRequest(name: "chili", kind: .recipe))
    expectEqual(response, RemovePersonalFoodResponse(name: "Chili", kind: .recipe))
    expectEqual(foods.foods, [shake])
    await #expect(throws: RemovePersonalFoodError.notFound("chili", kind: nil)) {
      try await useCase.execute(RemovePersonalFoodRequest(name: "chili"))
    }
  }

  @Test("a failed removal is a storage failure")
  func removeFails() async {
    let foods = SpyPersonalFoods([shake], write: .fails(.storageFailed("read-only")))
    await #expect(throws: RemovePersonalFoodError.storageFailed(.storageFailed("read-only"))) {
      try await RemovePersonalFood(foods: foods).execute(
        RemovePersonalFoodRequest(name: "my protein shake"))
    }
  }
}
