/// FNV-1a, a hash of bytes that costs a few instructions a byte where `Hasher` costs about a
/// hundred a word: for the tables a cold analysis builds from fixed words (ADR 0012). Not for
/// tables keyed by what a person types at scale: it has no seed.
enum FNV1a {
  /// The hash of `bytes`.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var hash: UInt32 = 2_166_136_261
    for byte in bytes {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    return Int(hash)
  }

  /// The hash of `text`'s UTF-8 bytes.
  static func hash(_ text: String) -> Int {
    // A literal longer than 15 bytes is contiguous; a shorter one is kept inside the
    // `String` itself, whose bytes its UTF-8 view reads without copying them out.
    if let hash = text.utf8.withContiguousStorageIfAvailable(hash) { return hash }
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 {
      hash = (hash ^ UInt32(byte)) &* 16_777_619
    }
    return Int(hash)
  }
}
