import Entities
import TestSupport
import Testing

@Suite("Mass, Volume and Density")
struct QuantityTests {
  @Test("mass units convert exactly by definition")
  func massUnits() {
    expectEqual(Mass(1, .pounds).grams, 453.592_37)
    expectEqual(Mass(16, .ounces).grams, Mass(1, .pounds).grams)
    expectEqual(Mass(1.5, .kilograms).grams, 1500)
    expectEqual(Mass(grams: 250).value(in: .kilograms), 0.25)
  }

  @Test("volume units convert exactly: 1 cup = 16 tbsp = 48 tsp = 8 fl oz")
  func volumeUnits() {
    let cup = Volume(1, .cups).milliliters
    #expect(abs(Volume(16, .tablespoons).milliliters - cup) < 1e-9)
    #expect(abs(Volume(48, .teaspoons).milliliters - cup) < 1e-9)
    #expect(abs(Volume(8, .fluidOunces).milliliters - cup) < 1e-9)
    expectEqual(Volume(1, .liters).milliliters, 1000)
  }

  @Test("volume becomes mass only through a food's density")
  func density() {
    let milk = Density(mass: Mass(grams: 244), per: Volume(1, .cups))
    #expect(abs(milk.mass(of: Volume(2, .cups)).grams - 488) < 1e-9)
    expectEqual(Density.water.mass(of: Volume(250, .milliliters)).grams, 250)
  }

  @Test("the per-item ceiling is 5 kg")
  func ceiling() {
    expectEqual(Quantity.maximumMass, Mass(5, .kilograms))
  }
}
