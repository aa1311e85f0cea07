/// A food name split at its commas and stemmed, as ids in the index's `StemVocabulary`, with
/// whether it names a brand: what ranking reads of a name. The index builder works it out
/// for every name and stores it (`stored(_:ids:)`); the open index that finds a name reads it
/// back once.
///
/// Ranking reads the same names again and again: a meal's queries, and the passes that leave
/// words out, find many of the same foods, and `serve` analyzes meal after meal over indexes it
/// keeps open (`OpenFoodIndexes`). Splitting and stemming them was about a fifth of an analysis
/// (ADR 0012, ADR 0023), and hashing their words as strings a sixth (ADR 0012, tenth pass).
/// Each open index keeps the names it has read, so no lock is shared between analyses running
/// at once (a process-wide table behind a mutex was contended).
struct StemmedName: Hashable, Sendable {
  /// Each comma-separated part of the name: the ids of its stems, in order.
  let parts: [[UInt16]]
  /// Every stem id of the name, once each, in the order the name first has it.
  let ids: [UInt16]
  /// Whether the name carries a brand in capitals (`FoodMatcher.isBrand`).
  let isBrand: Bool
  /// The vocabulary the ids are positions in.
  let vocabulary: StemVocabulary

  /// Ends a part in the stored form.
  static let partEnd = UInt16.max

  /// The name stored as `bytes` (`stored(_:ids:)`), its ids in `vocabulary`.
  init(stored bytes: UnsafeRawBufferPointer, isBrand: Bool, vocabulary: StemVocabulary) {
    func id(at index: Int) -> UInt16 {
      UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: 2 * index, as: UInt16.self))
    }
    // Every array sized once: growing them a word at a time was most of the cost.
    let count = bytes.count / 2
    var partCount = 0
    for index in 0..<count where id(at: index) == Self.partEnd { partCount += 1 }
    var parts: [[UInt16]] = []
    parts.reserveCapacity(partCount)
    var ids: [UInt16] = []
    ids.reserveCapacity(count - partCount)
    var start = 0
    for index in 0..<count where id(at: index) == Self.partEnd {
      parts.append(
        [UInt16](unsafeUninitializedCapacity: index - start) { part, initialized in
          for offset in 0..<(index - start) {
            let word = id(at: start + offset)
            part[offset] = word
            if !ids.contains(word) { ids.append(word) }
          }
          initialized = index - start
        })
      start = index + 1
    }
    self.parts = parts
    self.ids = ids
    self.isBrand = isBrand
    self.vocabulary = vocabulary
  }

  /// The stems of each part, as strings.
  var segments: [[String]] {
    parts.map { $0.map(vocabulary.stem) }
  }

  /// Every stem of the name, as strings.
  var words: Set<String> {
    Set(ids.map(vocabulary.stem))
  }

  /// Whether the name has the stem `id`.
  func contains(_ id: UInt16) -> Bool {
    ids.contains(id)
  }

  /// `segments` (from `WordStem.segments(in:)`) in the index's form: each stem's id (`ids`,
  /// from the vocabulary's order) as two little-endian bytes, each part ended by `partEnd`.
  static func stored(_ segments: [[String]], ids: [String: UInt16]) -> [UInt8] {
    var bytes: [UInt8] = []
    for segment in segments {
      for stem in segment + [nil] {
        var id = partEnd
        if let stem {
          guard let known = ids[stem] else {
            preconditionFailure("\(stem) is not in the vocabulary it is stored with")
          }
          id = known
        }
        bytes += [UInt8(id & 0xFF), UInt8(id >> 8)]
      }
    }
    return bytes
  }

  static func == (left: StemmedName, right: StemmedName) -> Bool {
    left.parts == right.parts && left.isBrand == right.isBrand
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(parts)
    hasher.combine(isBrand)
  }
}
