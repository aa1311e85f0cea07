extension MealTextParser {
  /// "two hundred and fifty grams of cooked pasta", "twenty-five almonds", "a glass of two
  /// percent milk": a number said in more than one word is one number, as it would be typed
  /// ("250", "25", "2%"). Each word had been read alone: the pasta had been fifty grams and
  /// the milk two glasses. A number word said alone is left to the readers that know it.
  static func withSpokenNumbers(_ tokens: [Token]) -> [Token] {
    guard tokens.contains(where: { $0.word.map(spokenNumberWords.contains) == true })
    else { return tokens }
    var result: [Token] = []
    result.reserveCapacity(tokens.count)
    var index = 0
    while index < tokens.count {
      guard let word = tokens[index].word else {
        result.append(tokens[index])
        index += 1
        continue
      }
      // "at nine forty five": an hour and its minutes, which the reader of times takes.
      let afterHour = index > 0 && tokens[index - 1].word.map(saysHour) == true
      var said: (value: Double, length: Int)? = nil
      if !afterHour, let spoken = spokenNumber(at: index, in: tokens), spoken.1 >= 2 {
        said = spoken
      }
      let end = index + (said?.length ?? 1)
      if end < tokens.count, tokens[end].word == "percent",
        let value = said?.value ?? number(word) ?? spokenUnits[word] ?? spokenTens[word]
      {
        // "two percent milk", "2 percent": the milk's fat, as "2%" is typed.
        let original = tokens[index...end].map(\.original).joined(separator: " ")
        result.append(.word(digits(value) + "%", original: original))
        index = end + 1
      } else if let said {
        let original = tokens[index..<end].map(\.original).joined(separator: " ")
        result.append(.word(digits(said.value), original: original))
        index = end
      } else {
        result.append(tokens[index])
        index += 1
      }
    }
    return result
  }

  /// Whether `word` may be an hour said in words ("nine", "twelve").
  private static func saysHour(_ word: String) -> Bool {
    spokenUnits[word] != nil || spokenTeens[word].map { $0 <= 12 } == true
  }

  /// The number said from `index` on and how many tokens say it: "twenty five" (2),
  /// "two hundred and fifty" (4), "hundred and ten" (3), "three hundred" (2).
  private static func spokenNumber(at index: Int, in tokens: [Token]) -> (Double, Int)? {
    func word(_ at: Int) -> String? { at < tokens.count ? tokens[at].word : nil }
    // Below a hundred: "fifty", "twenty five", "twelve", "seven".
    func belowHundred(_ at: Int) -> (Double, Int)? {
      guard let first = word(at) else { return nil }
      if let tens = spokenTens[first] {
        if let unit = word(at + 1).flatMap({ spokenUnits[$0] }) { return (tens + unit, 2) }
        return (tens, 1)
      }
      if let small = spokenUnits[first] ?? spokenTeens[first] { return (small, 1) }
      return nil
    }
    var value: Double
    var length: Int
    if word(index) == "hundred" {
      (value, length) = (100, 1)
    } else if let (small, said) = belowHundred(index) {
      guard word(index + said) == "hundred" else { return (small, said) }
      (value, length) = (small * 100, said + 1)
    } else {
      return nil
    }
    // "hundred and fifty", "hundred fifty".
    let rest = word(index + length) == "and" ? index + length + 1 : index + length
    if let (more, said) = belowHundred(rest) {
      value += more
      length = rest - index + said
    }
    return (value, length)
  }

  /// A whole number as digits ("250"), any other as the number parser reads it.
  private static func digits(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  private static let spokenUnits: WordTable<Double> = [
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9,
  ]
  private static let spokenTeens: WordTable<Double> = [
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
  ]
  private static let spokenTens: WordTable<Double> = [
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
  ]
  /// The words that may start or join a number said in words, to skip meals without any.
  private static let spokenNumberWords: WordSet = [
    "hundred", "percent", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
    "ninety",
  ]
}
