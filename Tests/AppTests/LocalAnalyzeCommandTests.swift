import Foundation
import TestSupport
import Testing

/// End-to-end tests of `wellplate analyze` with the default local analyzer: the built binary,
/// the shipped USDA index found in its resource bundle, the memory store.
@Suite("wellplate analyze --analyzer local (process)")
struct LocalAnalyzeCommandTests {
  @Test("a whole sentence gives a per-item breakdown naming USDA foods and grams")
  func sentenceJSON() throws {
    let result = try WellPlateBinary.run([
      "analyze", "For breakfast I had 2 scrambled eggs, a slice of toast and a glass of zorblax",
      "--store", "memory", "--json",
    ])
    #expect(result.status == 0, "stderr: \(result.standardError)")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    expectEqual(object["analyzer"] as? String, "local")
    let items = try #require(object["items"] as? [[String: Any]])
    expectEqual(items.map { $0["text"] as? String }, ["2 scrambled eggs", "a slice of toast"])
    expectEqual(
      items.map { $0["food"] as? String },
      [
        "Egg omelet or scrambled egg, NS as to fat", "Bread, NS as to major flour, toasted",
      ])
    expectEqual(items.map { $0["grams"] as? Double }, [110, 25])
    expectEqual(object["unmatched"] as? [String], ["a glass of zorblax"])
  }

  @Test("text output shows the table and the notes on assumptions")
  func text() throws {
    let result = try WellPlateBinary.run([
      "analyze", "8 oz glass of whole milk and oatmeal", "--store", "memory",
    ])
    #expect(result.status == 0, "stderr: \(result.standardError)")
    #expect(result.standardOutput.contains("Milk, whole"))
    #expect(result.standardOutput.contains("Oatmeal, NFS"))
    #expect(result.standardOutput.contains("water density (1 g/ml) used"))
    #expect(result.standardOutput.contains("oatmeal: no amount given: assumed the usual portion"))
  }

  @Test("nothing recognized exits 65 naming the words, and prints nothing on stdout")
  func nothingRecognized() throws {
    let result = try WellPlateBinary.run(["analyze", "zorblax and quux", "--store", "memory"])
    expectEqual(result.status, 65)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.contains("no food was recognized in: \"zorblax and quux\""),
      "stderr: \(result.standardError)")
  }

  @Test(
    "absurd amounts exit 65 naming the item",
    arguments: [
      ("12 kg of rice", "\"12 kg of rice\""), ("90 bagels", "\"90 bagels\""),
      ("1/0 cup of rice", "\"1/0 cup of rice\""),
    ])
  func absurd(_ meal: String, _ named: String) throws {
    let result = try WellPlateBinary.run(["analyze", meal, "--store", "memory"])
    expectEqual(result.status, 65)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains(named), "stderr: \(result.standardError)")
  }
}
