import UseCases

/// Reads a meal as people write it ("For lunch I had a slice of cheese pizza and a can of
/// cola") into items with amounts, units, sizes, cooking words and food words.
///
/// It knows nothing about particular foods: deciding what "pizza" is happens later, against
/// the food index. The parser only needs the shape of the language.
struct MealTextParser: Sendable {
  /// Most items a meal may have; more is a paste accident, not a meal.
  static let maximumItemCount = 100
  /// Heaviest single item accepted, in grams.
  static let maximumGrams = 5000.0

  /// Splits `text` into items; throws `rejectedInput` for absurd amounts or too many items.
  func parse(_ text: String) throws(FoodAnalysisError) -> [ParsedMealItem] {
    let tokens = Self.withoutCircumstances(Self.tokens(in: text))
    var items: [ParsedMealItem] = []
    for (segment, joiner) in Self.segments(of: tokens) {
      guard var item = try Self.item(from: segment) else { continue }
      item.joinedBy = joiner
      // A part that is only a cooking word ("a sweet potato, baked, with butter") describes
      // the item before it.
      if item.foodWords.isEmpty {
        guard item.count == nil, item.measure == nil, !items.isEmpty else { continue }
        let previous = items.count - 1
        if items[previous].cooking == nil { items[previous].cooking = item.cooking }
        if items[previous].size == nil { items[previous].size = item.size }
        continue
      }
      items.append(item)
    }
    if items.count > Self.maximumItemCount {
      throw .rejectedInput(
        "a meal may have at most \(Self.maximumItemCount) items; this one has \(items.count)")
    }
    return items
  }

  // MARK: Tokens

  /// A word, or a mark that ends a part of the meal (comma, semicolon, line break, period).
  enum Token: Hashable, Sendable {
    case word(String, original: String)
    case separator

    /// The word, lowercased and normalized; `nil` for a separator.
    var word: String? {
      if case .word(let word, _) = self { return word }
      return nil
    }

    /// The word as the person typed it, for showing the item back.
    var original: String {
      if case .word(_, let original) = self { return original }
      return ""
    }
  }

