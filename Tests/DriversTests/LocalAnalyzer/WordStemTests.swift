import Foundation
import TestSupport
import Testing

@testable import Drivers

/// The byte-level stemmer and name splitter give exactly what the string rules they replace
/// gave, for every USDA name, so ranking is unchanged.
@Suite("Word stems")
struct WordStemTests {
  /// The stemming rules written with `String` operations, as they were before the byte path.
  private static func reference(_ word: String) -> String {
    var word = word
    if word.utf8.count <= 3 { return word }
    if word.hasSuffix("ies") {
      word = String(word.dropLast(3)) + "y"
    } else if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes")
      || word.hasSuffix("xes") || word.hasSuffix("sses") || word.hasSuffix("zes")
    {
      word = String(word.dropLast(2))
    } else if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"),
      !word.hasSuffix("is") || word.utf8.count >= 5
    {
      word = String(word.dropLast())
    }
    if word.hasSuffix("ie") { word = String(word.dropLast(2)) + "y" }
    return word
  }

  private static func names() throws -> [String] {
    let table = try CSVTable(
      parsing: String(contentsOf: LocalAnalyzerFixture.foodsCSV, encoding: .utf8))
    let column = try table.column("name")
    return table.rows.map { $0[column] } + [
      "", ",", ", ,", "a,,b", " , Egg ,", "Crème brûlée, NFS", "Pies, Fries,", "1%",
    ]
  }

  @Test("stems words as the string rules do")
  func stems() throws {
    var words: Set<String> = [
      "ies", "pies", "cookies", "tomatoes", "peaches", "dishes", "boxes", "glasses", "fizzes",
      "hummus", "glass", "tennis", "fries", "fried", "brownie", "oats", "crème", "égg", "s",
    ]
    for name in try Self.names() {
      for word in name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
        words.insert(String(word))
      }
    }
    for word in words {
      #expect(WordStem.of(word) == Self.reference(word), "\(word)")
    }
  }

  @Test("a root folds verb forms and plurals alike, yet keeps fries apart from fried")
  func roots() {
    let same: [[String]] = [
      ["frosting", "frosted", "Frost"], ["glazed", "glaze", "glazes"],
      ["toppings", "topping", "topped"], ["berries", "berry"], ["sauce", "sauces", "sauced"],
    ]
    for words in same {
      let roots = Set(words.map { WordStem.root(of: $0) })
      #expect(roots.count == 1, "\(words): \(roots)")
    }
    #expect(WordStem.root(of: "fries") != WordStem.root(of: "fried"))
    expectEqual(WordStem.root(of: "egg"), "egg")
  }

  @Test("splits a name into the stemmed words of its comma-separated parts")
  func segments() throws {
    for name in try Self.names() {
      let expected = name.split(separator: ",").map {
        String($0).lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
          .map { Self.reference(String($0)) }
      }
      #expect(WordStem.segments(in: name) == expected, "\(name)")
    }
  }
}
