/// A fixed table from words (or phrases) to values, made once from a literal: what the
/// static tables keyed by words are instead of `Dictionary`, for the reason `WordSet` gives.
struct WordTable<Value: Sendable>: Sendable, ExpressibleByDictionaryLiteral {
  /// The words, in the order given; a word given twice keeps its first value.
  let keys: [String]
  /// Each word's value, at its position in `keys`.
  let values: [Value]
  private let slots: WordSlots

  init(dictionaryLiteral elements: (String, Value)...) {
    self.init(elements)
  }

  /// The table of `elements`.
  init(_ elements: [(String, Value)]) {
    keys = elements.map(\.0)
    values = elements.map(\.1)
    slots = WordSlots(keys)
  }

  /// The value of `word`, if the table has it.
  subscript(_ word: String) -> Value? {
    slots.position(of: word, in: keys).map { values[$0] }
  }
}
