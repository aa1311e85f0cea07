import Entities
import Foundation
import InterfaceAdapters
import TestSupport
import Testing
import UseCases

/// Ports for `food` and `recipe`: a spy store of personal foods and a fake analyzer.
private struct FoodPorts: PortProvider {
  let foods: SpyPersonalFoods
  let analyzerFake: FakeFoodAnalyzer
  let clock: any Clock = FixedClock(Samples.breakfastTime)
  let ids: any IDGenerator = SequentialIDGenerator()

  func history(_ settings: Settings) async throws -> any MealHistory { SpyMealHistory() }
  func personalFoods(_ settings: Settings) async throws -> any PersonalFoods { foods }
  func analyzer(_ settings: Settings) async throws -> any FoodAnalyzer { analyzerFake }
}

@Suite("food and recipe commands")
struct PersonalFoodCommandTests {
  private func run(
    _ arguments: [String], foods: SpyPersonalFoods = SpyPersonalFoods(),
    analyzer: FakeFoodAnalyzer = FakeFoodAnalyzer(.unexpected)
  ) async -> CommandOutcome {
    await CommandLineController(
      ports: FoodPorts(foods: foods, analyzerFake: analyzer), environment: ["TZ": "UTC"],
      timeZones: FoundationTimeZoneSource()
    ).run(arguments)
  }

  private func json(_ outcome: CommandOutcome) throws -> [String: Any] {
    try #require(
      JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
  }

  @Test("food add reads --per-serving like quick add, with the other nutrients too")
  func foodAdd() async throws {
    let foods = SpyPersonalFoods(write: .succeeds)
    let outcome = await run(
      [
        "food", "add", "my protein shake", "--per-serving",
        "kcal=180 protein=30, carbs=6 fat=3 sodium=120 saturated-fat=1.5", "--grams", "350",
        "--json",
      ], foods: foods)
    #expect(outcome.exitCode == .success, "\(outcome.standardError)")
    let expected = PersonalFood(
      name: "my protein shake",
      perServing: NutritionFacts(
        calories: 180, protein: 30, carbohydrates: 6, fat: 3, fiber: 0, saturatedFat: 1.5,
        sodium: 120),
      servingGrams: 350)
    expectEqual(foods.foods, [expected])
    let object = try json(outcome)
    expectEqual(object["replaced"] as? Bool, false)
    let food = try #require(object["food"] as? [String: Any])
    expectEqual(food["name"] as? String, "my protein shake")
    expectEqual(food["kind"] as? String, "food")
    expectEqual(food["servingGrams"] as? Double, 350)
    expectEqual((food["perServing"] as? [String: Any])?["sodium"] as? Double, 120)
  }

  @Test(
    "food add mistakes are usage errors (64) and bad numbers data errors (65)",
    arguments: [
      (["food", "add", "shake", "--per-serving", "protein=30"], ExitCode.usage),
      (["food", "add", "shake", "--per-serving", "kcal=abc"], .usage),
      (["food", "add", "shake", "--per-serving", "kcal=1 kcal=2"], .usage),
      (["food", "add", "shake", "--per-serving", "kcal=1 zinc=2"], .usage),
      (["food", "add", "shake"], .usage),
      (["food", "add", "--per-serving", "kcal=1"], .usage),
      (["food", "list", "--grams", "3"], .usage),
      (["food", "eat", "shake"], .usage),
      (["food", "add", "shake", "--per-serving", "kcal=20000"], .dataError),
      (["food", "add", "shake", "--per-serving", "kcal=-1"], .dataError),
      (["food", "add", "shake", "--per-serving", "kcal=100", "--grams", "0"], .dataError),
    ])
  func foodAddMistakes(_ arguments: [String], _ code: ExitCode) async {
    let outcome = await run(arguments)
    #expect(outcome.exitCode == code, "\(outcome.standardError)")
    #expect(outcome.standardError.hasPrefix("wellplate: error: "))
  }

  @Test("a taken name is refused with 65 and a hint; --replace replaces")
  func replace() async throws {
    let old = PersonalFood(name: "Shake", perServing: .zero)
    let foods = SpyPersonalFoods([old], write: .succeeds)
    let refused = await run(["food", "add", "shake", "--per-serving", "kcal=1"], foods: foods)
    expectEqual(refused.exitCode, .dataError)
    #expect(refused.standardError.contains("--replace"))
    let replaced = await run(
      ["food", "add", "shake", "--per-serving", "kcal=1", "--replace"], foods: foods)
    expectEqual(replaced.exitCode, .success)
    #expect(replaced.standardOutput.hasPrefix("Replaced your food."))
  }

