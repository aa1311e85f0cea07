/// Energy and nutrients of an amount of food: calories in kcal, macronutrients in grams.
///
/// The five required fields are those of the WellPlate guide's `NutritionalInfo`; the optional
/// ones are `nil` when the source does not report them, which is not the same as zero.
public struct NutritionFacts: Hashable, Sendable {
  /// Energy in kilocalories.
  public var calories: Double
  /// Protein in grams.
  public var protein: Double
  /// Total carbohydrate in grams.
  public var carbohydrates: Double
  /// Total fat in grams.
  public var fat: Double
  /// Dietary fiber in grams.
  public var fiber: Double
  /// Total sugars in grams.
  public var sugars: Double?
  /// Saturated fat in grams.
  public var saturatedFat: Double?
  /// Cholesterol in milligrams.
  public var cholesterol: Double?
  /// Sodium in milligrams.
  public var sodium: Double?
  /// Potassium in milligrams.
  public var potassium: Double?
  /// Calcium in milligrams.
  public var calcium: Double?
  /// Iron in milligrams.
  public var iron: Double?
  /// Vitamin C in milligrams.
  public var vitaminC: Double?
  /// Alcohol (ethanol) in grams, which gives 7 kcal/g: beer, wine and spirits.
  public var alcohol: Double?

  /// Creates nutrition facts; optional nutrients default to "not reported".
  public init(
    calories: Double,
    protein: Double,
    carbohydrates: Double,
    fat: Double,
    fiber: Double,
    sugars: Double? = nil,
    saturatedFat: Double? = nil,
    cholesterol: Double? = nil,
    sodium: Double? = nil,
    potassium: Double? = nil,
    calcium: Double? = nil,
    iron: Double? = nil,
    vitaminC: Double? = nil,
    alcohol: Double? = nil
  ) {
    self.calories = calories
    self.protein = protein
    self.carbohydrates = carbohydrates
    self.fat = fat
    self.fiber = fiber
    self.sugars = sugars
    self.saturatedFat = saturatedFat
    self.cholesterol = cholesterol
    self.sodium = sodium
    self.potassium = potassium
    self.calcium = calcium
    self.iron = iron
    self.vitaminC = vitaminC
    self.alcohol = alcohol
  }

  /// Nothing eaten: zero energy and macronutrients, optional nutrients unreported.
  public static let zero = NutritionFacts(
    calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0)

  /// Every nutrient with its name, in a fixed order; used by the rules and by presenters.
  public var namedValues: [(name: Nutrient, value: Double?)] {
    [
      (.calories, calories), (.protein, protein), (.carbohydrates, carbohydrates), (.fat, fat),
      (.fiber, fiber), (.sugars, sugars), (.saturatedFat, saturatedFat),
      (.cholesterol, cholesterol), (.sodium, sodium), (.potassium, potassium),
      (.calcium, calcium), (.iron, iron), (.vitaminC, vitaminC), (.alcohol, alcohol),
    ]
  }
}

// MARK: - Arithmetic

extension NutritionFacts {
  /// The facts for `factor` times this amount (e.g. per-100 g values scaled to 150 g: 1.5).
  public func scaled(by factor: Double) -> NutritionFacts {
    NutritionFacts(
      calories: calories * factor,
      protein: protein * factor,
      carbohydrates: carbohydrates * factor,
      fat: fat * factor,
      fiber: fiber * factor,
      sugars: sugars.map { $0 * factor },
      saturatedFat: saturatedFat.map { $0 * factor },
      cholesterol: cholesterol.map { $0 * factor },
      sodium: sodium.map { $0 * factor },
      potassium: potassium.map { $0 * factor },
      calcium: calcium.map { $0 * factor },
      iron: iron.map { $0 * factor },
      vitaminC: vitaminC.map { $0 * factor },
      alcohol: alcohol.map { $0 * factor })
  }

  /// The facts for `grams` of a food whose values are given per 100 g.
  public func per100Grams(scaledTo grams: Double) -> NutritionFacts {
    scaled(by: grams / 100)
  }

  /// The sum of two amounts of food.
  ///
  /// An optional nutrient missing on one side counts as zero there, because a meal's sodium is
  /// better reported from the items that know it than dropped; it stays `nil` only when
  /// neither side reports it.
  public static func + (lhs: NutritionFacts, rhs: NutritionFacts) -> NutritionFacts {
    func add(_ a: Double?, _ b: Double?) -> Double? {
      switch (a, b) {
      case (nil, nil): nil
      default: (a ?? 0) + (b ?? 0)
      }
    }
    return NutritionFacts(
      calories: lhs.calories + rhs.calories,
      protein: lhs.protein + rhs.protein,
      carbohydrates: lhs.carbohydrates + rhs.carbohydrates,
      fat: lhs.fat + rhs.fat,
      fiber: lhs.fiber + rhs.fiber,
      sugars: add(lhs.sugars, rhs.sugars),
      saturatedFat: add(lhs.saturatedFat, rhs.saturatedFat),
      cholesterol: add(lhs.cholesterol, rhs.cholesterol),
      sodium: add(lhs.sodium, rhs.sodium),
      potassium: add(lhs.potassium, rhs.potassium),
      calcium: add(lhs.calcium, rhs.calcium),
      iron: add(lhs.iron, rhs.iron),
      vitaminC: add(lhs.vitaminC, rhs.vitaminC),
      alcohol: add(lhs.alcohol, rhs.alcohol))
  }
}

extension Sequence where Element == NutritionFacts {
  /// The total of all amounts; `.zero` for none.
  @inlinable public func sum() -> NutritionFacts {
    reduce(.zero, +)
  }
}

// MARK: - Rules

extension NutritionFacts {
  /// Checks that every reported value is a finite, non-negative number that one meal can
  /// plausibly hold (`Nutrient.mealMaximum`).
  public func validated() throws(NutritionRuleViolation) -> NutritionFacts {
    for (nutrient, value) in namedValues {
      guard let value else { continue }
      if !value.isFinite { throw .notFinite(nutrient) }
      if value < 0 { throw .negative(nutrient, value) }
      if value > nutrient.mealMaximum { throw .implausible(nutrient, value) }
    }
    return self
  }

  /// How the stated calories compare with those implied by the macronutrients.
  public var energyCheck: EnergyCheck {
    EnergyCheck(
      stated: calories, protein: protein, carbohydrates: carbohydrates, fat: fat,
      alcohol: alcohol ?? 0)
  }
}
