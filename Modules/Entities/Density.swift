/// Grams per millilitre of a particular food: the only bridge between `Volume` and `Mass`.
public struct Density: Hashable, Sendable {
  /// Water at room temperature, the fallback when a food's own density is unknown.
  public static let water = Density(gramsPerMilliliter: 1)

  /// Grams per millilitre.
  public let gramsPerMilliliter: Double

  /// A density of `gramsPerMilliliter` g/ml.
  public init(gramsPerMilliliter: Double) {
    self.gramsPerMilliliter = gramsPerMilliliter
  }

  /// The density implied by a household measure, e.g. "1 cup weighs 240 g".
  public init(mass: Mass, per volume: Volume) {
    self.gramsPerMilliliter = mass.grams / volume.milliliters
  }

  /// The mass of `volume` of this food.
  public func mass(of volume: Volume) -> Mass {
    Mass(grams: volume.milliliters * gramsPerMilliliter)
  }
}
