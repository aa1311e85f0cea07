import Entities
import FoundationEssentials
import UseCases

/// Text report of an accuracy evaluation: figures per class, the figures against the set's
/// targets, and (unless the set is held out) the failing cases with what the analyzer chose.
public enum EvaluationReportText {
  /// Which cases the report lists one by one.
  public enum Listing: Sendable {
    /// Only the cases that failed.
    case failing
    /// Every case.
    case all
    /// None: the set is held out, and reading its cases one by one would turn it into
    /// a set tuned on.
    case none
  }

  /// Renders `response`.
  public static func render(
    _ response: EvaluateAnalyzerResponse, source: String, tolerance: AccuracyTolerance,
    listing: Listing = .failing
  ) -> String {
    let window = number(response.targets.carbohydrateWindow)
    let negatives = response.negatives.count
    var text = "Accuracy of the analyzer on \(source) (\(response.results.count) cases"
    text += negatives > 0 ? ": \(response.meals.count) meals, \(negatives) negatives)\n" : ")\n"
    text +=
      "A meal passes when calories are within max(\(percent(tolerance.calorieFraction)), "
      + "\(number(tolerance.calorieFloor)) kcal) and protein, carbs and fat each within "
      + "max(\(percent(tolerance.macroFraction)), \(number(tolerance.macroFloor)) g)"
      + (negatives > 0 ? "; a negative case passes when the analyzer refuses it.\n\n" : ".\n\n")

    var classes = TextTable([
      ("CLASS", .left), ("CASES", .right), ("PASSED", .right), ("RATE", .right),
      ("CARBS ±\(window) g", .right), ("MEDIAN |KCAL ERROR|", .right),
    ])
    for tally in response.classes {
      let meals = tally.meals > 0
      classes.append([
        tally.name.isEmpty ? "(no class)" : tally.name, String(tally.total),
        String(tally.passed), percent(Double(tally.passed) / Double(max(tally.total, 1))),
        meals ? percent(Double(tally.carbohydratesWithin) / Double(tally.meals)) : "–",
        meals ? percent(tally.medianCalorieError) : "–",
      ])
    }
    classes.append([
      "all", String(response.results.count), String(response.passedCount),
      percent(response.passRate),
      response.meals.isEmpty ? "–" : percent(response.carbohydratesWithinShare),
      response.meals.isEmpty ? "–" : percent(response.medianCalorieError),
    ])
    text += classes.render() + "\n"

    let targets = response.targets
    var figures = TextTable([("FIGURE", .left), ("VALUE", .right), ("TARGET", .left), ("", .left)])
    figures.append([
      "carbs within ±\(window) g", percent(response.carbohydratesWithinShare),
      "≥ " + percent(targets.minimumCarbohydratesWithinShare),
      verdict(response.meetsCarbohydrates),
    ])
    figures.append([
      "median |calorie error|", percent(response.medianCalorieError),
      "≤ " + percent(targets.maximumMedianCalorieError), verdict(response.meetsMedianCalorieError),
    ])
    if let minimum = targets.minimumPassRate {
      figures.append([
        "cases passing", percent(response.passRate), "≥ " + percent(minimum),
        verdict(response.meetsPassRate),
      ])
    } else {
      figures.append(["cases passing", percent(response.passRate), "", ""])
    }
    if negatives > 0 {
      figures.append([
        "negatives refused", "\(response.negativesRefused) of \(negatives)", "all",
        verdict(response.refusesEveryNegative),
      ])
    }
    figures.append(["mean |calorie error|", percent(response.meanCalorieError), "", ""])
    for (name, error) in meanErrors(response) {
      figures.append([
        "mean |\(name) error|", PrintfNumber.fixed(error, decimals: 1) + " g", "", "",
      ])
    }
    text += figures.render()
    text += response.meetsTargets ? "\nAll targets met.\n" : "\nTargets NOT met.\n"

    switch listing {
    case .none:
      text += "\nCases are not listed: this set is held out (Tests/Evaluation/README.md).\n"
    case .failing, .all:
      let listed = response.results.filter { listing == .all || !$0.passed }
      if !listed.isEmpty {
        text += listing == .all ? "\nCases:\n" : "\nFailing cases:\n"
        for result in listed {
          text += "\n" + describe(result)
        }
      }
    }
    return text
  }

  private static func describe(_ result: EvaluationResult) -> String {
    var text = "  \(result.passed ? "pass" : "FAIL")  \(result.testCase.phrase)\n"
    guard let expected = result.testCase.expected else {
      if result.refused {
        return text + "        refused: \(result.failure?.description ?? "")\n"
      }
      text += "        expected a refusal\n"
      if let failure = result.failure {
        return text + "        analyzer failed otherwise: \(failure)\n"
      }
      return text + "        got      \(facts(result.actual))\n" + itemLines(result)
    }
    text += "        expected \(facts(expected))\n"
    guard result.analysis != nil else {
      return text + "        analyzer failed: \(result.failure?.description ?? "unknown error")\n"
    }
    text += "        got      \(facts(result.actual))"
    if !result.misses.isEmpty {
      text += "   off: " + result.misses.map(\.displayName).joined(separator: ", ")
    }
    return text + "\n" + itemLines(result)
  }

  private static func itemLines(_ result: EvaluationResult) -> String {
    guard let analysis = result.analysis else { return "" }
    var text = ""
    for item in analysis.items {
      text += "          · \(item.text) → \(item.food), \(number(item.grams)) g\n"
    }
    if !analysis.unmatched.isEmpty {
      text += "          · not understood: " + analysis.unmatched.joined(separator: "; ") + "\n"
    }
    return text
  }

  private static func meanErrors(_ response: EvaluateAnalyzerResponse) -> [(String, Double)] {
    let meals = response.meals
    let count = Double(max(meals.count, 1))
    func mean(_ value: (NutritionFacts) -> Double) -> Double {
      meals.map { abs(value($0.actual) - value($0.testCase.expected ?? .zero)) }
        .reduce(0, +) / count
    }
    return [("protein", mean(\.protein)), ("carbs", mean(\.carbohydrates)), ("fat", mean(\.fat))]
  }

  private static func facts(_ facts: NutritionFacts) -> String {
    "\(PrintfNumber.fixed(facts.calories, decimals: 1, width: 6)) kcal  "
      + "P \(PrintfNumber.fixed(facts.protein, decimals: 1, width: 5)) g  "
      + "C \(PrintfNumber.fixed(facts.carbohydrates, decimals: 1, width: 5)) g  "
      + "F \(PrintfNumber.fixed(facts.fat, decimals: 1, width: 5)) g"
  }

  private static func verdict(_ met: Bool) -> String { met ? "met" : "NOT met" }

  static func percent(_ fraction: Double) -> String {
    let value = fraction * 100
    return value == value.rounded()
      ? "\(Int(value))%" : PrintfNumber.fixed(value, decimals: 1) + "%"
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : PrintfNumber.fixed(value, decimals: 1)
  }
}
