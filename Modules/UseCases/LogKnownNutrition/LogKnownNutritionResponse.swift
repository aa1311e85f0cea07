import Entities

/// The saved entry and, when every macronutrient was given, how far they agree with the
/// calories.
public struct LogKnownNutritionResponse: Hashable, Sendable {
  /// The entry as saved.
  public var entry: MealEntry
  /// Calories versus macronutrients; `nil` when protein, carbs or fat were not given, since
  /// comparing with a guess of zero would always disagree.
  public var energyCheck: EnergyCheck?

  /// Creates a response.
  public init(entry: MealEntry, energyCheck: EnergyCheck?) {
    self.entry = entry
    self.energyCheck = energyCheck
  }
}
