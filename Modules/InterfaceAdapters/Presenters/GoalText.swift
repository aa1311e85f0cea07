import Entities
import UseCases

/// Text form of nutrient goals in `summary`: one row per day and one for the average, one
/// column per goal.
///
/// ```
///   GOALS           protein ≥ 120 g      sodium ≤ 2,300 mg
///   2026-11-20 Fri  96 g  under by 24 g  1,900 mg  met
///   2026-11-21 Sat  130 g  met           2,400+ mg  over by 100+ mg
///   Average         113 g  under by 7 g  2,150+ mg  unsure: 1 meal unreported
/// ```
///
/// "+" marks an amount some meals did not report: the meals that did add up to that much, so
/// the day held at least as much (ADR 0020).
public enum GoalText {
  /// "≥ 120 g", "≤ 2,300 mg" or "100–150 g".
  public static func goal(_ goal: NutrientGoal) -> String {
    let unit = goal.nutrient.unit
    switch (goal.minimum, goal.maximum) {
    case (let minimum?, let maximum?): return "\(amount(minimum))–\(amount(maximum)) \(unit)"
    case (let minimum?, nil): return "≥ \(amount(minimum)) \(unit)"
    case (nil, let maximum?): return "≤ \(amount(maximum)) \(unit)"
    case (nil, nil): return "–"
    }
  }

  /// "96", "2,300", "8.5" or "7": whole above 10, one decimal below (where iron lives) unless
  /// it is 0.
  public static func amount(_ value: Double) -> String {
    guard value < 9.95 else { return SummaryText.grouped(value) }
    let text = NutritionText.fixed(value, decimals: 1)
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  /// "96 g  under by 24 g", "2,400+ mg  over by 100+ mg", "–" for a day without meals.
  public static func cell(_ check: GoalCheck) -> String {
    guard let status = check.status else { return "–" }
    let unit = check.goal.nutrient.unit
    let plus = check.isComplete ? "" : "+"
    let held = check.amount.map { "\(amount($0))\(plus) \(unit)" } ?? "not reported"
    return held + "  " + verdict(status, check: check)
  }

  /// The goals table of `response`, or "" when it has no nutrient goals.
  public static func table(_ response: SummarizeDaysResponse, style: TextStyle) -> String {
    guard !response.nutrientGoals.isEmpty else { return "" }
    var table = TextTable(
      [("GOALS", .left)]
        + response.nutrientGoals.map { ("\($0.nutrient.displayName) \(goal($0))", .left) })
    var checks: [[GoalCheck]] = []
    for day in response.days {
      table.append(["\(day.day) \(SummaryText.weekday(day.day))"] + day.goals.map(cell))
      checks.append(day.goals)
    }
    table.append(["Average"] + response.averageGoals.map(cell))
    checks.append(response.averageGoals)
    return table.render { row, column, cell in
      if row == 0 || column == 0 { return row == 0 ? style.bold(cell) : cell }
      // A day summarized without the goals has no checks: its cells stay blank and plain.
      let dayChecks = checks[row - 1]
      guard dayChecks.indices.contains(column - 1) else { return cell }
      switch dayChecks[column - 1].status {
      case .met: return style.green(cell)
      case .under, .over: return style.red(cell)
      case .undetermined, nil: return style.dim(cell)
      }
    }
  }

  /// "sugars 120 g · sodium 5,400+ mg": the optional nutrients `facts` knows, "+" where some
  /// meals did not report it, in lines of about `width` characters; empty when it knows none.
  public static func otherNutrients(
    _ facts: NutritionFacts, unreported: [Nutrient: Int], width: Int = 80
  ) -> [String] {
    let known = Nutrient.allCases.filter { !$0.isAlwaysReported }.compactMap { nutrient in
      facts.value(of: nutrient).map { value in
        let plus = (unreported[nutrient] ?? 0) > 0 ? "+" : ""
        return "\(nutrient.displayName) \(amount(value))\(plus) \(nutrient.unit)"
      }
    }
    var lines: [String] = []
    for part in known {
      if let last = lines.last, last.count + 3 + part.count <= width {
        lines[lines.count - 1] = last + " · " + part
      } else {
        lines.append(part)
      }
    }
    return lines
  }

  private static func verdict(_ status: GoalStatus, check: GoalCheck) -> String {
    let unit = check.goal.nutrient.unit
    switch status {
    case .met: return "met"
    case .under(let by): return "under by \(amount(by)) \(unit)"
    case .over(let by): return "over by \(amount(by))\(check.isComplete ? "" : "+") \(unit)"
    case .undetermined:
      let meals = check.unreported == 1 ? "meal" : "meals"
      return "unsure: \(check.unreported) \(meals) unreported"
    }
  }
}
