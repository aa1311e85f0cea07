import FoundationEssentials

/// A meal someone ate, analyzed and saved in their history.
public struct MealEntry: Hashable, Sendable, Identifiable {
  /// Stable identifier.
  public var id: MealEntryID
  /// When the meal was eaten (an instant; shown in the person's time zone).
  public var consumedAt: Date
  /// The description as the person wrote it (empty for a photo without words).
  public var description: String
  /// The foods recognized in the meal; may be empty when an analyzer reports only totals.
  public var items: [MealItem]
  /// Nutrition of the whole meal.
  public var totals: NutritionFacts
  /// Words of the description no food was found for.
  public var unmatched: [String]
  /// Which analyzer produced the numbers ("local", "http").
  public var analyzer: String
  /// The meal type the person gave; `nil` when they gave none, and then the type follows from
  /// the local time it was eaten (`mealType(in:)`, ADR 0017).
  public var mealType: MealType?

  /// Creates an entry.
  public init(
    id: MealEntryID,
    consumedAt: Date,
    description: String,
    items: [MealItem],
    totals: NutritionFacts,
    unmatched: [String] = [],
    analyzer: String,
    mealType: MealType? = nil
  ) {
    self.id = id
    self.consumedAt = consumedAt
    self.description = description
    self.items = items
    self.totals = totals
    self.unmatched = unmatched
    self.analyzer = analyzer
    self.mealType = mealType
  }

  /// The meal type given, or else the one inferred from the time eaten, on the clock of
  /// `timeZone`.
  public func mealType(in timeZone: TimeZoneRules) -> MealType {
    mealType ?? MealType.inferred(from: consumedAt, in: timeZone)
  }

  /// When a meal can have been eaten: from 1900-01-01T00:00:00Z up to, not including,
  /// 2200-01-01T00:00:00Z. Every store and every text form holds these times exactly; a
  /// history is about a life, and a year 1 or 9999 is a typing error.
  public static let possibleTimes =
    Date(timeIntervalSince1970: -2_208_988_800)..<Date(timeIntervalSince1970: 7_258_118_400)

  /// `possibleTimes` as messages name it to a person, by its first and last days.
  public static let possibleTimesText = "1900-01-01 to 2199-12-31"
}
