/// How a day's amount of a nutrient compares with its goal (`NutrientGoal.status(of:)`).
public enum GoalStatus: Hashable, Sendable {
  /// Within the goal's bounds.
  case met
  /// Below the minimum by this much, in the nutrient's unit.
  case under(by: Double)
  /// Above the maximum by this much (at least this much when some meals had no figure).
  case over(by: Double)
  /// Some meals had no figure for the nutrient, and the others do not settle it.
  case undetermined
}
