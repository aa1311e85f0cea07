import Synchronization

/// A food name split at its commas and stemmed, with the set of its words: what ranking reads
/// of a name, made once per name and process.
///
/// Ranking reads the same names again and again: a meal's queries, and the passes that leave
/// words out, find many of the same foods, and `serve` analyzes meal after meal over the same
/// index. Splitting and stemming them was about a fifth of an analysis (ADR 0012, ADR 0023).
/// A name's stems depend on the name alone, so they are kept: at most one per name the
/// index has (about 7,200, a few MB).
struct StemmedName: Sendable {
  /// `WordStem.segments(in:)` of the name.
  let segments: [[String]]
  /// Every stem of the name.
  let words: Set<String>

  /// The stems of `name`, from the process's store when it was read before.
  static func of(_ name: String) -> StemmedName {
    if let known = known.withLock({ $0[name] }) { return known }
    let segments = WordStem.segments(in: name)
    let stemmed = StemmedName(segments: segments, words: Set(segments.joined()))
    known.withLock { known in
      // Names come from the shipped index and the profile's own foods; a process that reads
      // far more (a test opening many indexes) starts over rather than grow without bound.
      if known.count >= limit { known.removeAll() }
      known[name] = stemmed
    }
    return stemmed
  }

  private static let known = Mutex<[String: StemmedName]>([:])
  private static let limit = 50_000
}
