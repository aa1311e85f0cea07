import Entities
import TestSupport
import Testing
import UseCases

@testable import Drivers

/// The local analyzer finds the person's own foods by name before the USDA index.
@Suite("LocalFoodAnalyzer with personal foods")
struct PersonalFoodReadingTests {
  private static let shake = PersonalFood(
    name: "my protein shake",
    perServing: NutritionFacts(calories: 180, protein: 30, carbohydrates: 6, fat: 3, fiber: 1),
    servingGrams: 350)
  private static let chili = PersonalFood(
    name: "Chili",
    perServing: NutritionFacts(calories: 300, protein: 25, carbohydrates: 15, fat: 14, fiber: 4),
    servingGrams: 200, recipe: Recipe(ingredients: "beef, beans", servings: 6))
  private static let bar = PersonalFood(
    name: "oat bar",
    perServing: NutritionFacts(
      calories: 200, protein: 5, carbohydrates: 30, fat: 7, fiber: 3))

  private func analyzer(_ foods: [PersonalFood]) -> LocalFoodAnalyzer {
    LocalFoodAnalyzer(indexPath: LocalAnalyzerFixture.indexPath, personalFoods: foods)
  }

  private func analyze(
    _ text: String, with foods: [PersonalFood] = [shake, chili, bar]
  ) async throws -> FoodAnalysis {
    try await analyzer(foods).analyze(MealInput(description: text))
  }

  @Test("\"a bowl of chili\" is one serving of the recipe, and says it is yours")
  func bowlOfChili() async throws {
    let analysis = try await analyze("a bowl of chili")
    let item = try #require(analysis.items.first)
    expectEqual(analysis.items.count, 1)
    expectEqual(item.food, "Chili (your recipe)")
    expectEqual(item.text, "a bowl of chili")
    expectEqual(item.nutrition, Self.chili.perServing)
    expectEqual(item.grams, 200)
    #expect(item.notes.contains { $0.hasPrefix("your recipe: 1 serving") })
  }

  @Test("without the recipe, \"a bowl of chili\" is USDA's chili")
  func bowlOfChiliWithoutRecipe() async throws {
    let analysis = try await analyze("a bowl of chili", with: [Self.shake])
    let item = try #require(analysis.items.first)
    #expect(!item.food.contains("your"))
    #expect(item.food.lowercased().contains("chili"))
    #expect(item.nutrition != Self.chili.perServing)
  }

  @Test("\"2 scoops of my protein shake\" is two servings; without the food it is not yours")
  func scoopsOfShake() async throws {
    let analysis = try await analyze("2 scoops of my protein shake")
    let item = try #require(analysis.items.first)
    expectEqual(analysis.items.count, 1)
    expectEqual(item.food, "my protein shake (your food)")
    expectEqual(item.nutrition, Self.shake.perServing.scaled(by: 2))
    expectEqual(item.grams, 700)

    let without = try? await analyze("2 scoops of my protein shake", with: [Self.chili])
    #expect(without?.items.allSatisfy { !$0.food.contains("your") } ?? true)
  }

  @Test("a weight is read through the serving weight; half a serving is a half")
  func byWeightAndFractions() async throws {
    let byWeight = try await analyze("175 g of my protein shake")
    expectEqual(byWeight.items.map(\.nutrition), [Self.shake.perServing.scaled(by: 0.5)])
    expectEqual(byWeight.items.map(\.grams), [175])
    let half = try await analyze("half a serving of chili")
    expectEqual(half.items.map(\.nutrition), [Self.chili.perServing.scaled(by: 0.5)])
    let bare = try await analyze("chili")
    expectEqual(bare.items.map(\.nutrition), [Self.chili.perServing])
  }

  @Test("a weight of a food with no serving weight is refused, saying what to do")
  func weightWithoutServingWeight() async throws {
    await #expect {
      _ = try await analyze("100 g of oat bar")
    } throws: { error in
      guard case FoodAnalysisError.rejectedInput(let reason) = error else { return false }
      return reason.contains("--grams") && reason.contains("oat bar")
    }
    let counted = try await analyze("2 oat bars")
    expectEqual(counted.items.map(\.nutrition), [Self.bar.perServing.scaled(by: 2)])
    expectEqual(counted.items.map(\.grams), [0])
  }

  @Test("personal foods and USDA foods mix in one meal, each in its place")
  func mixedMeal() async throws {
    let analysis = try await analyze(
      "a bowl of chili with 2 slices of toast and 2 scoops of my protein shake")
    #expect(
      analysis.items.map { $0.food.hasSuffix("(your recipe)") || $0.food.hasSuffix("(your food)") }
        == [true, false, true])
    #expect(analysis.items[1].food.lowercased().contains("bread"))
  }

  @Test("a name is matched as whole words only, never near or inside another food's name")
  func wholeWordsOnly() async throws {
    let analysis = try await analyze(
      "1 tsp chili powder, a bowl of chilli", with: [Self.chili])
    #expect(analysis.items.allSatisfy { !$0.food.contains("your") })
    let short = PersonalFood(name: "pie", perServing: .zero)
    let pies = try await analyze("a slice of apple pie", with: [short])
    #expect(pies.items.allSatisfy { !$0.food.contains("your") })
    let spicy = try await analyze("a cup of chilis", with: [Self.chili])
    expectEqual(spicy.items.map(\.food), ["Chili (your recipe)"])
  }

  @Test("with no foods, or none named, the meal's words are read exactly as before")
  func nothingChangesUnlessNamed() {
    let tokens = MealTextParser.tokens(in: "2 eggs and a slice of toast, 1 cup of chili powder")
    expectEqual(PersonalFoodMentions(of: [], in: tokens).tokens, tokens)
    let unnamed = PersonalFoodMentions(of: [Self.shake, Self.bar], in: tokens)
    expectEqual(unnamed.tokens, tokens)
    #expect(unnamed.placeholders.isEmpty)
  }

  @Test("a word that only describes keeps the food yours; what comes with it stays USDA's")
  func describedAndAccompanied() async throws {
    let analysis = try await analyze("homemade chili with rice")
    expectEqual(analysis.items.map(\.food).first, "Chili (your recipe)")
    expectEqual(analysis.items.count, 2)
    expectEqual(analysis.items.last?.food.lowercased().contains("rice"), true)
  }

  @Test("a name of amount words only names nothing; a name with \"and\" stays whole")
  func awkwardNames() async throws {
    let cup = PersonalFood(name: "a cup", perServing: .zero)
    let milk = try await analyze("a cup of milk", with: [cup])
    #expect(milk.items.allSatisfy { !$0.food.contains("your") })
    let riceAndBeans = PersonalFood(
      name: "Rice and Beans",
      perServing: NutritionFacts(
        calories: 400, protein: 15, carbohydrates: 70, fat: 5, fiber: 12))
    let plate = try await analyze("2 servings of rice and beans", with: [riceAndBeans])
    expectEqual(plate.items.map(\.food), ["Rice and Beans (your food)"])
    expectEqual(plate.items.map(\.nutrition), [riceAndBeans.perServing.scaled(by: 2)])
  }
}
