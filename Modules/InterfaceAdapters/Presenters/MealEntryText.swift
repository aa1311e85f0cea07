import Entities
import FoundationEssentials
import UseCases

/// Text form of one analyzed meal: a heading, a per-item table with a total, and notes.
public enum MealEntryText {
  /// Renders `entry` with times in `timeZone`; `style` makes the headings bold on a terminal.
  public static func render(
    _ entry: MealEntry, timeZone: TimeZoneRules, style: TextStyle = .plain
  ) -> String {
    let title = entry.description.isEmpty ? "(photo)" : entry.description
    var text = style.bold(title) + "\n"
    text += "eaten \(DateText.local(entry.consumedAt, timeZone: timeZone))"
    text += " · " + MealTypeText.label(entry, timeZone: timeZone)
    text +=
      entry.analyzer == LogKnownNutrition.analyzerName
      ? " · entered by hand" : " · analyzed by \(entry.analyzer)"
    text += " · id \(entry.id)\n\n"

    var table = TextTable(
      [("ITEM", .left), ("FOOD", .left), ("WEIGHT", .right)] + NutritionText.columns)
    for item in entry.items {
      table.append(
        [item.text, item.food, NutritionText.weight(item.grams)]
          + NutritionText.cells(item.nutrition))
    }
    let grams = entry.items.map(\.grams).reduce(0, +)
    table.append(
      ["TOTAL", "", entry.items.isEmpty ? "" : NutritionText.weight(grams)]
        + NutritionText.cells(entry.totals))
    text += table.render { row, _, cell in
      row == 0 || row == table.rowCount ? style.bold(cell) : cell
    }

    if !entry.unmatched.isEmpty {
      text += "\n  not understood: " + entry.unmatched.map { "\"\($0)\"" }.joined(separator: ", ")
      text += "\n"
    }
    let notes = entry.items.flatMap { item in item.notes.map { "\(item.text): \($0)" } }
    if !notes.isEmpty {
      text += "\n" + notes.map { "  note: \($0)" }.joined(separator: "\n") + "\n"
    }
    return text
  }

  /// The warning shown when calories and macronutrients disagree.
  public static func energyWarning(_ check: EnergyCheck) -> String {
    let formula = "4·protein + 4·carbs + 9·fat" + (check.alcohol > 0 ? " + 7·alcohol" : "")
    return "calories (\(PrintfNumber.fixed(check.stated, decimals: 0)) kcal) differ from "
      + "\(formula) (\(PrintfNumber.fixed(check.fromMacronutrients, decimals: 0)) kcal) by "
      + "\(PrintfNumber.fixed(check.deviation * 100, decimals: 0))%"
  }
}
