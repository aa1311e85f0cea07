import Foundation
import TestSupport
import Testing
import UseCases

@testable import Drivers

@Suite("FoodIndexBuilder")
struct FoodIndexBuilderTests {
  @Test("the shipped index was built from the CSVs in the repository")
  func shippedIndexMatchesCSVs() throws {
    let foods = try Data(contentsOf: LocalAnalyzerFixture.foodsCSV)
    let portions = try Data(contentsOf: LocalAnalyzerFixture.portionsCSV)
    let index = try FoodIndex(path: LocalAnalyzerFixture.indexPath)
    expectEqual(try index.meta("foods_csv_sha256"), SHA256Digest.hex(of: foods))
    expectEqual(try index.meta("portions_csv_sha256"), SHA256Digest.hex(of: portions))
    expectEqual(try index.meta("food_count"), "7169")
    expectEqual(try index.meta("portion_count"), "20098")
    expectEqual(try index.meta("schema_version"), FoodIndexBuilder.schemaVersion)
  }

  @Test("the shipped index has the same content a fresh build has")
  func shippedIndexIsCurrent() throws {
    let directory = try LocalAnalyzerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fresh = directory.appendingPathComponent("fresh.sqlite").path
    try FoodIndexBuilder.build(
      foodsCSV: try Data(contentsOf: LocalAnalyzerFixture.foodsCSV),
      portionsCSV: try Data(contentsOf: LocalAnalyzerFixture.portionsCSV),
      englishWords: try Data(contentsOf: LocalAnalyzerFixture.englishWords), into: fresh)
    // Rows, not bytes: another SQLite version may lay out the same rows differently. A
    // difference means the builder changed since the file was generated; regenerate it with
    // swift run wellplate-dev build-food-index.
    for query in [
      "SELECT * FROM meta ORDER BY key",
      "SELECT * FROM foods ORDER BY id",
      "SELECT * FROM portions ORDER BY rowid",
      "SELECT * FROM name_words ORDER BY word",
      "SELECT * FROM english_words ORDER BY word",
      "SELECT * FROM search_terms ORDER BY term",
      "SELECT sql FROM sqlite_master ORDER BY name",
    ] {
      expectEqual(try rows(query, in: LocalAnalyzerFixture.indexPath), try rows(query, in: fresh))
    }
  }

  @Test("every stored name's stems read back as the stems of the name itself")
  func storedStemsAreTheNames() throws {
    let index = try FoodIndex(path: LocalAnalyzerFixture.indexPath)
    let vocabulary = try index.stemVocabulary()
    let connection = try SQLiteConnection(path: LocalAnalyzerFixture.indexPath, mode: .readOnly)
    defer { connection.close() }
    let mismatched = try connection.prepare("SELECT name, stems, is_brand FROM foods").rows {
      row -> String? in
      let name = row.string(at: 0) ?? ""
      let stored = row.withBlob(at: 1) {
        StemmedName(stored: $0, isBrand: row.int(at: 2) != 0, vocabulary: vocabulary)
      }
      return stored.segments == WordStem.segments(in: name)
        && stored.isBrand == FoodMatcher.isBrand(name)
        && stored.words == Set(WordStem.segments(in: name).joined()) ? nil : name
    }.compactMap { $0 }
    #expect(mismatched.isEmpty, "\(mismatched.prefix(10))")
  }

  @Test("a name's stems are stored as ids, each part ended, and read back part by part")
  func stemsRoundTrip() throws {
    let stems = StemVocabulary.ordered(["chees", "cheddar", "slice"])
    let vocabulary = StemVocabulary(stored: StemVocabulary.stored(stems))
    let ids = Dictionary(uniqueKeysWithValues: stems.enumerated().map { ($1, UInt16($0)) })
    let segments = [["chees"], [], ["cheddar", "slice", "chees"]]
    let bytes = StemmedName.stored(segments, ids: ids)
    // Two bytes a stem or a part's end: 4 stems and 3 ends.
    expectEqual(bytes.count, 14)
    let name = bytes.withUnsafeBytes {
      StemmedName(stored: $0, isBrand: true, vocabulary: vocabulary)
    }
    expectEqual(name.segments, segments)
    expectEqual(name.words, ["chees", "cheddar", "slice"])
    expectEqual(name.ids.count, 3)
    #expect(name.isBrand)
    #expect(name.contains(try #require(vocabulary.id(of: "slice"))))
    let empty = [UInt8]().withUnsafeBytes {
      StemmedName(stored: $0, isBrand: false, vocabulary: vocabulary)
    }
    #expect(empty.segments.isEmpty && empty.ids.isEmpty)
  }