  @Test("food list and recipe list show their own kind; remove refuses the other kind")
  func listAndRemove() async throws {
    let shake = PersonalFood(name: "shake", perServing: .zero, servingGrams: 300)
    let chili = PersonalFood(
      name: "chili", perServing: .zero, recipe: Recipe(ingredients: "beef", servings: 4))
    let foods = SpyPersonalFoods([shake, chili], write: .succeeds)
    let foodList = try json(await run(["food", "list", "--json"], foods: foods))
    expectEqual((foodList["foods"] as? [[String: Any]])?.map { $0["name"] as? String }, ["shake"])
    let recipeText = await run(["recipe", "list"], foods: foods)
    #expect(recipeText.standardOutput.contains("chili"))
    #expect(!recipeText.standardOutput.contains("shake"))
    let wrong = await run(["food", "remove", "chili"], foods: foods)
    expectEqual(wrong.exitCode, .dataError)
    #expect(wrong.standardError.contains("wellplate recipe remove"))
    let removed = try json(await run(["recipe", "remove", "CHILI", "--json"], foods: foods))
    expectEqual(removed["removed"] as? String, "chili")
    expectEqual(foods.foods, [shake])
    let missing = await run(["recipe", "show", "chili"], foods: foods)
    expectEqual(missing.exitCode, .dataError)
  }

  @Test("recipe add analyzes the ingredients and shows per serving; show gives them back")
  func recipeAdd() async throws {
    let foods = SpyPersonalFoods(write: .succeeds)
    let beef = Samples.item("500 g beef", nutrition: Samples.egg)
    let outcome = await run(
      ["recipe", "add", "chili", "500 g beef", "--servings", "2", "--json"], foods: foods,
      analyzer: FakeFoodAnalyzer(.returns(FoodAnalysis(items: [beef]))))
    #expect(outcome.exitCode == .success, "\(outcome.standardError)")
    let object = try json(outcome)
    expectEqual((object["items"] as? [[String: Any]])?.count, 1)
    let recipe = try #require((object["food"] as? [String: Any])?["recipe"] as? [String: Any])
    expectEqual(recipe["servings"] as? Int, 2)
    let shown = await run(["recipe", "show", "Chili"], foods: foods)
    #expect(shown.standardOutput.contains("Ingredients: 500 g beef"))
    #expect(shown.standardOutput.contains("Makes 2 servings"))
  }

  @Test(
    "recipe add needs the ingredients and whole --servings (64); 0 servings is bad data (65)",
    arguments: [
      (["recipe", "add", "chili", "beef"], ExitCode.usage),
      (["recipe", "add", "chili", "--servings", "2"], .usage),
      (["recipe", "add", "chili", "beef", "--servings", "2.5"], .usage),
      (["recipe", "add", "chili", "beef", "--servings", "0"], .dataError),
      (["recipe", "list", "--servings", "2"], .usage),
    ])
  func recipeAddMistakes(_ arguments: [String], _ code: ExitCode) async {
    let outcome = await run(arguments)
    #expect(outcome.exitCode == code, "\(outcome.standardError)")
  }

  @Test("an unrecognized ingredient is 65, naming it")
  func recipeUnmatched() async {
    let outcome = await run(
      ["recipe", "add", "stew", "beef, zorblax", "--servings", "2"],
      analyzer: FakeFoodAnalyzer(
        .returns(
          FoodAnalysis(
            items: [Samples.item("beef", nutrition: Samples.egg)], unmatched: ["zorblax"]))))
    expectEqual(outcome.exitCode, .dataError)
    #expect(outcome.standardError.contains("\"zorblax\""))
  }

  @Test("help lists food and recipe, and each explains itself")
  func help() async {
    let general = await run(["--help"])
    #expect(general.standardOutput.contains("  food "))
    #expect(general.standardOutput.contains("  recipe "))
    let food = await run(["food", "--help"])
    #expect(food.standardOutput.contains("--per-serving"))
    let recipe = await run(["help", "recipe"])
    #expect(recipe.standardOutput.contains("--servings"))
  }
}
