import Entities
import Foundation
import InterfaceAdapters
import TestSupport
import Testing
import UseCases

@Suite("EvaluationSetParser")
struct EvaluationSetParserTests {
  @Test("reads cases with their group, skipping comments and blank lines")
  func cases() throws {
    let text = """
      phrase\tcalories\tprotein\tcarbs\tfat\tbasis
      # ---- single foods (2 cases)
      an apple\t122.0\t0.3\t29.6\t0.3\t88:200 | apple
      # a comment
      ½ cup of "raisins"\t119.6\t1.3\t31.7\t0.1\t5335:40 | raisins; note

      # ---- whole sentences (1 case)
      I had 2 eggs\t143.2\t12.6\t0.7\t9.5\t2577:100 | eggs

      """
    let cases = try EvaluationSetParser.cases(in: text)
    expectEqual(cases.map(\.phrase), ["an apple", "½ cup of \"raisins\"", "I had 2 eggs"])
    expectEqual(cases.map(\.classes), [["single foods"], ["single foods"], ["whole sentences"]])
    expectEqual(
      cases[0].expected,
      NutritionFacts(calories: 122, protein: 0.3, carbohydrates: 29.6, fat: 0.3, fiber: 0))
  }

  @Test("refuses a file without the header")
  func header() {
    #expect(
      throws: EvaluationSetError(
        line: 1,
        reason:
          "the header must be: phrase <tab> calories <tab> protein <tab> carbs <tab> fat <tab> basis, "
          + "or: phrase <tab> classes <tab> calories <tab> protein <tab> carbs <tab> fat <tab> basis"
      )
    ) {
      try EvaluationSetParser.cases(in: "an apple\t1\t2\t3\t4\tbasis\n")
    }
  }

  @Test("names the line of a malformed case")
  func malformed() {
    let header = EvaluationSetParser.header.joined(separator: "\t")
    #expect(throws: EvaluationSetError(line: 2, reason: "expected 6 tab-separated fields, found 2"))
    {
      try EvaluationSetParser.cases(in: header + "\nan apple\t122\n")
    }
    #expect(throws: EvaluationSetError(line: 2, reason: "fat \"x\" is not a number ≥ 0")) {
      try EvaluationSetParser.cases(in: header + "\nan apple\t1\t2\t3\tx\tbasis\n")
    }
  }

  @Test("reads the repository's evaluation set")
  func repositorySet() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Evaluation/meals.tsv")
    let cases = try EvaluationSetParser.cases(in: String(contentsOf: url, encoding: .utf8))
    #expect(cases.count >= 80)
    expectEqual(
      Set(cases.flatMap(\.classes)), ["single foods", "multi-item meals", "whole sentences"])
  }

  @Test("reads classes and negative cases of a narrative set")
  func classified() throws {
    let text = """
      phrase\tclasses\tcalories\tprotein\tcarbs\tfat\tbasis
      # Development split
      I savored 240g of water\tamounts,drinks,narrative\t0.0\t0.0\t0.0\t0.0\t729:240 | water
      asdf jkl\tnegative\t-\t-\t-\t-\trefuse | keyboard mash

      """
    let cases = try EvaluationSetParser.cases(in: text)
    expectEqual(cases.map(\.classes), [["amounts", "drinks", "narrative"], ["negative"]])
    expectEqual(cases.map(\.isNegative), [false, true])
    expectEqual(
      cases[0].expected, NutritionFacts(calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0)
    )
  }

  @Test("refuses a negative case with numbers, and a case without a class")
  func malformedClassified() {
    let header = EvaluationSetParser.classifiedHeader.joined(separator: "\t")
    #expect(
      throws: EvaluationSetError(
        line: 2, reason: "a negative case has \"-\" for calories, protein, carbs and fat")
    ) {
      try EvaluationSetParser.cases(in: header + "\nasdf\tnegative\t1\t-\t-\t-\trefuse | x\n")
    }
    #expect(throws: EvaluationSetError(line: 2, reason: "the case has no class")) {
      try EvaluationSetParser.cases(in: header + "\nan apple\t\t1\t2\t3\t4\t88:200 | x\n")
    }
  }
}