  private func rows(_ sql: String, in path: String) throws -> [[SQLiteValue]] {
    let connection = try SQLiteConnection(path: path, mode: .readOnly)
    defer { connection.close() }
    return try connection.prepare(sql).rows { row in
      (0..<row.columnCount).map { row.value(at: $0) }
    }
  }

  /// The header of foods.csv, which the small indexes below are built under.
  private static let foodsHeader = """
    food_id,name,source,category,energy_kcal,protein_g,carbohydrate_g,fat_g,fiber_g,\
    sugars_g,saturated_fat_g,cholesterol_mg,sodium_mg,potassium_mg,calcium_mg,iron_mg,\
    vitamin_c_mg

    """

  /// Runs `body` on an index built in a temporary folder from these rows of foods.csv and
  /// portions.csv (without their headers).
  private func withIndex(
    foods: String, portions: String = "",
    _ body: (FoodIndex, FoodIndexBuilder.Summary) throws -> Void
  ) throws {
    let directory = try LocalAnalyzerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("index.sqlite").path
    let summary = try FoodIndexBuilder.build(
      foodsCSV: Data((Self.foodsHeader + foods).utf8),
      portionsCSV: Data(("food_id,amount,description,gram_weight\n" + portions).utf8), into: path)
    try body(try FoodIndex(path: path), summary)
  }

  @Test("builds a searchable index from small CSVs")
  func buildsFromCSV() throws {
    let foods = """
      1,"Egg, whole, raw, fresh",sr_legacy,Dairy and Egg Products,143,12.56,0.72,9.51,0,\
      0.37,3.126,372,142,138,56,1.75,0
      2,"Carrots, raw",sr_legacy,Vegetables,41,0.93,-0.5,0.24,2.8,,,,,,,,

      """
    let portions = "1,1,large,50\n1,0.5,\"cup, \"\"beaten\"\"\",121.5\n"
    try withIndex(foods: foods, portions: portions) { index, summary throws in
      expectEqual(summary.foodCount, 2)
      expectEqual(summary.portionCount, 2)
      expectEqual(
        try index.search(allOf: ["eggs"], limit: 10).map(\.name), ["Egg, whole, raw, fresh"])
      #expect(try index.search(allOf: ["egg", "carrot"], limit: 10).isEmpty)
      // Each food's count of household portions is stored with it, for ranking.
      expectEqual(try index.search(allOf: ["eggs"], limit: 10).map(\.portionCount), [2])
      expectEqual(try index.search(allOf: ["carrots"], limit: 10).map(\.portionCount), [0])
      let egg = try #require(try index.nutritionPer100Grams(of: 1))
      expectEqual(egg.calories, 143)
      expectEqual(egg.sugars, 0.37)
      // Negative analytical noise reads as zero; empty cells stay unreported.
      let carrot = try #require(try index.nutritionPer100Grams(of: 2))
      expectEqual(carrot.carbohydrates, 0)
      expectEqual(carrot.sugars, nil)
      expectEqual(
        try index.portions(of: 1),
        [
          FoodIndex.Portion(amount: 1, description: "large", grams: 50),
          FoodIndex.Portion(amount: 0.5, description: "cup, \"beaten\"", grams: 121.5),
        ])
    }
  }

  @Test("corrects USDA's own misspellings in names, so they are searched as meant")
  func usdaMisspellings() throws {
    let foods = """
      788,"Bluberries, canned",fndds,Blueberries and other berries,88,1.04,22.66,0.4,2.6,\
      17.45,0.028,0,3,54,6,0.43,0.5

      """
    try withIndex(foods: foods) { index, _ throws in
      expectEqual(
        try index.search(allOf: ["blueberries"], limit: 10).map(\.name), ["Blueberries, canned"])
      #expect(try index.search(allOf: ["bluberries"], limit: 10).isEmpty)
    }
    expectEqual(
      FoodIndexBuilder.corrected("Turrnip greens, NS as to form, cooked"),
      "Turnip greens, NS as to form, cooked")
  }

  @Test("refuses malformed CSV with the line number")
  func malformed() {
    let foods = "food_id,name,source,category\n1,Egg\n"
    #expect(throws: FoodIndexBuilder.BuildError.self) {
      try FoodIndexBuilder.build(
        foodsCSV: Data(foods.utf8), portionsCSV: Data("food_id\n".utf8), into: "/tmp/unused")
    }
  }
}
