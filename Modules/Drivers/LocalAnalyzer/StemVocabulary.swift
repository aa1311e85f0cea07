/// Every stem of every food name in the index, in ascending byte order, so that a stem is a
/// small number (its position) and ranking compares numbers instead of hashing strings (ADR
/// 0012, tenth pass). The index stores each name's stems as these numbers (`StemmedName`).
/// The order only makes the ids stable from one build of the index to the next.
///
/// The stems stay one block of bytes with where each starts: a cold analysis reads a few
/// hundred of the 2,300, and making a `String` of each was a third of it.
final class StemVocabulary: Sendable {
  /// The stems' UTF-8 bytes, one after another.
  private let bytes: [UInt8]
  /// Where each stem starts in `bytes`, and where the last ends.
  private let starts: [Int32]
  /// Each stem's id plus one at the slot its bytes hash to (or the next free one); 0 is free.
  /// Built when the vocabulary is read, for the ranking words' and the queries' ids: halving
  /// the sorted stems for each compared about ten of them.
  private let slots: [UInt16]
  /// The ids of the words ranking asks about, in this vocabulary.
  let ranking: FoodMatcher.RankingStems

  /// The vocabulary stored as `stored` (`stored(_:)`).
  convenience init(stored: String) {
    var stored = stored
    let bytes = stored.withUTF8 { Array($0) }
    var starts: [Int32] = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(Int32(offset + 1))
    }
    // The stored form has no newline after the last stem; `starts` ends one past it.
    if !bytes.isEmpty { starts.append(Int32(bytes.count + 1)) }
    self.init(bytes: bytes, starts: starts)
  }

  private init(bytes: [UInt8], starts: [Int32]) {
    self.bytes = bytes
    self.starts = starts
    let count = max(0, starts.count - 1)
    var capacity = 64
    while capacity < 2 * count { capacity *= 2 }
    var slots = [UInt16](repeating: 0, count: capacity)
    bytes.withUnsafeBufferPointer { all in
      for id in 0..<count {
        let start = Int(starts[id])
        let stem = UnsafeBufferPointer(
          start: all.baseAddress! + start, count: Int(starts[id + 1]) - 1 - start)
        var slot = FNV1a.hash(stem) & (capacity - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (capacity - 1) }
        slots[slot] = UInt16(id + 1)
      }
    }
    self.slots = slots
    ranking = FoodMatcher.RankingStems(count: count) {
      Self.id(of: $0, in: bytes, starts: starts, slots: slots)
    }
  }

  /// How many stems there are.
  var count: Int { max(0, starts.count - 1) }

  /// The stem `id`.
  func stem(_ id: UInt16) -> String {
    let range = self.range(of: id)
    return bytes.withUnsafeBufferPointer {
      // Not `$0[range]`: the first `Slice` of a buffer makes its type's metadata at run time.
      String(
        decoding: UnsafeBufferPointer(
          start: $0.baseAddress! + range.lowerBound, count: range.count),
        as: UTF8.self)
    }
  }

  /// How many bytes the stem `id` has.
  func length(of id: UInt16) -> Int {
    range(of: id).count
  }

  /// The id of `stem`, or `nil` when no food name has it.
  func id(of stem: String) -> UInt16? {
    Self.id(of: stem, in: bytes, starts: starts, slots: slots)
  }

  /// The id of `stem` among the stems `bytes` holds where `starts` says, found through `slots`.
  private static func id(
    of stem: String, in bytes: [UInt8], starts: [Int32], slots: [UInt16]
  ) -> UInt16? {
    var stem = stem
    return stem.withUTF8 { wanted in
      bytes.withUnsafeBufferPointer { all in
        var slot = FNV1a.hash(wanted) & (slots.count - 1)
        while slots[slot] != 0 {
          let id = Int(slots[slot]) - 1
          let start = Int(starts[id])
          if Int(starts[id + 1]) - 1 - start == wanted.count,
            (0..<wanted.count).allSatisfy({ all[start + $0] == wanted[$0] })
          {
            return UInt16(id)
          }
          slot = (slot + 1) & (slots.count - 1)
        }
        return nil
      }
    }
  }

  /// The ids of those of `stems` that some food name has.
  func set(_ stems: some Sequence<String>) -> StemSet {
    var set = StemSet(capacity: count)
    for stem in stems {
      if let id = id(of: stem) { set.insert(id) }
    }
    return set
  }

  private func range(of id: UInt16) -> Range<Int> {
    Int(starts[Int(id)])..<(Int(starts[Int(id) + 1]) - 1)
  }

  /// `stems` in the order of their ids: ascending UTF-8 bytes.
  static func ordered(_ stems: Set<String>) -> [String] {
    stems.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// The form the index stores `stems` (from `ordered(_:)`) in: one per line.
  static func stored(_ stems: [String]) -> String {
    stems.joined(separator: "\n")
  }
}
