extension FoodMatcher {
  /// The words ranking asks a name about, as ids in one index's `StemVocabulary`: a name's
  /// words are ids, so each question is a comparison of numbers or one bit, not a hash.
  /// A word no food name has gets `absent`, which no name's word equals.
  struct RankingStems: Sendable {
    /// The id of a word no food name has.
    static let absent = StemmedName.partEnd

    let with: UInt16, moist: UInt16, nfs: UInt16, no: UInt16, without: UInt16, not: UInt16
    let n: UInt16, ns: UInt16, asWord: UInt16, to: UInt16, on: UInt16, or: UInt16
    let added: UInt16, fat: UInt16, sugar: UInt16, raw: UInt16, uncooked: UInt16
    let fried: UInt16, sauteed: UInt16, soup: UInt16, medium: UInt16, salad: UInt16
    let cooked: UInt16, babyfood: UInt16, restaurant: UInt16, commercially: UInt16
    let from: UInt16, coated: UInt16, stew: UInt16, meat: UInt16, egg: UInt16, white: UInt16
    let meatless: UInt16, collards: UInt16, okra: UInt16, greens: UInt16, milk: UInt16

    /// `FoodMatcher`'s stem tables of the same names.
    let preparation: StemSet, classes: StemSet, neutral: StemSet, contradicting: StemSet
    let moistHeat: StemSet, dryHeat: StemSet
    /// `FoodMatcher.meatStems` that some name has.
    let meats: [UInt16]
    /// The neutral phrases a whole part can be, and the words they start with; a phrase with
    /// a word no name has is left out, since no part can be it.
    let neutralPhrases: [[UInt16]]
    let neutralPhraseStarts: StemSet
    /// `FoodMatcher.neutralTails`, longest first, the same way.
    let neutralTails: [[UInt16]]
    /// FNDDS's "fat added" part, or `nil` when no name has one of its words.
    let fatAdded: [UInt16]?

    /// The ids of these words in a vocabulary of `count` stems, where `id` finds a stem.
    init(count: Int, id find: (String) -> UInt16?) {
      func id(_ word: String) -> UInt16 {
        find(word) ?? Self.absent
      }
      func set(_ words: some Sequence<String>) -> StemSet {
        var set = StemSet(capacity: count)
        for word in words {
          if let id = find(word) { set.insert(id) }
        }
        return set
      }
      func phrase(_ words: [String]) -> [UInt16]? {
        let ids = words.map(id)
        return ids.contains(Self.absent) ? nil : ids
      }
      with = id("with")
      moist = id("moist")
      nfs = id("nfs")
      no = id("no")
      without = id("without")
      not = id("not")
      n = id("n")
      ns = id("ns")
      asWord = id("as")
      to = id("to")
      on = id("on")
      or = id("or")
      added = id("added")
      fat = id("fat")
      sugar = id("sugar")
      raw = id("raw")
      uncooked = id("uncooked")
      fried = id("fried")
      sauteed = id("sauteed")
      soup = id("soup")
      medium = id("medium")
      salad = id("salad")
      cooked = id("cooked")
      babyfood = id("babyfood")
      restaurant = id("restaurant")
      commercially = id("commercially")
      from = id("from")
      coated = id("coated")
      stew = id("stew")
      meat = id("meat")
      egg = id("egg")
      white = id("white")
      meatless = id("meatless")
      milk = id("milk")
      collards = id(WordStem.of("collards"))
      okra = id(WordStem.of("okra"))
      greens = id(WordStem.of("greens"))
      preparation = set(FoodMatcher.preparationStems)
      classes = set(FoodMatcher.classStems)
      neutral = set(FoodMatcher.neutralStems)
      contradicting = set(FoodMatcher.contradictingStems)
      moistHeat = set(FoodMatcher.moistHeatStems)
      dryHeat = set(FoodMatcher.dryHeatStems)
      meats = FoodMatcher.meatStems.compactMap(find)
      neutralPhrases = FoodMatcher.neutralPhrases.compactMap(phrase)
      var starts = StemSet(capacity: count)
      for phrase in neutralPhrases where !phrase.isEmpty { starts.insert(phrase[0]) }
      neutralPhraseStarts = starts
      neutralTails = FoodMatcher.neutralTails.compactMap(phrase)
      fatAdded = phrase(FoodMatcher.fatAddedStems)
    }
  }
}
