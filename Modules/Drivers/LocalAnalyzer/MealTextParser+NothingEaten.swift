extension MealTextParser {
  /// Whether the meal says the person ate nothing, with no food eaten before or after it:
  /// "fed the baby 4 oz of formula and gave the toddler a banana, i had nothing myself",
  /// "thai place was closed so i ended up not eating anything tonight", "nothing eaten yet".
  /// The foods named had been read as eaten (the formula and the banana, "Thai" food). Not
  /// "didn't eat anything else", "had nothing till dinner", nor a meal that says what was
  /// had before ("drank a coffee, didn't eat anything") or after ("…, then 2 crackers").
  static func saysNothingEaten(_ tokens: [Token]) -> Bool {
    let words = tokens.map(\.word)
    guard let clause = nothingEatenClause(in: words) else { return false }
    for (index, word) in words.enumerated() where !clause.contains(index) {
      guard let word else { continue }
      let had = consumingVerbs.contains(word) && !(word == "had" && words[safe: index + 1] == "to")
      // Anything said after that has an amount may be food had later; "slept like 3 hrs"
      // is no amount of food.
      let counted =
        isCount(word) && !(words[safe: index + 1].flatMap { $0 }.map(spanWords.contains) ?? false)
      if had || index > clause.upperBound && counted { return false }
    }
    return true
  }

  /// Where "had nothing", "didn't eat anything" or "nothing to eat" is said, when nothing
  /// after it narrows it ("else", "till dinner", "for lunch").
  private static func nothingEatenClause(in words: [String?]) -> ClosedRange<Int>? {
    for (index, word) in words.enumerated() {
      let end: Int
      switch word {
      case "nothing" where index > 0 && words[index - 1].map(ateNothingVerbs.contains) == true:
        end = index
      case "nothing" where words[safe: index + 1] == "eaten":
        end = index + 1
      case "nothing" where words[safe: index + 1] == "to" && words[safe: index + 2] == "eat":
        end = index + 2
      case "anything":
        // "didn't eat anything", "have not eaten anything", "not eating anything".
        guard index >= 2, let verb = words[index - 1], notAteVerbs.contains(verb),
          let negation = words[index - 2], eatingNegations.contains(negation)
        else { continue }
        end = index
      default:
        continue
      }
      if let next = words[safe: end + 1], let next, nothingNarrowingWords.contains(next) {
        continue
      }
      let start = words[..<index].lastIndex(where: { $0 == nil }).map { $0 + 1 } ?? 0
      return start...end
    }
    return nil
  }

  /// Verbs that say food was had, before or after a clause saying nothing was: the
  /// vocabulary's, and their other forms.
  private static let consumingVerbs = FoodVocabulary.consumingVerbs.union([
    "eaten", "drunk", "tasted", "wolfed", "downed", "polished", "tried", "eat", "drink",
    "eating", "drinking",
  ])
  /// "had nothing", "ate nothing", "ended up eating nothing", "got nothing".
  private static let ateNothingVerbs: WordSet = ["had", "ate", "eaten", "eating", "got", "eat"]
  /// The verb of "didn't eat anything", "haven't eaten anything", "not eating anything".
  private static let notAteVerbs: WordSet = ["eat", "eaten", "eating", "had", "have"]
  private static let eatingNegations: WordSet = [
    "didnt", "havent", "hadnt", "not", "never", "dont", "wont", "cant", "couldnt",
  ]
  /// Words after "nothing" or "anything" that say only some time or some food was meant.
  static let nothingNarrowingWords: WordSet = [
    "else", "but", "except", "besides", "other", "till", "until", "til", "since", "after",
    "before", "for", "apart", "aside", "more", "extra", "at", "in", "during", "from", "then",
    "beyond", "than", "substantial", "solid", "real", "big",
  ]
}

extension Array {
  /// The element at `index`, or `nil` outside the array.
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
