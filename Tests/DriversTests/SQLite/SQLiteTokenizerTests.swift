import Drivers
import TestSupport
import Testing

@Suite("SQLiteTokenizer")
struct SQLiteTokenizerTests {
  @Test("cuts text into the terms FTS5's Porter tokenizer stores")
  func portersTerms() throws {
    let connection = try SQLiteConnection(path: ":memory:")
    let tokenizer = try connection.fts5Tokenizer(
      "porter", arguments: ["unicode61", "remove_diacritics", "2"])
    expectEqual(
      tokenizer.terms(in: "Eggs, SCRAMBLED; café-au-lait, 2 tomatoes"),
      ["egg", "scrambl", "cafe", "au", "lait", "2", "tomato"])
    #expect(tokenizer.terms(in: "—, ;").isEmpty)
    #expect(tokenizer.terms(in: "").isEmpty)
    // The same terms an FTS5 table with that tokenizer keeps, as its vocabulary lists them.
    try connection.execute(
      """
      CREATE VIRTUAL TABLE t USING fts5(x, tokenize = 'porter unicode61 remove_diacritics 2');
      INSERT INTO t (x) VALUES ('Jalapeño peppers, pickled, Crème fraîche');
      CREATE VIRTUAL TABLE v USING fts5vocab(t, instance);
      """)
    let stored = try connection.prepare("SELECT term FROM v ORDER BY offset").rows {
      $0.string(at: 0) ?? ""
    }
    expectEqual(
      tokenizer.terms(in: "Jalapeño peppers, pickled, Crème fraîche", document: true), stored)
    expectEqual(stored.count, 5)
  }

  @Test("a tokenizer SQLite does not have, or arguments it refuses, is an error")
  func unknownTokenizer() throws {
    let connection = try SQLiteConnection(path: ":memory:")
    #expect(throws: SQLiteError.self) {
      try connection.fts5Tokenizer("klingon", arguments: [])
    }
    #expect(throws: SQLiteError.self) {
      try connection.fts5Tokenizer("porter", arguments: ["unicode61", "remove_diacritics", "9"])
    }
  }
}
