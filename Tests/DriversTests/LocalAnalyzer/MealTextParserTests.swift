import TestSupport
import Testing
import UseCases

@testable import Drivers

@Suite("MealTextParser")
struct MealTextParserTests {
  private func parse(_ text: String) throws -> [ParsedMealItem] {
    try LocalAnalyzerFixture.parser().parse(text)
  }

  private func one(_ text: String) throws -> ParsedMealItem {
    let items = try parse(text)
    try #require(items.count == 1, "expected one item in \(text), got \(items)")
    return items[0]
  }

  // MARK: Vocabulary

  @Test("knows every word of the synonym phrases and compounds")
  func synonymWords() {
    let derived = Set(
      FoodVocabulary.synonyms.keys.flatMap { $0.split(separator: " ").map(String.init) }
        + FoodVocabulary.compounds.joined())
    expectEqual(Set(FoodVocabulary.synonymWords), derived)
    // Each once: a word written twice is a list nobody checked against itself.
    expectEqual(FoodVocabulary.synonymWords.count, derived.count)
  }

  @Test("writes each synonym, phrase and cooking word once")
  func tablesWithoutRepeats() {
    // A word table keeps a repeated key's first value and drops the rest without a word, so a
    // phrase written again later, perhaps with other words, is an edit that does nothing.
    let tables = [
      ("synonyms", FoodVocabulary.synonyms.keys), ("phrases", FoodVocabulary.phrases.keys),
      ("cookingWords", FoodVocabulary.cookingWords.keys),
    ]
    for (name, keys) in tables {
      let repeated = Dictionary(grouping: keys, by: { $0 }).filter { $0.value.count > 1 }.keys
      #expect(repeated.isEmpty, "\(name) repeats \(repeated.sorted())")
    }
  }

  // MARK: Splitting

  @Test(
    "splits on commas, and, with, plus, semicolons and new lines",
    arguments: [
      "eggs, toast", "eggs and toast", "eggs with toast", "eggs plus toast", "eggs; toast",
      "eggs\ntoast", "eggs & toast",
    ])
  func separators(_ text: String) throws {
    expectEqual(try parse(text).map(\.foodWords), [["eggs"], ["toast"]])
  }

  @Test("keeps dishes whose names contain and")
  func compounds() throws {
    expectEqual(
      try parse("a peanut butter and jelly sandwich and 2 tbsp of half and half").map(
        \.foodWords),
      [
        ["peanut", "butter", "and", "jelly", "sandwich"], ["half", "and", "half"],
      ])
    expectEqual(try one("1 1/2 cups mac and cheese").foodWords, ["mac", "and", "cheese"])
  }

  @Test("splits at on and over between foods, but not in a sandwich's bread")
  func onAndOver() throws {
    expectEqual(
      try parse("2 tbsp peanut butter on 2 slices of white bread").map(\.foodWords),
      [
        ["peanut", "butter"], ["white", "bread"],
      ])
    expectEqual(try one("turkey sandwich on wheat").foodWords, ["turkey", "sandwich", "wheat"])
    let tacos = try one("two beef tacos in corn shells")
    expectEqual(tacos.foodWords, ["beef", "tacos"])
    expectEqual(tacos.modifiers, ["corn", "shells"])
    // "in a bun" is the hot dog's bread, as "on a bun" is, not a second food.
    let hotDog = try parse("hot dog in a bun")
    expectEqual(hotDog.map(\.foodWords), [["hot", "dog"]])
    expectEqual(try parse("30 g whey in 12 oz water").count, 2)
  }

  @Test("gives a lone cooking word to the item before it")
  func trailingCookingWord() throws {
    let items = try parse("a medium sweet potato, baked, with a teaspoon of butter")
    expectEqual(items.count, 2)
    expectEqual(items[0].cooking, "baked")
    expectEqual(items[0].foodWords, ["sweet", "potato"])
  }

  @Test("remembers the word that joined an item to the one before")
  func joiners() throws {
    expectEqual(try parse("coffee with milk and sugar").map(\.joinedBy), [nil, "with", "and"])
  }

  // MARK: Amounts

  @Test(
    "reads numerals, decimals and fractions",
    arguments: [
      ("2 eggs", 2.0), ("1.5 eggs", 1.5), (".5 eggs", 0.5), ("1/2 egg", 0.5),
      ("1 1/2 eggs", 1.5), ("½ egg", 0.5), ("1½ eggs", 1.5), ("¼ egg", 0.25), ("¾ egg", 0.75),
      ("⅓ egg", 1.0 / 3), ("⅔ egg", 2.0 / 3),
    ])
  func numerals(_ text: String, _ count: Double) throws {
    let item = try one(text)
    #expect(abs((item.count ?? 0) - count) < 1e-9)
    expectEqual(item.measure, nil)
  }

