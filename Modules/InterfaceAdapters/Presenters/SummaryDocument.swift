import Entities
import UseCases

/// JSON form of a summary, printed by `summary --json`.
///
/// ```json
/// {"average":{…},"days":[{"count":2,"date":"2026-11-21","goalPercent":92.5,
///  "macroSplit":{"carbs":50.1,"fat":29.8,"protein":20.1},"nutrition":{…}}],
///  "from":"2026-11-15","goal":2000,"loggedDays":5,"macroSplit":{…},"mealCount":12,
///  "timeZone":"Europe/Paris","to":"2026-11-21","total":{…}}
/// ```
///
/// Nutrient goals add `"nutrientGoals"`, `"averageGoals"` and each day's `"goals"`
/// (`GoalCheckDocument`); `"unreported"` counts the meals without a figure for a nutrient
/// (ADR 0020). Optional fields are always present, as `null` when there is nothing to say, so
/// readers need not guess. Percentages have one decimal; the macro split is by energy (4/4/9).
public struct SummaryDocument: Codable, Hashable, Sendable {
  /// JSON form of `MacroSplit`: percent of the energy from protein, carbs and fat.
  public struct Split: Codable, Hashable, Sendable {
    public var protein: Double
    public var carbs: Double
    public var fat: Double

    /// The document for `split`.
    public init(_ split: MacroSplit) {
      protein = JSONDocuments.rounded(split.protein, places: 1)
      carbs = JSONDocuments.rounded(split.carbohydrates, places: 1)
      fat = JSONDocuments.rounded(split.fat, places: 1)
    }
  }

  /// JSON form of one meal type's part of a day.
  public struct Meal: Codable, Hashable, Sendable {
    public var count: Int
    public var nutrition: NutritionDocument
  }

  /// JSON form of one day.
  public struct Day: Codable, Hashable, Sendable {
    /// "YYYY-MM-DD" in the summary's time zone.
    public var date: String
    public var count: Int
    public var nutrition: NutritionDocument
    /// The day's macro split, or `null` on a day without energy from macronutrients.
    public var macroSplit: Split?
    /// Calories as a percentage of the goal, or `null` without a goal.
    public var goalPercent: Double?
    /// With `--by-meal`, the day by meal type: "breakfast", "lunch", "dinner" and "snack",
    /// each always present; `null` without it.
    public var byMeal: [String: Meal]?
    /// For each nutrient some of the day's meals did not report, how many; `nutrition` holds
    /// what the others add up to. Empty when every meal reported everything.
    public var unreported: [String: Int]
    /// Each nutrient goal held against the day; empty without nutrient goals.
    public var goals: [GoalCheckDocument]

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(date, forKey: .date)
      try container.encode(count, forKey: .count)
      try container.encode(nutrition, forKey: .nutrition)
      try container.encode(macroSplit, forKey: .macroSplit)
      try container.encode(goalPercent, forKey: .goalPercent)
      try container.encode(byMeal, forKey: .byMeal)
      try container.encode(unreported, forKey: .unreported)
      try container.encode(goals, forKey: .goals)
    }
  }

  /// First day, "YYYY-MM-DD".
  public var from: String
  /// Last day (today), "YYYY-MM-DD".
  public var to: String
  /// The time zone days were cut in, e.g. "Europe/Paris".
  public var timeZone: String
  /// Daily calorie goal in kcal, or `null`.
  public var goal: Double?
  /// Every day of the period, oldest first, days without meals included.
  public var days: [Day]
  /// Everything eaten in the period.
  public var total: NutritionDocument
  /// Number of meals in the period.
  public var mealCount: Int
  /// Days with at least one meal.
  public var loggedDays: Int
  /// Average per day with meals (all zero when there were none).
  public var average: NutritionDocument
  /// The period's macro split, or `null` when nothing with energy was eaten.
  public var macroSplit: Split?
  /// The goals for single nutrients, empty when none is set.
  public var nutrientGoals: [NutrientGoalDocument]
  /// For each nutrient some of the period's meals did not report, how many; `total` and
  /// `average` hold what the others add up to.
  public var unreported: [String: Int]
  /// Each nutrient goal held against `average`.
  public var averageGoals: [GoalCheckDocument]

  /// The document for a `SummarizeDays` response whose days were cut in `timeZone`.
  public init(_ response: SummarizeDaysResponse, timeZone: String) {
    from = response.firstDay?.description ?? ""
    to = response.lastDay?.description ?? ""
    self.timeZone = timeZone
    goal = response.goal.map { JSONDocuments.rounded($0, places: 1) }
    days = response.days.map { day in
      Day(
        date: day.day.description, count: day.count, nutrition: NutritionDocument(day.nutrition),
        macroSplit: day.macroSplit.map(Split.init),
        goalPercent: response.goal.map {
          JSONDocuments.rounded(day.nutrition.calories / $0 * 100, places: 1)
        },
        byMeal: day.byMeal.map { meals in
          Dictionary(
            uniqueKeysWithValues: meals.map {
              ($0.type.rawValue, Meal(count: $0.count, nutrition: NutritionDocument($0.nutrition)))
            })
        },
        unreported: NutritionDocument.unreported(day.unreported),
        goals: day.goals.map(GoalCheckDocument.init))
    }
    total = NutritionDocument(response.total)
    mealCount = response.mealCount
    loggedDays = response.loggedDays
    average = NutritionDocument(response.average)
    macroSplit = response.macroSplit.map(Split.init)
    nutrientGoals = response.nutrientGoals.map(NutrientGoalDocument.init)
    unreported = NutritionDocument.unreported(response.unreported)
    averageGoals = response.averageGoals.map(GoalCheckDocument.init)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(from, forKey: .from)
    try container.encode(to, forKey: .to)
    try container.encode(timeZone, forKey: .timeZone)
    try container.encode(goal, forKey: .goal)
    try container.encode(days, forKey: .days)
    try container.encode(total, forKey: .total)
    try container.encode(mealCount, forKey: .mealCount)
    try container.encode(loggedDays, forKey: .loggedDays)
    try container.encode(average, forKey: .average)
    try container.encode(macroSplit, forKey: .macroSplit)
    try container.encode(nutrientGoals, forKey: .nutrientGoals)
    try container.encode(unreported, forKey: .unreported)
    try container.encode(averageGoals, forKey: .averageGoals)
  }
}
