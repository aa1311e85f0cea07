/// The words USDA food names are made of, with how common each is: what the meal reader
/// checks a person's words against to tell food from narration, and to correct a typo.
///
/// "savored", "delightful" and "kicked" name no food, so they are narration; "bananna" is
/// one letter away from "banana", which names several, so it is a typo.
struct FoodNameWords: Sendable {
  /// How often a word appears in the names.
  struct Frequency: Hashable, Sendable {
    /// Names containing the word.
    var foods: Int
    /// Names having it in their first two comma-separated parts, where USDA says what the
    /// food is ("Cheese, Cheddar").
    var heads: Int
  }

  private let frequencies: [String: Frequency]
  /// The words by length, for looking up corrections among words of about the same length.
  private let byLength: [Int: [(word: [UInt8], frequency: Int)]]

  /// The vocabulary of `frequencies` (word → how often it appears in names).
  init(_ frequencies: [String: Frequency]) {
    self.frequencies = frequencies
    var byLength: [Int: [(word: [UInt8], frequency: Int)]] = [:]
    for (word, frequency) in frequencies {
      byLength[word.utf8.count, default: []].append((Array(word.utf8), frequency.foods))
    }
    self.byLength = byLength
  }

  /// How often `word` (lowercase) appears in food names; `nil` when it never does.
  func frequency(of word: String) -> Frequency? { frequencies[word] }

  /// Whether some food name contains `word` as it is, or its singular.
  func contains(_ word: String) -> Bool { lookup(word) != nil }

  /// The word as it appears in names: `word` itself, else its singular ("tomatoes").
  func lookup(_ word: String) -> String? {
    if frequencies[word] != nil { return word }
    let stem = WordStem.of(word)
    if stem != word, frequencies[stem] != nil { return stem }
    // The stemmer keeps "-is" endings ("kiwis", "wasabis"); a plain "s" may still be a plural.
    if word.count > 3, word.hasSuffix("s") {
      let singular = String(word.dropLast())
      if frequencies[singular] != nil { return singular }
    }
    return nil
  }

  /// The name word `word` is most likely a misspelling of, or `nil`.
  ///
  /// Words of three letters or fewer are never corrected (too many words are one letter
  /// apart); four to six letters allow one edit, longer words two. An edit is a letter
  /// added, dropped, changed, or two neighbours swapped. The first letter must match: people
  /// rarely get it wrong, and requiring it keeps real words from turning into foods. Among
  /// candidates, fewest edits first, then the word in the most names, then the first
  /// alphabetically.
  func correction(of word: String) -> String? {
    let letters = Array(word.utf8)
    guard letters.count >= 4, letters.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else {
      return nil
    }
    let allowed = letters.count >= 7 ? 2 : 1
    var best: (word: [UInt8], edits: Int, frequency: Int)?
    for length in (letters.count - allowed)...(letters.count + allowed) {
      for candidate in byLength[length] ?? [] where candidate.word.first == letters.first {
        guard
          let edits = Self.edits(letters, candidate.word, atMost: allowed),
          edits > 0
        else { continue }
        // Ties go to the word first in alphabetical order: the candidates come from a
        // dictionary, whose order changes from run to run ("nara" had been "naya" in one
        // run and no food in the next).
        if let current = best,
          (current.edits, -current.frequency) < (edits, -candidate.frequency)
            || (current.edits, -current.frequency) == (edits, -candidate.frequency)
              && !candidate.word.lexicographicallyPrecedes(current.word)
        {
          continue
        }
        best = (candidate.word, edits, candidate.frequency)
      }
    }
    return best.map { String(decoding: $0.word, as: UTF8.self) }
  }

  /// The optimal-string-alignment distance between `a` and `b`, or `nil` when it is more
  /// than `limit`.
  static func edits(_ a: [UInt8], _ b: [UInt8], atMost limit: Int) -> Int? {
    if abs(a.count - b.count) > limit { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = current[0]
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previousPrevious[j - 2] + 1)
        }
        current[j] = value
        rowMinimum = min(rowMinimum, value)
      }
      if rowMinimum > limit { return nil }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }
}
