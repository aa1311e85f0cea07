import Entities
import Foundation
import UseCases

/// Text report of an accuracy evaluation: pass rates per group, error statistics against
/// the targets, and the failing cases with what the analyzer chose.
public enum EvaluationReportText {
  /// Renders `response`; `verbose` lists every case, not only the failing ones.
  public static func render(
    _ response: EvaluateAnalyzerResponse, source: String, tolerance: AccuracyTolerance,
    verbose: Bool = false
  ) -> String {
    var text = "Accuracy of the analyzer on \(source) (\(response.results.count) cases)\n"
    text +=
      "A case passes when calories are within max(\(percent(tolerance.calorieFraction)), "
      + "\(number(tolerance.calorieFloor)) kcal) and protein, carbs and fat each within "
      + "max(\(percent(tolerance.macroFraction)), \(number(tolerance.macroFloor)) g).\n\n"

    var groups = TextTable([
      ("GROUP", .left), ("PASSED", .right), ("CASES", .right), ("RATE", .right),
    ])
    for tally in response.groups {
      groups.append([
        tally.group.isEmpty ? "(no group)" : tally.group, String(tally.passed),
        String(tally.total), percent(Double(tally.passed) / Double(max(tally.total, 1))),
      ])
    }
    groups.append([
      "all", String(response.passedCount), String(response.results.count),
      percent(response.passRate),
    ])
    text += groups.render() + "\n"

    var figures = TextTable([("FIGURE", .left), ("VALUE", .right), ("TARGET", .left), ("", .left)])
    figures.append([
      "cases passing", percent(response.passRate),
      "≥ " + percent(EvaluateAnalyzerResponse.targetPassRate),
      verdict(response.passRate >= EvaluateAnalyzerResponse.targetPassRate),
    ])
    figures.append([
      "median |calorie error|", percent(response.medianCalorieError),
      "≤ " + percent(EvaluateAnalyzerResponse.targetMedianCalorieError),
      verdict(response.medianCalorieError <= EvaluateAnalyzerResponse.targetMedianCalorieError),
    ])
    figures.append([
      "carbs within ±\(number(EvaluateAnalyzerResponse.carbohydrateWindow)) g",
      percent(response.carbohydratesWithinShare),
      "≥ " + percent(EvaluateAnalyzerResponse.targetCarbohydratesWithinShare),
      verdict(
        response.carbohydratesWithinShare
          >= EvaluateAnalyzerResponse.targetCarbohydratesWithinShare),
    ])
    figures.append(["mean |calorie error|", percent(response.meanCalorieError), "", ""])
    for (name, error) in meanErrors(response) {
      figures.append(["mean |\(name) error|", String(format: "%.1f g", error), "", ""])
    }
    text += figures.render()
    text += response.meetsTargets ? "\nAll targets met.\n" : "\nTargets NOT met.\n"

    let listed = response.results.filter { verbose || !$0.passed }
    if !listed.isEmpty {
      text += verbose ? "\nCases:\n" : "\nFailing cases:\n"
      for result in listed {
        text += "\n" + describe(result)
      }
    }
    return text
  }

  private static func describe(_ result: EvaluationResult) -> String {
    let expected = result.testCase.expected
    var text = "  \(result.passed ? "pass" : "FAIL")  \(result.testCase.phrase)\n"
    text += "        expected \(facts(expected))\n"
    guard let analysis = result.analysis else {
      return text + "        analyzer failed: \(result.failure ?? "unknown error")\n"
    }
    text += "        got      \(facts(analysis.totals))"
    if !result.misses.isEmpty {
      text += "   off: " + result.misses.map(\.displayName).joined(separator: ", ")
    }
    text += "\n"
    for item in analysis.items {
      text += "          · \(item.text) → \(item.food), \(number(item.grams)) g\n"
    }
    if !analysis.unmatched.isEmpty {
      text += "          · not understood: " + analysis.unmatched.joined(separator: "; ") + "\n"
    }
    return text
  }

  private static func meanErrors(_ response: EvaluateAnalyzerResponse) -> [(String, Double)] {
    let count = Double(max(response.results.count, 1))
    func mean(_ value: (NutritionFacts) -> Double) -> Double {
      response.results.map { abs(value($0.actual) - value($0.testCase.expected)) }
        .reduce(0, +) / count
    }
    return [("protein", mean(\.protein)), ("carbs", mean(\.carbohydrates)), ("fat", mean(\.fat))]
  }

  private static func facts(_ facts: NutritionFacts) -> String {
    String(
      format: "%6.1f kcal  P %5.1f g  C %5.1f g  F %5.1f g", facts.calories, facts.protein,
      facts.carbohydrates, facts.fat)
  }

  private static func verdict(_ met: Bool) -> String { met ? "met" : "NOT met" }

  static func percent(_ fraction: Double) -> String {
    let value = fraction * 100
    return value == value.rounded() ? "\(Int(value))%" : String(format: "%.1f%%", value)
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
  }
}
