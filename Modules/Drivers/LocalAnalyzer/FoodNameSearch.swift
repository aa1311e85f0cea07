import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the foods whose names have every word of a query, best first, as an FTS5 table with
/// SQLite's Porter tokenizer would (`MATCH '"w1" "w2"' ORDER BY rank`), from the terms the
/// index stores itself (`search_terms`).
///
/// An FTS5 search was a third of a cold analysis: setting up its virtual table, then reading
/// the length of every matching name from a B-tree to rank it (ADR 0012). The index stores
/// each term's foods with the term's occurrences and the name's length, so a search reads
/// one row per word and ranks in memory. Terms come from SQLite's own tokenizer, and the
/// ranking is FTS5's BM25 (k1 = 1.2, b = 0.75) to the bit, ties by food id as FTS5's sorter
/// leaves them; a test compares both on every name word.
final class FoodNameSearch {
  /// One food under a term.
  struct Posting: Hashable, Sendable {
    /// The food's id.
    var food: Int32
    /// How often the term occurs in the food's name.
    var occurrences: UInt8
    /// How many terms the name has.
    var length: UInt8
  }

  /// The FTS5 tokenizer whose terms the index stores, and its arguments.
  static let tokenizer = (name: "porter", arguments: ["unicode61", "remove_diacritics", "2"])
  /// Bytes of one posting in `search_terms.postings`: the food id (4, little-endian), the
  /// term's occurrences (1) and the name's length in terms (1), by food id.
  static let postingSize = 6

  /// How many words, and how many terms, a search remembers: `serve` keeps an index open
  /// and reads whatever people type, so remembering every word would grow without end.
  static let remembered = 4096

  private let connection: SQLiteConnection
  private var wordTokenizer: SQLiteTokenizer?
  private var statistics: (rows: Int, averageLength: Double)?
  // An analysis asks for the same words again and again (each pass that leaves one out).
  private var termsByWord: [String: [String]] = [:]
  private var postingsByTerm: [String: [Posting]] = [:]

  /// How many words and terms are remembered now.
  var rememberedCounts: (words: Int, terms: Int) { (termsByWord.count, postingsByTerm.count) }

  /// A search over the index open on `connection`.
  init(connection: SQLiteConnection) {
    self.connection = connection
  }

  /// The ids of the foods whose names contain every one of `words`, best BM25 score first,
  /// at most `limit` (all of them for a negative limit, as SQL's LIMIT reads it).
  func foods(matchingAllOf words: [String], limit: Int) throws -> [Int] {
    // FTS5 leaves out a quoted phrase with no terms ("-"), as if it had not been written.
    let phrases = try words.map(terms(of:)).filter { !$0.isEmpty }
    guard !phrases.isEmpty, limit != 0 else { return [] }
    let (rows, averageLength) = try searchStatistics()
    var lists: [[Posting]] = []
    for phrase in phrases {
      lists.append(try postings(ofPhrase: phrase))
    }
    let idf = lists.map { list in
      // FTS5's IDF, floored where a phrase is in more than half the names.
      let value = log((Double(rows - list.count) + 0.5) / (Double(list.count) + 0.5))
      return value <= 0 ? 1e-6 : value
    }
    let shortest = lists.indices.min { lists[$0].count < lists[$1].count }!
    var ranked: [(rank: Double, food: Int32)] = []
    ranked.reserveCapacity(lists[shortest].count)
    candidates: for posting in lists[shortest] {
      var score = 0.0
      let length = Double(posting.length)
      for (phrase, list) in lists.enumerated() {
        guard let found = Self.find(posting.food, in: list) else { continue candidates }
        // FTS5's bm25(): the same operations in the same order, so the same doubles.
        let frequency = Double(found.occurrences)
        score +=
          idf[phrase]
          * ((frequency * (1.2 + 1.0))
            / (frequency + 1.2 * (1 - 0.75 + 0.75 * length / averageLength)))
      }
      ranked.append((-1.0 * score, posting.food))
    }
    ranked.sort { ($0.rank, $0.food) < ($1.rank, $1.food) }
    let kept = limit < 0 ? ranked[...] : ranked.prefix(limit)
    return kept.map { Int($0.food) }
  }

