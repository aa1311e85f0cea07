extension NutritionFacts {
  /// The amount of `nutrient`, `nil` when it is not reported.
  public func value(of nutrient: Nutrient) -> Double? {
    switch nutrient {
    case .calories: calories
    case .protein: protein
    case .carbohydrates: carbohydrates
    case .fat: fat
    case .fiber: fiber
    case .sugars: sugars
    case .saturatedFat: saturatedFat
    case .cholesterol: cholesterol
    case .sodium: sodium
    case .potassium: potassium
    case .calcium: calcium
    case .iron: iron
    case .vitaminC: vitaminC
    case .alcohol: alcohol
    }
  }
}

extension Nutrient {
  /// Whether every amount of food reports this nutrient (`NutritionFacts` makes it required).
  public var isAlwaysReported: Bool {
    switch self {
    case .calories, .protein, .carbohydrates, .fat, .fiber: true
    default: false
    }
  }
}
