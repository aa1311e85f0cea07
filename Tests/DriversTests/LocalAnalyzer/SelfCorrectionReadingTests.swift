import Entities
import TestSupport
import Testing
import UseCases

@testable import Drivers

/// Meals in which the person takes back what they typed ("2 beers, no actually 3", "rice…
/// make that 150"), against the shipped index: the reference is what they finally say.
@Suite("Local analyzer self-corrections")
struct SelfCorrectionReadingTests {
  let analyzer = LocalAnalyzerFixture.analyzer()

  private func items(_ description: String) async throws -> [MealItem] {
    try await analyzer.analyze(MealInput(description: description)).items
  }

  @Test("a bare number corrects the number of the unit said before, not a count of it")
  func numberOfTheUnit() async throws {
    // Had been 15 kg of rice (refused), six shots and three cups.
    expectEqual(
      try await items("100g of cooked white rice... make that 150").map(\.grams), [150])
    let vodka = try await items("girls night out, 3 shots of vodka, actually 2, i stopped")
    expectEqual(vodka.map(\.food), ["Vodka"])
    expectEqual(vodka.map(\.grams), [84])
    expectEqual(
      try await items("pad thai with chiken, like 2 cups... ok realistically 1.5").map(\.grams),
      [300])
  }

  @Test("a correction word alone, or after the amount, takes back the amount before")
  func correctionWords() async throws {
    for meal in [
      "2 large chocolate chip cookies... ok 3", "2 large chocolate chip cookies, fine, 3",
      "2 large chocolate chip cookies, no, 3",
      "2 large chocolate chip cookies... it was 3 actually",
    ] {
      #expect(try await items(meal).map(\.grams) == [135], "\(meal)")
    }
    expectEqual(
      try await items("2 hot dogs on buns, no 1 - the second one was my kid's").map(\.grams), [102])
    expectEqual(
      try await items("salmon sushi roll, 6 pcs... it was 8 actually").map(\.grams), [240])
  }

  @Test("a size said again replaces the size before")
  func size() async throws {
    let latte = try await items("medium latte - no wait, it was the small")
    expectEqual(latte.map(\.grams), [360])
    let cappuccino = try await items(
      "a medium croissant and a small cappuccino... oh wait it was a medium cappuccino")
    expectEqual(cappuccino.map(\.food), ["Croissant", "Coffee, Cappuccino"])
    expectEqual(cappuccino.last?.grams, 480)
  }

  @Test("more food after a word that only corrects amounts is more food")
  func moreFood() async throws {
    let meal = try await items("had a burger. ok, 2 beers too")
    expectEqual(meal.count, 2)
    expectEqual(meal.first?.food, "Hamburger, NFS")
  }
}
