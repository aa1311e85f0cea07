/// A nutrient WellPlate tracks, with its unit.
public enum Nutrient: String, CaseIterable, Hashable, Sendable {
  case calories, protein, carbohydrates, fat, fiber, sugars, saturatedFat, cholesterol, sodium
  case potassium, calcium, iron, vitaminC, alcohol

  /// The unit a value of this nutrient is expressed in.
  public var unit: String {
    switch self {
    case .calories: "kcal"
    case .protein, .carbohydrates, .fat, .fiber, .sugars, .saturatedFat, .alcohol: "g"
    case .cholesterol, .sodium, .potassium, .calcium, .iron, .vitaminC: "mg"
    }
  }

  /// The most of this nutrient one meal can plausibly hold: about a week of food, or, for
  /// the minerals and vitamin C, far beyond any food portion. More is a typing or reading
  /// error (4.7 kg of oil is 37,000 kcal), and a history must never hold it.
  public var mealMaximum: Double {
    switch self {
    case .calories: 15_000
    case .protein: 1_000
    case .carbohydrates: 3_000
    case .fat: 1_500
    case .fiber: 500
    case .sugars: 3_000
    case .saturatedFat: 700
    case .cholesterol: 20_000
    case .sodium: 100_000
    case .potassium: 100_000
    case .calcium: 50_000
    case .iron: 2_000
    case .vitaminC: 100_000
    case .alcohol: 500
    }
  }

  /// A name fit for people ("saturated fat").
  public var displayName: String {
    switch self {
    case .saturatedFat: "saturated fat"
    case .vitaminC: "vitamin C"
    default: rawValue
    }
  }
}
