extension MealTextParser {
  /// "counted 50 carbs, bolused 6u, 2hr was 172", "bg 212", "metformin 1000mg": the glucose
  /// readings, insulin doses, carbohydrate counts and medicines a person with diabetes logs
  /// beside a meal, which are no amounts of its foods (fifty carbs had made a burrito fifty
  /// burritos, 11 kg, and the meal was refused).
  static func withoutReadings(_ tokens: [Token]) -> [Token] {
    // Most meals say none of it: one look-up a word, and nothing built.
    guard tokens.contains(where: { $0.word.map(readingTriggers.contains) ?? false }) else {
      return tokens
    }
    var result: [Token] = []
    result.reserveCapacity(tokens.count)
    var index = 0
    func word(_ offset: Int) -> String? {
      index + offset < tokens.count ? tokens[index + offset].word : nil
    }
    func isNumber(_ offset: Int) -> Bool { word(offset).map { number($0) != nil } ?? false }
    while index < tokens.count {
      guard let current = word(0) else {
        result.append(tokens[index])
        index += 1
        continue
      }
      // "bg 212", "glucose was 180", "2hr 151": a reading and its number.
      if readingWords.contains(current) {
        let skipped =
          ["was", "is", "at", "of", "reading", "went", "to"].contains(word(1) ?? "") ? 2 : 1
        index += isNumber(skipped) ? skipped + 1 : 1
        continue
      }
      // "since I dropped to 68": a low, not 68 of the food after it (a Clif Bar had been 68
      // bars, refused).
      if ["dropped", "dipped", "fell", "crashed"].contains(current), word(1) == "to", isNumber(2) {
        index += 3
        continue
      }
      // "pre-bolused 10 min": before the meal.
      if current == "pre", medicineWords.contains(word(1) ?? "") {
        index += 2
        continue
      }
      // "2 hr was 172": hours after the meal and the reading then.
      if isNumber(0), ["hr", "hrs", "hour", "hours"].contains(word(1) ?? ""),
        case let skipped = ["was", "later", "after"].contains(word(2) ?? "") ? 3 : 2,
        isNumber(skipped)
      {
        index += skipped + 1
        continue
      }
      // "6u", "18 units of lantus": insulin.
      if isNumber(0), word(1) == "u" || word(1) == "units" {
        index += 2
        continue
      }
      // "counted 50 carbs", "about 45g carbs": the count of carbohydrate, not of a food.
      if isNumber(0), let unit = word(1) {
        let length =
          ["carbs", "carb"].contains(unit)
          ? 2
          : ["g", "grams"].contains(unit) && ["carbs", "carb"].contains(word(2) ?? "")
            ? 3
            : ["g", "grams"].contains(unit) && word(2) == "of"
              && ["carbs", "carb"].contains(word(3) ?? "") ? 4 : 0
        if length > 0 {
          if result.last?.word == "counted" { result.removeLast() }
          index += length
          continue
        }
      }
      // "metformin 1000mg", "took my lantus": a medicine, with its dose.
      if medicineWords.contains(current) {
        index += isNumber(1) && QuantityWords.massUnits[word(2) ?? ""] != nil ? 3 : 1
        continue
      }
      result.append(tokens[index])
      index += 1
    }
    return result
  }

  /// The words without one of which a meal has no reading to take out.
  private static let readingTriggers = WordSet(
    Array(readingWords) + Array(medicineWords) + [
      "u", "units", "carbs", "carb", "dropped", "dipped", "fell", "crashed", "hr", "hrs", "hour",
      "hours",
    ])

  /// Words before a glucose reading.
  private static let readingWords: WordSet = ["bg", "bgs", "glucose", "2hr", "a1c", "cgm"]

  /// Diabetes medicines and insulin, and the words for taking it.
  private static let medicineWords: WordSet = [
    "metformin", "lantus", "humalog", "novolog", "insulin", "bolus", "bolused", "prebolused",
    "basal", "tresiba", "levemir", "jardiance", "glipizide",
  ]
}
