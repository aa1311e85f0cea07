/// A light English stemmer shared by the query and USDA names, so "eggs" meets "Egg",
/// "cookies" meets "Cookie" and "tomatoes" meets "Tomato" when candidates are ranked.
///
/// Retrieval uses FTS5's Porter stemmer; ranking needs only plural folding, and a small
/// rule set keeps "fries" apart from "fried", which Porter merges.
enum WordStem {
  /// The stem of one lowercase word.
  static func of(_ word: String) -> String {
    // Every rule needs a final "s", or "ie": most words leave here, as they came.
    guard let last = word.utf8.last, last == UInt8(ascii: "s") || last == UInt8(ascii: "e")
    else { return word }
    if isASCII(word) {
      var bytes = Array(word.utf8)
      stem(&bytes)
      return String(decoding: bytes, as: UTF8.self)
    }
    var word = word
    if word.utf8.count <= 3 { return word }
    if word.hasSuffix("ies") {
      word = String(word.dropLast(3)) + "y"
    } else if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes")
      || word.hasSuffix("xes") || word.hasSuffix("sses") || word.hasSuffix("zes")
    {
      word = String(word.dropLast(2))
    } else if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"),
      !word.hasSuffix("is") || word.utf8.count >= 5
    {
      word = String(word.dropLast())
    }
    if word.hasSuffix("ie") { word = String(word.dropLast(2)) + "y" }
    return word
  }

  /// The root of one word whatever its inflection, verb forms folded too: "frosting",
  /// "frosted" and "frost" are "frost", "glazed" and "glaze" "glaz". For asking whether a
  /// name says a word at all; ranking keeps `of(_:)`, which holds "fried" apart from "fries".
  static func root(of word: String) -> String {
    var root = Substring(of(word.lowercased()))
    for suffix in ["ing", "ed"] where root.hasSuffix(suffix) {
      root = root.dropLast(suffix.count)
      break
    }
    return String(root.hasSuffix("e") ? root.dropLast() : root)
  }

  /// `of(_:)` on the bytes of an ASCII word, in place: the same rules without making a
  /// string for every step, since ranking stems every word of a few hundred names.
  private static func stem(_ word: inout [UInt8]) {
    if word.count <= 3 { return }
    // Every rule needs a final "s", or "ie": most words leave here.
    let last = word[word.count - 1]
    guard last == UInt8(ascii: "s") || last == UInt8(ascii: "e") else { return }
    func ends(_ suffix: StaticString) -> Bool {
      let count = suffix.utf8CodeUnitCount
      guard word.count >= count else { return false }
      // Byte by byte: the generic elementsEqual on a slice cost more than the rest.
      let bytes = suffix.utf8Start
      let start = word.count - count
      for offset in 0..<count where word[start + offset] != bytes[offset] { return false }
      return true
    }
    if ends("ies") {
      word.removeLast(3)
      word.append(UInt8(ascii: "y"))
    } else if ends("oes") || ends("ches") || ends("shes") || ends("xes") || ends("sses")
      || ends("zes")
    {
      word.removeLast(2)
    } else if ends("s"), !ends("ss"), !ends("us"), !ends("is") || word.count >= 5 {
      // "kiwis" is kiwi, as FTS5's Porter stemmer reads it; "this" and "iris" stay.
      word.removeLast()
    }
    if ends("ie") {
      word.removeLast(2)
      word.append(UInt8(ascii: "y"))
    }
  }

  /// The stemmed words of each comma-separated part of a USDA name, as
  /// `name.split(separator: ",").map { words(in: String($0)) }` gives them, in one pass.
  static func segments(in name: String) -> [[String]] {
    guard isASCII(name) else {
      return name.split(separator: ",").map { words(in: String($0)) }
    }
    var segments: [[String]] = []
    var segmentWords: [String] = []
    var current: [UInt8] = []
    // split(separator:) leaves out empty parts, but keeps a part of spaces as no words.
    var segmentHasBytes = false
    func endWord() {
      guard !current.isEmpty else { return }
      stem(&current)
      segmentWords.append(String(decoding: current, as: UTF8.self))
      current.removeAll(keepingCapacity: true)
    }
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: ","):
        endWord()
        if segmentHasBytes { segments.append(segmentWords) }
        segmentWords.removeAll(keepingCapacity: true)
        segmentHasBytes = false
        continue
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): current.append(byte + 32)
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        current.append(byte)
      default: endWord()
      }
      segmentHasBytes = true
    }
    endWord()
    if segmentHasBytes { segments.append(segmentWords) }
    return segments
  }

  /// The stemmed words of a text: letters and digits, everything else separates.
  static func words(in text: String) -> [String] {
    // USDA names are ASCII; a byte loop is many times faster than Character properties,
    // and ranking reads a few hundred names per item.
    guard isASCII(text) else {
      return text.lowercased().split { !($0.isLetter || $0.isNumber) }.map { of(String($0)) }
    }
    var words: [String] = []
    var current: [UInt8] = []
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): current.append(byte + 32)
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        current.append(byte)
      default:
        if !current.isEmpty {
          stem(&current)
          words.append(String(decoding: current, as: UTF8.self))
          current.removeAll(keepingCapacity: true)
        }
      }
    }
    if !current.isEmpty {
      stem(&current)
      words.append(String(decoding: current, as: UTF8.self))
    }
    return words
  }

  /// Whether `text` is all ASCII, checked in place where its bytes are contiguous (the
  /// generic `utf8.allSatisfy` cost about 200 instructions a word).
  static func isASCII(_ text: String) -> Bool {
    if let inPlace = text.utf8.withContiguousStorageIfAvailable({ bytes in
      bytes.allSatisfy { $0 < 0x80 }
    }) {
      return inPlace
    }
    for byte in text.utf8 where byte >= 0x80 { return false }
    return true
  }

  /// Whether `text` contains `fragment`, comparing bytes; both are expected lowercase.
  static func text(_ text: String, contains fragment: String) -> Bool {
    // Native strings are contiguous UTF-8: comparing in place saves two arrays a call, and
    // ranking and portion choice make thousands of calls an analysis.
    let inPlace = text.utf8.withContiguousStorageIfAvailable { haystack in
      fragment.utf8.withContiguousStorageIfAvailable { needle in
        contains(needle, in: haystack)
      }
    }
    if let inPlace, let found = inPlace { return found }
    return Array(text.utf8).withUnsafeBufferPointer { haystack in
      Array(fragment.utf8).withUnsafeBufferPointer { needle in contains(needle, in: haystack) }
    }
  }

  private static func contains(
    _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
    for start in 0...(haystack.count - needle.count)
    where haystack[start] == needle[0]
      && haystack[start..<(start + needle.count)].elementsEqual(needle)
    {
      return true
    }
    return false
  }
}
