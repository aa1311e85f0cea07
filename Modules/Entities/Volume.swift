/// A volume, stored in millilitres.
///
/// Kept apart from `Mass` on purpose: turning a cup into grams needs the food's density, and
/// only a food (through its `Density`) can supply it.
public struct Volume: Hashable, Comparable, Sendable {
  /// Units of volume with their exact size in millilitres (US customary measures).
  public enum Unit: String, CaseIterable, Hashable, Sendable {
    case milliliters = "ml"
    case liters = "l"
    case cups = "cup"
    case tablespoons = "tbsp"
    case teaspoons = "tsp"
    case fluidOunces = "fl oz"

    /// How many millilitres one of this unit is (US cup = 8 fl oz = 236.5882365 ml).
    public var milliliters: Double {
      switch self {
      case .milliliters: 1
      case .liters: 1000
      case .cups: 236.588_236_5
      case .tablespoons: 14.786_764_781_25
      case .teaspoons: 4.928_921_593_75
      case .fluidOunces: 29.573_529_562_5
      }
    }
  }

  /// The volume in millilitres.
  public let milliliters: Double

  /// A volume of `milliliters` ml.
  public init(milliliters: Double) {
    self.milliliters = milliliters
  }

  /// A volume of `value` in `unit`.
  public init(_ value: Double, _ unit: Unit) {
    self.milliliters = value * unit.milliliters
  }

  /// The volume expressed in `unit`.
  public func value(in unit: Unit) -> Double {
    milliliters / unit.milliliters
  }

  public static func < (lhs: Volume, rhs: Volume) -> Bool { lhs.milliliters < rhs.milliliters }
}
