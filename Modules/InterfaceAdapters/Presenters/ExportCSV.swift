import Entities
import FoundationEssentials
import UseCases

/// CSV form of an export (RFC 4180): a header row, then one row per entry, CRLF line ends.
///
/// Column names match the JSON fields ("carbs", "saturatedFat"); an empty cell is a nutrient
/// the analyzer did not report. Items and unmatched words are joined into one cell each.
/// Columns added later ("alcohol", then "meal" and "mealGiven") come last, so the earlier ones
/// keep their places.
public enum ExportCSV {
  /// The header row's fields, in column order.
  public static let header = [
    "id", "consumedAt", "date", "time", "description", "analyzer", "calories", "protein",
    "carbs", "fat", "fiber", "sugars", "saturatedFat", "cholesterol", "sodium", "potassium",
    "calcium", "iron", "vitaminC", "items", "unmatched", "alcohol", "meal", "mealGiven",
  ]

  /// The whole file for `response`; `date`, `time` and inferred meal types are local to the
  /// response's time zone.
  public static func render(_ response: ExportHistoryResponse) -> String {
    var text = row(header)
    for entry in response.entries {
      text += row(fields(of: entry, timeZone: response.timeZone))
    }
    return text
  }

  /// The fields of `entry`'s row, before quoting; `date`, `time` and an inferred meal type
  /// local to `timeZone`.
  public static func fields(of entry: MealEntry, timeZone: TimeZoneRules) -> [String] {
    let local = DateText.local(entry.consumedAt, timeZone: timeZone)
    let nutrition = NutritionDocument(entry.totals)
    let numbers: [Double?] = [
      nutrition.calories, nutrition.protein, nutrition.carbs, nutrition.fat, nutrition.fiber,
      nutrition.sugars, nutrition.saturatedFat, nutrition.cholesterol, nutrition.sodium,
      nutrition.potassium, nutrition.calcium, nutrition.iron, nutrition.vitaminC,
    ]
    let items = entry.items.map { item in
      "\(item.text) = \(item.food) (\(number(JSONDocuments.rounded(item.grams, places: 1))) g)"
    }
    return [
      entry.id.rawValue, DateText.iso8601(entry.consumedAt), String(local.prefix(10)),
      String(local.suffix(5)), entry.description, entry.analyzer,
    ]
      + numbers.map { $0.map(number) ?? "" }
      + [items.joined(separator: " | "), entry.unmatched.joined(separator: " | ")]
      + [nutrition.alcohol.map(number) ?? ""]
      + [
        entry.mealType(in: timeZone).rawValue,
        entry.mealType == nil ? "false" : "true",
      ]
  }

  /// One record: fields joined by commas, ended by CRLF.
  public static func row(_ fields: [String]) -> String {
    fields.map(field).joined(separator: ",") + "\r\n"
  }

  /// A field, quoted (with quotes doubled) when it holds a comma, quote, CR or LF.
  ///
  /// A field that begins with `=`, `+`, `-`, `@`, a tab or a CR gets a leading `'`: a
  /// spreadsheet would otherwise run "=HYPERLINK(…)" typed as a meal as a formula (CSV
  /// injection; OWASP's advice). No number WellPlate writes begins with one of them.
  public static func field(_ value: String) -> String {
    let value = neutralized(value)
    // Scalars, not Characters: "\r\n" is a single Character equal to neither "\r" nor "\n".
    let needsQuotes = value.unicodeScalars.contains {
      $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n"
    }
    guard needsQuotes else { return value }
    return "\"" + value.replacing("\"", with: "\"\"") + "\""
  }

  /// `value` with a leading `'` when it begins as a spreadsheet formula would.
  static func neutralized(_ value: String) -> String {
    guard let first = value.unicodeScalars.first, formulaStarts.contains(first) else {
      return value
    }
    return "'" + value
  }

  static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

  /// A number without a needless ".0", so 207 reads as 207 and 14.54 as 14.54.
  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}
