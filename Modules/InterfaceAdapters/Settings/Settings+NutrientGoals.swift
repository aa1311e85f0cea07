import Entities

/// The goals for single nutrients `summary` holds each day against (ADR 0020).
extension Settings {
  /// Every nutrient goal that is set, in `Nutrient` order; validated by the resolver.
  public var nutrientGoals: [NutrientGoal] {
    NutrientGoalText.nutrients.compactMap { nutrient in
      string(NutrientGoalText.settingName(of: nutrient)).flatMap {
        try? NutrientGoalText.goal(nutrient, from: $0)
      }
    }
  }
}

extension SettingKey {
  /// One setting per nutrient goal ("goal.protein"), set in the configuration file or by
  /// `--goal-min`/`--goal-max`; unset by default.
  public static let nutrientGoals: [SettingKey] = NutrientGoalText.nutrients.map {
    SettingKey(name: NutrientGoalText.settingName(of: $0))
  }
}
