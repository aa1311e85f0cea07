import Entities
import TestSupport
import Testing
import UseCases

/// The behaviour every `FoodAnalyzer` must show; each analyzer's suite runs every case.
///
/// `knownMeal` is a description the analyzer under test is set up to recognize (for the HTTP
/// analyzer, one its test server answers).
struct FoodAnalyzerContract: Sendable {
  /// The contract's cases, one test each.
  enum Case: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case knownMealGivesPlausibleNutrition
    case totalsAgreeWithItems
    case sameInputSameResult
    case hasAName
    case photoIsAnalyzedOrRefusedAsUnsupported

    var testDescription: String { rawValue }
  }

  let makeAnalyzer: @Sendable () async throws -> any FoodAnalyzer
  let knownMeal: String

  func run(_ testCase: Case) async throws {
    let analyzer = try await makeAnalyzer()
    switch testCase {
    case .knownMealGivesPlausibleNutrition:
      let analysis = try await analyzer.analyze(MealInput(description: knownMeal))
      #expect(analysis.totals.calories > 0)
      #expect(throws: Never.self) { try analysis.totals.validated() }
      for item in analysis.items {
        #expect(item.grams > 0 && item.grams <= Quantity.maximumMass.grams)
        #expect(!item.food.isEmpty)
        #expect(throws: Never.self) { try item.nutrition.validated() }
      }
    case .totalsAgreeWithItems:
      let analysis = try await analyzer.analyze(MealInput(description: knownMeal))
      if !analysis.items.isEmpty {
        let sum = analysis.items.map(\.nutrition).sum()
        #expect(abs(sum.calories - analysis.totals.calories) < 0.01)
        #expect(abs(sum.protein - analysis.totals.protein) < 0.01)
        #expect(abs(sum.carbohydrates - analysis.totals.carbohydrates) < 0.01)
        #expect(abs(sum.fat - analysis.totals.fat) < 0.01)
      }
    case .sameInputSameResult:
      let first = try await analyzer.analyze(MealInput(description: knownMeal))
      let second = try await analyzer.analyze(MealInput(description: knownMeal))
      expectEqual(first, second)
    case .hasAName:
      #expect(!analyzer.name.isEmpty)
      #expect(!analyzer.name.contains(" "))
    case .photoIsAnalyzedOrRefusedAsUnsupported:
      // An analyzer that cannot see must say so in a way the CLI maps to "bad input" (65).
      let photo = MealPhoto(data: SamplePhotos.jpeg, mediaType: .jpeg)
      do {
        let analysis = try await analyzer.analyze(MealInput(description: "", photo: photo))
        #expect(throws: Never.self) { try analysis.totals.validated() }
      } catch .unsupportedInput(let reason) {
        #expect(!reason.isEmpty)
      } catch {
        Issue.record("a photo must be analyzed or refused as .unsupportedInput, not \(error)")
      }
    }
  }
}
