/// A food name split at its commas and stemmed, with the set of its words and whether it names
/// a brand: what ranking reads of a name, made once per name by the open index that found it.
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
    segments = WordStem.segments(in: name)
    words = Set(segments.joined())
    isBrand = FoodMatcher.isBrand(name)
  }
}
