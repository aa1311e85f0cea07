/// Where each of a fixed list of words is, found by hashing its bytes with FNV-1a and
/// probing: what `WordSet` and `WordTable` look words up with (ADR 0012, eleventh pass).
struct WordSlots: Sendable {
  /// The position plus one of each word at the slot its bytes hash to (or the next free one);
  /// 0 is free. At least twice as many slots as words, a power of two.
  private let slots: [Int32]

  /// The slots of `words`; a word given twice is found at its first position.
  init(_ words: [String]) {
    var capacity = 16
    while capacity < 2 * words.count { capacity *= 2 }
    var slots = [Int32](repeating: 0, count: capacity)
    for (position, word) in words.enumerated() {
      var slot = FNV1a.hash(word) & (capacity - 1)
      while slots[slot] != 0, words[Int(slots[slot]) - 1] != word {
        slot = (slot + 1) & (capacity - 1)
      }
      if slots[slot] == 0 { slots[slot] = Int32(position + 1) }
    }
    self.slots = slots
  }

  /// The position of `word` in `words` (the list the slots were made of), if it is there.
  func position(of word: String, in words: [String]) -> Int? {
    let mask = slots.count - 1
    var slot = FNV1a.hash(word) & mask
    while slots[slot] != 0 {
      let position = Int(slots[slot]) - 1
      if words[position] == word { return position }
      slot = (slot + 1) & mask
    }
    return nil
  }
}
