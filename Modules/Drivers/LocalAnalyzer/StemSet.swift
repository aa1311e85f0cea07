/// A set of food-name stems by their ids in a `StemVocabulary`: one bit each, so ranking asks
/// whether a name's word is among a query's words without hashing it (ADR 0012, tenth pass).
struct StemSet: Hashable, Sendable {
  private var bits: [UInt64]

  /// The empty set over a vocabulary of `count` stems.
  init(capacity count: Int) {
    bits = Array(repeating: 0, count: (count + 63) / 64)
  }

  /// Whether the stem `id` is in the set; an id the set was not sized for is not.
  func contains(_ id: UInt16) -> Bool {
    let word = Int(id) >> 6
    return word < bits.count && bits[word] & (1 << UInt64(id & 63)) != 0
  }

  /// Adds the stem `id`.
  mutating func insert(_ id: UInt16) {
    let word = Int(id) >> 6
    if word >= bits.count { bits += Array(repeating: 0, count: word + 1 - bits.count) }
    bits[word] |= 1 << UInt64(id & 63)
  }
}
