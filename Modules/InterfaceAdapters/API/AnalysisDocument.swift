import Entities
import FoundationEssentials
import UseCases

/// The answer to `POST /analyze`: the fields the WellPlate app's food scanner decodes, at the
/// top level, and the saved entry's own fields beside them.
///
/// ```json
/// {"analyzer":"local","calories":143,"carbohydrates":0.72,"consumedAt":"2026-11-21T08:30:00Z",
///  "description":"2 eggs","fat":9.51,"fiber":0,"id":"0193f6a4-…","items":[…],
///  "meal":"breakfast","mealGiven":false,"nutrition":{…},"protein":12.56,"unmatched":[],
///  "warnings":[]}
/// ```
///
/// `calories` is a JSON integer because the app decodes it as `Int` (a `143.0` would fail
/// there); the other four are grams with two decimals. Fields are added, never renamed.
public struct AnalysisDocument: Codable, Hashable, Sendable {
  /// The saved entry's id; `GET /history/{id}` reads it back.
  public var id: String
  /// When it was eaten, ISO-8601 UTC.
  public var consumedAt: String
  public var description: String
  public var analyzer: String
  /// "breakfast", "lunch", "dinner" or "snack", given or inferred.
  public var meal: String
  /// Whether the caller gave the meal type.
  public var mealGiven: Bool
  /// Kilocalories, rounded to a whole number.
  public var calories: Int
  public var protein: Double
  public var carbohydrates: Double
  public var fat: Double
  public var fiber: Double
  /// Every nutrient known, as in `history --json`.
  public var nutrition: NutritionDocument
  public var items: [MealEntryDocument.Item]
  public var unmatched: [String]
  /// Human-readable warnings, e.g. calories that disagree with the macronutrients.
  public var warnings: [String]

  /// The document for the entry `AnalyzeFood` saved, its meal type inferred in `timeZone`.
  public init(_ response: AnalyzeFoodResponse, timeZone: TimeZoneRules) {
    let entry = MealEntryDocument(response, timeZone: timeZone)
    id = entry.id
    consumedAt = entry.consumedAt
    description = entry.description
    analyzer = entry.analyzer
    meal = entry.meal
    mealGiven = entry.mealGiven
    // Saved totals passed the nutrition rules, so they are finite and far inside Int's range;
    // the guard only keeps a broken analyzer from trapping the server.
    let kilocalories = response.entry.totals.calories.rounded()
    calories = abs(kilocalories) < 1e15 ? Int(kilocalories) : 0
    protein = entry.nutrition.protein
    carbohydrates = entry.nutrition.carbs
    fat = entry.nutrition.fat
    fiber = entry.nutrition.fiber
    nutrition = entry.nutrition
    items = entry.items
    unmatched = entry.unmatched
    warnings = entry.warnings
  }
}

extension AnalysisDocument: JSONWritable {
  /// The entry's members with the app's among them, in sorted order, as `JSONEncoder` would
  /// write them (`JSONText`): one writer for both documents.
  public func write(to json: inout JSONText) {
    let entry = MealEntryDocument(
      id: id, consumedAt: consumedAt, description: description, analyzer: analyzer, meal: meal,
      mealGiven: mealGiven, nutrition: nutrition, items: items, unmatched: unmatched,
      warnings: warnings)
    entry.write(
      to: &json,
      besideAppFields: MealEntryDocument.AppFields(
        calories: calories, protein: protein, carbohydrates: carbohydrates, fat: fat,
        fiber: fiber))
  }
}
