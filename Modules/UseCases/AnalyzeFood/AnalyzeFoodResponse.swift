import Entities

/// The saved entry and how far its calories agree with its macronutrients.
public struct AnalyzeFoodResponse: Hashable, Sendable {
  /// The entry as saved.
  public var entry: MealEntry
  /// Calories versus macronutrients; inconsistent results are shown with a warning.
  public var energyCheck: EnergyCheck

  /// Creates a response.
  public init(entry: MealEntry, energyCheck: EnergyCheck) {
    self.entry = entry
    self.energyCheck = energyCheck
  }
}