  @Test(
    "reads amounts written as words",
    arguments: [
      ("an egg", 1.0), ("a egg", 1), ("one egg", 1), ("two eggs", 2), ("twelve eggs", 12),
      ("half an egg", 0.5), ("a couple of eggs", 2), ("a dozen eggs", 12),
      ("half a dozen eggs", 6), ("two dozen eggs", 24), ("one and a half eggs", 1.5),
      ("a quarter of an egg", 0.25), ("one 1/2 eggs", 1.5), ("twenty five eggs", 25),
      ("twenty-five eggs", 25), ("ninety eggs", 90),
    ])
  func numberWords(_ text: String, _ count: Double) throws {
    let item = try one(text)
    expectEqual(item.count, count)
    #expect(item.foodWords == [text.hasSuffix("eggs") ? "eggs" : "egg"])
  }

  @Test("leaves the amount unset when none is given")
  func noAmount() throws {
    let item = try one("oatmeal")
    expectEqual(item.count, nil)
    expectEqual(item.measure, nil)
  }

  @Test("does not read 2% as an amount")
  func percent() throws {
    let item = try one("a cup of 2% milk")
    expectEqual(item.foodWords, ["2%", "milk"])
    expectEqual(item.measure, .volume(milliliters: 236.588_236_5, unit: "cup"))
  }

  // MARK: Units

  @Test(
    "reads weights",
    arguments: [
      ("200g chicken", 200.0), ("200 g chicken", 200), ("200 grams of chicken", 200),
      ("0.3 kg chicken", 300), ("1/2 lb chicken", 226.796_185), ("2 pounds chicken", 907.184_74),
      // Numbers said in words: had been fifty grams, and two grams after "a hundred".
      ("two hundred and fifty grams of chicken", 250), ("one hundred fifty g chicken", 150),
      ("a hundred and twenty grams of chicken", 120), ("sixty five grams of chicken", 65),
    ])
  func weights(_ text: String, _ grams: Double) throws {
    guard case .mass(let value) = try one(text).measure else {
      Issue.record("no weight in \(text)")
      return
    }
    #expect(abs(value - grams) < 1e-6)
  }

  @Test("keeps ounces open between weight and fluid ounces")
  func ounces() throws {
    expectEqual(try one("3 oz salmon").measure, .ounces(3))
    expectEqual(try one("4 ounces of salmon").measure, .ounces(4))
  }

  @Test(
    "reads volumes with their kind",
    arguments: [
      ("1 cup rice", 236.588_236_5, "cup"), ("2 cups of rice", 473.176_473, "cup"),
      ("1 tbsp oil", 14.786_764_781_25, "tbsp"), ("2 tablespoons oil", 29.573_529_562_5, "tbsp"),
      ("1 tsp sugar", 4.928_921_593_75, "tsp"), ("3 teaspoons sugar", 14.786_764_781_25, "tsp"),
      ("250 ml juice", 250, "ml"), ("0.5 l milk", 500, "ml"), ("2 liters of water", 2000, "ml"),
      ("16 fl oz of milk", 473.176_473, "floz"), ("8 fluid ounces of milk", 236.588_236_5, "floz"),
    ])
  func volumes(_ text: String, _ milliliters: Double, _ kind: String) throws {
    guard case .volume(let value, let unit) = try one(text).measure else {
      Issue.record("no volume in \(text)")
      return
    }
    #expect(abs(value - milliliters) < 1e-6)
    expectEqual(unit, kind)
  }

  @Test(
    "reads household measures",
    arguments: [
      ("2 slices of bread", 2.0, "slice"), ("3 strips of bacon", 3, "slice"),
      ("a piece of cake", 1, "piece"), ("a can of tuna", 1, "can"), ("a glass of milk", 1, "glass"),
      ("a bottle of beer", 1, "bottle"), ("a serving of broccoli", 1, "serving"),
      ("6 asparagus spears", 6, "spear"), ("a juice box of orange juice", 1, "box"),
    ])
  func household(_ text: String, _ count: Double, _ unit: String) throws {
    let item = try one(text)
    expectEqual(item.count, count)
    expectEqual(item.measure, .household(unit))
  }

