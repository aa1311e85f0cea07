import TestSupport
import Testing

@testable import Drivers

@Suite("StemVocabulary and StemSet")
struct StemVocabularyTests {
  @Test("every stem of the shipped index is found by its id and no other word is")
  func shippedVocabulary() throws {
    let index = try FoodIndex(path: LocalAnalyzerFixture.indexPath)
    let vocabulary = try index.stemVocabulary()
    #expect(vocabulary.count > 2_000)
    var previous: [UInt8] = []
    for id in 0..<vocabulary.count {
      let stem = vocabulary.stem(UInt16(id))
      #expect(vocabulary.id(of: stem) == UInt16(id), "\(stem)")
      expectEqual(vocabulary.length(of: UInt16(id)), stem.utf8.count)
      // Ascending bytes, each once: the order the builder gives ids in.
      #expect(previous.lexicographicallyPrecedes(stem.utf8) || id == 0, "\(stem)")
      previous = Array(stem.utf8)
    }
    for word in ["", "zzzzzz", "chickenx", "chicke", "Chicken", "chicken "] {
      #expect(vocabulary.id(of: word) == nil, "\(word)")
    }
    #expect(vocabulary.id(of: "chicken") != nil)
  }

  @Test("ranking's words are the ids of the same stems, and a word no name has is absent")
  func rankingStems() throws {
    let vocabulary = StemVocabulary(
      stored: StemVocabulary.stored(StemVocabulary.ordered(["raw", "soup", "with", "fried"])))
    let ranking = vocabulary.ranking
    expectEqual(ranking.with, vocabulary.id(of: "with"))
    expectEqual(ranking.soup, vocabulary.id(of: "soup"))
    expectEqual(ranking.salad, FoodMatcher.RankingStems.absent)
    #expect(ranking.preparation.contains(try #require(vocabulary.id(of: "fried"))))
    #expect(!ranking.preparation.contains(try #require(vocabulary.id(of: "soup"))))
    expectEqual(StemVocabulary(stored: "").count, 0)
    expectEqual(StemVocabulary(stored: "").id(of: "raw"), nil)
  }

  @Test("a stem set holds the ids put in it, and none it was not sized for")
  func stemSet() {
    var set = StemSet(capacity: 100)
    #expect(!set.contains(0))
    set.insert(3)
    set.insert(64)
    #expect(set.contains(3) && set.contains(64))
    #expect(!set.contains(4) && !set.contains(63) && !set.contains(65))
    #expect(!set.contains(UInt16.max))
    // An id past the capacity grows the set rather than being lost.
    set.insert(200)
    #expect(set.contains(200) && set.contains(3) && !set.contains(199))
  }
}
