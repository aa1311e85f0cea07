import Foundation
import TestSupport
import Testing

@testable import Drivers

@Suite("FoodNameSearch")
struct FoodNameSearchTests {
  @Test("finds and orders foods exactly as an FTS5 table over the same names does")
  func sameAsFTS5() throws {
    // An FTS5 table over the shipped names, as the index held before it stored its own terms.
    let fts5 = try SQLiteConnection(path: ":memory:")
    try fts5.execute(
      """
      ATTACH '\(LocalAnalyzerFixture.indexPath)' AS shipped;
      CREATE VIRTUAL TABLE search USING fts5(
        name, tokenize = 'porter unicode61 remove_diacritics 2');
      INSERT INTO search (rowid, name) SELECT id, name FROM shipped.foods;
      """)
    let names = try fts5.prepare("SELECT name FROM shipped.foods ORDER BY id").rows {
      $0.string(at: 0) ?? ""
    }
    // Every word of every name alone; the first two and three words of each name; and words
    // a person types that no name has in that form.
    var queries = Set<[String]>()
    for name in names {
      let words = name.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
      for word in words { queries.insert([word]) }
      if words.count >= 2 { queries.insert(Array(words.prefix(2))) }
      if words.count >= 3 { queries.insert(Array(words.prefix(3)).reversed()) }
    }
    queries.formUnion([
      ["EGGS"], ["grilling", "chicken"], ["jalapeño"], ["creme", "brûlée"], ["egg", "egg"],
      ["2", "percent", "milk"], ["toast"], ["nonexistentword"], ["raw", "nonexistentword"],
    ])
    #expect(queries.count > 3000)

    let index = try FoodIndex(path: LocalAnalyzerFixture.indexPath)
    let statement = try fts5.prepare(
      "SELECT rowid FROM search WHERE search MATCH ?1 ORDER BY rank LIMIT ?2")
    var differences: [String] = []
    for query in queries.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      for limit in [300, 40] {
        let phrase = query.map { "\"\($0)\"" }.joined(separator: " ")
        try statement.bind(.text(phrase), .integer(Int64(limit)))
        let expected = try statement.rows { $0.int(at: 0) }
        let found = try index.search(allOf: query, limit: limit).map(\.id)
        if found != expected { differences.append("\(query) limit \(limit)") }
      }
    }
    let differing = differences.count
    #expect(differing == 0, "the first: \(differences.prefix(20))")
  }

  @Test("remembers a bounded number of words however many different ones it is asked")
  func boundedMemory() throws {
    let connection = try SQLiteConnection(path: LocalAnalyzerFixture.indexPath, mode: .readOnly)
    defer { connection.close() }
    let search = FoodNameSearch(connection: connection)
    for number in 0..<(FoodNameSearch.remembered + 500) {
      #expect(try search.foods(matchingAllOf: ["zq\(number)x"], limit: 10).isEmpty)
    }
    let counts = search.rememberedCounts
    #expect(counts.words > 0 && counts.words <= FoodNameSearch.remembered)
    #expect(counts.terms > 0 && counts.terms <= FoodNameSearch.remembered)
    // Forgetting changes no answer.
    expectEqual(try search.foods(matchingAllOf: ["eggs"], limit: 5).count, 5)
  }

  @Test("postings read back as written; a trailing partial record is left out")
  func postingsRoundTrip() {
    let postings = [
      FoodNameSearch.Posting(food: 1, occurrences: 1, length: 3),
      FoodNameSearch.Posting(food: 2_000_000_000, occurrences: 255, length: 255),
    ]
    let bytes = FoodNameSearch.encode(postings)
    expectEqual(bytes.count, 2 * FoodNameSearch.postingSize)
    expectEqual(bytes.withUnsafeBytes(FoodNameSearch.decode), postings)
    expectEqual((bytes + [7, 7]).withUnsafeBytes(FoodNameSearch.decode), postings)
    #expect([UInt8]().withUnsafeBytes(FoodNameSearch.decode).isEmpty)
  }

  @Test("an index without its search statistics fails with a message, not a crash")
  func missingStatistics() throws {
    let directory = try LocalAnalyzerFixture.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("index.sqlite").path
    try FileManager.default.copyItem(atPath: LocalAnalyzerFixture.indexPath, toPath: path)
    let connection = try SQLiteConnection(path: path, mode: .readWrite)
    try connection.execute("DELETE FROM meta WHERE key LIKE 'search_%'")
    connection.close()
    let index = try FoodIndex(path: path)
    #expect(throws: FoodIndexError.self) { try index.search(allOf: ["egg"], limit: 10) }
  }
}
