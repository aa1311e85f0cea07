import Entities
import Foundation
import TestSupport
import Testing
import UseCases

@testable import Drivers

@Suite("LocalFoodAnalyzer")
struct LocalFoodAnalyzerTests {
  let analyzer = LocalAnalyzerFixture.analyzer()

  @Test("meets the FoodAnalyzer contract", arguments: FoodAnalyzerContract.Case.allCases)
  func contract(_ testCase: FoodAnalyzerContract.Case) async throws {
    try await FoodAnalyzerContract(
      makeAnalyzer: { LocalAnalyzerFixture.analyzer() }, knownMeal: "2 eggs and a slice of toast"
    ).run(testCase)
  }

  @Test("is named local")
  func name() {
    expectEqual(analyzer.name, "local")
  }

  @Test("names the USDA food and the grams of every item")
  func perItemBreakdown() async throws {
    let analysis = try await analyzer.analyze(
      MealInput(description: "For lunch I had a slice of cheese pizza and a can of cola"))
    expectEqual(analysis.items.count, 2)
    #expect(analysis.unmatched.isEmpty)
    let pizza = try #require(analysis.items.first)
    expectEqual(pizza.text, "a slice of cheese pizza")
    #expect(pizza.food.lowercased().contains("pizza"))
    #expect(pizza.grams > 50 && pizza.grams < 200)
    let cola = try #require(analysis.items.last)
    expectEqual(cola.food, "Soft drink, cola")
    expectEqual(cola.grams, 372)
    #expect(abs(cola.nutrition.calories - 372 * 0.42) < 0.5)
  }

  @Test("computes nutrition from the food's values per 100 g")
  func nutritionFromPer100Grams() async throws {
    // Egg, whole, raw, fresh [2577]: 143.2 kcal, 12.56 g protein per 100 g; large egg 50 g.
    let analysis = try await analyzer.analyze(MealInput(description: "2 large eggs"))
    let egg = try #require(analysis.items.first)
    expectEqual(egg.food, "Egg, whole, raw, fresh")
    expectEqual(egg.grams, 100)
    #expect(abs(egg.nutrition.calories - 143.2) < 0.01)
    #expect(abs(egg.nutrition.protein - 12.56) < 0.01)
    expectEqual(analysis.totals, egg.nutrition)
  }

  @Test("reports the alcohol of drinks, so beer and wine pass the energy check")
  func alcohol() async throws {
    let analysis = try await analyzer.analyze(
      MealInput(description: "a glass of red wine and a can of beer"))
    expectEqual(analysis.items.count, 2)
    for item in analysis.items {
      let alcohol = try #require(item.nutrition.alcohol, "\(item.food) has no alcohol")
      #expect(alcohol > 0)
      #expect(item.nutrition.energyCheck.isConsistent, "\(item.food)")
    }
    let milk = try await analyzer.analyze(MealInput(description: "a glass of milk"))
    expectEqual(milk.items.first?.nutrition.alcohol, nil)
  }

  @Test("lists unknown items in unmatched and analyzes the rest")
  func unmatchedItems() async throws {
    let analysis = try await analyzer.analyze(
      MealInput(description: "2 eggs and a glass of zorblax"))
    expectEqual(analysis.items.map(\.food), ["Egg, whole, raw, fresh"])
    expectEqual(analysis.unmatched, ["a glass of zorblax"])
  }

