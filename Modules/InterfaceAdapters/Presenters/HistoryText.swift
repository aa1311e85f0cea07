import Entities
import Foundation
import UseCases

/// Text form of a history page: one block per day, its total first, then its meals.
public enum HistoryText {
  /// Renders `response` with days and times in `timeZone`; `style` makes headings and day
  /// totals bold on a terminal.
  public static func render(
    _ response: FetchHistoryResponse, timeZone: TimeZone, style: TextStyle = .plain
  ) -> String {
    guard !response.entries.isEmpty else {
      return
        "No meals in this range. Add one with: wellplate analyze \"2 eggs and a slice of toast\"\n"
    }
    let totalsByDay = Dictionary(response.days.map { ($0.day, $0) }) { first, _ in first }
    var table = TextTable(
      [("DAY / TIME", .left), ("MEAL", .left)] + NutritionText.columns + [("ID", .left)])
    var currentDay: CalendarDay?
    var dayRows: Set<Int> = [0]
    for entry in response.entries {
      let day = CalendarDay(containing: entry.consumedAt, in: timeZone)
      if day != currentDay, let totals = totalsByDay[day] {
        table.append(
          ["\(day)", "\(totals.count) meal\(totals.count == 1 ? "" : "s") (day total)"]
            + NutritionText.cells(totals.nutrition))
        dayRows.insert(table.rowCount)
        currentDay = day
      }
      table.append(
        ["  " + DateText.localTime(entry.consumedAt, timeZone: timeZone), excerpt(entry)]
          + NutritionText.cells(entry.totals) + [entry.id.rawValue])
    }
    var text = table.render { row, _, cell in dayRows.contains(row) ? style.bold(cell) : cell }
    if let cursor = response.nextCursor {
      text += "\nMore entries: wellplate history --cursor \(cursor.token)\n"
    }
    return text
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
