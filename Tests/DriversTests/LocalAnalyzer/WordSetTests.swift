import TestSupport
import Testing

@testable import Drivers

@Suite("Static word tables: WordSet, WordTable and their FNV-1a hash")
struct WordSetTests {
  @Test("FNV-1a gives the published 32-bit test vectors, for short and long text alike")
  func fnvVectors() {
    expectEqual(FNV1a.hash(""), 0x811c_9dc5)
    expectEqual(FNV1a.hash("a"), 0xe40c_292c)
    expectEqual(FNV1a.hash("foobar"), 0xbf9c_f968)
    // Longer than a small string's 15 bytes: read from contiguous storage instead.
    let long = "a longer phrase than fifteen bytes"
    let bytes = Array(long.utf8)
    expectEqual(FNV1a.hash(long), bytes.withUnsafeBufferPointer { FNV1a.hash($0) })
    #expect(FNV1a.hash(String(long.dropFirst())) != FNV1a.hash(long))
  }

  @Test("a set holds exactly its words, whatever their length, case or script")
  func setMembership() {
    let words = [
      "egg", "eggs", "toast", "a glass of orange juice", "Egg", "café", "jalapeño", "",
    ]
    let set = WordSet(words)
    for word in words { #expect(set.contains(word)) }
    for absent in ["eg", "eggss", "egg ", "cafe", "jalapeno", "orange", "TOAST"] {
      #expect(!set.contains(absent))
    }
    #expect(set.contains(Substring("toast")))
    expectEqual(set.count, words.count)
  }

  @Test("many words in few slots are all found (every probe chain followed to its end)")
  func crowdedSet() {
    let words = (0..<1000).map { "word\($0)" }
    let set = WordSet(words)
    #expect(words.allSatisfy(set.contains))
    #expect(!(1000..<1100).map { "word\($0)" }.contains(where: set.contains))
  }

  @Test("a word given twice is found once and union adds the other words")
  func duplicatesAndUnion() {
    let set: WordSet = ["kid", "kids", "kid"]
    #expect(set.contains("kid"))
    let more = set.union(["partner", "kid"])
    #expect(more.contains("partner") && more.contains("kids"))
    #expect(!set.contains("partner"))
    #expect(more.isDisjoint(with: ["he", "she"]))
    #expect(!more.isDisjoint(with: ["she", "kids"]))
  }

  @Test("a table gives each word's value, the first one for a word given twice, nil for others")
  func table() {
    let table: WordTable<[String]> = [
      "toast": ["bread", "toasted"], "fries": ["potato", "french", "fries"],
      "toast ": ["not", "this"],
    ]
    expectEqual(table["toast"], ["bread", "toasted"])
    expectEqual(table["fries"], ["potato", "french", "fries"])
    expectEqual(table["toasts"], nil)
    expectEqual(table.keys, ["toast", "fries", "toast "])
    let repeated = WordTable<Int>([("a", 1), ("a", 2)])
    expectEqual(repeated["a"], 1)
  }

  @Test("the synonym table gives a phrase's USDA words, split, and says whether it has one")
  func synonyms() {
    expectEqual(FoodVocabulary.synonyms["toast"], ["bread", "toasted"])
    #expect(FoodVocabulary.synonyms.contains("toast"))
    expectEqual(FoodVocabulary.synonyms["toasted bread"], nil)
    #expect(!FoodVocabulary.synonyms.contains("toasted bread"))
  }
}
