/// A mass, stored in grams.
public struct Mass: Hashable, Comparable, Sendable {
  /// Units of mass with their exact size in grams (avoirdupois ounce and pound).
  public enum Unit: String, CaseIterable, Hashable, Sendable {
    case grams = "g"
    case kilograms = "kg"
    case milligrams = "mg"
    case ounces = "oz"
    case pounds = "lb"

    /// How many grams one of this unit is, exactly by definition.
    public var grams: Double {
      switch self {
      case .grams: 1
      case .kilograms: 1000
      case .milligrams: 0.001
      case .ounces: 28.349_523_125
      case .pounds: 453.592_37
      }
    }
  }

  /// The mass in grams.
  public let grams: Double

  /// A mass of `grams` grams.
  public init(grams: Double) {
    self.grams = grams
  }

  /// A mass of `value` in `unit`.
  public init(_ value: Double, _ unit: Unit) {
    self.grams = value * unit.grams
  }

  /// The mass expressed in `unit`.
  public func value(in unit: Unit) -> Double {
    grams / unit.grams
  }

  public static func < (lhs: Mass, rhs: Mass) -> Bool { lhs.grams < rhs.grams }
  /// The sum of two masses.
  public static func + (lhs: Mass, rhs: Mass) -> Mass { Mass(grams: lhs.grams + rhs.grams) }
  /// `count` of this mass.
  public static func * (lhs: Mass, count: Double) -> Mass { Mass(grams: lhs.grams * count) }
}
