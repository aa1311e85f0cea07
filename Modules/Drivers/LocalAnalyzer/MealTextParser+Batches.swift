extension MealTextParser {
  /// "turkey taco bowl (1 of 4) - whole batch was 1 lb ground turkey, 4 cups rice…", "one of
  /// the 6 chicken and rice containers, batch was 3 lb chicken and 6 cups rice", "batch cooked
  /// 4 cups of quinoa, lunch was a quarter of it": the person's share of a batch told by what
  /// went into it (it had been the whole batch, and the dish's usual portion besides). Left
  /// alone without both a batch or recipe and a share of it.
  static func batchShared(_ items: [ParsedMealItem], parts: [ReadPart]) -> [ParsedMealItem] {
    guard items.count >= 2,
      let batch = parts.firstIndex(where: { $0.words.contains(where: batchWords.contains) }),
      let (share, at) = parts.indices.lazy.compactMap({ index in
        shareOfBatch(in: parts[index].words).map { ($0, index) }
      }).first,
      at != batch
    else { return items }
    // What went into the batch: its part and those after, up to the share said after it.
    let ingredients = parts[batch..<(at > batch ? at : parts.endIndex)].flatMap(\.items)
    guard ingredients.contains(where: { items[$0].measure?.isQuantity == true }) else {
      return items
    }
    // The dish the share is of, named before the batch with no weight of its own ("turkey
    // taco bowl", "one of the 6 chicken and rice containers"), is the batch told again.
    var dish: [Int] = []
    if at < batch {
      let first = parts[at].items.isEmpty && at > 0 ? at - 1 : at
      dish = parts[first..<batch].flatMap(\.items).filter { items[$0].measure?.isQuantity != true }
    }
    var result = items
    for index in ingredients where result[index].hasAmount {
      result[index].count = (result[index].count ?? 1) * share
      result[index].countIsArticle = false
    }
    for index in dish.reversed() { result.remove(at: index) }
    return result
  }

  /// Words that say a dish was cooked in a batch whose parts follow.
  private static let batchWords: WordSet = ["batch", "recipe"]

  /// Shares of a whole said as a fraction of it ("a quarter of it").
  private static let fractionsOfAWhole: [String: Double] = [
    "half": 1 / 2, "third": 1 / 3, "quarter": 1 / 4, "fourth": 1 / 4, "fifth": 1 / 5,
    "sixth": 1 / 6, "eighth": 1 / 8,
  ]

  /// The share of a batch `words` say: "1 of 4", "one of the 6", "a quarter of it", "half
  /// the batch"; `nil` when they say none.
  static func shareOfBatch(in words: [String]) -> Double? {
    func count(_ word: String) -> Double? { number(word) ?? QuantityWords.numbers[word] }
    for index in words.indices.dropLast(2) where words[index + 1] == "of" {
      let whole = words[index + 2] == "the" && index + 3 < words.count ? index + 3 : index + 2
      if let part = count(words[index]), let of = count(words[whole]), part >= 1, of > part,
        of <= 24
      {
        return part / of
      }
      if let fraction = fractionsOfAWhole[words[index]],
        ["it", "the", "that", "this"].contains(words[index + 2]),
        index == 0 || ["a", "one", "about", "like", "half"].contains(words[index - 1])
          || words[index] == "half"
      {
        return fraction
      }
    }
    return nil
  }
}
