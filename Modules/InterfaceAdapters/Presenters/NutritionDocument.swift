import Entities

/// JSON form of `NutritionFacts`: `calories` in kcal, masses in g or mg as in `Nutrient.unit`.
///
/// Field names are a public contract ("carbs", not "carbohydrates"); add fields, never rename.
public struct NutritionDocument: Codable, Hashable, Sendable {
  public var calories: Double
  public var protein: Double
  public var carbs: Double
  public var fat: Double
  public var fiber: Double
  public var sugars: Double?
  public var saturatedFat: Double?
  public var cholesterol: Double?
  public var sodium: Double?
  public var potassium: Double?
  public var calcium: Double?
  public var iron: Double?
  public var vitaminC: Double?
  public var alcohol: Double?

  /// The document for `facts`, rounded for output.
  public init(_ facts: NutritionFacts) {
    let r = { (value: Double) in JSONDocuments.rounded(value) }
    calories = JSONDocuments.rounded(facts.calories, places: 1)
    protein = r(facts.protein)
    carbs = r(facts.carbohydrates)
    fat = r(facts.fat)
    fiber = r(facts.fiber)
    sugars = facts.sugars.map(r)
    saturatedFat = facts.saturatedFat.map(r)
    cholesterol = facts.cholesterol.map(r)
    sodium = facts.sodium.map(r)
    potassium = facts.potassium.map(r)
    calcium = facts.calcium.map(r)
    iron = facts.iron.map(r)
    vitaminC = facts.vitaminC.map(r)
    alcohol = facts.alcohol.map(r)
  }

  /// The nutrition facts this document describes.
  public var facts: NutritionFacts {
    NutritionFacts(
      calories: calories, protein: protein, carbohydrates: carbs, fat: fat, fiber: fiber,
      sugars: sugars, saturatedFat: saturatedFat, cholesterol: cholesterol, sodium: sodium,
      potassium: potassium, calcium: calcium, iron: iron, vitaminC: vitaminC, alcohol: alcohol)
  }
}

extension NutritionDocument: JSONWritable {
  /// The members in sorted order; absent optional nutrients are left out, as encoded.
  public func write(to json: inout JSONText) {
    json.object { json in
      json.member("alcohol", ifPresent: alcohol)
      json.member("calcium", ifPresent: calcium)
      json.key("calories")
      json.value(calories)
      json.key("carbs")
      json.value(carbs)
      json.member("cholesterol", ifPresent: cholesterol)
      json.key("fat")
      json.value(fat)
      json.key("fiber")
      json.value(fiber)
      json.member("iron", ifPresent: iron)
      json.member("potassium", ifPresent: potassium)
      json.key("protein")
      json.value(protein)
      json.member("saturatedFat", ifPresent: saturatedFat)
      json.member("sodium", ifPresent: sodium)
      json.member("sugars", ifPresent: sugars)
      json.member("vitaminC", ifPresent: vitaminC)
    }
  }
}
