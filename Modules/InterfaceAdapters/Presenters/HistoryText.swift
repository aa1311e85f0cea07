import Entities
import FoundationEssentials
import UseCases

/// Text form of a history page: one block per day, its total first, then its meals grouped by
/// meal type (breakfast, lunch, dinner, snack), each group with its own total.
public enum HistoryText {
  /// Renders `response` with days and times in `timeZone`; `style` makes headings and day
  /// totals bold on a terminal.
  public static func render(
    _ response: FetchHistoryResponse, timeZone: TimeZoneRules, style: TextStyle = .plain
  ) -> String {
    guard !response.entries.isEmpty else {
      return
        "No meals in this range. Add one with: wellplate analyze \"2 eggs and a slice of toast\"\n"
    }
    let totalsByDay = Dictionary(response.days.map { ($0.day, $0) }) { first, _ in first }
    var table = TextTable(
      [("DAY / TIME", .left), ("MEAL", .left)] + NutritionText.columns + [("ID", .left)])
    var dayRows: Set<Int> = [0]
    for (day, entries) in days(response.entries, timeZone: timeZone) {
      if let totals = totalsByDay[day] {
        table.append(
          ["\(day)", "\(totals.count) meal\(totals.count == 1 ? "" : "s") (day total)"]
            + NutritionText.cells(totals.nutrition))
        dayRows.insert(table.rowCount)
      }
      for (type, group) in byMealType(entries, timeZone: timeZone) {
        table.append(
          ["  " + type.rawValue, "\(group.count) entr\(group.count == 1 ? "y" : "ies")"]
            + NutritionText.cells(group.map(\.totals).sum()))
        for entry in group {
          table.append(
            ["    " + DateText.localTime(entry.consumedAt, timeZone: timeZone), excerpt(entry)]
              + NutritionText.cells(entry.totals) + [entry.id.rawValue])
        }
      }
    }
    var text = table.render { row, _, cell in dayRows.contains(row) ? style.bold(cell) : cell }
    if let cursor = response.nextCursor {
      text += "\nMore entries: wellplate history --cursor \(cursor.token)\n"
    }
    return text
  }

  /// The entries (newest first) in runs of one day each, in the order of the page.
  private static func days(
    _ entries: [MealEntry], timeZone: TimeZoneRules
  ) -> [(CalendarDay, [MealEntry])] {
    var runs: [(CalendarDay, [MealEntry])] = []
    for entry in entries {
      let day = CalendarDay(containing: entry.consumedAt, in: timeZone)
      if runs.last?.0 == day {
        runs[runs.count - 1].1.append(entry)
      } else {
        runs.append((day, [entry]))
      }
    }
    return runs
  }

  /// A day's entries (newest first) grouped by meal type, given or inferred; the group with
  /// the latest meal comes first, as the page runs newest first, and each keeps its order.
  static func byMealType(
    _ entries: [MealEntry], timeZone: TimeZoneRules
  ) -> [(MealType, [MealEntry])] {
    var groups: [(MealType, [MealEntry])] = []
    for entry in entries {
      let type = entry.mealType(in: timeZone)
      if let index = groups.firstIndex(where: { $0.0 == type }) {
        groups[index].1.append(entry)
      } else {
        groups.append((type, [entry]))
      }
    }
    return groups
  }

  private static func excerpt(_ entry: MealEntry) -> String {
    let text = entry.description.isEmpty ? "(photo)" : entry.description
    // Scalars rather than replacingOccurrences, which bridges through NSString on every row;
    // a "\r\n" keeps its "\r", as before.
    let oneLine =
      text.utf8.contains(UInt8(ascii: "\n"))
      ? String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\n" ? " " : $0 }))
      : text
    let shown = oneLine.count > 40 ? String(oneLine.prefix(39)) + "…" : oneLine
    return entry.analyzer == LogKnownNutrition.analyzerName ? shown + " (by hand)" : shown
  }
}