  @Test("fails with the words not understood when nothing matches")
  func nothingMatched() async {
    // Words no food name has are narration unless an amount says they were eaten.
    await #expect(
      throws: FoodAnalysisError.nothingRecognized(unmatched: ["zorblax and quux"])
    ) {
      try await analyzer.analyze(MealInput(description: "zorblax and quux"))
    }
    await #expect(
      throws: FoodAnalysisError.nothingRecognized(unmatched: ["a cup of zorblax", "2 quux"])
    ) {
      try await analyzer.analyze(MealInput(description: "a cup of zorblax and 2 quux"))
    }
  }

  @Test("fails when the description holds no food at all")
  func onlyFiller() async {
    await #expect(throws: FoodAnalysisError.nothingRecognized(unmatched: ["for lunch I had"])) {
      try await analyzer.analyze(MealInput(description: "for lunch I had"))
    }
  }

  @Test(
    "rejects absurd amounts, naming the item",
    arguments: [
      ("12 kg of potatoes", "12 kg of potatoes"), ("6 l of milk", "6 l of milk"),
      ("200 cups of rice", "200 cups of rice"), ("1/0 cup of rice", "1/0 cup of rice"),
      ("0 eggs", "0 eggs"),
    ])
  func absurdAmounts(_ description: String, _ item: String) async {
    do {
      _ = try await analyzer.analyze(MealInput(description: description))
      Issue.record("\(description) was accepted")
    } catch {
      guard case .rejectedInput(let message) = error else {
        Issue.record("expected rejectedInput, got \(error)")
        return
      }
      #expect(message.contains("\"\(item)\""))
    }
  }

  @Test("rejects a count of household portions that comes to more than 5 kg")
  func heavyCount() async {
    do {
      _ = try await analyzer.analyze(MealInput(description: "90 bagels"))
      Issue.record("90 bagels were accepted")
    } catch {
      guard case .rejectedInput(let message) = error else {
        Issue.record("expected rejectedInput, got \(error)")
        return
      }
      #expect(message.contains("\"90 bagels\""))
      #expect(message.contains("5000 g"))
    }
  }

  // Each of these trapped (SIGILL) before issue 11: a Double too large for Int while building
  // the message, or an infinite total.
  @Test(
    "rejects amounts too large for any number with a message that has numbers in it",
    arguments: [
      "1e19 g rice", "1e308 g rice", "1e18 eggs", "1e17 cups milk", "1e30 slices of bread",
      "99999999999999999999 eggs", "2e17 eggs", "1e308 of symphony",
    ])
  func hugeAmounts(_ description: String) async {
    do {
      let analysis = try await analyzer.analyze(MealInput(description: description))
      Issue.record("\(description) was accepted: \(analysis.items)")
    } catch {
      guard case .rejectedInput(let message) = error else {
        Issue.record("expected rejectedInput, got \(error)")
        return
      }
      #expect(message.contains("at most 5000 g"), "\(message)")
      #expect(!message.contains("inf") && !message.contains("nan"), "\(message)")
    }
  }

  @Test("rejects more than 100 items")
  func tooManyItems() async {
    let description = Array(repeating: "an apple", count: 101).joined(separator: ", ")
    await #expect(
      throws: FoodAnalysisError.rejectedInput(
        "a meal may have at most 100 items; this one has 101")
    ) {
      try await analyzer.analyze(MealInput(description: description))
    }
  }

  @Test("accepts exactly 100 items")
  func hundredItems() async throws {
    let description = Array(repeating: "a grape", count: 100).joined(separator: ", ")
    let analysis = try await analyzer.analyze(MealInput(description: description))
    expectEqual(analysis.items.count, 100)
  }

  @Test("rejects descriptions over 10,000 characters")
  func tooLong() async {
    let description = String(repeating: "egg ", count: 2501)
    do {
      _ = try await analyzer.analyze(MealInput(description: description))
      Issue.record("a 10,004-character description was accepted")
    } catch {
      expectEqual(
        error, .rejectedInput("the description is 10003 characters long; the limit is 10000"))
    }
  }

  @Test("refuses photos and points to the http analyzer")
  func photo() async {
    let photo = MealPhoto(data: Data([0xFF, 0xD8, 0xFF]), mediaType: .jpeg)
    do {
      _ = try await analyzer.analyze(MealInput(description: "", photo: photo))
      Issue.record("a photo was accepted")
    } catch {
      guard case .unsupportedInput(let message) = error else {
        Issue.record("expected unsupportedInput, got \(error)")
        return
      }
      #expect(message.contains("--analyzer http"))
    }
  }

  @Test("reports a missing index as an unavailable service")
  func missingIndex() async {
    let analyzer = LocalFoodAnalyzer(indexPath: "/nonexistent/usda-foods.sqlite")
    do {
      _ = try await analyzer.analyze(MealInput(description: "an apple"))
      Issue.record("analysis without an index succeeded")
    } catch {
      guard case .serviceUnavailable(let message) = error else {
        Issue.record("expected serviceUnavailable, got \(error)")
        return
      }
      #expect(message.contains("/nonexistent/usda-foods.sqlite"))
    }
  }

  @Test("refuses an index of another schema version")
  func otherSchemaVersion() async throws {
    let directory = try LocalAnalyzerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("old.sqlite").path
    try FileManager.default.copyItem(atPath: LocalAnalyzerFixture.indexPath, toPath: path)
    let connection = try SQLiteConnection(path: path, mode: .readWrite)
    try connection.execute("UPDATE meta SET value = '0' WHERE key = 'schema_version'")
    connection.close()
    do {
      _ = try await LocalFoodAnalyzer(indexPath: path).analyze(MealInput(description: "an apple"))
      Issue.record("an index of schema version 0 was read")
    } catch {
      guard case .serviceUnavailable(let message) = error else {
        Issue.record("expected serviceUnavailable, got \(error)")
        return
      }
      #expect(message.contains("schema version 0"))
    }
  }

  @Test("finds the shipped index in the resource bundle")
  func bundledIndex() throws {
    let path = try LocalFoodAnalyzer.bundledIndexPath()
    #expect(path.hasSuffix("WellPlate_DriversResources.resources/usda-foods.sqlite"))
  }
}
