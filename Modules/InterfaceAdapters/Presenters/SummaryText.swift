import Entities
import FoundationEssentials
import UseCases

/// Text form of a summary: a bar chart of calories per day against the goal, then the period.
///
/// ```
/// Last 7 days, 2026-11-15 to 2026-11-21 · goal 2,000 kcal a day
///
///   DAY                                            CALORIES  GOAL  MEALS  MACROS BY ENERGY
///   2026-11-20 Fri  ████████████████░░░░  1,610 / 2,000 kcal   81%      3  P 21% C 49% F 30%
/// ```
public enum SummaryText {
  /// Width of a bar at 100 % of the goal, in characters.
  public static let barWidth = 20

  /// Renders `response`; `goalIsDefault` adds a hint that the goal can be set.
  public static func render(
    _ response: SummarizeDaysResponse, goalIsDefault: Bool = false, style: TextStyle = .plain
  ) -> String {
    var text = heading(response, goalIsDefault: goalIsDefault) + "\n\n"
    let goal = response.goal
    let scale = goal ?? response.days.map(\.nutrition.calories).max() ?? 0
    var columns: [(header: String, alignment: TextTable.Alignment)] = [
      ("DAY", .left), ("", .left), ("CALORIES", .right),
    ]
    if goal != nil { columns.append(("GOAL", .right)) }
    columns.append(("MEALS", .right))
    let byMeal = response.days.first?.byMeal != nil
    if byMeal { columns += MealType.allCases.map { ($0.rawValue.uppercased(), .right) } }
    columns.append(("MACROS BY ENERGY", .left))
    var table = TextTable(columns)
    for day in response.days {
      var cells = [
        "\(day.day) \(weekday(day.day))", bar(day.nutrition.calories, scale: scale),
        calories(day.nutrition.calories, goal: goal),
      ]
      if let goal { cells.append(percent(day.nutrition.calories / goal * 100)) }
      cells.append("\(day.count)")
      if byMeal {
        cells += (day.byMeal ?? []).map { $0.count == 0 ? "–" : grouped($0.nutrition.calories) }
      }
      cells.append(day.macroSplit.map(split) ?? "–")
      table.append(cells)
    }
    text += table.render { row, column, cell in
      if row == 0 { return style.bold(cell) }
      let day = response.days[row - 1]
      if day.count == 0 { return style.dim(cell) }
      guard column == 1, let goal else { return cell }
      return color(for: day.nutrition.calories / goal, style: style)(cell)
    }
    text += "\n" + periodLines(response, style: style)
    let goals = GoalText.table(response, style: style)
    if !goals.isEmpty { text += "\n" + goals }
    return text + footnote(response)
  }

  /// "1,850" from 1850.4: whole numbers with thousands separators, as people read them.
  public static func grouped(_ value: Double) -> String {
    guard value.isFinite else { return "–" }
    // Half away from zero, as people round (printf's %.0f would print 82.5 as 82).
    let digits = String(Int64(abs(value).rounded()))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return (value <= -0.5 ? "-" : "") + result
  }

  /// "P 20% C 50% F 30%": whole percents that add up to 100.
  public static func split(_ split: MacroSplit) -> String {
    let whole = split.wholePercents
    return "P \(whole.protein)% C \(whole.carbohydrates)% F \(whole.fat)%"
  }

  /// A bar of `barWidth` cells, filled in proportion to `value / scale`, full when above.
  public static func bar(_ value: Double, scale: Double) -> String {
    var filled = 0
    if scale > 0, value > 0 {
      filled = min(barWidth, max(1, Int((value / scale * Double(barWidth)).rounded())))
    }
    return String(repeating: "█", count: filled)
      + String(repeating: "░", count: barWidth - filled)
  }

  private static func heading(_ response: SummarizeDaysResponse, goalIsDefault: Bool) -> String {
    guard let first = response.firstDay, let last = response.lastDay else { return "" }
    var text =
      response.days.count == 1
      ? "Today, \(last)" : "Last \(response.days.count) days, \(first) to \(last)"
    if let goal = response.goal {
      text += " · goal \(grouped(goal)) kcal a day"
      if goalIsDefault { text += " (the label reference; set yours with --goal)" }
    }
    return text
  }

  private static func periodLines(_ response: SummarizeDaysResponse, style: TextStyle) -> String {
    guard response.loggedDays > 0 else {
      return "  No meals in these days. Add one with: wellplate analyze \"2 eggs and a slice of "
        + "toast\"\n"
    }
    let total = response.total
    let average = response.average
    var averageLine = "\(grouped(average.calories)) kcal a day"
    averageLine +=
      " on the \(response.loggedDays) of \(response.days.count) "
      + "day\(response.days.count == 1 ? "" : "s") with meals"
    if let goal = response.goal {
      averageLine += " (\(percent(average.calories / goal * 100)) of goal)"
    }
    var totalLine =
      "\(grouped(total.calories)) kcal in \(response.mealCount) "
      + "meal\(response.mealCount == 1 ? "" : "s")"
    totalLine += " · protein \(NutritionText.grams(total.protein))"
    totalLine += " · carbs \(NutritionText.grams(total.carbohydrates))"
    totalLine += " · fat \(NutritionText.grams(total.fat))"
    totalLine += " · fiber \(NutritionText.grams(total.fiber))"
    let macroLine =
      response.macroSplit.map { split($0) + " of the energy from protein, carbs and fat" } ?? "–"
    var rows = [("Average", averageLine), ("Total", totalLine)]
    rows += GoalText.otherNutrients(total, unreported: response.unreported).map { ("", $0) }
    rows.append(("Macros", macroLine))
    if response.days.first?.byMeal != nil {
      rows.append(("By meal", mealsLine(response)))
    }
    return rows.map { label, line in
      "  " + style.bold(label.padded(toLength: 9)) + line
    }.joined(separator: "\n") + "\n"
  }

  /// Why some amounts end in "+", when some do.
  private static func footnote(_ response: SummarizeDaysResponse) -> String {
    let partial = response.unreported.keys.contains { response.total.value(of: $0) != nil }
    guard partial else { return "" }
    return "\n  + some meals had no figure for it: the meals that did add up to this much.\n"
  }

  /// "breakfast 2,100 kcal (25%) · lunch …": the period's calories by meal type.
  private static func mealsLine(_ response: SummarizeDaysResponse) -> String {
    let meals = response.days.compactMap(\.byMeal).flatMap { $0 }
    let total = response.days.compactMap(\.byMeal).flatMap { $0 }.map(\.nutrition.calories)
      .reduce(0, +)
    return MealType.allCases.map { type in
      let calories = meals.filter { $0.type == type }.map(\.nutrition.calories).reduce(0, +)
      let share = total > 0 ? " (\(percent(calories / total * 100)))" : ""
      return "\(type) \(grouped(calories)) kcal" + share
    }.joined(separator: " · ")
  }

  private static func calories(_ value: Double, goal: Double?) -> String {
    guard let goal else { return "\(grouped(value)) kcal" }
    return "\(grouped(value)) / \(grouped(goal)) kcal"
  }

  private static func percent(_ value: Double) -> String {
    "\(grouped(value))%"
  }

  /// Green up to the goal, yellow up to 10 % over, red beyond.
  private static func color(
    for ratio: Double, style: TextStyle
  ) -> (String) -> String {
    if ratio <= 1 { return style.green }
    if ratio <= 1.1 { return style.yellow }
    return style.red
  }

  /// "Fri": the day of the week, in English.
  static func weekday(_ day: CalendarDay) -> String {
    ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][day.weekday]
  }
}
