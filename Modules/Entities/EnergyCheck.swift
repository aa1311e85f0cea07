/// Compares stated calories with the Atwater estimate 4·protein + 4·carbohydrates + 9·fat
/// + 7·alcohol.
///
/// An analysis that disagrees by more than `tolerance` is flagged, not rejected: sugar
/// alcohols, alcohol an analyzer does not report and rounding on labels all make honest data
/// drift from the estimate.
public struct EnergyCheck: Hashable, Sendable {
  /// Relative disagreement beyond which an analysis is flagged (20 %).
  public static let tolerance = 0.20
  /// Below this many kcal both ways the check is meaningless (a cup of black coffee).
  public static let negligibleCalories = 10.0

  /// Calories as stated by the analysis.
  public let stated: Double
  /// Calories implied by the macronutrients and alcohol.
  public let fromMacronutrients: Double
  /// Grams of alcohol counted at 7 kcal/g (0 when none or not reported).
  public let alcohol: Double

  /// Builds the check from stated calories and macronutrients (and alcohol) in grams.
  public init(
    stated: Double, protein: Double, carbohydrates: Double, fat: Double, alcohol: Double = 0
  ) {
    self.stated = stated
    self.alcohol = alcohol
    self.fromMacronutrients = 4 * protein + 4 * carbohydrates + 9 * fat + 7 * alcohol
  }

  /// Relative difference, measured against the larger of the two figures (0 when both are 0).
  public var deviation: Double {
    let larger = max(stated, fromMacronutrients)
    return larger > 0 ? abs(stated - fromMacronutrients) / larger : 0
  }

  /// Whether the figures agree well enough to trust without a second look.
  public var isConsistent: Bool {
    if max(stated, fromMacronutrients) < Self.negligibleCalories { return true }
    return deviation <= Self.tolerance
  }
}
