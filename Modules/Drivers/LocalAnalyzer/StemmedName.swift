/// A food name split at its commas and stemmed, with the set of its words and whether it names
/// a brand: what ranking reads of a name. The index builder works it out for every name and
/// stores it (`stored`); the open index that finds a name reads it back once.
///
/// Ranking reads the same names again and again: a meal's queries, and the passes that leave
/// words out, find many of the same foods, and `serve` analyzes meal after meal over indexes it
/// keeps open (`OpenFoodIndexes`). Splitting and stemming them was about a fifth of an analysis
/// (ADR 0012, ADR 0023). Each open index keeps the names it has read, so no lock is shared
/// between analyses running at once (a process-wide table behind a mutex was contended).
struct StemmedName: Hashable, Sendable {
  /// `WordStem.segments(in:)` of the name.
  let segments: [[String]]
  /// Every stem of the name.
  let words: Set<String>
  /// Whether the name carries a brand in capitals (`FoodMatcher.isBrand`).
  let isBrand: Bool

  /// The stems of `name`.
  init(_ name: String) {
    self.init(segments: WordStem.segments(in: name), isBrand: FoodMatcher.isBrand(name))
  }

  /// The stems as `stored` gave them.
  init(stored: String, isBrand: Bool) {
    var stored = stored
    // A byte loop: a search reads a few hundred names, and `split` on a UTF-8 view costs
    // more than stemming the name again.
    let segments = stored.withUTF8 { bytes -> [[String]] in
      guard !bytes.isEmpty else { return [] }
      // Sized from the separators, so no array grows a word at a time.
      let commas = bytes.reduce(0) { $0 + ($1 == UInt8(ascii: ",") ? 1 : 0) }
      var segments: [[String]] = []
      segments.reserveCapacity(commas + 1)
      var words: [String] = []
      words.reserveCapacity(8)
      var start = 0
      for index in 0...bytes.count {
        let byte = index < bytes.count ? bytes[index] : UInt8(ascii: ",")
        guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") else { continue }
        if index > start {
          words.append(
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
        }
        start = index + 1
        if byte == UInt8(ascii: ",") {
          segments.append(words)
          words = []
          words.reserveCapacity(8)
        }
      }
      return segments
    }
    self.init(segments: segments, isBrand: isBrand)
  }

  private init(segments: [[String]], isBrand: Bool) {
    self.segments = segments
    // Sized once: growing a set rehashes every word it has.
    var words = Set<String>(minimumCapacity: segments.reduce(0) { $0 + $1.count })
    for segment in segments {
      for word in segment { words.insert(word) }
    }
    self.words = words
    self.isBrand = isBrand
  }

  /// The stems in the index's form: each part's words joined by spaces, the parts by commas
  /// (stems have neither). A name with no parts is stored empty.
  var stored: String {
    segments.map { $0.joined(separator: " ") }.joined(separator: ",")
  }
}