  /// Lowercased words and separators, with fractions, glued units and multi-word terms
  /// ("fl oz", "hard boiled", "extra large", "one and a half") brought to one form.
  static func tokens(in text: String) -> [Token] {
    var raw: [Token] = []
    var word = ""
    var original = ""
    func flush() {
      if !word.isEmpty { raw.append(.word(word, original: original)) }
      word = ""
      original = ""
    }
    let typed = Array(text)
    let characters = typed.map { $0.lowercased().first ?? $0 }
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : " "
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      func take(_ normalized: Character) {
        word.append(normalized)
        original.append(typed[index])
      }
      if let fraction = QuantityWords.vulgarFractions[character] {
        flush()
        raw.append(.word(fraction, original: String(typed[index])))
        continue
      }
      switch character {
      case "⁄":
        take("/")
      case "." where previous.isNumber && next.isNumber, "." where word.isEmpty && next.isNumber:
        take(".")
      case "/" where previous.isNumber && next.isNumber:
        take("/")
      case "/" where word == "w":
        word = "with"
        original.append("/")
        flush()
      case "%":
        take("%")
      case "'", "’", "‘":
        continue
      case "&":
        flush()
        raw.append(.word("and", original: "&"))
      case "+":
        flush()
        raw.append(.word("plus", original: "+"))
      case ",", ";", ":", "\n", "\r", ".", "!", "?", "(", ")", "[", "]", "|", "•":
        flush()
        raw.append(.separator)
      default:
        if character.isLetter || character.isNumber {
          take(character)
        } else {
          flush()
        }
      }
    }
    flush()
    return joinedTerms(raw.flatMap(unglued))
  }

  /// "200g" → "200", "g"; "2x" → "2", "x".
  private static func unglued(_ token: Token) -> [Token] {
    guard let word = token.word, let first = word.first, first.isNumber || first == "." else {
      return [token]
    }
    guard let split = word.firstIndex(where: \.isLetter) else { return [token] }
    let number = String(word[..<split])
    let unit = String(word[split...])
    let known =
      QuantityWords.massUnits[unit] != nil || QuantityWords.volumeUnits[unit] != nil
      || QuantityWords.ounceWords.contains(unit) || unit == "x"
    return known && Double(number) != nil
      ? [.word(number, original: number), .word(unit, original: unit)] : [token]
  }

  /// Multi-word terms that mean one thing, rewritten to one token.
  private static func joinedTerms(_ tokens: [Token]) -> [Token] {
    var result: [Token] = []
    var index = 0
    func word(_ offset: Int) -> String? {
      index + offset < tokens.count ? tokens[index + offset].word : nil
    }
    func joined(_ word: String, _ count: Int) -> Token {
      let originals = tokens[index..<min(index + count, tokens.count)].map(\.original)
      return .word(word, original: originals.joined(separator: " "))
    }
    while index < tokens.count {
      let current = word(0)
      let next = word(1)
      switch (current, next) {
      case ("fl", "oz"?), ("fl", "ozs"?), ("fluid", "ounce"?), ("fluid", "ounces"?),
        ("fluid", "oz"?):
        result.append(joined("floz", 2))
        index += 2
      case ("hard", "boiled"?), ("hard", "cooked"?):
        result.append(joined("hardboiled", 2))
        index += 2
      case ("soft", "boiled"?):
        result.append(joined("boiled", 2))
        index += 2
      case ("pan", "fried"?), ("deep", "fried"?), ("stir", "fried"?), ("pan", "seared"?):
        result.append(joined("fried", 2))
        index += 2
      case ("extra", "large"?), ("extra", "big"?):
        result.append(joined("xl", 2))
        index += 2
      case ("juice", "box"?), ("juice", "boxes"?):
        result.append(joined("juicebox", 2))
        index += 2
      case ("along", "with"?), ("together", "with"?),
        ("as", "well"?) where next != "with":
        let count = current == "as" && word(2) == "as" ? 3 : 2
        result.append(joined("with", count))
        index += count
      default:
        // "one and a half" → 1.5, so the "and" does not split the item.
        if let current, let value = number(current) ?? QuantityWords.numbers[current],
          value >= 1, next == "and", word(2) == "a", word(3) == "half"
        {
          result.append(joined(String(value + 0.5), 4))
          index += 4
        } else {
          result.append(tokens[index])
          index += 1
        }
      }
    }
    return result
  }

  // MARK: Circumstances

  /// Removes what says when or why rather than what: "for lunch", "as a snack", "with
  /// dinner", "while watching the game", "on the way to work", "after my run I drank".
  static func withoutCircumstances(_ tokens: [Token]) -> [Token] {
    var result: [Token] = []
    var index = 0
    var atPartStart = true
    while index < tokens.count {
      guard let word = tokens[index].word else {
        result.append(.separator)
        index += 1
        atPartStart = true
        continue
      }
      // for / as / with / at (a|my|the) lunch …
      if ["for", "as", "with", "at", "during"].contains(word) {
        var cursor = index + 1
        if cursor < tokens.count, let article = tokens[cursor].word,
          ["a", "an", "my", "our", "the", "some"].contains(article)
        {
          cursor += 1
        }
        if cursor < tokens.count, let meal = tokens[cursor].word,
          FoodVocabulary.mealNames.contains(meal)
        {
          index = cursor + 1
          continue
        }
      }
      let startsClause =
        FoodVocabulary.clauseStarters.contains(word)
        || (word == "on" && index + 2 < tokens.count && tokens[index + 1].word == "the"
          && ["way", "go", "road", "side"].contains(tokens[index + 2].word ?? ""))
      if startsClause {
        if atPartStart, let verb = firstVerb(in: tokens, from: index + 1) {
          // "after my run I drank 16 fl oz of milk": the clause ends at the verb.
          index = verb + 1
        } else {
          // "… while watching the game": the clause runs to the end of this part.
          while index < tokens.count, tokens[index].word != nil { index += 1 }
        }
        continue
      }
      result.append(tokens[index])
      atPartStart = false
      index += 1
    }
    return result
  }

  private static let verbs: Set<String> = [
    "had", "ate", "drank", "grabbed", "got", "ordered", "enjoyed", "finished", "snacked",
    "consumed", "tried", "shared", "made",
  ]

  private static func firstVerb(in tokens: [Token], from start: Int) -> Int? {
    var index = start
    while index < tokens.count, let word = tokens[index].word {
      if verbs.contains(word) { return index }
      index += 1
    }
    return nil
  }

  // MARK: Splitting

  /// The parts of the meal: split at separators and at "and", "with", "plus", and at "on" or
  /// "over" when they join two foods ("egg on toast", but not "turkey sandwich on wheat").
  static func segments(of tokens: [Token]) -> [(tokens: [Token], joinedBy: String?)] {
    var segments: [(tokens: [Token], joinedBy: String?)] = []
    var current: [Token] = []
    var joiner: String?
    let words = tokens.map(\.word)
    var index = 0
    func finish(_ next: String? = nil) {
      if !current.isEmpty { segments.append((current, joiner)) }
      current = []
      joiner = next
    }
    while index < tokens.count {
      guard let word = words[index] else {
        finish()
        index += 1
        continue
      }
      if let length = compoundLength(at: index, in: words) {
        current += tokens[index..<(index + length)]
        index += length
        continue
      }
      let previous = index > 0 ? words[index - 1] : nil
      let next = index + 1 < words.count ? words[index + 1] : nil
      switch word {
      case "and", "with", "plus", "alongside", "then", "also":
        finish(word)
      case "on", "over", "atop", "onto":
        let breadWords: Set<String> = [
          "sandwich", "sandwiches", "sub", "burger", "hamburger", "cheeseburger", "wrap",
          "roll", "bun",
        ]
        if let previous, breadWords.contains(previous) {
          current.append(tokens[index])
        } else if next == nil || next == "the" {
          current.append(tokens[index])
        } else {
          finish(word)
        }
      default:
        current.append(tokens[index])
      }
      index += 1
    }
    finish()
    return segments
  }

  /// The length of the dish name starting at `index` ("half and half"), if the words there
  /// form one of the known compounds.
  private static func compoundLength(at index: Int, in words: [String?]) -> Int? {
    for compound in FoodVocabulary.compounds {
      guard index + compound.count <= words.count else { continue }
      let slice = words[index..<(index + compound.count)].compactMap { $0 }
      if slice == compound { return compound.count }
    }
    return nil
  }

  // MARK: One item

  /// Reads one part of the meal; `nil` when it holds no food words at all ("for lunch").
  static func item(from tokens: [Token]) throws(FoodAnalysisError) -> ParsedMealItem? {
    let words = tokens.compactMap(\.word)
    var index = 0
    // Leading filler ("i had", "some", "of the").
    while index < words.count, FoodVocabulary.fillerWords.contains(words[index]),
      amount(in: words, at: index) == nil
    {
      index += 1
    }
    var item = ParsedMealItem(text: "")
    let textStart = index

    if let (value, next) = amount(in: words, at: index) {
      item.count = value
      index = next
      // "two 5 oz glasses", "a 12 oz can": a count of containers of a stated size.
      if let (size, afterSize) = amount(in: words, at: index, numeralsOnly: true),
        afterSize < words.count, let measure = measure(words[afterSize], size),
        !isHousehold(measure)
      {
        item.measure = measure
        index = afterSize + 1
      }
    }
    // Size before the unit: "a large slice", "a small order of fries".
    while index < words.count, let size = QuantityWords.sizes[words[index]] {
      item.size = size
      index += 1
    }
    if item.measure == nil, index < words.count, let measure = measure(words[index], 1) {
      // "cup of coffee" without an article still means one cup.
      let count = item.count ?? 1
      if isHousehold(measure) {
        item.count = count
        item.measure = measure
      } else {
        // Weights and volumes are totals: "2 cups" is one amount of 473 ml.
        item.count = 1
        item.measure = scaled(measure, by: count)
      }
      index += 1
    }
    // A container after a stated measure: "8 oz glass of milk", "500 ml bottle".
    if let measure = item.measure, !isHousehold(measure), index < words.count,
      let container = QuantityWords.householdUnits[words[index]]
    {
      item.container = container
      index += 1
    }
    if index < words.count, words[index] == "of" { index += 1 }

    for word in words[index...] {
      if let cooking = FoodVocabulary.cookingWords[word] {
        if item.cooking == nil { item.cooking = cooking }
      } else if let size = QuantityWords.sizes[word] {
        if item.size == nil { item.size = size }
      } else if ["a", "an"].contains(word) || FoodVocabulary.fillerWords.contains(word) {
        continue
      } else {
        item.foodWords.append(word)
      }
    }
    // A trailing household word names the measure: "6 asparagus spears", "3 bacon strips".
    // Only plurals: "a protein bar" and "a candy bar" are foods, not measures.
    if item.measure == nil, item.foodWords.count > 1, let trailing = item.foodWords.last,
      let unit = QuantityWords.householdUnits[trailing], words.last == trailing,
      WordStem.of(trailing) != trailing
    {
      item.measure = .household(unit)
      item.foodWords.removeLast()
      if item.count == nil { item.count = 1 }
    }
    if item.foodWords.isEmpty, item.cooking == nil, item.size == nil { return nil }
    item.text = tokens[textStart...].map(\.original).joined(separator: " ")
    try check(item)
    return item
  }

  private static func isHousehold(_ measure: ParsedMealItem.Measure) -> Bool {
    if case .household = measure { return true }
    return false
  }

  private static func scaled(
    _ measure: ParsedMealItem.Measure, by factor: Double
  ) -> ParsedMealItem.Measure {
    switch measure {
    case .mass(let grams): .mass(grams: grams * factor)
    case .volume(let milliliters, let unit): .volume(milliliters: milliliters * factor, unit: unit)
    case .ounces(let ounces): .ounces(ounces * factor)
    case .household: measure
    }
  }

  /// The measure a unit word names, `amount` times over.
  private static func measure(_ word: String, _ amount: Double) -> ParsedMealItem.Measure? {
    if let grams = QuantityWords.massUnits[word] { return .mass(grams: grams * amount) }
    if QuantityWords.ounceWords.contains(word) { return .ounces(amount) }
    if let milliliters = QuantityWords.volumeUnits[word] {
      return .volume(milliliters: milliliters * amount, unit: QuantityWords.volumeFamily(word))
    }
    if let household = QuantityWords.householdUnits[word] { return .household(household) }
    return nil
  }

  private static func check(_ item: ParsedMealItem) throws(FoodAnalysisError) {
    let text = item.text
    if let count = item.count, !count.isFinite {
      throw .rejectedInput("\"\(text)\": the amount is not a finite number")
    }
    if let count = item.count, count <= 0 {
      throw .rejectedInput("\"\(text)\": the amount must be more than zero")
    }
    let grams: Double? =
      switch item.measure {
      case .mass(let grams): grams * (item.count ?? 1)
      case .ounces(let ounces): ounces * 28.349_523_125 * (item.count ?? 1)
      case .volume(let milliliters, _): milliliters * (item.count ?? 1)
      default: nil
      }
    if let grams, !grams.isFinite {
      throw .rejectedInput("\"\(text)\": the amount is not a finite number")
    }
    // Volumes are checked at water density here; the food's own density is applied later.
    if let grams, grams > maximumGrams {
      throw .rejectedInput(
        "\"\(text)\" is about \(PortionChooser.format(grams.rounded())) g; one item may weigh at most "
          + "\(Int(maximumGrams)) g")
    }
  }

  // MARK: Amounts

  /// A numeral: "2", "1.5", "1/2".
  static func number(_ word: String) -> Double? {
    if let value = Double(word), !word.hasPrefix("+"), !word.hasPrefix("-") { return value }
    let parts = word.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1])
    else { return nil }
    return numerator / denominator
  }

  /// The amount starting at `index` and the index after it: numerals ("1 1/2"), number words
  /// ("twelve", "a dozen", "a couple of", "half a"), and "a"/"an" as one.
  static func amount(
    in words: [String], at index: Int, numeralsOnly: Bool = false
  ) -> (Double, Int)? {
    guard index < words.count else { return nil }
    let word = words[index]
    if let value = number(word) {
      var next = index + 1
      var total = value
      // "1 1/2": a whole number followed by a fraction.
      if next < words.count, words[next].contains("/"), let fraction = number(words[next]),
        value == value.rounded(), fraction < 1
      {
        total += fraction
        next += 1
      }
      if next < words.count, words[next] == "dozen" {
        total *= 12
        next += 1
      }
      return (total, next)
    }
    if numeralsOnly { return nil }
    var next = index + 1
    var value: Double
    if word == "a" || word == "an" {
      if next < words.count, let named = QuantityWords.numbers[words[next]] {
        value = named
        next += 1
      } else {
        return (1, next)
      }
    } else if let named = QuantityWords.numbers[word] {
      value = named
    } else {
      return nil
    }
    // "half a cup", "half an avocado", "half a dozen".
    if value < 1, next < words.count, ["a", "an"].contains(words[next]) {
      next += 1
      if next < words.count, words[next] == "dozen" {
        value *= 12
        next += 1
      }
    } else if next < words.count, words[next] == "dozen", value >= 1, word != "dozen" {
      value *= 12
      next += 1
    }
    if next < words.count, words[next] == "of" { next += 1 }
    return (value, next)
  }
}
