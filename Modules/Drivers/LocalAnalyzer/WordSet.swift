/// A fixed set of words, made once from a literal list, that says whether it holds a word.
///
/// What the reader's and the matcher's static word tables are instead of `Set<String>`: a
/// literal `Set` hashes each of its words with `Hasher` (SipHash, about a hundred
/// instructions a word) when first used, and a cold analysis first uses some ninety tables;
/// this one hashes with FNV-1a over the bytes (`WordSlots`), and a literal list of words is
/// made at compile time (ADR 0012, eleventh pass).
struct WordSet: Sendable, ExpressibleByArrayLiteral, Sequence {
  /// The words, in the order given (a word given twice is here twice).
  let words: [String]
  private let slots: WordSlots

  init(arrayLiteral words: String...) {
    self.init(words)
  }

  /// The set of `words`.
  init(_ words: [String]) {
    self.words = words
    slots = WordSlots(words)
  }

  /// Whether `word` is one of the words.
  func contains(_ word: String) -> Bool {
    slots.position(of: word, in: words) != nil
  }

  /// Whether `word` is one of the words.
  func contains(_ word: Substring) -> Bool {
    contains(String(word))
  }

  /// These words and `more`.
  func union(_ more: [String]) -> WordSet {
    WordSet(words + more)
  }

  /// Whether none of `others` is one of the words.
  func isDisjoint(with others: some Sequence<String>) -> Bool {
    !others.contains(where: contains)
  }

  /// How many words there are.
  var count: Int { words.count }

  func makeIterator() -> IndexingIterator<[String]> {
    words.makeIterator()
  }
}