  /// The FTS5 terms of one quoted word, read once.
  private func terms(of word: String) throws -> [String] {
    if let known = termsByWord[word] { return known }
    if wordTokenizer == nil {
      wordTokenizer = try connection.fts5Tokenizer(
        Self.tokenizer.name, arguments: Self.tokenizer.arguments)
    }
    let terms = wordTokenizer!.terms(in: word)
    if termsByWord.count >= Self.remembered { termsByWord.removeAll(keepingCapacity: true) }
    termsByWord[word] = terms
    return terms
  }

  /// The foods with every term of `phrase`. A word of several terms (rare: FTS5 splits at
  /// characters that are neither letters nor digits to it) is taken as all of them anywhere
  /// in the name, counted by its least frequent term, where FTS5 wanted them adjacent.
  private func postings(ofPhrase phrase: [String]) throws -> [Posting] {
    var result = try postings(of: phrase[0])
    for term in phrase.dropFirst() {
      let other = try postings(of: term)
      result = result.compactMap { posting in
        Self.find(posting.food, in: other).map {
          Posting(
            food: posting.food, occurrences: min(posting.occurrences, $0.occurrences),
            length: posting.length)
        }
      }
    }
    return result
  }

  /// The foods under `term`, by id.
  private func postings(of term: String) throws -> [Posting] {
    if let known = postingsByTerm[term] { return known }
    let statement = try connection.cached("SELECT postings FROM search_terms WHERE term = ?1")
    try statement.bind(.text(term))
    let postings =
      try statement.firstRow { row in row.withBlob(at: 0, Self.decode) } ?? []
    if postingsByTerm.count >= Self.remembered { postingsByTerm.removeAll(keepingCapacity: true) }
    postingsByTerm[term] = postings
    return postings
  }

  /// How many names the index has and their mean length in terms, as FTS5 keeps them.
  private func searchStatistics() throws -> (rows: Int, averageLength: Double) {
    if let statistics { return statistics }
    let statement = try connection.cached(
      """
      SELECT (SELECT value FROM meta WHERE key = 'search_rows'),
        (SELECT value FROM meta WHERE key = 'search_terms')
      """)
    guard let (rows, terms) = try statement.firstRow({ ($0.int64(at: 0), $0.int64(at: 1)) }),
      rows > 0
    else {
      throw FoodIndexError("the index has no search statistics")
    }
    let read = (rows: Int(rows), averageLength: Double(terms) / Double(rows))
    statistics = read
    return read
  }

  /// The posting of `food` in `list`, which is ordered by food id.
  private static func find(_ food: Int32, in list: [Posting]) -> Posting? {
    var low = 0
    var high = list.count
    while low < high {
      let middle = (low + high) / 2
      if list[middle].food < food { low = middle + 1 } else { high = middle }
    }
    return low < list.count && list[low].food == food ? list[low] : nil
  }

  /// `postings` in the stored form.
  static func encode(_ postings: [Posting]) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(postings.count * postingSize)
    for posting in postings {
      withUnsafeBytes(of: UInt32(bitPattern: posting.food).littleEndian) { bytes += $0 }
      bytes += [posting.occurrences, posting.length]
    }
    return bytes
  }

  /// Stored postings read back; a trailing partial record is left out.
  static func decode(_ bytes: UnsafeRawBufferPointer) -> [Posting] {
    let count = bytes.count / postingSize
    return (0..<count).map { index in
      let start = index * postingSize
      let id =
        UInt32(bytes[start]) | UInt32(bytes[start + 1]) << 8
        | UInt32(bytes[start + 2]) << 16 | UInt32(bytes[start + 3]) << 24
      return Posting(
        food: Int32(bitPattern: id), occurrences: bytes[start + 4], length: bytes[start + 5])
    }
  }
}
