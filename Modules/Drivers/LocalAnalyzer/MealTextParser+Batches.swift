extension MealTextParser {
  /// "turkey taco bowl (1 of 4) - whole batch was 1 lb ground turkey, 4 cups rice…", "one of
  /// the 6 chicken and rice containers, batch was 3 lb chicken and 6 cups rice", "batch cooked
  /// 4 cups of quinoa, lunch was a quarter of it": the person's share of a batch told by what
  /// went into it (it had been the whole batch, and the dish's usual portion besides). Left
  /// alone without both a batch or recipe and a share of it.
  static func batchShared(_ items: [ParsedMealItem], parts: [ReadPart]) -> [ParsedMealItem] {
    guard items.count >= 2,
      let batch = parts.firstIndex(where: { isBatch($0.words) }),
      let (share, at) = parts.indices.lazy.compactMap({ index in
        shareOfBatch(in: parts[index].words).map { ($0, index) }
      }).first,
      at != batch
    else { return items }
    func measured(_ index: Int) -> Bool { items[index].measure?.isQuantity == true }
    // What went into the batch: said before the share ("batch cooked 4 cups of quinoa…, a
    // quarter of it"), else after the batch and the share both ("stir fry for 2 (I ate
    // half): 12 oz sirloin, …", "one of the 6 containers, batch was 3 lb chicken…").
    let before = parts[batch..<max(at, batch)].flatMap(\.items)
    let ingredients =
      at > batch && before.contains(where: measured)
      ? before
      : parts[batch...].flatMap(\.items).filter { index in
        measured(index) || !parts[batch...max(at, batch)].contains { $0.items.contains(index) }
      }
    guard ingredients.contains(where: measured) else { return items }
    // The dish the share is of, named with no weight of its own ("turkey taco bowl", "one of
    // the 6 chicken and rice containers", "stir fry"), is the batch told again.
    let first = min(at, batch)
    let from = parts[first].items.isEmpty && first > 0 && at < batch ? first - 1 : first
    let dish = parts[from...max(at, batch)].flatMap(\.items).filter { !measured($0) }
    var result = items
    for index in ingredients where result[index].hasAmount {
      result[index].count = (result[index].count ?? 1) * share
      result[index].countIsArticle = false
    }
    for index in Set(dish).subtracting(ingredients).sorted().reversed() { result.remove(at: index) }
    return result
  }

  /// Whether `words` say a dish was made as a batch whose parts are told: "batch", "recipe",
  /// "for 2" ("stir fry for 2 (I ate half): …").
  private static func isBatch(_ words: [String]) -> Bool {
    if words.contains(where: batchWords.contains) { return true }
    return words.indices.dropLast().contains { index in
      words[index] == "for"
        && (number(words[index + 1]) ?? QuantityWords.numbers[words[index + 1]]).map {
          (2...12).contains($0)
        } == true
    }
  }

  /// Words that say a dish was cooked in a batch whose parts follow.
  private static let batchWords: WordSet = ["batch", "recipe"]

  /// The share of a batch `words` say: "1 of 4", "one of the 6", "a quarter of it", "half of
  /// it", "(I ate half)"; `nil` when they say none.
  static func shareOfBatch(in words: [String]) -> Double? {
    func count(_ word: String) -> Double? { number(word) ?? QuantityWords.numbers[word] }
    // "(I ate half)", "logging my half": half of it.
    if let half = words.lastIndex(of: "half"), half == words.count - 1, half > 0,
      ["ate", "had", "my", "eat"].contains(words[half - 1])
    {
      return 1 / 2
    }
    for index in words.indices.dropLast(2) where words[index + 1] == "of" {
      let whole = words[index + 2] == "the" && index + 3 < words.count ? index + 3 : index + 2
      if let part = count(words[index]), let of = count(words[whole]), part >= 1, of > part,
        of <= 24
      {
        return part / of
      }
      // The fractions amounts are read with ("a quarter of", "an eighth of"), and half.
      if let fraction = words[index] == "half" ? 0.5 : QuantityWords.fractionNames[words[index]],
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
