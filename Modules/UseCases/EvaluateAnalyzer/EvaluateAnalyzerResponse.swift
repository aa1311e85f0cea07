/// The outcome of an evaluation: every case's result and the statistics over them.
public struct EvaluateAnalyzerResponse: Hashable, Sendable {
  /// The figures of the cases of one class.
  public struct ClassTally: Hashable, Sendable {
    /// The class's name.
    public var name: String
    /// Cases of the class.
    public var total: Int
    /// Cases that passed (meals within tolerance, negatives refused).
    public var passed: Int
    /// Meals (non-negative cases) of the class.
    public var meals: Int
    /// Meals whose carbohydrates are within the window.
    public var carbohydratesWithin: Int
    /// Median |calorie error| of the class's meals (0 when it has none).
    public var medianCalorieError: Double

    /// Creates a tally.
    public init(
      name: String, total: Int, passed: Int, meals: Int, carbohydratesWithin: Int,
      medianCalorieError: Double
    ) {
      self.name = name
      self.total = total
      self.passed = passed
      self.meals = meals
      self.carbohydratesWithin = carbohydratesWithin
      self.medianCalorieError = medianCalorieError
    }
  }

  /// One result per case, in the order of the request.
  public var results: [EvaluationResult]
  /// What the set must reach.
  public var targets: EvaluationTargets

  /// Creates a response.
  public init(results: [EvaluationResult], targets: EvaluationTargets = .tunedSet) {
    self.results = results
    self.targets = targets
  }

  /// Results of the cases that describe a meal.
  public var meals: [EvaluationResult] { results.filter { !$0.testCase.isNegative } }
  /// Results of the cases that must be refused.
  public var negatives: [EvaluationResult] { results.filter(\.testCase.isNegative) }

  /// Cases that passed.
  public var passedCount: Int { results.filter(\.passed).count }

  /// Share of cases that passed.
  public var passRate: Double { Self.share(results, \.passed) }

  /// Median of the absolute relative calorie errors of the meals.
  public var medianCalorieError: Double { Self.median(meals.map(\.relativeCalorieError)) }

  /// Mean of the absolute relative calorie errors of the meals.
  public var meanCalorieError: Double {
    let meals = meals
    return meals.isEmpty
      ? 0 : meals.map(\.relativeCalorieError).reduce(0, +) / Double(meals.count)
  }

  /// Share of meals whose carbohydrates are within the targets' window.
  public var carbohydratesWithinShare: Double {
    Self.share(meals) { isCarbohydratesWithin($0) }
  }

  /// Negative cases the analyzer refused.
  public var negativesRefused: Int { negatives.filter(\.refused).count }

  /// Figures per class, classes in the order they first appear.
  public var classes: [ClassTally] {
    var order: [String] = []
    var members: [String: [EvaluationResult]] = [:]
    for result in results {
      for name in result.testCase.classes {
        if members[name] == nil { order.append(name) }
        members[name, default: []].append(result)
      }
    }
    return order.map { name in
      let results = members[name] ?? []
      let meals = results.filter { !$0.testCase.isNegative }
      return ClassTally(
        name: name, total: results.count, passed: results.filter(\.passed).count,
        meals: meals.count,
        carbohydratesWithin: meals.filter { isCarbohydratesWithin($0) }.count,
        medianCalorieError: Self.median(meals.map(\.relativeCalorieError)))
    }
  }

  /// Whether the pass-rate target (if any) is met.
  public var meetsPassRate: Bool { targets.minimumPassRate.map { passRate >= $0 } ?? true }
  /// Whether the median calorie error target is met.
  public var meetsMedianCalorieError: Bool {
    medianCalorieError <= targets.maximumMedianCalorieError
  }
  /// Whether the carbohydrate target is met.
  public var meetsCarbohydrates: Bool {
    carbohydratesWithinShare >= targets.minimumCarbohydratesWithinShare
  }
  /// Whether every negative case was refused.
  public var refusesEveryNegative: Bool { negativesRefused == negatives.count }

  /// Whether every target is met.
  public var meetsTargets: Bool {
    meetsPassRate && meetsMedianCalorieError && meetsCarbohydrates && refusesEveryNegative
  }

  /// Whether `result`'s meal has its carbohydrates within the window.
  public func isCarbohydratesWithin(_ result: EvaluationResult) -> Bool {
    result.analysis != nil && result.carbohydrateError <= targets.carbohydrateWindow
  }

  private static func share(
    _ results: [EvaluationResult], _ predicate: (EvaluationResult) -> Bool
  ) -> Double {
    results.isEmpty ? 0 : Double(results.filter(predicate).count) / Double(results.count)
  }

  static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
