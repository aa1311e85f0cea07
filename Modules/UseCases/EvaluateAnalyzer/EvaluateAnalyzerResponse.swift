/// The outcome of an evaluation: every case's result and the statistics over them.
public struct EvaluateAnalyzerResponse: Hashable, Sendable {
  /// Pass count and total of one group of cases.
  public struct GroupTally: Hashable, Sendable {
    /// The group's name.
    public var group: String
    /// Cases that passed.
    public var passed: Int
    /// Cases in the group.
    public var total: Int

    /// Creates a tally.
    public init(group: String, passed: Int, total: Int) {
      self.group = group
      self.passed = passed
      self.total = total
    }
  }

  /// Targets of the accuracy work (issue 4): at least 90 % of cases pass; the median absolute
  /// calorie error is at most 5 %; carbohydrates are within ±7.5 g for at least 80 % of meals.
  public static let targetPassRate = 0.90
  /// See `targetPassRate`.
  public static let targetMedianCalorieError = 0.05
  /// See `targetPassRate`.
  public static let targetCarbohydratesWithinShare = 0.80
  /// The carbohydrate window of the third target, in grams.
  public static let carbohydrateWindow = 7.5

  /// One result per case, in the order of the request.
  public var results: [EvaluationResult]

  /// Creates a response.
  public init(results: [EvaluationResult]) {
    self.results = results
  }

  /// Cases that passed.
  public var passedCount: Int { results.filter(\.passed).count }

  /// Share of cases that passed.
  public var passRate: Double { share { $0.passed } }

  /// Median of the absolute relative calorie errors.
  public var medianCalorieError: Double { Self.median(results.map(\.relativeCalorieError)) }

  /// Mean of the absolute relative calorie errors.
  public var meanCalorieError: Double {
    results.isEmpty ? 0 : results.map(\.relativeCalorieError).reduce(0, +) / Double(results.count)
  }

  /// Share of cases whose carbohydrates are within ±`carbohydrateWindow` g.
  public var carbohydratesWithinShare: Double {
    share { $0.analysis != nil && $0.carbohydrateError <= Self.carbohydrateWindow }
  }

  /// Pass counts per group, groups in the order they first appear.
  public var groups: [GroupTally] {
    var order: [String] = []
    var tallies: [String: GroupTally] = [:]
    for result in results {
      let group = result.testCase.group
      if tallies[group] == nil {
        order.append(group)
        tallies[group] = GroupTally(group: group, passed: 0, total: 0)
      }
      tallies[group]!.total += 1
      if result.passed { tallies[group]!.passed += 1 }
    }
    return order.compactMap { tallies[$0] }
  }

  /// Whether all three targets are met.
  public var meetsTargets: Bool {
    passRate >= Self.targetPassRate && medianCalorieError <= Self.targetMedianCalorieError
      && carbohydratesWithinShare >= Self.targetCarbohydratesWithinShare
  }

  private func share(_ predicate: (EvaluationResult) -> Bool) -> Double {
    results.isEmpty ? 0 : Double(results.filter(predicate).count) / Double(results.count)
  }

  static func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
