import Entities

/// Where a meal names the person's own foods, found before the meal is read: each mention
/// ("my protein shake", "chili") becomes one placeholder word that the reader takes for a
/// food noun, so its amount ("2 scoops of", "a bowl of", "350 g of") is read as for any food
/// and the words of the name are never split ("rice and beans") or corrected.
///
/// A mention is the whole name, word for word (case, punctuation and a plural last word
/// aside), never a near match: "chilli" is not "chili". A name of only amount words ("a
/// cup") names nothing. Longer names win over shorter ones they contain (ADR 0019).
struct PersonalFoodMentions: Sendable {
  /// The meal's tokens, each mention replaced by its placeholder.
  let tokens: [MealTextParser.Token]
  /// The food each placeholder stands for.
  let foods: [String: PersonalFood]

  /// The placeholder words.
  var placeholders: Set<String> { Set(foods.keys) }

  /// Finds the mentions of `personalFoods` in `tokens`.
  init(of personalFoods: [PersonalFood], in tokens: [MealTextParser.Token]) {
    let names =
      personalFoods
      .map { food in (food, MealTextParser.tokens(in: food.name).compactMap(\.word)) }
      .filter { Self.canBeNamed($0.1) }
      // Longest first, so "chili con carne" is found before "chili".
      .sorted { $0.1.count > $1.1.count }
    guard !names.isEmpty else {
      self.tokens = tokens
      self.foods = [:]
      return
    }
    var result: [MealTextParser.Token] = []
    var foods: [String: PersonalFood] = [:]
    var index = 0
    while index < tokens.count {
      guard
        let (food, length) = names.lazy.compactMap({ food, words in
          Self.matches(words, tokens, at: index) ? (food, words.count) : nil
        }).first
      else {
        result.append(tokens[index])
        index += 1
        continue
      }
      let placeholder =
        foods.first { $0.value.key == food.key }?.key ?? "\(Self.prefix)\(foods.count)"
      foods[placeholder] = food
      let original = tokens[index..<(index + length)].map(\.original).joined(separator: " ")
      result.append(.word(placeholder, original: original))
      index += length
    }
    self.tokens = result
    self.foods = foods
  }

  /// The food `item` names: its only food noun is a placeholder ("a bowl of chili",
  /// "homemade chili"). An item that names another food too ("chili powder", "chili cheese
  /// fries") is that other food, and gets the name's words back.
  func food(
    of item: ParsedMealItem, isFoodNoun: (String) -> Bool
  ) -> (food: PersonalFood, item: ParsedMealItem)? {
    guard !foods.isEmpty else { return nil }
    let mentioned = item.foodWords.filter { foods[$0] != nil }
    guard let first = mentioned.first, let food = foods[first] else { return nil }
    let others = item.foodWords.filter { foods[$0] == nil && isFoodNoun($0) }
    guard others.isEmpty else { return nil }
    var personal = item
    personal.foodWords = item.foodWords.filter { $0 != first }
    return (food, personal)
  }

  /// `item` with every placeholder put back as the words of its food's name.
  func restored(_ item: ParsedMealItem) -> ParsedMealItem {
    guard !foods.isEmpty else { return item }
    func words(_ list: [String]) -> [String] {
      list.flatMap { word in
        foods[word].map { MealTextParser.tokens(in: $0.name).compactMap(\.word) } ?? [word]
      }
    }
    var restored = item
    restored.foodWords = words(item.foodWords)
    restored.modifiers = words(item.modifiers)
    restored.attached = words(item.attached)
    return restored
  }

  /// Placeholders start with digits and a letter, which no word of a meal does once read
  /// ("12oz" is split into "12", "oz"), so none can be typed.
  private static let prefix = "0personalfood"

  /// Whether a name of these words can be told from an amount: it has a word that is not a
  /// number, a unit or a little word of a sentence.
  private static func canBeNamed(_ words: [String]) -> Bool {
    words.contains { word in
      word.count > 1 && MealTextParser.number(word) == nil && QuantityWords.numbers[word] == nil
        && !QuantityWords.isUnit(word) && !FoodVocabulary.fillerWords.contains(word)
        && !["a", "an", "and", "with", "in", "at", "for"].contains(word)
    }
  }

  /// Whether `words` stand at `index` of `tokens`, the last one maybe in the plural.
  private static func matches(
    _ words: [String], _ tokens: [MealTextParser.Token], at index: Int
  ) -> Bool {
    guard index + words.count <= tokens.count else { return false }
    for (offset, word) in words.enumerated() {
      guard let typed = tokens[index + offset].word else { return false }
      let isLast = offset == words.count - 1
      guard typed == word || (isLast && (typed == word + "s" || typed == word + "es")) else {
        return false
      }
    }
    return true
  }
}
