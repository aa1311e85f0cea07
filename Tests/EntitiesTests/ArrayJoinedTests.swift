import Entities
import TestSupport
import Testing

@Suite("Joining strings without the standard library's generic entry point")
struct ArrayJoinedTests {
  /// The standard library's `joined(separator:)`: inside a generic function the concrete
  /// overloads are not visible, so this calls the library's protocol extension.
  private func libraryJoined<Strings: BidirectionalCollection<String>>(
    _ strings: Strings, separator: String
  ) -> String {
    strings.joined(separator: separator)
  }

  private static let samples: [[String]] = [
    [], [""], ["one"], ["", ""], ["2 eggs", "toast", "a glass of orange juice"],
    ["café", "naïve", "👨‍👩‍👧"], ["a", "", "b", ""],
  ]

  @Test("an array joins as the standard library joins it", arguments: samples)
  func array(_ strings: [String]) {
    for separator in ["", ", ", "\n", "''"] {
      expectEqual(
        strings.joined(separator: separator), libraryJoined(strings, separator: separator))
    }
    expectEqual(strings.joined(), libraryJoined(strings, separator: ""))
  }

  @Test("a slice joins its own strings only")
  func slice() {
    let words = ["a", "slice", "of", "toast"]
    expectEqual(words[1...2].joined(separator: " "), "slice of")
    expectEqual(words[2..<2].joined(separator: " "), "")
    expectEqual(words.dropFirst().joined(separator: "-"), "slice-of-toast")
  }

  @Test("the sum of no amounts is zero, of several their total")
  func sum() {
    let egg = NutritionFacts(calories: 70, protein: 6, carbohydrates: 0.5, fat: 5, fiber: 0)
    expectEqual([NutritionFacts]().sum(), .zero)
    expectEqual([egg, egg].sum().calories, 140)
    expectEqual([egg, egg][1...].sum(), egg)
  }
}
