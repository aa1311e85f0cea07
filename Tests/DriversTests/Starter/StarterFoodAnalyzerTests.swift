import Drivers
import Testing
import UseCases

@Suite("StarterFoodAnalyzer")
struct StarterFoodAnalyzerTests {
  @Test("meets the FoodAnalyzer contract", arguments: FoodAnalyzerContract.Case.allCases)
  func contract(_ testCase: FoodAnalyzerContract.Case) async throws {
    try await FoodAnalyzerContract(
      makeAnalyzer: { StarterFoodAnalyzer() }, knownMeal: "2 eggs and a slice of toast"
    ).run(testCase)
  }

  @Test("counts portions: two eggs are twice one egg")
  func countsPortions() async throws {
    let analyzer: any FoodAnalyzer = StarterFoodAnalyzer()
    let one = try await analyzer.analyze(MealInput(description: "an egg"))
    let two = try await analyzer.analyze(MealInput(description: "2 eggs"))
    #expect(one.items.first?.grams == 50)
    #expect(two.items.first?.grams == 100)
  }

  @Test("reports words it does not know and fails when it knows none")
  func unknownWords() async throws {
    let analyzer: any FoodAnalyzer = StarterFoodAnalyzer()
    let partly = try await analyzer.analyze(MealInput(description: "2 eggs and a unicorn steak"))
    #expect(partly.unmatched == ["a unicorn steak"])
    await #expect(throws: FoodAnalysisError.nothingRecognized(unmatched: ["unicorn steak"])) {
      try await analyzer.analyze(MealInput(description: "unicorn steak"))
    }
  }
}
