/// A nutrient WellPlate tracks, with its unit.
public enum Nutrient: String, CaseIterable, Hashable, Sendable {
  case calories, protein, carbohydrates, fat, fiber, sugars, saturatedFat, cholesterol, sodium
  case potassium, calcium, iron, vitaminC

  /// The unit a value of this nutrient is expressed in.
  public var unit: String {
    switch self {
    case .calories: "kcal"
    case .protein, .carbohydrates, .fat, .fiber, .sugars, .saturatedFat: "g"
    case .cholesterol, .sodium, .potassium, .calcium, .iron, .vitaminC: "mg"
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
