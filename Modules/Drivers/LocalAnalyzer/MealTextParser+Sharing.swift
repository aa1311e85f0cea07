extension MealTextParser {
  /// One part of a meal as the reader went through it: its words and the items it added.
  struct ReadPart: Sendable {
    /// The part's words.
    var words: [String]
    /// The positions of the items it added.
    var items: Range<Int>
    /// Whether it began after a separator rather than a joiner ("and", "with").
    var startsPart: Bool
    /// Whether it ends in a colon or a dash before what it heads ("split it with my son:").
    var endsWithLabel = false
  }

  /// "split a cheeseburger with my son", "3 of us went through a bag of chips and a cup of
  /// salsa, split pretty even", "a pack of bacon, split 4 ways": the person's share of what
  /// was shared (had been all of it). Left alone when the person says their own part ("i
  /// had half", "each had 2", "had 4 of the 8", "mine") or not how many shared it ("split a
  /// pizza with friends").
  static func sharedOut(
    _ items: [ParsedMealItem], parts: [ReadPart], saying tokens: [Token]
  ) -> [ParsedMealItem] {
    guard let verb = parts.firstIndex(where: { sharingVerb(in: $0.words) != nil }) else {
      return items
    }
    // The words as given, before the counts of people were taken out.
    let given = tokens.compactMap(\.word)
    guard let start = given.indices.first(where: { isSharingVerb(at: $0, in: given) }),
      let people = sharers(in: given), people >= 2, people <= maximumSharers,
      // "split it with my husband so half for me": an own share that is the even one, in
      // the split's part, is the split said again (it had left all of it).
      !saysOwnShare(Array(given[start...]))
        // A share said in a part of its own is read there ("…, half for me", "…, i had a
        // third"), as the share of the food before it.
        || restatesEvenShare(parts[verb].words, people: people)
          && !saysOwnShare(parts[(verb + 1)...].flatMap(\.words))
    else { return items }
    // The verb read as a food of its own ("split it evenly") is none.
    func foods(_ part: ReadPart) -> [Int] {
      part.items.filter { !items[$0].foodWords.allSatisfy(sharingVerbs.contains) }
    }
    var targets = foods(parts[verb])
    var next = verb + 1
    // What it came with ("split a large popcorn with butter with my bf").
    while next < parts.count, !parts[next].startsPart {
      targets += foods(parts[next])
      next += 1
    }
    if targets.isEmpty, parts[verb].endsWithLabel {
      // "smoothie, split it with my son: 1 banana, 1 cup milk, …": what the heading lists.
      targets = parts[(verb + 1)...].flatMap(foods)
    }
    if targets.isEmpty {
      // "…a bottle of red wine, split it evenly", "coleslaw, me and dad shared a cup of
      // it": the part before that named food.
      guard var first = parts[..<verb].lastIndex(where: { !foods($0).isEmpty }) else {
        return items
      }
      let last = first
      while first > 0, !parts[first].startsPart { first -= 1 }
      targets = parts[first...last].flatMap(foods)
    }
    // What a shared dish came with, unmeasured ("chili with beans"), is part of it: the
    // dish's share is its share (halved on its own, the beans were no part of the chili).
    var addition = Set<Int>()
    for index in items.indices where !items[index].hasAmount && index > 0 {
      let joiner = items[index].joinedBy
      if joiner == "with" || joiner == "on" || joiner == "and" && addition.contains(index - 1) {
        addition.insert(index)
      }
    }
    var result = items
    for index in targets where !addition.contains(index) {
      // With no amount said the analyzer divides the usual portion (`LocalFoodAnalyzer`).
      if result[index].count != nil || result[index].measure != nil {
        result[index].count = (result[index].count ?? 1) / Double(people)
        result[index].countIsArticle = false
      }
      result[index].sharedBy = people
    }
    return result
  }

  /// More people than this sharing one thing is no reading of a meal's share.
  private static let maximumSharers = 12

  /// The position in `words` of a verb of sharing, if one is there.
  private static func sharingVerb(in words: [String]) -> Int? {
    words.indices.first { isSharingVerb(at: $0, in: words) }
  }

  /// Whether `words[index]` shares food out: "split", "shared", not "split peas", "a banana
  /// split" or "a sharing bag".
  private static func isSharingVerb(at index: Int, in words: [String]) -> Bool {
    guard sharingVerbs.contains(words[index]) else { return false }
    let next = index + 1 < words.count ? words[index + 1] : ""
    let before = index > 0 ? words[index - 1] : ""
    return !["pea", "peas", "bag", "size", "platter", "box", "pack", "plate", "bags"].contains(next)
      && before != "banana"
      && !["check", "bill", "tab", "cost"].contains(objectAfter(index, in: words))
  }

  /// The word after `index` past "the", "a" or "my": what was split ("split the check").
  private static func objectAfter(_ index: Int, in words: [String]) -> String {
    var cursor = index + 1
    while cursor < words.count, ["the", "a", "an", "my", "our"].contains(words[cursor]) {
      cursor += 1
    }
    return cursor < words.count ? words[cursor] : ""
  }

  /// Verbs of sharing food out.
  static let sharingVerbs: WordSet = [
    "split", "splitting", "shared", "share", "sharing",
  ]

  /// The meal without the words that count the people sharing it ("between the 3 of us",
  /// "the 4 of us", "split 4 ways"), which are no amounts of food: `sharers(in:)` reads them
  /// from the words as given.
  static func withoutSharers(_ tokens: [Token]) -> [Token] {
    var result: [Token] = []
    var index = 0
    func word(_ at: Int) -> String { at < tokens.count ? tokens[at].word ?? "" : "" }
    while index < tokens.count {
      var cursor = index
      if word(cursor) == "between" { cursor += 1 }
      if word(cursor) == "the" { cursor += 1 }
      if isCount(word(cursor)), word(cursor + 1) == "of", word(cursor + 2) == "us" {
        index = cursor + 3
        continue
      }
      if isCount(word(index)), word(index + 1) == "ways" {
        index += 2
        continue
      }
      if word(index) == "between", word(index + 1) == "us" {
        index += 2
        continue
      }
      result.append(tokens[index])
      index += 1
    }
    return result
  }

  /// Whether the words after the sharing say what the person's own part was.
  private static func saysOwnShare(_ words: [String]) -> Bool {
    for (index, word) in words.enumerated() {
      if ["each", "half", "halves", "mine", "quarter", "third"].contains(word) { return true }
      let next = index + 1 < words.count ? words[index + 1] : ""
      // "my share", "my portion", "my piece".
      if word == "my",
        ["share", "portion", "piece", "part", "slice", "bit", "plate"].contains(next)
      {
        return true
      }
      // "i had 2", "i ate 3", "i took 2 slices".
      if word == "i", ownShareVerbs.contains(next) { return true }
      // "had 4 of the 8 pieces", "ate 5 of them".
      if isCount(word), next == "of",
        index > 0, ownShareVerbs.contains(words[index - 1])
      {
        return true
      }
    }
    return false
  }

  /// Whether the own share said with a split, in its part, is the even share of `people`,
  /// and only that: "half" of two, "a third" of three, "a quarter" of four.
  private static func restatesEvenShare(_ words: [String], people: Int) -> Bool {
    let even: Set<String> =
      switch people {
      case 2: ["half"]
      case 3: ["third"]
      case 4: ["quarter", "fourth"]
      default: []
      }
    let shares: Set<String> = ["each", "half", "halves", "mine", "quarter", "fourth", "third"]
    let said = Set(words).intersection(shares)
    // "i had half" is read as the half of what came before, where it is said.
    let halfRead = zip(words, words.dropFirst()).contains {
      ownShareVerbs.contains($0) && $1 == "half"
    }
    return !said.isEmpty && said.isSubset(of: even) && !halfRead
  }

  /// Verbs a person's own part follows ("i had 2", "ate 5 of them").
  static let ownShareVerbs: WordSet = [
    "had", "ate", "took", "grabbed", "got", "finished", "managed", "drank", "eat", "have",
  ]

  /// How many people shared, the person included, as the meal says it: "the 3 of us",
  /// "between the 4", "4 ways", "with my son", "with 2 mates", "me and my sister", "we".
  static func sharers(in words: [String]) -> Int? {
    func count(_ word: String) -> Int? {
      guard let value = number(word) ?? QuantityWords.numbers[word], value >= 1,
        value == value.rounded()
      else { return nil }
      return Int(value)
    }
    func word(_ index: Int) -> String { words.indices.contains(index) ? words[index] : "" }
    for index in words.indices {
      switch words[index] {
      case "of" where word(index + 1) == "us":
        if let people = count(word(index - 1)) { return people }
      case "between":
        var cursor = index + 1
        if word(cursor) == "the" { cursor += 1 }
        if let people = count(word(cursor)) { return people }
        if word(cursor) == "us" { return 2 }
      case "ways":
        if let people = count(word(index - 1)) { return people }
      case "with", "w":
        var cursor = index + 1
        while ["my", "our", "a", "the"].contains(word(cursor)) { cursor += 1 }
        if let others = count(word(cursor)), companions.contains(word(cursor + 1)) {
          return others + 1
        }
        if singleCompanions.contains(word(cursor)) { return 2 }
      case "and":
        // "me and my sister", "bf and i".
        if word(index - 1) == "me",
          companions.contains(word(index + 1))
            || companions.contains(word(index + 2))
        {
          return 2
        }
        if ["i", "me"].contains(word(index + 1)), singleCompanions.contains(word(index - 1)) {
          return 2
        }
      default:
        continue
      }
    }
    return words.contains("we") ? 2 : nil
  }

  /// Anyone shared with, counted ("2 mates", "my 3 kids") or one of `singleCompanions`.
  private static let companions = FoodVocabulary.companions

  /// Companions that are several people, whose number must be said.
  private static let groups: WordSet = [
    "kids", "coworkers", "friends", "girls", "guys", "mates", "roommates", "flatmates",
    "housemates", "colleagues", "sisters", "brothers", "boys", "cousins", "children",
  ]

  /// One other person: sharing with them halves what was shared.
  private static let singleCompanions = WordSet(companions.filter { !groups.contains($0) })
}
