import Entities

/// Reads `food add --per-serving "kcal=180 protein=30 carbs=6 fat=3"`: the nutrients
/// WellPlate keeps, each a plain decimal as `analyze --kcal` takes it (ADR 0016).
enum PerServingText {
  /// The keys, in help order, with the nutrient each sets.
  static let keys: [(key: String, nutrient: Nutrient)] = [
    ("kcal", .calories), ("protein", .protein), ("carbs", .carbohydrates), ("fat", .fat),
    ("fiber", .fiber), ("sugars", .sugars), ("saturated-fat", .saturatedFat),
    ("cholesterol", .cholesterol), ("sodium", .sodium), ("potassium", .potassium),
    ("calcium", .calcium), ("iron", .iron), ("vitamin-c", .vitaminC), ("alcohol", .alcohol),
  ]

  /// The facts `text` gives: kcal is required; protein, carbs, fat and fiber not given count
  /// as 0 g, as with `analyze --kcal`; the other nutrients stay unreported. Plausibility is
  /// the use case's call.
  static func parse(_ text: String, command: String) throws(UsageError) -> NutritionFacts {
    var values: [Nutrient: Double] = [:]
    for pair in text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let key = String(parts[0]).lowercased()
      guard parts.count == 2, let nutrient = keys.first(where: { $0.key == key })?.nutrient
      else {
        throw UsageError(
          "--per-serving: '\(pair.prefix(30))' is not key=value with a key among "
            + keys.map(\.key).joined(separator: ", ") + " (e.g. \"kcal=180 protein=30\")",
          command: command)
      }
      guard values[nutrient] == nil else {
        throw UsageError("--per-serving gives \(key) twice", command: command)
      }
      do {
        values[nutrient] = try AnalyzeCommand.parseAmount(
          String(parts[1]), option: "per-serving \(key)")
      } catch {
        throw UsageError(error.message, command: command)
      }
    }
    guard let calories = values[.calories] else {
      throw UsageError(
        "--per-serving needs kcal=<N>, the calories of one serving (e.g. \"kcal=180 protein=30\")",
        command: command)
    }
    return NutritionFacts(
      calories: calories, protein: values[.protein] ?? 0,
      carbohydrates: values[.carbohydrates] ?? 0, fat: values[.fat] ?? 0,
      fiber: values[.fiber] ?? 0, sugars: values[.sugars], saturatedFat: values[.saturatedFat],
      cholesterol: values[.cholesterol], sodium: values[.sodium], potassium: values[.potassium],
      calcium: values[.calcium], iron: values[.iron], vitaminC: values[.vitaminC],
      alcohol: values[.alcohol])
  }
}
