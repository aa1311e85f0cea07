import Entities
import FoundationEssentials
import UseCases

/// JSON form of a `MealEntry`, as printed by `analyze --json` and inside `history --json`.
public struct MealEntryDocument: Codable, Hashable, Sendable {
  /// JSON form of a `MealItem`.
  public struct Item: Codable, Hashable, Sendable {
    public var text: String
    public var food: String
    public var grams: Double
    public var nutrition: NutritionDocument
    public var notes: [String]

    /// The document for `item`, rounded for output.
    public init(_ item: MealItem) {
      text = item.text
      food = item.food
      grams = JSONDocuments.rounded(item.grams, places: 1)
      nutrition = NutritionDocument(item.nutrition)
      notes = item.notes
    }
  }

  public var id: String
  /// ISO-8601 UTC.
  public var consumedAt: String
  public var description: String
  public var analyzer: String
  /// The meal type: "breakfast", "lunch", "dinner" or "snack", given or inferred.
  public var meal: String
  /// Whether the person gave the type; `false` when it is inferred from the local time.
  public var mealGiven: Bool
  public var nutrition: NutritionDocument
  public var items: [Item]
  public var unmatched: [String]
  /// Human-readable warnings, e.g. calories that disagree with the macronutrients.
  public var warnings: [String]

  /// A document of these members, as they stand (`AnalysisDocument` writes through one).
  init(
    id: String, consumedAt: String, description: String, analyzer: String, meal: String,
    mealGiven: Bool, nutrition: NutritionDocument, items: [Item], unmatched: [String],
    warnings: [String]
  ) {
    self.id = id
    self.consumedAt = consumedAt
    self.description = description
    self.analyzer = analyzer
    self.meal = meal
    self.mealGiven = mealGiven
    self.nutrition = nutrition
    self.items = items
    self.unmatched = unmatched
    self.warnings = warnings
  }

  /// The document for `entry`, its meal type inferred (when not given) in `timeZone`.
  public init(_ entry: MealEntry, timeZone: TimeZoneRules) {
    id = entry.id.rawValue
    consumedAt = DateText.iso8601(entry.consumedAt)
    description = entry.description
    analyzer = entry.analyzer
    meal = entry.mealType(in: timeZone).rawValue
    mealGiven = entry.mealType != nil
    nutrition = NutritionDocument(entry.totals)
    items = entry.items.map(Item.init)
    unmatched = entry.unmatched
    let check = entry.totals.energyCheck
    // Numbers entered by hand are the person's own; unknown macronutrients are stored as 0 g,
    // so comparing them with the calories would warn about what was never claimed.
    let byHand = entry.analyzer == LogKnownNutrition.analyzerName
    warnings = byHand || check.isConsistent ? [] : [MealEntryText.energyWarning(check)]
  }

  /// The document for the entry `AnalyzeFood` saved.
  public init(_ response: AnalyzeFoodResponse, timeZone: TimeZoneRules) {
    self.init(response.entry, timeZone: timeZone)
  }

  /// The document for the entry `LogKnownNutrition` saved, warning only when every
  /// macronutrient was given and they disagree with the calories.
  public init(_ response: LogKnownNutritionResponse, timeZone: TimeZoneRules) {
    self.init(response.entry, timeZone: timeZone)
    if let check = response.energyCheck, !check.isConsistent {
      warnings = [MealEntryText.energyWarning(check)]
    }
  }
}

extension MealEntryDocument: JSONWritable {
  /// The members in sorted order.
  public func write(to json: inout JSONText) {
    write(to: &json, besideAppFields: nil)
  }

  /// The top-level fields the WellPlate app decodes, which `AnalysisDocument` writes beside
  /// an entry's own.
  struct AppFields {
    var calories: Int
    var protein: Double
    var carbohydrates: Double
    var fat: Double
    var fiber: Double
  }

  /// The members in sorted order, with `app`'s among them where their names sort.
  func write(to json: inout JSONText, besideAppFields app: AppFields?) {
    json.object { json in
      json.key("analyzer")
      json.value(analyzer)
      if let app {
        json.key("calories")
        json.value(app.calories)
        json.key("carbohydrates")
        json.value(app.carbohydrates)
      }
      json.key("consumedAt")
      json.value(consumedAt)
      json.key("description")
      json.value(description)
      if let app {
        json.key("fat")
        json.value(app.fat)
        json.key("fiber")
        json.value(app.fiber)
      }
      json.key("id")
      json.value(id)
      json.key("items")
      json.array(items) { item, json in item.write(to: &json) }
      json.key("meal")
      json.value(meal)
      json.key("mealGiven")
      json.value(mealGiven)
      json.key("nutrition")
      nutrition.write(to: &json)
      if let app {
        json.key("protein")
        json.value(app.protein)
      }
      json.key("unmatched")
      json.value(unmatched)
      json.key("warnings")
      json.value(warnings)
    }
  }
}

extension MealEntryDocument.Item: JSONWritable {
  /// The members in sorted order.
  public func write(to json: inout JSONText) {
    json.object { json in
      json.key("food")
      json.value(food)
      json.key("grams")
      json.value(grams)
      json.key("notes")
      json.value(notes)
      json.key("nutrition")
      nutrition.write(to: &json)
      json.key("text")
      json.value(text)
    }
  }
}
