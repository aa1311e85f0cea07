/// How the energy from macronutrients divides between protein, carbohydrates and fat, in percent.
///
/// Measured by energy (Atwater 4/4/9 kcal per gram), not by weight: "30 % fat" on a diet plan
/// means 30 % of the calories, and a gram of fat weighs the same as a gram of sugar but carries
/// more than twice the energy. The three shares add up to 100.
public struct MacroSplit: Hashable, Sendable {
  /// kcal per gram of protein.
  public static let proteinEnergy = 4.0
  /// kcal per gram of carbohydrate.
  public static let carbohydrateEnergy = 4.0
  /// kcal per gram of fat.
  public static let fatEnergy = 9.0

  /// Share of protein, 0–100.
  public let protein: Double
  /// Share of carbohydrates, 0–100.
  public let carbohydrates: Double
  /// Share of fat, 0–100.
  public let fat: Double

  /// The split of `facts`; `nil` when its macronutrients carry no energy (nothing eaten,
  /// black coffee), since a split of nothing has no meaning.
  public init?(_ facts: NutritionFacts) {
    let protein = facts.protein * Self.proteinEnergy
    let carbohydrates = facts.carbohydrates * Self.carbohydrateEnergy
    let fat = facts.fat * Self.fatEnergy
    let total = protein + carbohydrates + fat
    guard total > 0, total.isFinite else { return nil }
    self.protein = protein / total * 100
    self.carbohydrates = carbohydrates / total * 100
    self.fat = fat / total * 100
  }

  /// The shares as whole percents that still add up to 100 (largest remainder method), so a
  /// printed "P 33% C 33% F 33%" never leaves a reader wondering where 1 % went.
  public var wholePercents: (protein: Int, carbohydrates: Int, fat: Int) {
    let exact = [protein, carbohydrates, fat]
    var whole = exact.map { Int($0.rounded(.down)) }
    let missing = 100 - whole.reduce(0, +)
    let byRemainder = exact.indices.sorted {
      (exact[$0] - Double(whole[$0]), -$0) > (exact[$1] - Double(whole[$1]), -$1)
    }
    for index in byRemainder.prefix(max(0, missing)) { whole[index] += 1 }
    return (whole[0], whole[1], whole[2])
  }
}
