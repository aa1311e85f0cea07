import Entities
import Foundation
import InterfaceAdapters
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
    #expect(cases.map(\.phrase) == ["an apple", "½ cup of \"raisins\"", "I had 2 eggs"])
    #expect(cases.map(\.group) == ["single foods", "single foods", "whole sentences"])
    #expect(
      cases[0].expected
        == NutritionFacts(calories: 122, protein: 0.3, carbohydrates: 29.6, fat: 0.3, fiber: 0))
  }

  @Test("refuses a file without the header")
  func header() {
    #expect(
      throws: EvaluationSetError(
        line: 1,
        reason:
          "the header must be: phrase <tab> calories <tab> protein <tab> carbs <tab> fat <tab> basis"
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
    #expect(Set(cases.map(\.group)) == ["single foods", "multi-item meals", "whole sentences"])
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
        testCase: EvaluationCase(phrase: "2 eggs", group: "single foods", expected: expected),
        analysis: good, failure: nil, misses: []),
      EvaluationResult(
        testCase: EvaluationCase(phrase: "zorblax", group: "single foods", expected: expected),
        analysis: nil, failure: "no food was recognized", misses: [.calories]),
    ])
    let text = EvaluationReportText.render(
      response, source: "meals.tsv", tolerance: .standard)
    #expect(text.contains("Accuracy of the analyzer on meals.tsv (2 cases)"))
    #expect(text.contains("max(15%, 15 kcal)"))
    #expect(text.contains("single foods       1      2   50%"))
    let passing = text.split(separator: "\n").first { $0.hasPrefix("  cases passing") } ?? ""
    #expect(passing.contains("50%") && passing.contains("≥ 90%") && passing.hasSuffix("NOT met"))
    #expect(text.contains("FAIL  zorblax"))
    #expect(text.contains("analyzer failed: no food was recognized"))
    #expect(!text.contains("pass  2 eggs"))
    #expect(text.contains("Targets NOT met."))
    let verbose = EvaluationReportText.render(
      response, source: "meals.tsv", tolerance: .standard, verbose: true)
    #expect(verbose.contains("pass  2 eggs"))
    #expect(verbose.contains("· 2 eggs → Egg, whole, raw, fresh, 100 g"))
  }
}