  @Test("reads a count of containers of a stated size")
  func containers() throws {
    let wine = try one("two 5 oz glasses of red wine")
    expectEqual(wine.count, 2)
    expectEqual(wine.measure, .ounces(5))
    expectEqual(wine.container, "glass")
    let cola = try one("a 12 oz can of cola")
    expectEqual(cola.count, 1)
    expectEqual(cola.measure, .ounces(12))
    expectEqual(cola.container, "can")
  }

  @Test("keeps a singular trailing household word as part of the food")
  func singularTrailingWord() throws {
    let item = try one("a protein bar")
    expectEqual(item.measure, nil)
    expectEqual(item.foodWords, ["protein", "bar"])
    // A word that never names a food is the measure, singular or not.
    let pizza = try one("a cheese pizza slice")
    expectEqual(pizza.measure, .household("slice"))
    expectEqual(pizza.foodWords, ["cheese", "pizza"])
  }

  // MARK: Sizes and cooking words

  @Test(
    "reads sizes",
    arguments: [
      ("a small apple", "small"), ("a medium apple", "medium"), ("a large apple", "large"),
      ("2 extra large eggs", "extra large"), ("2 extra-large eggs", "extra large"),
      ("a big apple", "large"), ("a jumbo egg", "jumbo"),
    ])
  func sizes(_ text: String, _ size: String) throws {
    expectEqual(try one(text).size, size)
  }

  @Test(
    "reads cooking words",
    arguments: [
      ("raw broccoli", "raw"), ("cooked rice", "cooked"), ("boiled eggs", "boiled"),
      ("hard boiled eggs", "hard boiled"), ("hard-boiled eggs", "hard boiled"),
      ("grilled chicken", "grilled"), ("fried eggs", "fried"), ("baked potato", "baked"),
      ("steamed broccoli", "steamed"), ("roasted turkey", "roasted"),
      ("scrambled eggs", "scrambled"),
    ])
  func cooking(_ text: String, _ cooking: String) throws {
    let item = try one(text)
    expectEqual(item.cooking, cooking)
    #expect(!item.foodWords.contains(cooking))
  }

  // MARK: Filler and sentences

  @Test(
    "ignores filler",
    arguments: [
      "for breakfast I had 2 eggs", "I had 2 eggs for breakfast", "some eggs", "I ate 2 eggs",
      "Breakfast: 2 eggs", "my breakfast was 2 eggs", "this morning I had 2 eggs",
      "I had 2 eggs while watching the game", "I grabbed 2 eggs on the way to work",
      "after my run I had 2 eggs", "2 eggs as a snack",
    ])
  func filler(_ text: String) throws {
    expectEqual(try one(text).foodWords, ["eggs"])
  }

  @Test("reads a whole sentence")
  func sentence() throws {
    let items = try parse("For lunch I had a slice of cheese pizza and a can of cola")
    expectEqual(items.map(\.text), ["a slice of cheese pizza", "a can of cola"])
    expectEqual(items.map(\.foodWords), [["cheese", "pizza"], ["cola"]])
    expectEqual(items.map(\.measure), [.household("slice"), .household("can")])
  }

  @Test("shows items as the person typed them")
  func originalText() throws {
    expectEqual(try one("2 Hard-Boiled Eggs").text, "2 Hard Boiled Eggs")
    expectEqual(try one("½ cup Blueberries").text, "½ cup Blueberries")
  }

  // MARK: Rejections

  @Test("rejects more than 100 items")
  func tooManyItems() {
    let text = Array(repeating: "an egg", count: 101).joined(separator: ", ")
    #expect(
      throws: FoodAnalysisError.rejectedInput(
        "a meal may have at most 100 items; this one has 101")
    ) {
      try parse(text)
    }
  }

  @Test("rejects weights and volumes over 5 kg early")
  func heavy() {
    #expect(
      throws: FoodAnalysisError.rejectedInput(
        "\"6 kg rice\" is about 6000 g; one item may weigh at most 5000 g")
    ) {
      try parse("6 kg rice")
    }
  }

  @Test("rejects amounts that are not finite or not positive")
  func notFinite() {
    #expect(
      throws: FoodAnalysisError.rejectedInput(
        "\"1/0 eggs\": the amount is not a finite number")
    ) {
      try parse("1/0 eggs")
    }
    #expect(
      throws: FoodAnalysisError.rejectedInput(
        "\"0 eggs\": the amount must be more than zero")
    ) {
      try parse("0 eggs")
    }
  }
}