@Suite("EvaluationReportText")
struct EvaluationReportTextTests {
  @Test("prints the pass rate, the figures against the targets and the failing cases")
  func report() {
    let expected = NutritionFacts(
      calories: 200, protein: 10, carbohydrates: 20, fat: 5, fiber: 0)
    let good = FoodAnalysis(
      items: [
        MealItem(text: "2 eggs", food: "Egg, whole, raw, fresh", grams: 100, nutrition: expected)
      ])
    let response = EvaluateAnalyzerResponse(results: [
      EvaluationResult(
        testCase: EvaluationCase(phrase: "2 eggs", classes: ["single foods"], expected: expected),
        analysis: good, failure: nil, misses: []),
      EvaluationResult(
        testCase: EvaluationCase(phrase: "zorblax", classes: ["single foods"], expected: expected),
        analysis: nil, failure: .nothingRecognized(unmatched: []), misses: [.calories]),
    ])
    let text = EvaluationReportText.render(
      response, source: "meals.tsv", tolerance: .standard)
    #expect(text.contains("Accuracy of the analyzer on meals.tsv (2 cases)"))
    #expect(text.contains("max(15%, 15 kcal)"))
    #expect(text.contains("single foods      2       1   50%"))
    let passing = text.split(separator: "\n").first { $0.hasPrefix("  cases passing") } ?? ""
    #expect(passing.contains("50%") && passing.contains("≥ 95%") && passing.hasSuffix("NOT met"))
    #expect(text.contains("FAIL  zorblax"))
    #expect(text.contains("analyzer failed: no food was recognized in the description"))
    #expect(!text.contains("pass  2 eggs"))
    #expect(text.contains("Targets NOT met."))
    let verbose = EvaluationReportText.render(
      response, source: "meals.tsv", tolerance: .standard, listing: .all)
    #expect(verbose.contains("pass  2 eggs"))
    #expect(verbose.contains("· 2 eggs → Egg, whole, raw, fresh, 100 g"))
    let heldOut = EvaluationReportText.render(
      response, source: "holdout.tsv", tolerance: .standard, listing: .none)
    #expect(!heldOut.contains("zorblax") && !heldOut.contains("2 eggs"))
    #expect(heldOut.contains("Cases are not listed: this set is held out"))
  }

  @Test("reports negatives refused and marks a negative that was analyzed")
  func negatives() {
    let facts = NutritionFacts(calories: 10, protein: 1, carbohydrates: 1, fat: 0, fiber: 0)
    let response = EvaluateAnalyzerResponse(
      results: [
        EvaluationResult(
          testCase: EvaluationCase(phrase: "asdf", classes: ["negative"], expected: nil),
          analysis: nil, failure: .nothingRecognized(unmatched: ["asdf"]), misses: []),
        EvaluationResult(
          testCase: EvaluationCase(phrase: "x7 q2", classes: ["negative"], expected: nil),
          analysis: FoodAnalysis(
            items: [MealItem(text: "q2", food: "Quinoa", grams: 2, nutrition: facts)]),
          failure: nil, misses: []),
      ], targets: .narrative)
    let text = EvaluationReportText.render(response, source: "dev.tsv", tolerance: .standard)
    #expect(text.contains("(2 cases: 0 meals, 2 negatives)"))
    let refused = text.split(separator: "\n").first { $0.hasPrefix("  negatives refused") } ?? ""
    #expect(refused.contains("1 of 2") && refused.hasSuffix("NOT met"))
    #expect(text.contains("FAIL  x7 q2\n        expected a refusal"))
    #expect(text.contains("· q2 → Quinoa, 2 g"))
    #expect(!text.contains("FAIL  asdf"))
  }
}
