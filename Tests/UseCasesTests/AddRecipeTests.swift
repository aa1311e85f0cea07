import Entities
import TestSupport
import Testing
import UseCases

@Suite("AddRecipe")
struct AddRecipeTests {
  private let beef = MealItem(
    text: "500 g ground beef", food: "Beef, ground", grams: 500,
    nutrition: NutritionFacts(
      calories: 1200, protein: 100, carbohydrates: 0, fat: 90, fiber: 0, sodium: 300))
  private let beans = MealItem(
    text: "1 can kidney beans", food: "Kidney beans", grams: 260,
    nutrition: NutritionFacts(calories: 300, protein: 20, carbohydrates: 54, fat: 0, fiber: 18))

  @Test("analyzes the ingredients once and keeps the totals divided by the servings")
  func keepsPerServing() async throws {
    let analyzer = FakeFoodAnalyzer(.returns(FoodAnalysis(items: [beef, beans])))
    let foods = SpyPersonalFoods(write: .succeeds)
    let response = try await AddRecipe(analyzer: analyzer, foods: foods).execute(
      AddRecipeRequest(
        name: "Chili", ingredients: " 500 g ground beef, 1 can kidney beans \n", servings: 6))
    expectEqual(analyzer.inputs, [MealInput(description: "500 g ground beef, 1 can kidney beans")])
    let food = response.food
    expectEqual(food.name, "Chili")
    expectEqual(food.kind, .recipe)
    expectEqual(
      food.recipe, Recipe(ingredients: "500 g ground beef, 1 can kidney beans", servings: 6))
    #expect(abs(food.perServing.calories - 250) < 1e-9)
    #expect(abs(food.perServing.protein - 20) < 1e-9)
    #expect(abs(food.perServing.fiber - 3) < 1e-9)
    #expect(abs((food.perServing.sodium ?? 0) - 50) < 1e-9)
    #expect(abs((food.servingGrams ?? 0) - 760.0 / 6) < 1e-9)
    expectEqual(response.items, [beef, beans])
    #expect(!response.replaced)
    expectEqual(foods.foods, [food])
  }

  @Test("an unrecognized ingredient refuses the recipe, naming it, and saves nothing")
  func refusesUnmatched() async {
    let analyzer = FakeFoodAnalyzer(
      .returns(FoodAnalysis(items: [beef], unmatched: ["a pinch of zorblax"])))
    let foods = SpyPersonalFoods()
    await #expect(throws: AddRecipeError.unmatchedIngredients(["a pinch of zorblax"])) {
      try await AddRecipe(analyzer: analyzer, foods: foods).execute(
        AddRecipeRequest(name: "chili", ingredients: "beef, a pinch of zorblax", servings: 2))
    }
    #expect(foods.added.isEmpty)
  }

  @Test("nothing recognized is the analyzer's error, and nothing is saved")
  func nothingRecognized() async {
    let analyzer = FakeFoodAnalyzer(.fails(.nothingRecognized(unmatched: ["zorblax"])))
    let foods = SpyPersonalFoods()
    await #expect(throws: AddRecipeError.analysisFailed(.nothingRecognized(unmatched: ["zorblax"])))
    {
      try await AddRecipe(analyzer: analyzer, foods: foods).execute(
        AddRecipeRequest(name: "stew", ingredients: "zorblax", servings: 2))
    }
    #expect(foods.added.isEmpty)
  }

  @Test(
    "servings outside 1...1000, an empty name or no ingredients are refused before analyzing",
    arguments: [
      (AddRecipeRequest(name: "chili", ingredients: "beef", servings: 0), .servingsOutOfRange(0)),
      (
        AddRecipeRequest(name: "chili", ingredients: "beef", servings: 1001),
        .servingsOutOfRange(1001)
      ),
      (AddRecipeRequest(name: " ", ingredients: "beef", servings: 2), .emptyName),
      (
        AddRecipeRequest(name: "chili", ingredients: " \n", servings: 2),
        PersonalFoodRuleViolation.emptyIngredients
      ),
    ])
  func refusesBeforeAnalyzing(_ request: AddRecipeRequest, _ violation: PersonalFoodRuleViolation)
    async
  {
    let foods = SpyPersonalFoods()
    await #expect(throws: AddRecipeError.invalidRecipe(violation)) {
      try await AddRecipe(analyzer: FakeFoodAnalyzer(.unexpected), foods: foods).execute(request)
    }
  }

  @Test("a taken name is refused before paying for an analysis; --replace replaces")
  func nameTaken() async throws {
    let old = PersonalFood(name: "CHILI", perServing: .zero)
    let foods = SpyPersonalFoods([old], write: .succeeds)
    await #expect(throws: AddRecipeError.nameTaken("CHILI")) {
      try await AddRecipe(analyzer: FakeFoodAnalyzer(.unexpected), foods: foods).execute(
        AddRecipeRequest(name: "chili", ingredients: "beef", servings: 2))
    }
    let response = try await AddRecipe(
      analyzer: FakeFoodAnalyzer(.returns(FoodAnalysis(items: [beef]))), foods: foods
    ).execute(AddRecipeRequest(name: "chili", ingredients: "beef", servings: 2, replace: true))
    #expect(response.replaced)
    expectEqual(foods.foods.map(\.name), ["chili"])
  }

  @Test("a serving past the plausibility bounds is refused")
  func implausiblePerServing() async {
    let huge = MealItem(
      text: "lard", food: "Lard", grams: 4000,
      nutrition: NutritionFacts(calories: 36_000, protein: 0, carbohydrates: 0, fat: 4000, fiber: 0)
    )
    let foods = SpyPersonalFoods()
    await #expect(
      throws: AddRecipeError.invalidRecipe(
        .implausibleNutrition(.implausible(.calories, 18_000)))
    ) {
      try await AddRecipe(
        analyzer: FakeFoodAnalyzer(.returns(FoodAnalysis(items: [huge]))), foods: foods
      ).execute(AddRecipeRequest(name: "lard", ingredients: "4 kg lard", servings: 2))
    }
    #expect(foods.added.isEmpty)
  }
}
