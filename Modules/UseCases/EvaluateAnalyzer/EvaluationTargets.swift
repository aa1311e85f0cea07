/// The figures an evaluation set must reach.
public struct EvaluationTargets: Hashable, Sendable {
  /// `meals.tsv`, written together with the rules (issues 4 and 10): at least 95 % of the
  /// cases pass, the median |calorie error| is at most 5 %, carbohydrates within ±7.5 g for
  /// at least 80 % of the meals.
  public static let tunedSet = EvaluationTargets(
    minimumPassRate: 0.95, maximumMedianCalorieError: 0.05,
    minimumCarbohydratesWithinShare: 0.80)
  /// The narrative sets of issue 10: carbohydrates within ±7.5 g for at least 80 % of the
  /// meals, median |calorie error| at most 10 %, every negative refused.
  public static let narrative = EvaluationTargets(
    minimumPassRate: nil, maximumMedianCalorieError: 0.10,
    minimumCarbohydratesWithinShare: 0.80)

  /// Least share of cases that pass the tolerance rule; `nil` when the set has no such target.
  public var minimumPassRate: Double?
  /// Largest median of the absolute relative calorie errors of the meals.
  public var maximumMedianCalorieError: Double
  /// Least share of meals whose carbohydrates are within ±`carbohydrateWindow` g.
  public var minimumCarbohydratesWithinShare: Double
  /// The carbohydrate window in grams, the headline figure of meal-description benchmarks.
  public var carbohydrateWindow: Double

  /// Creates targets. Every negative case must always be refused.
  public init(
    minimumPassRate: Double?, maximumMedianCalorieError: Double,
    minimumCarbohydratesWithinShare: Double, carbohydrateWindow: Double = 7.5
  ) {
    self.minimumPassRate = minimumPassRate
    self.maximumMedianCalorieError = maximumMedianCalorieError
    self.minimumCarbohydratesWithinShare = minimumCarbohydratesWithinShare
    self.carbohydrateWindow = carbohydrateWindow
  }
}
