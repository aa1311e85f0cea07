import UseCases

/// Reads a meal as people write it ("During lunch, I savored 240g of bottled water and a
/// slice of cheese pizza") into items with amounts, units, sizes, cooking words and food
/// words.
///
/// It reads the sentence the way a nutritionist would: each part of the meal (split at
/// commas, "and", "with"…) names at most one food, and its amount may stand before, inside
/// or after the food's words ("a delightful 248g of…", "water, at 12 fl oz", "(about 200 g)").
/// A part with an amount and no food gives its amount to the item before it. Words that
/// appear in no USDA food name are narration ("savored", "kicked off my day"); a word that is
/// one or two letters from a food-name word is read as that word ("bananna"). Phrases that say
/// how a food was made ("made with oil", "topped with cheese") describe the food before them
/// unless they carry their own amount. Deciding what each food is happens later, against the
/// food index.
struct MealTextParser: Sendable {
  /// Most items a meal may have; more is a paste accident, not a meal.
  static let maximumItemCount = 100
  /// Heaviest single item accepted, in grams.
  static let maximumGrams = 5000.0

  /// The words of the USDA food names: what tells a food word from narration.
  let vocabulary: FoodNameWords
  /// English words near food-name words ("went", "team"), which are never corrected; the
  /// analyzer looks up those of `correctionCandidates(in:)` in the index.
  var englishWords: Set<String> = []
  /// The words standing for the person's own foods named in the meal (`PersonalFoodMentions`):
  /// food nouns, never corrected. Empty unless the person has foods, so reading a meal
  /// without them is exactly as before.
  var personalFoodWords: Set<String> = []
  /// Whether a food that is only the subject of a remark ("the pizza was great") is still read
  /// as eaten: set on a second reading of a meal in which the first found no other food.
  var keepsRemarkedFoods = false

  /// Splits `text` into items; throws `rejectedInput` for absurd amounts or too many items.
  func parse(_ text: String) throws(FoodAnalysisError) -> [ParsedMealItem] {
    try read(meal: text).items
  }

  /// The items of `text`, and the parts that had an amount of something the reader does not
  /// know ("a glass of zorblax"), which the person should hear about.
  func read(meal text: String) throws(FoodAnalysisError) -> (
    items: [ParsedMealItem], unread: [String]
  ) {
    try read(meal: Self.tokens(in: text))
  }

  /// How many words after a verb of cutting at `index` its "fat" stands, when only words like
  /// "all the" come between ("trimmed all the fat off") and the fat is no "fat free" or "low
  /// fat" food ("cut up 2 low fat cheese slices").
  static func fatCutOff(after index: Int, in tokens: [Token]) -> Int? {
    let between: Set<String> = ["all", "the", "off", "of", "some", "most", "visible", "excess"]
    for offset in 1...3 where index + offset < tokens.count {
      guard let word = tokens[index + offset].word else { return nil }
      if word == "fat" {
        let next = index + offset + 1 < tokens.count ? tokens[index + offset + 1].word : nil
        return next == "free" ? nil : offset
      }
      guard between.contains(word) else { return nil }
    }
    return nil
  }

  /// Sauces and dressings USDA weighs by the little cup they are served in ("1 dipping-size
  /// container").
  static let dipWords: WordSet = [
    "ranch", "dressing", "ketchup", "sauce", "bbq", "barbecue", "buffalo", "cocktail",
    "caesar", "italian", "thousand", "honey", "blue", "bleu",
  ]

  /// What is added "a little" of: a bit of it, not a small serving.
  static let addedLittle: WordSet = [
    "milk", "cream", "creamer", "sugar", "butter", "honey", "syrup", "maple", "dressing",
    "ranch", "mayo", "mayonnaise", "oil", "olive", "cheese", "parmesan", "sauce", "ketchup",
    "mustard", "salsa", "gravy", "jam", "jelly", "whipped", "sour", "half", "lemon", "lime",
    "sriracha", "soy", "hummus", "guac", "guacamole", "nutella", "cinnamon", "oat", "almond",
  ]

  /// Words for the pieces a dish is cut into ("cut into eighths").
  static let pieceNames: WordSet = [
    "halves", "thirds", "quarters", "fourths", "sixths", "eighths", "tenths", "twelfths",
    "squares", "wedges", "pieces", "slices",
  ]

  /// The item with no amount that the next two or more items, all measured, say it was made
  /// with ("porridge made with 40g rolled oats and 200ml skimmed milk"), if there is one.
  static func dishMadeOfItsParts(_ items: [ParsedMealItem]) -> Int? {
    for dish in items.indices.dropLast(2) where !items[dish].hasAmount {
      guard items[dish + 1].joinedBy == "with" else { continue }
      var end = dish + 1
      while end + 1 < items.count, items[end + 1].joinedBy == "and" { end += 1 }
      if end - dish >= 2, items[(dish + 1)...end].allSatisfy(\.hasAmount) { return dish }
    }
    return nil
  }

  /// The position of a smoothie or shake said without an amount and then listed by its
  /// measured parts, to the end of the meal ("green smoothie with 2 cups spinach, 1 cup
  /// mango…", "protein shake, one 30g scoop of whey with 250ml milk"): it is its parts.
  static func blendedDrinkOfItsParts(_ items: [ParsedMealItem]) -> Int? {
    guard
      let drink = items.firstIndex(where: { item in
        !item.hasAmount && item.foodWords.last.map(blendedDrinks.contains) == true
      })
    else { return nil }
    let parts = items[(drink + 1)...]
    guard parts.count >= 2, parts.allSatisfy(\.hasAmount),
      parts.first.map({ $0.joinedBy == nil || $0.joinedBy == "with" }) == true
    else { return nil }
    return drink
  }

  private static let blendedDrinks: WordSet = ["smoothie", "smoothies", "shake", "shakes"]

  /// Whether a part ends by pointing back at the food before ("… of it", "of em").
  static func refersBack(_ tokens: [Token]) -> Bool {
    let words = tokens.compactMap(\.word)
    guard words.count >= 2, words[words.count - 2] == "of" else { return false }
    return pointingBack.contains(words[words.count - 1])
  }

  /// Wholes cut into slices, and the words for a slice of one.
  private static let wholesSliced: WordSet = [
    "pie", "cake", "quiche", "tart", "pizza", "pan", "loaf", "tray", "cheesecake",
  ]
  private static let slicesOfWholes: WordSet = ["slice", "slices", "piece", "pieces", "wedge"]

  /// What a quarter pound after a count describes.
  private static let burgersByTheQuarterPound: WordSet = [
    "burger", "burgers", "cheeseburger", "cheeseburgers", "hamburger", "hamburgers", "patties",
    "hot", "hotdogs", "dogs",
  ]

  /// A chain's sides and drinks, which a size before them starts as an item of an order.
  private static let sidesAndDrinks: WordSet = [
    "fries", "fry", "coke", "cokes", "sprite", "soda", "drink", "shake", "diet", "tea",
    "coffee", "lemonade", "pepsi", "fanta", "dr", "onion", "tots", "hashbrown", "hashbrowns",
    "frosty", "mcflurry", "icee", "slushie", "chips",
  ]

  /// Holidays a meal is "for", longest first.
  private static let occasions: [[String]] = [
    ["lunar", "new", "year"], ["chinese", "new", "year"], ["new", "years", "eve"],
    ["christmas", "eve"], ["new", "year"], ["new", "years"], ["christmas"], ["thanksgiving"],
    ["easter"], ["halloween"], ["diwali"], ["passover"], ["hanukkah"], ["ramadan"],
  ]

  /// Drinks bought by the round.
  private static let roundsOf: WordSet = [
    "shots", "shot", "drinks", "beers", "beer", "margaritas", "cocktails", "pints",
  ]

  /// How the foods an amount "of each" measures are joined.
  private static let eachJoiners: WordSet = ["and", "over", "with", "on"]

  /// The words that point back at a food said before ("2 of them").
  private static let pointingBack: WordSet = ["it", "em", "them", "those", "that"]

  /// How a part may go on after pointing back without naming another food.
  private static let tailsOfPlace: [[String]] = [
    ["in", "the"], ["on", "the"], ["at"], ["before"], ["after"], ["during"], ["while"],
    ["no", "regrets"], ["oops"], ["lol"],
  ]

  /// Whether `item`'s amount is a whole container of it ("a can of", "a pot of", which
  /// `phrases` makes a container).
  static func isContainerAmount(_ item: ParsedMealItem) -> Bool {
    if item.container != nil { return true }
    guard case .household(let unit) = item.measure else { return false }
    return FoodMatcher.containerStems.contains(WordStem.of(unit))
  }

  /// "beans on toast, half a cup of beans on 2 slices": in a meal of beans on toast the beans
  /// are baked beans (had been "Beans, NFS"), and slices said of nothing after them the
  /// toast's, so the dish restated by its measured parts is not eaten twice.
  static func withBeansOnToast(_ tokens: [Token]) -> [Token] {
    let words = tokens.map(\.word)
    guard
      words.indices.contains(where: {
        $0 + 2 < words.count && words[$0] == "beans" && words[$0 + 1] == "on"
          && words[$0 + 2] == "toast"
      })
    else { return tokens }
    var result: [Token] = []
    for (index, token) in tokens.enumerated() {
      // A kind said ("black beans") is kept.
      if token.word == "beans", index == 0 || !Self.beanKinds.contains(words[index - 1] ?? "") {
        result.append(.word("baked", original: ""))
      }
      result.append(token)
      if ["slice", "slices"].contains(token.word), index >= 2,
        words[index - 2] == "on" || index >= 3 && words[index - 3] == "on",
        index + 1 == tokens.count || words[index + 1] == nil
      {
        result.append(.word("toast", original: ""))
      }
    }
    return result
  }

  /// "mutton biryani", "mutton curry": in a South Asian kitchen mutton is goat; elsewhere it
  /// is sheep ("roast mutton", "mutton stew" of the Navajo), which USDA names as mutton.
  static func withMuttonAsGoat(_ tokens: [Token]) -> [Token] {
    guard tokens.contains(where: { $0.word == "mutton" }),
      tokens.contains(where: { Self.southAsianDishes.contains($0.word ?? "") })
    else { return tokens }
    return tokens.map { $0.word == "mutton" ? .word(Self.goat, original: $0.original) : $0 }
  }

  /// The word `withMuttonAsGoat` puts in mutton's place, which `lookupWords` looks up too.
  private static let goat = "goat"

  /// Dishes of South Asian kitchens, where mutton is goat.
  private static let southAsianDishes: WordSet = [
    "curry", "biryani", "biriyani", "karahi", "korma", "masala", "rogan", "josh", "keema",
    "nihari", "paya", "haleem", "pulao", "pilau", "handi", "bhuna", "dal", "daal", "roti",
    "naan", "chapati", "chapatti", "paratha", "sabzi", "raita", "tikka", "kebab", "seekh",
  ]

  /// The position of the person said after "with" or "for" at `index` ("my son", "the
  /// kids", "2 mates"), if one is.
  private static func companion(after index: Int, in tokens: [Token]) -> Int? {
    var cursor = index + 1
    var said = false
    if cursor < tokens.count, ["the", "my", "our"].contains(tokens[cursor].word ?? "") {
      cursor += 1
      said = true
    }
    if cursor < tokens.count, let word = tokens[cursor].word, number(word) != nil {
      cursor += 1
      said = true
    }
    guard said, cursor < tokens.count, let who = tokens[cursor].word,
      FoodVocabulary.companions.contains(who) || ["family", "guests", "everyone"].contains(who)
    else { return nil }
    return cursor
  }

  /// Words that may follow whom a meal was had with, where the phrase ends: a joiner, a
  /// person, or where and when ("with my mum at the cafe").
  private static let afterCompanion: Set<String?> = [
    "and", "but", "so", "then", "i", "we", nil, "at", "in", "after", "before", "while",
    "tonight", "today", "yesterday", "this", "last",
  ]

  /// Packages food is taken from ("from a can").
  private static let packages: WordSet = [
    "can", "tin", "jar", "carton", "box", "bag", "packet", "pouch", "tub", "bottle",
  ]

  /// Drinks poured by the shot, whose "shots" after them are the measure.
  private static let pouredByTheShot: WordSet = [
    "vodka", "tequila", "whiskey", "whisky", "rum", "gin", "bourbon", "scotch", "brandy",
    "fireball", "jager", "jagermeister", "sambuca", "espresso", "schnapps",
  ]

  /// Plants fruit is picked off ("off the tree").
  private static let plantsPickedFrom: WordSet = [
    "tree", "trees", "vine", "vines", "bush", "bushes",
  ]

  /// Foods USDA has stuffed versions of, which "stuffed with" after them names.
  private static let stuffedKinds: WordSet = [
    "grapeleaves", "pepper", "peppers", "jalapeno", "jalapenos", "mushroom", "mushrooms",
    "artichoke", "artichokes", "olive", "olives", "tomato", "tomatoes", "shells", "cabbage",
  ]

  /// Words of an opener before "with" ("kicked off the morning with", "started my day with").
  private static let openerWords: WordSet = [
    "kicked", "off", "started", "starting", "began", "begun", "the", "my", "morning", "day",
    "evening", "night", "afternoon", "like", "always", "usual", "as", "fueled", "fuelled",
    "refueled", "refuelled", "up", "finished", "ended", "broke", "fast", "today", "this",
  ]

  /// Medicine, which a log may mention beside food.
  private static let medicines: WordSet = [
    "pill", "pills", "meds", "medication", "medications", "medicine", "tablet", "tablets",
    "capsule", "capsules", "ibuprofen", "tylenol", "advil", "paracetamol", "antibiotics",
  ]

  /// Words that say something was not had, before an "any".
  private static let negativeWords: WordSet = [
    "didnt", "dont", "never", "not", "skipped", "wont", "without", "nor",
  ]

  /// The meats, fillings and dumplings of "pork and chive dumplings".
  private static let dumplingMeats: WordSet = [
    "pork", "chicken", "beef", "shrimp", "lamb", "veggie", "vegetable", "turkey",
  ]
  private static let dumplingFillings: WordSet = [
    "chive", "chives", "cabbage", "leek", "napa", "mushroom", "shrimp", "scallion", "ginger",
    "corn", "kimchi", "vegetable", "veggie",
  ]
  private static let dumplingWords: WordSet = [
    "dumplings", "dumpling", "potstickers", "potsticker", "gyoza", "wontons", "wonton", "buns",
    "bun", "bao", "mandu",
  ]

  /// Smileys and other faces: the Unicode blocks of emoticons and of faces among the
  /// supplemental symbols.
  private static let faceEmoji: [ClosedRange<UInt32>] = [
    0x1F600...0x1F64F, 0x1F910...0x1F92F, 0x1F970...0x1F976, 0x1F978...0x1F97A,
  ]

  /// Fruit sold in snack-size cups ("a peach cup"); USDA weighs its canned forms by the
  /// "snack size container".
  private static let snackCupFruits: WordSet = [
    "peach", "peaches", "pear", "pears", "pineapple", "fruit", "cocktail", "applesauce",
  ]

  /// What "long" names in a food: Long Island iced tea, long grain rice, a long john, long
  /// beans, long life milk, xiao long bao.
  private static let longFoods: WordSet = [
    "island", "john", "johns", "grain", "grained", "bean", "beans", "life", "bao",
  ]

  /// Words that liken a food to another ("basically candy").
  private static let likeningWords: WordSet = [
    "basically", "like", "literally", "practically", "pure", "just", "pretty", "much",
  ]

  /// A pronoun with "be", as typed without the apostrophe.
  private static let pronounsBeing: WordSet = [
    "theyre", "its", "thats", "it", "they", "that", "this", "these", "those",
  ]

  /// Whether `word` is a pan's size ("8x8", "9x13").
  private static func isPanSize(_ word: String) -> Bool {
    let sides = word.split(separator: "x")
    return sides.count == 2 && sides.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
  }

  /// What a dish is baked in and cut up from ("cut the pan into 8").
  private static let bakingDishes: WordSet = ["pan", "tray", "dish", "casserole", "sheet"]

  /// The part of everything before that a part says the person had, when it says only that:
  /// "i ate a third", "had half of it", "had 1/6 of the pot", "i ate half of everything".
  static func shareOfAll(_ words: [String]) -> Double? {
    var cursor = 0
    func word(_ offset: Int = 0) -> String? {
      cursor + offset < words.count ? words[cursor + offset] : nil
    }
    while let next = word(), Self.shareOpeners.contains(next) { cursor += 1 }
    guard let verb = word(), ownShareVerbs.contains(verb) || verb == "eaten" else { return nil }
    cursor += 1
    while let next = word(), ["a", "an", "about", "like", "maybe", "only", "just"].contains(next) {
      cursor += 1
    }
    var share: Double
    if word() == "half" {
      share = 0.5
    } else if let fraction = word().flatMap({ QuantityWords.fractionNames[$0] }) {
      share = fraction
    } else if let value = word().flatMap(number), value > 0, value < 1 {
      share = value
    } else if let count = word().flatMap(number), count >= 1,
      let fraction = word(1).flatMap({ QuantityWords.fractionNames[$0] })
    {
      // "two thirds", "2 thirds".
      share = count * fraction
      cursor += 1
    } else {
      return nil
    }
    cursor += 1
    guard share > 0, share < 1 else { return nil }
    guard word() != nil else { return share }
    guard word() == "of", let what = word(1) else { return nil }
    let wordsAfter = words.count - (cursor + 2)
    // "of it", "of everything".
    if ["it", "everything", "all", "that", "this"].contains(what) {
      return wordsAfter == 0 ? share : nil
    }
    // "of the pot", "of the whole thing"; the container's word may be read away as an amount.
    return what == "the" && wordsAfter <= 2 ? share : nil
  }

  /// How many pieces or servings a part says a dish made, when it says only that: "made 8",
  /// "rolled 12", "4 servings", "makes 6 muffins" is a food and not this.
  static func piecesMade(_ words: [String]) -> Double? {
    var rest = words[...]
    if let first = rest.first, Self.piecesMadeVerbs.contains(first) { rest = rest.dropFirst() }
    guard let first = rest.first, let count = number(first), count >= 2, count <= 48,
      count == count.rounded()
    else { return nil }
    rest = rest.dropFirst()
    guard rest.count <= 1, rest.allSatisfy(Self.servingNouns.contains) else { return nil }
    // A bare number needs its verb: "4" alone is no sentence about a dish.
    return words.count > 1 ? count : nil
  }

  /// How many the person says they had, when a part says only that: "ate 3", "i had 1",
  /// "have eaten 2 so far today".
  static func ownCount(_ words: [String]) -> Double? {
    var rest = words[...]
    while let first = rest.first, Self.shareOpeners.contains(first) || first == "have" {
      rest = rest.dropFirst()
    }
    guard let verb = rest.first, ownShareVerbs.contains(verb) || verb == "eaten" else {
      return nil
    }
    rest = rest.dropFirst()
    guard let first = rest.first, let count = number(first) ?? QuantityWords.numbers[first],
      count >= 1
    else { return nil }
    rest = rest.dropFirst()
    guard rest.allSatisfy(Self.ownCountTrailers.contains) else { return nil }
    return count
  }

  /// How many portions of a batch a part says went to a meal, with no verb of eating: "one
  /// went with lunch", "one jar for breakfast".
  static func portionsTaken(_ words: [String]) -> Double? {
    func saysNoMore(_ rest: ArraySlice<String>) -> Bool {
      rest.allSatisfy { Self.ownCountTrailers.contains($0) || Self.portionTakenWords.contains($0) }
    }
    // "container #1 was lunch": one of them, by its number.
    if words.count >= 3, numberedContainers.contains(words[0]),
      number(words[1]) != nil, saysNoMore(words.dropFirst(2))
    {
      return 1
    }
    guard let first = words.first, let count = number(first) ?? QuantityWords.numbers[first],
      count >= 1, words.count >= 2, saysNoMore(words.dropFirst())
    else { return nil }
    return count
  }

  /// Foods sold gluten free, which "gf" before them says they were.
  private static let glutenFreeFoods: WordSet = [
    "bread", "toast", "pasta", "spaghetti", "penne", "macaroni", "noodles", "pizza", "crust",
    "bagel", "bagels", "wrap", "wraps", "tortilla", "tortillas", "crackers", "cookies",
    "cookie", "muffin", "muffins", "pancakes", "waffle", "waffles", "bun", "buns", "roll",
    "rolls", "cereal", "oats", "brownie", "brownies", "cake", "pretzels", "pretzel", "beer",
  ]

  /// Words after "a glass of red" that show the colour was the wine's ("… with dinner").
  private static let afterWineColor: WordSet = [
    "at", "with", "and", "for", "while", "during", "then", "on", "in", "after", "before", "plus",
    "tonight", "today", "last", "too", "also", "later", "w",
  ]

  /// What a party's food is set out on.
  private static let servingDishes: WordSet = [
    "platter", "tray", "board", "spread", "table", "buffet",
  ]

  /// Verbs of choosing a dish at a counter or a table.
  private static let orderingVerbs: WordSet = ["got", "ordered", "chose", "picked"]

  /// Whether, after `index`, the person says what they themselves had ("…, I had the
  /// sausage sandwich", "and i got a salad").
  private static func ownChoiceFollows(_ index: Int, in tokens: [Token]) -> Bool {
    guard index < tokens.count else { return false }
    let words = tokens[index...].map(\.word)
    return zip(words, words.dropFirst()).contains { first, second in
      first == "i"
        && (second.map { FoodVocabulary.consumingVerbs.contains($0) || orderingVerbs.contains($0) }
          ?? false)
    }
  }

  /// Words of a portion taken to a meal ("one went with lunch", "one jar for breakfast").
  private static let portionTakenWords: WordSet = [
    "went", "with", "jar", "container", "bowl", "portion", "serving", "box", "was", "mine",
  ]

  /// What a batch is divided into ("into 6 containers", "into 4 portions").
  private static let portionedInto: WordSet = [
    "containers", "portions", "servings", "jars", "boxes", "bowls", "tupperwares", "meals",
    "lunches", "bags", "pieces", "slices", "squares", "bars", "ziplocs", "baggies", "cups",
  ]

  /// Words between the count and the portions ("into 5 meal prep containers").
  private static let portionKinds: WordSet = [
    "meal", "prep", "glass", "plastic", "small", "equal", "even", "individual", "separate",
    "lunch", "tupperware", "snack", "mason",
  ]

  /// Words of dividing said before "into" ("split it up into", "portioned them out into").
  private static let dividingWords: WordSet = [
    "split", "divided", "divide", "portioned", "portion", "separated", "packed", "put", "cut",
    "up", "out", "it", "them", "evenly", "equally",
  ]

  /// Verbs that say how many pieces a dish made ("made 8", "rolled 12").
  private static let piecesMadeVerbs: WordSet = [
    "made", "makes", "rolled", "baked", "cut", "yields", "yielded", "portioned", "divided",
  ]

  /// What a dish is counted out in ("4 servings", "made 12 pieces").
  private static let servingNouns: WordSet = [
    "servings", "serving", "portions", "pieces", "balls", "bites", "bars", "squares",
    "slices", "patties", "pancakes", "cookies", "muffins", "waffles", "ways", "bowls",
    "containers", "jars", "boxes", "tupperwares", "meals", "lunches",
  ]

  /// Words after "ate 3" that say nothing of the amount ("so far today").
  private static let ownCountTrailers: WordSet = [
    "so", "far", "today", "tonight", "of", "them", "it", "those", "already", "now", "lol",
    // "ate 1 for lunch", "had one at my desk".
    "for", "at", "my", "lunch", "dinner", "breakfast", "supper", "desk", "work", "the",
    "office",
  ]

  /// Words that may open a part saying a share ("so i ate a third", "and we had half").
  private static let shareOpeners: WordSet = ["i", "we", "so", "and", "then", "only", "just"]

  /// Whether the items after a heading, or all of a meal that says it was made, are the
  /// measured parts of one dish: two or more with amounts.
  static func isRecipe(
    _ items: ArraySlice<ParsedMealItem>, headed: Bool, saying words: [String]
  ) -> Bool {
    guard items.filter(\.hasAmount).count >= 2 else { return false }
    return headed || words.contains(where: Self.makingWords.contains)
  }

  /// Words that say a dish was made from what is listed.
  private static let makingWords: WordSet = [
    "made", "make", "cooked", "baked", "roasted", "prepped", "prepared", "scratch", "recipe",
    "batch", "pot",
  ]

  /// Whether a part says how many the person had of what was counted before, with no food:
  /// "so i had 2", "i ate 3".
  static func saysOwnCount(_ words: [String]) -> Bool {
    // "i only had 6 lol": "i", a word or two like "only", the verb, the number.
    guard let verb = words.indices.first(where: { ownShareVerbs.contains(words[$0]) }),
      verb + 1 < words.count, isCount(words[verb + 1]),
      let i = words[..<verb].lastIndex(of: "i"), verb - i <= 3
    else { return false }
    return words[(i + 1)..<verb].allSatisfy(Self.ownCountAdverbs.contains)
  }

  /// The count had, the count it was out of and the household unit of the pieces, if said,
  /// when a part says "4 of the 8 slices" ("of the", "of my", "of our" between two counts).
  static func partsOfAWhole(_ words: [String]) -> (had: Double, outOf: Double, unit: String?)? {
    guard let of = words.firstIndex(of: "of"), of > 0, of + 2 < words.count,
      ["the", "my", "our", "its"].contains(words[of + 1]),
      let had = number(words[of - 1]) ?? QuantityWords.numbers[words[of - 1]],
      let outOf = number(words[of + 2]) ?? QuantityWords.numbers[words[of + 2]],
      had > 0, outOf > 1
    else { return nil }
    let unit = of + 3 < words.count ? QuantityWords.householdUnits[words[of + 3]] : nil
    return (had, outOf, unit)
  }

  /// Whether a part says how many of a food before it each of several people had: "me and
  /// my partner each had 2".
  static func saysEachHad(_ words: [String]) -> Bool {
    guard let each = words.firstIndex(of: "each"), each + 2 < words.count else { return false }
    return ownShareVerbs.contains(words[each + 1]) && isCount(words[each + 2])
  }

  /// Whether a part is some of the food before, of a kind: "2 of the plain cake ones".
  static func isSomeOfTheKind(_ words: [String]) -> Bool {
    // "2 of the beef ones in the truck": where they were had may follow.
    guard let ones = words.lastIndex(of: "ones"),
      ones + 1 == words.count || ["in", "at", "on", "from", "for"].contains(words[ones + 1]),
      let of = words.firstIndex(of: "of"), of > 0,
      of + 1 < ones, ["the", "those"].contains(words[of + 1])
    else { return false }
    return isCount(words[of - 1])
  }

  /// Words between "i" and its verb in "i only had 6".
  private static let ownCountAdverbs: WordSet = [
    "only", "just", "actually", "probably", "prob", "maybe", "literally", "then", "also",
  ]

  /// Whether the person at `index` comes after "me and" ("me and my husband had pizza"): the
  /// writer's meal too, not only theirs (it had been no food at all).
  private static func followsMeAnd(_ index: Int, in tokens: [Token]) -> Bool {
    var cursor = index - 1
    if cursor >= 0, ["my", "the", "our"].contains(tokens[cursor].word ?? "") { cursor -= 1 }
    return cursor >= 1 && tokens[cursor].word == "and"
      && ["me", "i"].contains(tokens[cursor - 1].word ?? "")
  }

  /// Words that say which kind of the food before a part means ("the plain kind").
  private static let kindWords: WordSet = ["kind", "type", "sort", "variety"]

  /// Dishes a delivery order lists with what they were ordered with.
  private static let orderedDishes: WordSet = [
    "burrito", "burritos", "burito", "sub", "subs", "sandwich", "pizza", "taco", "tacos", "wrap",
    "quesadilla", "wings", "thai", "burger", "cheeseburger", "hoagie", "chimichanga", "nachos",
    "bowl", "ramen", "pho", "curry", "calzone", "calzones", "stromboli",
  ]
  /// What a dish is ordered with: its fillings, toppings, sauces and style.
  private static let orderOptionWords: WordSet = [
    "rice", "white", "brown", "black", "pinto", "beans", "bean", "cheese", "salsa", "mild",
    "medium", "hot", "spicy", "lettuce", "tomato", "tomatoes", "onion", "onions", "mayo",
    "mustard", "ketchup", "pickles", "pickle", "sour", "cream", "corn", "fajita", "veggies",
    "lemon", "pepper", "peppers", "garlic", "parmesan", "buffalo", "bbq", "extra", "meat",
    "pepperoni", "sausage", "bacon", "shrimp", "chicken", "steak", "beef", "pork", "tofu",
    "jalapenos", "jalapeno", "olives", "spinach", "mushrooms", "style", "baja", "honey",
    "teriyaki", "sauce", "grilled", "crispy", "plain", "regular", "original", "no", "green",
    "red", "verde", "roja", "queso", "cilantro", "lime", "sesame", "ginger", "basil",
    "ricotta", "mozzarella", "ham", "provolone",
  ]

  /// A burger's parts, said after it to describe it.
  private static let burgerPartWords: WordSet = [
    "patty", "patties", "bun", "buns", "white", "wheat", "brioche", "sesame", "single",
    "double", "beef", FoodVocabulary.burgerBun,
  ]
  /// Burgers, whose parts may be described after them.
  private static let burgerWords: WordSet = [
    "burger", "burgers", "cheeseburger", "cheeseburgers", "hamburger", "hamburgers",
    "cheesburger", "butterburger", "butterburgers",
  ]

  /// Fish and meats cut into fillets, whose "filet" is no steak.
  private static let filletedFoods: WordSet = [
    "salmon", "fish", "cod", "tilapia", "chicken", "tuna", "halibut", "trout", "catfish",
    "haddock", "mahi", "snapper", "sole", "flounder", "pork", "swordfish", "bass", "perch",
    "pollock", "turkey", "beef", "steak", "grouper", "walleye", "branzino", "hake", "fishless",
    "vegetarian", "veggie",
  ]

  /// Meats FNDDS has a meatless kind of ("Sausage, meatless", "Chicken, meatless"), which
  /// "vegan" or "plant based" before them asks for.
  private static let meatlessKinds: WordSet = [
    "sausage", "sausages", "patty", "patties", "pattie", "burger", "burgers", "link", "links",
    "bacon", "chicken",
    "nuggets", "nugget", "meatball", "meatballs", "hotdog", "hotdogs", "frank", "franks",
    "frankfurter", "frankfurters", "deli", "lunchmeat", "crumbles", "meatloaf",
  ]

  /// The times of day a clause names ("before bed", "after work"), after which a count
  /// starts what was eaten.
  private static let clauseTimeNouns: WordSet = [
    "bed", "bedtime", "work", "school", "class", "practice", "gym", "church", "yoga", "run",
    "workout", "training", "shift", "sleep",
  ]

  /// Words after "with the skin" that say it was taken off.
  private static let skinRemovedWords: WordSet = [
    "off", "removed", "pulled", "peeled", "taken", "stripped",
  ]

  /// Animals a person feeds, which they do not eat ("fed the chickens").
  private static let farmAndPetAnimals: WordSet = [
    "sheep", "dog", "dogs", "cat", "cats", "chickens", "hens", "horses", "horse", "cows",
    "cattle", "goats", "pigs", "ducks", "birds", "fish", "calves", "lambs", "animals",
  ]

  /// Words that say which beans, before "beans".
  private static let beanKinds: WordSet = [
    "baked", "black", "pinto", "kidney", "refried", "green", "navy", "lima", "white", "butter",
    "cannellini", "garbanzo", "red", "string", "runner", "broad", "fava", "jelly", "coffee",
  ]

  /// `read(meal:)` of text already split into `tokens(in:)`.
  func read(meal tokens: [Token]) throws(FoodAnalysisError) -> (
    items: [ParsedMealItem], unread: [String]
  ) {
    let given = tokens
    let (eatenTokens, uneaten) = Self.withoutUneaten(
      Self.withoutTimes(Self.withoutReadings(Self.withoutSpans(tokens))))
    let tokens = withUnknownNamesGlossed(
      Self.withMuttonAsGoat(
        Self.withBeansOnToast(
          corrected(Self.withoutCircumstances(Self.withoutSharers(eatenTokens))))))
    var items: [ParsedMealItem] = []
    var unread: [String] = []
    // Items before a colon or dash that more items follow: "protein shake: 30 g whey…".
    var labels: [Int] = []
    // Where the items after the last heading start ("fried rice: 3 cups rice, 2 eggs…").
    var afterHeading = 0
    // How many pieces or servings a dish made, said just before ("made 8", "4 servings").
    var madeCount: Double?
    // Whether it was said by dividing a batch ("into 6 containers"): then one measured food
    // is a batch too.
    var madeByDividing = false
    // How many parts end in a label: "ham sandwich on white - banana - cup of coffee" is a
    // list with dashes for commas, not two headings.
    var labelParts = 0
    var partStart = 0
    // An amount that came before any food ("500 ml: water") waits for the next item.
    var pendingAmount: Reading.Amount?
    // A correction alone in its part takes back what came before in the next one: anything
    // ("2 eggs, no wait, 3 eggs"), or only an amount ("3 beers… no, 2").
    var correctionPending: CorrectionScope?
    var eachPending: Double?
    // Items whose whole was said to be cut into so many pieces ("cut the pie into 6"), by
    // index, until a part says how many of them were had.
    var cutInto: [Int: Double] = [:]
    /// Whether the part before only described a drink ("coffee, black").
    var describesDrink = false
    var parts: [ReadPart] = []
    for var segment in Self.segments(of: tokens).flatMap(split) {
      let pending = correctionPending
      correctionPending = nil
      var correcting =
        pending == .anything
        || pending == .amount
          && Self.withoutHedges(segment.tokens).first?.word.map(Self.isCount) == true
      // A correction that needs an amount ("ok 3") replaces only a food named before: "ok, 2
      // beers too" after a burger is more food.
      var amountOnly = pending != .anything
      if correcting { segment.tokens = Self.withoutHedges(segment.tokens) }
      if let (rest, needsAmount) = Self.afterCorrection(segment.tokens), !items.isEmpty {
        guard !rest.isEmpty else {
          correctionPending = needsAmount ? .amount : .anything
          continue
        }
        segment.tokens = rest
        correcting = true
        amountOnly = needsAmount
      } else if !items.isEmpty, let rest = Self.beforeTrailingCorrection(segment.tokens) {
        segment.tokens = rest
        correcting = true
        amountOnly = true
      }
      if correcting, let size = Self.sizeOnly(segment.tokens),
        let last = chainHead(of: items) ?? items.indices.last
      {
        // "a medium latte, no wait, it was the small": the size said again.
        items[last].size = size
        continue
      }
      if let byOther = Self.otherHalf(in: segment.tokens), let last = items.indices.last {
        // "half a bagel, and the other half later": all of it. "my wife got the other half":
        // hers, nothing more for the person.
        if !byOther, items[last].count == 0.5, items[last].measure == nil {
          items[last].count = 1
        }
        continue
      }
      if Self.isAnotherOne(segment.tokens), let last = items.indices.last {
        // "a glass of red wine, then poured another": one more of the item before.
        items[last].count = (items[last].count ?? 1) + 1
        items[last].countIsArticle = false
        continue
      }
      // "two cups of coffee, each w 2 tbsp half and half": what each came with, as many
      // times as the counted item before; "each" alone names no food.
      let segmentWords = segment.tokens.compactMap(\.word)
      if segmentWords.count == 2, segmentWords[0] == Self.cutMarker {
        // "lasagna with meat, she cut the pan into 8": the dish's, not what it came with.
        if let whole = chainHead(of: items) ?? items.indices.last,
          let pieces = Self.number(segmentWords[1])
        {
          cutInto[whole] = pieces
        }
        continue
      }
      if let last = cutInto.keys.max(), let pieces = cutInto[last],
        let had = Self.piecesHad(segmentWords)
      {
        // "irish soda bread, cut the loaf into 8 and ate 1 piece", "cut my 10 inch apple
        // pie into 10 slices and had one": that share of the whole (the loaf had been a
        // meat loaf, the pie ten slices). More than there were is no meal.
        guard had <= pieces else {
          throw .rejectedInput(
            "\(PortionChooser.amountText(had)) of the \(PortionChooser.amountText(pieces)) "
              + "pieces of \"\(items[last].text)\" is more than there were")
        }
        items[last].count = had / pieces
        items[last].countIsArticle = false
        items[last].measure = nil
        items[last].container = nil
        cutInto[last] = nil
        continue
      }
      let each = eachPending
      eachPending = nil
      let describedDrink = describesDrink
      describesDrink = false
      if segment.joinedBy != "on", segmentWords.last == "each", let last = items.indices.last,
        segmentWords.count == 1 || segmentWords.count == 2 && segmentWords[0] == "and"
      {
        if let count = Self.servings(of: items[last]), count > 1 { eachPending = count }
        continue
      }
      // "2 slices of toast w a pat of butter on each": as many as the counted items before;
      // so after a comma ("2 slices of toast, a pat of butter on each").
      if segment.joinedBy == "on", ["each"] == segment.tokens.compactMap(\.word),
        items.count >= 2, [nil, "with"].contains(items[items.count - 1].joinedBy),
        let count = items[items.count - 2].count, count > 1,
        !items[items.count - 2].countIsArticle, items[items.count - 1].hasAmount
      {
        items[items.count - 1].count = (items[items.count - 1].count ?? 1) * count
        continue
      }
      let made = madeCount
      madeCount = nil
      let divided = madeByDividing
      madeByDividing = false
      if [nil, "and"].contains(segment.joinedBy),
        let share = Self.shareOfAll(segmentWords)
          ?? made.flatMap({ made in
            (Self.ownCount(segmentWords) ?? Self.portionsTaken(segmentWords)).map { $0 / made }
          }),
        share < 1,
        divided && items[afterHeading...].contains(where: \.hasAmount)
          || Self.isRecipe(
            items[afterHeading...], headed: afterHeading > 0, saying: given.compactMap(\.word))
      {
        // "fried rice: 3 cups rice, 2 eggs, …; I ate a third", "made lentil soup: …, had 1/6
        // of the pot", "…, made 8 and ate 3": the person's share of what was made of those
        // amounts (had been all of it, or a third of the last part).
        // A part with no amount of its own ("1 cup frozen peas and carrots") is shared too;
        // the dish named before its parts ("made egg salad w/ 6 eggs, …") is no part.
        for index in afterHeading..<items.count
        where items[index].hasAmount || items[index].joinedBy == "and" {
          items[index].count = (items[index].count ?? 1) * share
          items[index].countIsArticle = false
        }
        continue
      }
      let dividing = segmentWords.first == "divided"
      if let count = Self.piecesMade(segmentWords),
        dividing && items[afterHeading...].contains(where: \.hasAmount)
          || Self.isRecipe(
            items[afterHeading...], headed: afterHeading > 0, saying: given.compactMap(\.word))
      {
        // "made 8", "rolled 12", "4 servings": how many the dish made, which the next part
        // may take some of ("… and ate 3").
        madeCount = count
        madeByDividing = dividing
        continue
      }
      if segment.joinedBy == nil { partStart = items.count }
      let firstItem = items.count
      defer {
        parts.append(
          ReadPart(
            words: segmentWords, items: firstItem..<max(firstItem, items.count),
            startsPart: segment.joinedBy == nil, endsWithLabel: segment.endsWithLabel))
      }
      defer {
        if segment.endsWithLabel {
          labels += Array(partStart..<items.count)
          // "Steak Burrito (Regular) - …": an aside before the label is the food's.
          if partStart == items.count, firstItem == items.count, let last = items.indices.last,
            !labels.contains(last)
          {
            labels.append(last)
          }
          labelParts += 1
          afterHeading = items.count
        }
      }
      if Self.saysAllOfOne(segmentWords), let last = items.indices.last {
        // "chicken quesadila, ate the whole thing", "(the full circle, not a half)": one of
        // the food, as "a chicken quesadilla" is (had been no amount, USDA's half circle,
        // or half of one).
        if items[last].joinedBy == nil, items[last].measure == nil, items[last].count == nil {
          items[last].count = 1
          items[last].countIsArticle = true
        }
        continue
      }
      switch try read(segment) {
      case .nothing:
        // "coffee, black": how a drink was taken, which names no food.
        if let last = items.indices.last,
          items[last].foodWords.contains(where: FoodVocabulary.drinkNouns.contains),
          segmentWords.allSatisfy(Self.drinkTakenWords.contains)
        {
          describesDrink = true
        }
        continue
      case .unread(let text):
        unread.append(text)
      case .without(let words):
        // "2 brats (no bun)": what the food before came without; after what it came with
        // ("2 hot dogs with sauerkraut, no buns"), what the dish came without.
        if let last = items.indices.last {
          let target =
            items[last].joinedBy == "with" && !words.contains(where: items[last].foodWords.contains)
            ? chainHead(of: items) ?? last : last
          items[target].excluded += words
        }
      case .amount(let amount) where correcting:
        // "2 slices of pizza, actually 3": the count, or the whole amount, said again, of
        // the food a list of additions without amounts hangs on ("two tacos with cheese").
        let last = chainHead(of: items) ?? items.count - 1
        if amount.measure == nil, items[last].measure?.isQuantity == true,
          let unit = Self.lastQuantityUnit(in: parts), let measure = measure(unit, amount.count)
        {
          // "100g of rice… make that 150", "3 shots of vodka, actually 2": the number of the
          // unit said before (the count had multiplied it: 15 kg of rice, six shots).
          items[last].measure = measure
          items[last].countIsArticle = false
          continue
        }
        items[last].count = amount.count
        items[last].countIsArticle = false
        if let measure = amount.measure {
          items[last].measure = measure
          items[last].container = amount.container
        }
      case .amount
      where segment.joinerText == "in" && segmentWords.count == 2 && segmentWords[0] == "a"
        && Self.servingVessels.contains(segmentWords[1])
        && chainHead(of: items).map({ items[$0].hasAmount }) == true:
        // "2 scoops of chocolate ice cream in a cup": what it was served in, not how much
        // (the two scoops had been a cup, 135 g).
        continue
      case .amount(let amount)
      where segmentWords.contains("another") && amount.measure != nil
        && items.last?.measure == amount.measure:
        // "1/2 cup of plain white rice at 11 and another 1/2 cup at 5": more of the food
        // before, in its measure (the second half cup had been lost).
        items[items.count - 1].count = (items.last?.count ?? 1) + amount.count
        items[items.count - 1].countIsArticle = false
      case .amount(let amount):
        if amount.isSpoonful, let last = items.indices.last, !items[last].hasAmount,
          items[last].joinedBy == "with"
        {
          // "gyro w/ a side of tzatziki, 2 tbsp": spoonfuls measure the sauce or side
          // added, not the dish it came with.
          apply(amount, to: &items[last])
          items[last].amountFollows = true
        } else if amount.isFluid, let last = items.indices.last, last > 0, !items[last].hasAmount,
          items[last].joinedBy == "with" || items[last].joinedBy == "and",
          items[last].foodWords.contains(where: FoodVocabulary.drinkNouns.contains),
          let head = chainHead(of: items),
          !items[head].foodWords.contains(where: FoodVocabulary.drinkNouns.contains)
        {
          // "medium cheese danish w my coffee (12 oz, black)", "a croissant and a cappucino,
          // the standard 8 oz cup": fluid ounces said after a drink that came with a food are
          // the drink's (the danish had been 340 g).
          apply(amount, to: &items[last])
          items[last].amountFollows = true
        } else if amount.measure != nil, describedDrink, let last = items.indices.last,
          last > 0, !items[last].hasAmount, items[last].joinedBy == "with"
        {
          // "bannana with my morning coffee, black, 1 cup": an amount said after words about
          // a drink that came with a food is the drink's too (the cup had been the banana's).
          apply(amount, to: &items[last])
          items[last].amountFollows = true
        } else if amount.perItem, amount.measure != nil, let last = items.indices.last,
          !items[last].hasAmount, Self.eachJoiners.contains(items[last].joinedBy ?? ""),
          last > 0, !items[last - 1].hasAmount
        {
          // "orange chicken and fried rice, a cup of each": the amount is every one's, as in
          // "picadillo over white rice, 1 cup of each" (the rice had been lost in the dish).
          var first = last
          while first > 0, Self.eachJoiners.contains(items[first].joinedBy ?? ""),
            !items[first - 1].hasAmount
          {
            first -= 1
          }
          for index in first...last {
            apply(amount, to: &items[index])
            items[index].amountFollows = true
          }
        } else if amount.measure == nil, let part = Self.partsOfAWhole(segmentWords),
          part.had <= part.outOf, let last = items.indices.last, items[last].measure == nil,
          items[last].countIsArticle
        {
          // "ordered a large pepperoni pizza, i had 3 of the 8 slices": three of its slices,
          // or 3/8 of it when no piece is named (had been three whole pizzas, 11,651 kcal).
          if let unit = part.unit {
            items[last].count = part.had
            items[last].measure = .household(unit)
          } else {
            items[last].count = (items[last].count ?? 1) * part.had / part.outOf
          }
          items[last].countIsArticle = false
        } else if amount.measure == nil,
          Self.refersBack(segment.tokens) || Self.saysOwnCount(segmentWords)
            || Self.saysEachHad(segmentWords),
          !segmentWords.contains(where: ["every", "all"].contains),
          !segmentWords.contains("each") || Self.saysEachHad(segmentWords),
          let last = items.indices.last, !items[last].countIsArticle,
          !(items[last].measure?.isQuantity ?? false), let count = items[last].count,
          amount.count <= count || Self.refersBack(segment.tokens)
        {
          // "box of 20 timbits, i had 5 of them", "made 6 pancakes… so i had 2": some of what
          // was counted; more of them than there were is no meal ("cut the pizza into 8
          // slices and i ate 12 of them").
          if amount.count > count, amount.count >= 1,
            Self.isContainerAmount(items[last]) || items[last].measure != nil || count < 1
          {
            // "a box of donut holes and I ate 6 of them", "a handful of cashews, counted 18
            // of them", "half the leftover pierogi, 6 of them": pieces of a whole whose count
            // was not said are that many of the food (had been refused as more than there were).
            items[last].count = amount.count
            items[last].measure = nil
            items[last].container = nil
            continue
          }
          guard amount.count <= count else {
            throw .rejectedInput(
              "\(PortionChooser.amountText(amount.count)) of \"\(items[last].text)\" is more than "
                + "there were")
          }
          // "a 20 pc mcnuggets… i had half": half of them (had been half a nugget).
          items[last].count = amount.count < 1 ? count * amount.count : amount.count
        } else if amount.measure != nil, Self.refersBack(segment.tokens),
          let last = items.indices.last, Self.isContainerAmount(items[last])
        {
          // "made a pot of chili and had 2 bowls of it", "heated up a can of black eyed peas
          // and ate 1 cup of em": what was eaten of what was made or opened.
          items[last].count = amount.count
          items[last].measure = amount.measure
          items[last].container = amount.container
          items[last].countIsArticle = false
        } else if let head = chainHead(of: items), items[head].hasAmount, amount.count < 1,
          amount.measure == nil || amount.measure == items[head].measure
            || amount.measure == .household(items[head].container ?? ""),
          segment.joinerText != "in", Self.saysHalfOfIt(segmentWords)
        {
          // "a slice of cheesecake, i had half", "an order of nachos, so i had half the
          // order": a part of what was named (had been all of it). Not "1/8 of a 9 inch
          // one", which says how big the piece was.
          items[head].count = (items[head].count ?? 1) * amount.count
          items[head].countIsArticle = false
        } else if let head = chainHead(of: items), let share = items[head].count, share < 1,
          amount.container != nil, amount.count == 1, Self.isContainerAmount(items[head])
        {
          // "half a tin of beans (415g tin)": the weight of the whole container, of which
          // the share said was eaten (had been all 415 g).
          apply(amount, to: &items[head])
          items[head].count = share
          items[head].amountFollows = true
        } else if let head = chainHead(of: items), let last = items.indices.last, last != head,
          items[head].measure != nil, !items[last].hasAmount, items[last].joinedBy == "with",
          items[last].text.contains(" of "), !segmentWords.contains("total")
        {
          // "greek yogurt 1 cup w/ a cupped hand of granola (1/4 cup)": the dish has its
          // measure and the addition an amount not read, which this one says (it had made
          // the yogurt a quarter cup). Not "hot tea with milk (8 oz)": the mug's.
          apply(amount, to: &items[last])
          items[last].amountFollows = true
        } else if let head = chainHead(of: items) {
          apply(amount, to: &items[head])
          items[head].amountFollows = true
          // "pistachios, about a cup still in the shells": how the amount was weighed.
          if segment.tokens.contains(where: { $0.word == FoodVocabulary.unshelled }) {
            items[head].modifiers.append(FoodVocabulary.unshelled)
          }
        } else {
          pendingAmount = amount
        }
      case .description(let cooking, let size, let modifiers):
        // "a sweet potato, baked", "hash browns, crispy": words about the item before.
        guard let last = items.indices.last else { continue }
        describesDrink = items[last].foodWords.contains(where: FoodVocabulary.drinkNouns.contains)
        if items[last].cooking == nil { items[last].cooking = cooking }
        // "2 slices thick crust white pizza with sausage (large)": the size is the slices',
        // not the topping's (they had been a medium pizza's).
        let sized =
          size != nil && items[last].joinedBy == "with" ? chainHead(of: items) ?? last : last
        if items[sized].size == nil { items[sized].size = size }
        items[last].modifiers += modifiers
        // "pumpkin pie, the big slice": a slice of it, of that size (had been a whole large
        // pie, 2,000 g).
        // "apple pie a la mode, regular slice": the same without "the" (had been a whole pie).
        if !items[sized].hasAmount,
          segmentWords.first == "the"
            || segmentWords.count == 2 && QuantityWords.sizes[segmentWords[0]] != nil,
          let piece = segmentWords.last.flatMap({ QuantityWords.householdUnits[$0] }),
          Self.measureOnlyWords.contains(piece)
        {
          items[sized].measure = .household(piece)
          items[sized].count = 1
          items[sized].countIsArticle = false
        } else if items[sized].measure == .household("piece"), segmentWords.count == 2,
          QuantityWords.sizes[segmentWords[0]] != nil,
          let piece = QuantityWords.householdUnits[segmentWords[1]],
          Self.measureOnlyWords.contains(piece)
        {
          // "2 pieces of sweet potato pie, regular slices": the pieces are slices of that
          // size (they had been two regular pies, 2,400 g).
          items[sized].measure = .household(piece)
        }
      case .food(var item)
      where correcting && (!amountOnly || Self.lastNaming(item, in: items) != nil):
        // "a coffee, actually make that a tea", "2 eggs, no wait 3 eggs": the food said
        // again (or the last one) is replaced; a count left unsaid stays.
        let replaced = Self.lastNaming(item, in: items) ?? items.count - 1
        if !item.hasAmount {
          item.count = items[replaced].count
          item.measure = items[replaced].measure
          item.container = items[replaced].container
          item.countIsArticle = items[replaced].countIsArticle
        }
        item.joinedBy = items[replaced].joinedBy
        items[replaced] = item
      case .food(let item) where item.foodWords.allSatisfy(Self.sharingVerbs.contains):
        // "pad thai, split it with my roommate, my half was about 1.5 cups": the verb names
        // no food; an amount said with it is the food's before.
        if item.hasAmount, let head = chainHead(of: items) {
          apply(
            Reading.Amount(
              count: item.count ?? 1, measure: item.measure, container: item.container,
              perItem: false), to: &items[head])
        }
      case .food(let item)
      where segment.joinedBy != "and" && segment.joinedBy != "with" && !item.hasAmount
        && item.foodWords.contains(where: Self.burgerPartWords.contains)
        && item.foodWords.allSatisfy({
          Self.burgerPartWords.contains($0) || QuantityWords.sizes[$0] != nil
        })
        && items.last.map({ $0.foodWords.contains(where: Self.burgerWords.contains) }) == true:
        // "cheeseburger (medium patty, white bun)", "a butter burger, single patty on a white
        // bun": what the burger was made of, not a fish patty and a hot dog sandwich; its
        // bread and patty size pick FNDDS's burger ("on white bun, 1 medium patty").
        let last = items.count - 1
        items[last].modifiers += item.foodWords.filter { ["white", "wheat", "bun"].contains($0) }
        if let size = item.size { items[last].modifiers.append(size) }
      case .food(let item)
      where Self.isSomeOfTheKind(segmentWords)
        && items.last.map({ last in
          last.measure == nil
            && (last.count == nil
              || (last.countIsArticle
                ? (item.count ?? 1) <= 1 : (last.count ?? 0) > (item.count ?? 1)))
        }) == true:
        // "a dozen donuts, I grabbed 2 of the plain cake ones": some of the food before, of
        // the kind said (the twelve had been eaten and "plain cake" as well). "dolmades, 3 of
        // the rice only ones": so many of a food named with no count (it had been three
        // servings of rice, 354 g).
        let last = items.count - 1
        items[last].count = item.count
        items[last].foodWords = item.foodWords + items[last].foodWords
        items[last].text += " (" + item.text + " ones)"
      case .food(let item)
      where segment.joinerText == "in" && Self.isPocketBread(item)
        && items.last.map(Self.isPocketFilling) == true:
        // "gyro in a pita", "falafel sandwich in a pita": the sandwich's own bread, not a
        // second pita; falafel said alone is one ball of it, so in a pita it is the sandwich.
        let last = items.count - 1
        if items[last].foodWords.contains("falafel"), !items[last].foodWords.contains("sandwich") {
          items[last].foodWords.append("sandwich")
        }
      case .food(var item):
        // "4 count strips and a medium diet coke": a food said with its own article is not
        // the one an amount before it waited for (the coke had been four, 1,980 g).
        if let amount = pendingAmount, !item.hasAmount, !item.countIsArticle {
          apply(amount, to: &item)
        }
        pendingAmount = nil
        if let each, segment.joinedBy == "with", item.hasAmount, !item.countIsArticle {
          item.count = (item.count ?? 1) * each
        } else if segment.joinedBy == "with", segmentWords.last == "each", item.hasAmount,
          let head = chainHead(of: items), let count = Self.servings(of: items[head]), count > 1
        {
          // "2 slices of toast w 1 tbsp jam each", "2 franks on buns w 1/4 cup sauerkraut
          // each": "each" said after what came with the counted food, as before it (the jam
          // had been one tablespoon for both slices).
          item.count = (item.count ?? 1) * count
          item.countIsArticle = false
        }
        // "2 brats on hot dog buns": buns said without a count are one for each.
        if segment.joinedBy == "on", !item.hasAmount, let last = items.last,
          let count = last.count, count > 1, !last.countIsArticle, last.measure == nil,
          last.foodWords.contains(where: FoodVocabulary.sausageWords.contains),
          let bread = item.foodWords.last, Self.countedBreads.contains(bread)
        {
          item.count = count
          item.countIsArticle = false
        }
        // "4 oz of tongue on rye": a weighed filling on a bread named by its kind alone is
        // a sandwich's two slices of it (had been 169 g of rye grain).
        if segment.joinedBy == "on", !item.hasAmount, item.foodWords.count == 1,
          Self.breadKinds.contains(item.foodWords[0]), items.last?.measure?.isQuantity == true
        {
          item.foodWords.append("bread")
          item.count = 2
          item.measure = .household("slice")
          item.countIsArticle = false
        }
        if segment.joinedBy == "with", item.amountFollows, let head = chainHead(of: items),
          !items[head].hasAmount
        {
          // "gumbo w rice 1 cup", "ramen bowl with chicken 450g": the amount weighs the dish.
          apply(
            Reading.Amount(
              count: item.count ?? 1, measure: item.measure, container: item.container,
              perItem: false), to: &items[head])
          item.count = nil
          item.measure = nil
          item.container = nil
        }
        // "bok choy stir fried in oil with garlic": a seasoning with no amount is part of the
        // dish, not a head of garlic.
        let seasoning =
          segment.joinedBy == "with" && !item.hasAmount && !item.foodWords.isEmpty
          && item.foodWords.allSatisfy(FoodVocabulary.seasonings.contains)
        // What a food is topped with ("oatmeal topped w/ a sliced banana", "yogurt topped with
        // granola") is a food of its own, as "with" makes it: "topped" attaches nothing.
        // One said with its size is a food of its own too ("blended w 12 oz skim milk and a
        // medium banana": the banana had been a word of the milk's); "a little bacon grease"
        // is an amount, not a size.
        let sized =
          item.size != nil && !segment.tokens.contains { $0.original.lowercased() == "little" }
        if segment.isAttached && !sized || seasoning,
          !item.hasAmount || item.isSmallAddition,
          let last = items.indices.last
        {
          // "an omelet made with oil", "pancakes drizzled with syrup": part of the food before.
          items[last].attached += item.foodWords
          items[last].modifiers += item.modifiers
          items[last].corrections += item.corrections
          items[last].text += " " + segment.joinerText + " " + item.text
          continue
        }
        items.append(item)
      }
    }
    for (index, pieces) in cutInto where Self.isPieceOfWhole(items[index]) {
      // "a slice of homemade chicken pot pie, cut the pie into 6", "had 2 slices (she cuts
      // her 9 inch pie into 8)": each piece is that share of the whole (a whole pot pie
      // had been a second food). "a hot dog cut into 6 pieces" is still all of it.
      items[index].count = (items[index].count ?? 1) / pieces
      items[index].countIsArticle = false
      items[index].measure = nil
    }
    items = Self.sharedOut(items, parts: parts, saying: given)
    items = Self.batchShared(items, parts: parts)
    // "smoothie w 1 banana, 1 cup strawberries, 1 cup almond milk": a mixture named and then
    // measured out by its parts is its parts. A smoothie or a bowl is its parts however they
    // are said ("a smoothie with spinach, banana and almond milk" was FNDDS's 864 g fruit
    // smoothie and the three); a salad only when they are measured, its greens being unsaid.
    // "a poke bowl with 4 oz tuna and 1 cup rice": a kind of one too, when every part is
    // measured ("a burrito bowl with chicken and rice" stays FNDDS's burrito bowl).
    // "Smoothie for breakfast: Strawberries - 1 cup; Banana - 1 small": a label too.
    // "wrap w/ 1 large flour tortilla, 3 oz chicken, 1 cup romaine": a dish built of its
    // bread and fillings, every one measured, is them (the wrap had been FNDDS's besides).
    // "made 2 breakfast tacos this mornin: 2 small flour tortillas, 2 scrambled eggs and 2
    // strips of bacon": counted dishes headed before their measured parts, the bread among
    // them, are those parts too (the tacos had been counted besides, twice the meal).
    if let first = items.first, labels.contains(0), first.measure == nil, first.count != nil,
      let dish = first.foodWords.last, first.foodWords.count <= 2, items.count >= 3,
      let base = FoodVocabulary.assembledDishes[dish], items.dropFirst().allSatisfy(\.hasAmount),
      items.dropFirst().contains(where: { !base.isDisjoint(with: $0.foodWords) })
    {
      items.removeFirst()
      labels = labels.filter { $0 > 0 }.map { $0 - 1 }
    }
    if let first = items.first, !first.hasAmount, let mixture = first.foodWords.last,
      items.count >= 3,
      FoodVocabulary.mixtureWords.contains(mixture)
        && (items[1].joinedBy == "with"
          && (first.foodWords.count == 1 && mixture != "salad"
            || first.foodWords.count <= 2 && items.dropFirst().allSatisfy(\.hasAmount))
          || labels.contains(0) && first.foodWords.count <= 2
            && items.dropFirst().filter(\.hasAmount).count >= 2)
        || FoodVocabulary.assembledDishes[mixture].map({ base in
          first.foodWords.count <= 2 && items[1].joinedBy == "with"
            && items.dropFirst().allSatisfy(\.hasAmount)
            && items.dropFirst().contains { !base.isDisjoint(with: $0.foodWords) }
        }) == true
    {
      items.removeFirst()
      labels = labels.filter { $0 > 0 }.map { $0 - 1 }
    }
    // "made tacos with 2 small corn tortillas, 3 oz ground beef, 1/4 cup cheddar…": a dish the
    // person made and then listed by its measured parts is its parts.
    // "porridge made with 40g rolled oats and 200ml skimmed milk" the same.
    let madeVerbs: Set<String> = ["made", "make", "built", "assembled"]
    let madeWithParts = tokens.contains {
      $0.word == FoodVocabulary.attachingJoiner
        && madeVerbs.contains(
          $0.original.lowercased().split(separator: " ").first.map(String.init) ?? "")
    }
    if let first = items.first, !first.hasAmount,
      madeVerbs.contains(first.text.lowercased().split(separator: " ").first.map(String.init) ?? "")
        || madeVerbs.contains(tokens.lazy.compactMap(\.word).first ?? ""),
      items.count >= 3, items[1].joinedBy == "with", items.dropFirst().allSatisfy(\.hasAmount)
    {
      items.removeFirst()
      labels = labels.filter { $0 > 0 }.map { $0 - 1 }
    } else if let dish = madeWithParts
      ? Self.dishMadeOfItsParts(items) : Self.blendedDrinkOfItsParts(items)
    {
      // Wherever the sentence puts it ("quick lunch: porridge made with …").
      items.remove(at: dish)
      labels = labels.filter { $0 != dish }.map { $0 > dish ? $0 - 1 : $0 }
    }
    // "McChicken - 1 sandwich; Chips Ahoy - 3 cookies", as food-diary apps write: the count
    // after a food's label, with only the thing it counts, is the food's amount (the
    // sandwich had been a sandwich of its own, 115 g more).
    for index in labels.reversed() where index + 1 < items.count {
      let next = items[index + 1]
      // Only a bare count and its thing ("3 medium pancakes", "2 slices of bread", "2 hard
      // boiled eggs" are foods of their own), after a food, not a meal ("greek breakfast:").
      guard !items[index].hasAmount, next.hasAmount, next.foodWords.count == 1,
        next.measure == nil, next.size == nil, next.cooking == nil,
        next.text.split(separator: " ").count == 2, next.joinedBy == nil,
        !labels.contains(index + 1),
        // The count alone after the label: "egg sandwich - 2 eggs, 1 slice cheese" lists
        // the sandwich's parts.
        index + 2 == items.count || labels.contains(index + 2),
        !items[index].text.lowercased().split(separator: " ").contains(where: {
          FoodVocabulary.mealNames.contains(String($0))
        }),
        Self.countsThe(next.foodWords[0], of: items[index])
      else { continue }
      items[index].count = next.count
      items[index].measure = next.measure
      items[index].size = items[index].size ?? next.size
      items[index].countIsArticle = false
      items.remove(at: index + 1)
      labels = labels.map { $0 > index + 1 ? $0 - 1 : $0 }
    }
    // "Steak Burrito (Regular) - White Rice, Pinto Beans, Cheese, Hot Salsa", "Pad Thai -
    // Shrimp x1", as delivery orders are pasted: what a dish was ordered with, which is in
    // it, not more food (the rice and beans had been eaten again beside the burrito); its
    // words steer which dish it was, a count said with them is the dish's.
    for index in labels.reversed() where index + 1 < items.count {
      guard let head = items[index].foodWords.last, Self.orderedDishes.contains(head) else {
        continue
      }
      // The options run to the next label or the first other food ("… Mayo and a Chocolate
      // Chip Cookie", "… x1 / Steamed Dumplings (6)").
      let limit = labels.first(where: { $0 > index }) ?? items.count
      let end =
        items[(index + 1)..<limit].firstIndex(where: { option in
          !((option.measure == nil && (option.count == nil || option.count == 1)
            && !(option.count == 1 && option.countIsArticle) || option.amountFollows)
            && [nil, "and", "with"].contains(option.joinedBy)
            && option.foodWords.allSatisfy(Self.orderOptionWords.contains))
        }) ?? limit
      let options = items[(index + 1)..<end]
      guard !options.isEmpty else { continue }
      // "… (Pepperoni, Sausage, Bacon). I had 3 slices": an amount said after the options
      // is the dish's.
      if let said = options.first(where: { $0.amountFollows && $0.hasAmount }) {
        items[index].count = said.count
        items[index].measure = said.measure
      } else if let counted = options.first(where: \.hasAmount) {
        items[index].count = counted.count
      }
      // One dish as ordered, not a heading of the foods after it.
      items[index].count = items[index].count ?? 1
      items[index].countIsArticle = false
      items[index].modifiers += options.flatMap(\.foodWords)
      items.removeSubrange((index + 1)..<end)
      labels = labels.map { $0 >= end ? $0 - (end - index - 1) : $0 }
    }
    // A label with no amount of its own, followed by the items it names, is not eaten twice;
    // unless the meal has more than one: a list written with dashes.
    let lastLabel = labels.last ?? -1
    items = items.enumerated().filter { index, item in
      !(labels.contains(index) && !item.hasAmount && lastLabel + 1 < items.count
        && labelParts < 2)
    }.map(\.element)
    items = Self.withoutFoodsLeft(items, uneaten: uneaten)
    items = Self.withPartsOfFoodsBefore(items)
    items = Self.withBurgersWithoutBuns(items, in: given)
    items = Self.withFriedChickenCountedByPieces(items)
    items = Self.withoutRestatedHeading(items)
    items = Self.withPizzaSizesAfterSlices(items)
    items = Self.withoutRestatedKinds(items)
    items = Self.withoutKindHeading(items)
    items = Self.withoutAppliances(items)
    items = Self.withEggDishesCountedByEggs(items)
    items = Self.withoutSharing(items)
    items = Self.withoutChainNames(items)
    items = Self.withChipShopFries(items, in: tokens)
    items = Self.withMilkKinds(items)
    items = Self.withSweetenedIcedCoffee(items)
    items = withSources(items, in: tokens)
    items = Self.withoutBothRestated(items)
    items = Self.withTheaterPopcorn(items)
    items = Self.withOatsMeasuredDry(items)
    items = Self.withoutPorridgeRestated(items)
    items = Self.withPoultrySkin(items)
    items = Self.withPizzaPies(items)
    items = Self.withPizzasByKind(items)
    items = Self.withFillingsAfterWraps(items)
    items = Self.withShrimpCounted(items)
    items = Self.withCountsOfDishesRestated(items)
    items = Self.withDishNamedOnceForFillings(items)
    items = Self.withGlossesRead(items)
    // "mac and cheese is dangerous. had about a cup": a remark on the only food named is
    // about what was eaten when an amount of it follows ("legs are dead" stays narration).
    if items.isEmpty, !keepsRemarkedFoods {
      var again = self
      again.keepsRemarkedFoods = true
      let reread = try again.read(meal: given)
      if !reread.items.isEmpty, reread.items.allSatisfy(\.amountFollows) { return reread }
    }
    // "fed the baby 4 oz of formula…, i had nothing myself". A drink alone before it was
    // still drunk ("black coffee, didn't eat anything").
    if !items.isEmpty, Self.saysNothingEaten(given),
      !items.allSatisfy({ $0.foodWords.contains(where: FoodVocabulary.drinkNouns.contains) })
    {
      throw .rejectedInput(
        "the description says nothing was eaten; describe what was eaten to analyze it")
    }
    for item in items { try Self.check(item) }
    if items.count > Self.maximumItemCount {
      throw .rejectedInput(
        "a meal may have at most \(Self.maximumItemCount) items; this one has \(items.count)")
    }
    return (items, unread)
  }

  /// The item an amount after a list of additions belongs to: "chicken burrito with rice
  /// and cheese, roughly 280 g" weighs the burrito, not the cheese.
  private func chainHead(of items: [ParsedMealItem]) -> Int? {
    guard var index = items.indices.last else { return nil }
    // The joiner that started the list item `index` is in: "with" for "and cheese" in
    // "with rice and cheese".
    func listJoiner(_ index: Int) -> String? {
      var start = index
      while start > 0, items[start].joinedBy == "and" { start -= 1 }
      return items[start].joinedBy
    }
    // Back over additions; an "and" outside such a list ("pretzels and a fun size Snickers
    // (15 g)") ends the walk, so the amount stays with the last item.
    while index > 0, !items[index].hasAmount,
      ["with", "on", "over"].contains(listJoiner(index) ?? "")
    {
      index -= 1
    }
    // "toast w/ 1 tbsp butter + coffee (1 cup)": an addition that has its own amount ends
    // the walk too, so the amount is the last item's (the butter had become a cup).
    if items[index].hasAmount, ["with", "on", "over"].contains(listJoiner(index) ?? "") {
      return items.indices.last
    }
    return index
  }

  // MARK: Tokens

  /// A word, or a mark that ends a part of the meal (comma, semicolon, line break, period).
  enum Token: Hashable, Sendable {
    case word(String, original: String)
    case separator
    /// A colon or a spaced dash: what came before may be a label for what follows
    /// ("protein shake: 30 g whey…"), or the food whose amount follows ("rice - 1 cup").
    case label
    /// A bracket before one name that may gloss the food before it ("ulu (breadfruit)"); a
    /// separator to every reading but `withGlossesRead`.
    case gloss

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

  /// A Latin letter without its accent: USDA spells "jalapeno", "creme brulee" and
  /// "saute" without them ("1 jalapeño" had been no food at all).
  static func withoutAccent(_ character: Character) -> Character {
    guard !character.isASCII else { return character }
    switch character {
    case "à", "á", "â", "ã", "ä", "å": return "a"
    case "ç": return "c"
    case "è", "é", "ê", "ë": return "e"
    case "ì", "í", "î", "ï": return "i"
    case "ñ": return "n"
    case "ò", "ó", "ô", "õ", "ö", "ø": return "o"
    case "ù", "ú", "û", "ü": return "u"
    case "ý", "ÿ": return "y"
    default: return character
    }
  }

  /// Lowercased words and separators, with fractions, glued units and multi-word terms
  /// ("fl oz", "hard boiled", "extra large", "one and a half", "made with") brought to one
  /// form.
  static func tokens(in text: String) -> [Token] {
    var raw: [Token] = []
    var word = ""
    var original = ""
    // Where each bracketed aside starts and ends in `raw`.
    var asides: [Range<Int>] = []
    var openAside: Int?
    func flush() {
      if !word.isEmpty { raw.append(.word(word, original: original)) }
      word = ""
      original = ""
    }
    let typed = Array(text)
    let characters = typed.map { Self.withoutAccent($0.lowercased().first ?? $0) }
    // Where the last food emoji's words start in `raw`, and how many times it was typed.
    var emojiRun: (position: Int, count: Int, character: Character)?
    // "Chocolate Chip Muffin $8.70", "Subtotal $21.40": a price pasted from a receipt is no
    // count (it had been 8.7 muffins); the currency sign and its number are left out.
    var priceEnd = 0
    for (index, character) in characters.enumerated() {
      if index < priceEnd { continue }
      let previous = index > 0 ? characters[index - 1] : " "
      let next = index + 1 < characters.count ? characters[index + 1] : " "
      if character == "$" || character == "£" || character == "€", next.isNumber {
        flush()
        priceEnd = index + 1
        while priceEnd < characters.count,
          characters[priceEnd].isNumber
            || [".", ","].contains(characters[priceEnd]) && priceEnd + 1 < characters.count
              && characters[priceEnd + 1].isNumber
        {
          priceEnd += 1
        }
        continue
      }
      // "jersey mikes #10 tuna fish", "the #9 from jimmy johns": a menu's number, not a
      // count (it had been ten tunas, 900 g). A container's ("container #1 was lunch") is
      // kept.
      if character == "#", next.isNumber, word.isEmpty,
        !Self.numberedContainers.contains(raw.last?.word ?? "")
      {
        priceEnd = index + 1
        while priceEnd < characters.count, characters[priceEnd].isNumber { priceEnd += 1 }
        continue
      }
      func take(_ normalized: Character) {
        word.append(normalized)
        original.append(typed[index])
      }
      if let fraction = QuantityWords.vulgarFraction(character) {
        flush()
        raw.append(.word(fraction, original: String(typed[index])))
        continue
      }
      // "at the rest stop on i-95", "off us-1": a highway's number, not a count (it had been
      // 95 chicken sandwiches); the road's name is left out with it.
      if character == "-", next.isNumber, ["i", "us", "sr"].contains(word),
        index == word.count || !characters[index - word.count - 1].isLetter
      {
        word = ""
        original = ""
        priceEnd = index + 1
        while priceEnd < characters.count, characters[priceEnd].isNumber { priceEnd += 1 }
        continue
      }
      if ["-", "−", "–", "—"].contains(character) {
        if character != "—", word.isEmpty, next.isNumber || next == ".",
          !(previous.isLetter || previous.isNumber)
        {
          // A sign, kept so "-1 eggs" is refused rather than read as one egg.
          take("-")
        } else {
          flush()
          // "rice - 1 cup": a dash between spaces separates like a comma; "extra-large"
          // and "post-run" are two words.
          // "--" is typed for a dash too.
          // "dinner was a quinoa bowl — 1 cup quinoa, …": a long dash between spaces ends a
          // label as a short one does.
          if previous == " " && next == " " && character != "−" {
            raw.append(.label)
          } else if character == "—" || character == "-" && next == "-" {
            raw.append(.separator)
          } else if character == "-" && previous == "-" {
            // The second dash of "--".
          }
        }
        continue
      }
      // "0,5l", "12,5g": a decimal comma; "1,000 g": a thousands separator.
      if character == ",", previous.isNumber, next.isNumber, !word.isEmpty,
        word.allSatisfy(\.isNumber)
      {
        let digits = characters[(index + 1)...].prefix(while: \.isNumber).count
        if digits <= 2 {
          take(".")
          continue
        }
        if digits == 3 {
          original.append(typed[index])
          continue
        }
      }
      switch character {
      case "⁄":
        take("/")
      case "." where previous.isNumber && next.isNumber, "." where word.isEmpty && next.isNumber:
        take(".")
      case "."
      where previous.isLetter && next.isLetter
        && (index < 2 || !characters[index - 2].isLetter)
        && (index + 2 >= characters.count || !characters[index + 2].isLetter):
        // "Italian B.M.T.", "7 a.m.": the letters of an initialism are one word (each had
        // been a part of its own, and the sub no food).
        original.append(typed[index])
      case "/" where previous.isNumber && next.isNumber:
        take("/")
      case "/" where word == "w" && next == "o":
        // "w/o": without.
        word = "without"
        original.append("/")
      case "/" where word == "w":
        word = "with"
        original.append("/")
        flush()
      case "/" where previous == " " || next == " " || previous.isLetter && next.isLetter:
        // "pb&j / carrots / a juice box", "coffee/tea": a slash between foods lists them.
        flush()
        raw.append(.separator)
      case _ where word == "w" && !(character.isLetter || character.isNumber):
        // "english muffin w butter": "w" alone is "with".
        word = "with"
        flush()
        if [",", ";", ":", "\n", ".", "(", ")"].contains(character) { raw.append(.separator) }
      case _ where ["\"", "”", "″"].contains(character) && previous.isNumber:
        // "a 6" sub": the inch mark after a number (a quotation mark elsewhere separates, as
        // before).
        flush()
        raw.append(.word("inch", original: String(typed[index])))
      case "%":
        take("%")
      case "'", "’", "‘":
        // "chili's w/ coworkers": the restaurant, as "chilis and rice" (peppers) is not.
        if word == "chili", next == "s",
          index + 2 == characters.count || !characters[index + 2].isLetter
        {
          word = "chiligrill"
          original.append(typed[index])
        }
        continue
      case "&" where word == "m" && next == "m":
        // "m&ms": the candy's name, not "m and ms".
        take("&")
      case "&" where word == "g" && next == "t" && Self.endsWord(at: index + 2, in: characters):
        // "a g&t", "2 g&ts": a gin and tonic (it had been no food, "g" and "t").
        let plural = index + 2 < characters.count && characters[index + 2] == "s"
        word = ""
        flush()
        raw.append(.word("gin", original: plural ? "g&ts" : "g&t"))
        raw.append(.word("and", original: ""))
        raw.append(.word("tonic", original: ""))
        priceEnd = index + (plural ? 3 : 2)
      case "&" where word == "a" && next == "w" && Self.endsWord(at: index + 2, in: characters):
        // "a can of a&w root beer": the brand names no food of its own (its "w" had been
        // "with", joining the root beer to the hot dogs before it).
        word = ""
        original = ""
        priceEnd = index + 2
      case "&":
        flush()
        raw.append(.word("and", original: "&"))
      case "+":
        // "mac + cheese", "chicken burrito with rice + cheese": "+" is "and", in a dish's
        // name or a list.
        flush()
        raw.append(.word("and", original: "+"))
      case ":" where previous.isNumber && next.isNumber:
        // "12:30": a time of day, one word that names no amount.
        take(":")
      case ":", "=":
        // "dinner = a nutella sandwich": "=" labels as ":" does (the meal's name had been
        // read into the food, "Sandwich spread").
        flush()
        raw.append(.label)
      case "(":
        flush()
        raw.append(.separator)
        openAside = raw.count
      case ")":
        flush()
        if let start = openAside { asides.append(start..<raw.count) }
        openAside = nil
        raw.append(.separator)
      case "?":
        flush()
        // "is 2 bananas too much? anyway had 2": a question asked is no food eaten.
        let start = (raw.lastIndex(where: { $0.word == nil }) ?? -1) + 1
        if start < raw.count, let first = raw[start].word, Self.questionWords.contains(first) {
          raw.removeSubrange(start...)
          asides.removeAll { $0.upperBound > start }
          if let open = openAside, open > start { openAside = nil }
          emojiRun = nil
        }
        raw.append(.separator)
      case ",", ";", "\n", "\r", ".", "!", "[", "]", "|", "•":
        flush()
        raw.append(.separator)
      default:
        if character.isLetter || character.isNumber {
          take(character)
        } else if let run = emojiRun, run.character == character,
          characters[index - 1] == character
        {
          // "🍕🍕": one emoji said again is two of the food.
          let count = Token.word(String(run.count + 1), original: "")
          if run.count == 1 {
            raw.insert(count, at: run.position)
          } else {
            raw[run.position] = count
          }
          emojiRun?.count += 1
        } else if let food = FoodEmoji.words(for: character),
          !Self.says(food, in: text.lowercased()),
          Self.isFoodPlace(after: word.isEmpty ? raw.last?.word : word)
        {
          // "medium 🍌 pre gym", "2 🍳 + toast": the emoji is the food's word. After other
          // words ("california roll, 8 pcs 🍣", "hot choc ☕️") it decorates.
          flush()
          emojiRun = (raw.count, 1, character)
          for (position, name) in food.split(separator: " ").enumerated() {
            raw.append(.word(String(name), original: position == 0 ? String(typed[index]) : ""))
          }
        } else {
          flush()
          // "lunch at my desk again 🙄 chicken salad sandwich": a face ends what came before,
          // as punctuation does (the sandwich had been read as part of where lunch was).
          // Other emoji decorate ("protein shake 💪 1 scoop whey").
          if character.unicodeScalars.contains(where: { scalar in
            Self.faceEmoji.contains { $0.contains(scalar.value) }
          }) {
            raw.append(.separator)
          }
        }
      }
    }
    flush()
    let weighed = withAsideWeights(raw, asides: asides)
    return joinedTerms(
      withSpokenNumbers(
        withSpanishRead(
          withFillingsSaid(withIngredientLists(weighed.tokens, asides: weighed.asides))
            .flatMap(unglued))))
  }

  /// "2 stuffed pepper halves, rice and ground beef filling": a part ending in "filling" says
  /// what the food before it is filled with, as "with rice and ground beef" does (it had been
  /// a second food, beef fried rice).
  static func withFillingsSaid(_ tokens: [Token]) -> [Token] {
    var result = tokens
    var end = result.count
    while let last = result[..<end].lastIndex(where: { ["filling", "fillings"].contains($0.word) })
    {
      defer { end = last }
      guard last + 1 == result.count || result[last + 1] == .separator,
        let start = result[..<last].lastIndex(of: .separator), start > 0,
        result[(start + 1)..<last].contains(where: { $0.word != nil }),
        result[start - 1].word != nil
      else { continue }
      result.remove(at: last)
      result[start] = .word("with", original: ",")
    }
    return result
  }

  /// Whether the word ends at `index` of `characters`, or after a plural "s" there.
  private static func endsWord(at index: Int, in characters: [Character]) -> Bool {
    func isLetter(_ at: Int) -> Bool { at < characters.count && characters[at].isLetter }
    return !isLetter(index) || characters[index] == "s" && !isLetter(index + 1)
  }

  /// Words a question opens with.
  private static let questionWords: WordSet = [
    "is", "are", "was", "were", "am", "should", "can", "could", "would", "will", "do", "does",
    "did", "how", "what", "why", "which", "who", "whats", "hows", "isnt", "arent", "shouldnt",
  ]

  /// Whether a food's name may follow `previous` (the word before, `nil` at the start or
  /// after a separator): an amount, a size, an article or a joiner.
  private static func isFoodPlace(after previous: String?) -> Bool {
    guard let previous else { return true }
    return isCount(previous)
      || QuantityWords.sizes[previous] != nil
      || ["a", "an", "some", "and", "with", "or", "plus", "my", "the", "another", "x"].contains(
        previous)
  }

  /// Whether `food` (an emoji's words) is said in `text` already, as it is or in the
  /// singular ("pancakes" in "2 pancake 🥞").
  private static func says(_ food: String, in text: String) -> Bool {
    text.contains(food) || food.hasSuffix("s") && text.contains(food.dropLast())
  }

  /// "2 tbsp (32g) peanut butter", "1 serving (28g) tortilla chips": a package label's
  /// household measure with its weight in brackets before the food is that weight (the
  /// tablespoons had gone to the food before and the bracket to nothing).
  static func withAsideWeights(_ tokens: [Token], asides: [Range<Int>]) -> (
    tokens: [Token], asides: [Range<Int>]
  ) {
    var result = tokens
    var kept = asides
    // From the last, so the earlier ranges still hold.
    for aside in asides.reversed()
    where aside.lowerBound >= 3 && aside.upperBound + 1 < result.count {
      let inner = result[aside].compactMap(\.word)
      guard inner.count == 2 || inner.count == 1, result[aside].count == inner.count,
        let weight = Self.asideWeight(inner),
        case .word(let food, _) = result[aside.upperBound + 1],
        number(food) == nil, !QuantityWords.isUnit(food)
      else { continue }
      // The amount outside: a number and up to two unit or size words after it.
      var start = aside.lowerBound - 1
      var sawUnit = false
      while start > 0, start > aside.lowerBound - 4, let word = result[start - 1].word,
        QuantityWords.isUnit(word) || QuantityWords.sizes[word] != nil
      {
        start -= 1
        sawUnit = true
      }
      guard sawUnit, start > 0, let count = result[start - 1].word,
        isCount(count)
      else { continue }
      let replaced = (start - 1)...aside.upperBound
      result.replaceSubrange(replaced, with: weight)
      // The asides after it move by what it took away; it is no aside any more.
      let shift = weight.count - replaced.count
      kept = kept.compactMap { other in
        if other == aside { return nil }
        guard other.lowerBound > replaced.upperBound else { return other }
        return (other.lowerBound + shift)..<(other.upperBound + shift)
      }
    }
    return (result, kept)
  }

  /// The tokens of a bracketed weight or volume ("32g", "240 ml"), or `nil`.
  private static func asideWeight(_ words: [String]) -> [Token]? {
    let split =
      words.count == 1 ? unglued(.word(words[0], original: words[0])).compactMap(\.word) : words
    guard split.count == 2, number(split[0]) != nil,
      QuantityWords.massUnits[split[1]] != nil || QuantityWords.volumeUnits[split[1]] != nil
    else { return nil }
    return split.map { .word($0, original: $0) }
  }

  /// "a cup of jambalaya (chicken, sausage and rice)": a bracketed list of foods with no
  /// amounts after a food says what it is made of, as "with chicken and sausage and rice"
  /// does; it had been read as three more foods. One food in brackets ("pernil (roast pork)")
  /// restates the food, amounts, negations or verbs make the aside a sentence of its own, and
  /// one with its own "with" describes the food already ("tacos (flour tortillas, w/ cheese)").
  static func withIngredientLists(_ tokens: [Token], asides: [Range<Int>]) -> [Token] {
    var result = tokens
    for aside in asides.reversed() where aside.lowerBound >= 2 && !aside.isEmpty {
      guard case .word = result[aside.lowerBound - 2] else { continue }
      let inner = result[aside]
      let words = inner.compactMap(\.word)
      let parts = 1 + inner.filter { $0 == .separator || $0.word == "and" }.count
      // "1 cup hapa rice (half brown half white)" is a cup of both, not half a cup; "(yes i
      // know theres sugar in it)" is a remark, not more sugar.
      if words.count == inner.count,
        words.count == 4 && words[0] == "half" && words[2] == "half"
          || words.contains("know") || words.first == "yes"
      {
        result.removeSubrange((aside.lowerBound - 1)..<aside.upperBound)
        continue
      }
      // "4 do-si-dos (the girl scout cookies)": an article before a name does not make the
      // bracket a sentence.
      if words.count >= 3, words.count == inner.count, words[0] == "the",
        Self.isGlossName(Array(words.dropFirst()))
      {
        result.remove(at: aside.lowerBound)
        result[aside.lowerBound - 1] = .gloss
        continue
      }
      // "i boiled half a pound of spaghetti (dry weight)": weighed dry, as "dry spaghetti"
      // says, whatever was done to it after (the half pound had been of cooked pasta).
      // "toast (dry)" is toast without butter: only a grain is weighed dry.
      if words.count == inner.count, words.contains(where: { ["dry", "uncooked"].contains($0) }),
        result[aside.lowerBound - 2].word.map({ FoodVocabulary.driedGrains[$0] != nil }) == true,
        words.allSatisfy({ ["dry", "uncooked", "raw", "weight", "weighed"].contains($0) })
      {
        result.replaceSubrange(
          (aside.lowerBound - 1)..<aside.upperBound, with: [.word("dry", original: "")])
        continue
      }
      // "apple slices (4)": a count in brackets after a food said with none is its count
      // (the slices had been one).
      let start = (result[..<(aside.lowerBound - 1)].lastIndex { $0.word == nil } ?? -1) + 1
      let before = result[start..<(aside.lowerBound - 1)].compactMap(\.word)
      // A name's bracket ("Leo (2)") is an age: the food is said as a plural.
      if inner.count == 1, let count = words.first.flatMap(Self.number), count >= 1, count <= 50,
        count == count.rounded(), before.last?.hasSuffix("s") == true,
        !before.contains(where: { isCount($0) || $0 == "a" || $0 == "an" })
      {
        result.removeSubrange((aside.lowerBound - 1)..<aside.upperBound)
        result.insert(inner[inner.startIndex], at: start)
        continue
      }
      // "a slice of her quiche lorraine (1/8 of the pie)": the slice's share of the whole,
      // said again (it had been an eighth of a pie of its own).
      if words.count == inner.count, words.count >= 3, words.count <= 4,
        let share = Self.number(words[0]), share < 1, words[1] == "of",
        let whole = words.last, Self.wholesSliced.contains(whole),
        before.contains(where: Self.slicesOfWholes.contains)
      {
        result.removeSubrange((aside.lowerBound - 1)..<aside.upperBound)
        continue
      }
      // "(banana smoothie made w milk)": what a name says it was made with is part of it.
      let madeWith = words.indices.dropLast().first {
        words[$0] == "made" && ["w", "with"].contains(words[$0 + 1])
      }
      let checked = words.indices.filter { $0 != madeWith && $0 - 1 != madeWith }.map {
        words[$0]
      }
      guard !inner.contains(.label),
        !checked.contains(where: { word in
          word.first?.isNumber == true || QuantityWords.isUnit(word)
            || QuantityWords.numbers[word] != nil || FoodVocabulary.negations.contains(word)
            || word == "the" || word == "with"
        })
      else { continue }
      // "1 cup steamed ulu (breadfruit)", "4 pork ribs (dwaeji galbi)": one name in brackets
      // glosses the food before (`withGlossesRead`); it had been a second food, or the only
      // one, without the amount. How it was cooked may be part of the name ("(red lentils
      // cooked in oil)"); another verb makes the bracket a sentence.
      if parts == 1, words.count <= 6, words.count == inner.count, Self.isGlossName(checked) {
        result[aside.lowerBound - 1] = .gloss
        continue
      }
      guard parts >= 2, words.count >= 2,
        !words.contains(where: FoodVocabulary.eatingVerbs.contains)
      else { continue }
      let listed = inner.map { token -> Token in
        token == .separator ? .word("and", original: ",") : token
      }
      result.replaceSubrange(
        (aside.lowerBound - 1)..<aside.upperBound, with: [.word("with", original: "(")] + listed)
    }
    return result
  }

  /// Whether the words in a bracket can be one name for the food before it: no amount,
  /// negation, size or verb, nor a word that adds to it ("(or a latte)", "(plus fries)").
  private static func isGlossName(_ words: [String]) -> Bool {
    words.count <= 6
      && !words.contains { word in
        word.first?.isNumber == true || QuantityWords.isUnit(word)
          || QuantityWords.numbers[word] != nil || FoodVocabulary.negations.contains(word)
          || word == "the" || word == "with" || word == "and" || QuantityWords.sizes[word] != nil
          || glossStoppers.contains(word)
          || FoodVocabulary.eatingVerbs.contains(word) && FoodVocabulary.cookingWords[word] == nil
      }
  }

  /// Words that make a bracket more than a name for the food before it ("(or a latte)",
  /// "(plus fries)", "(each)").
  private static let glossStoppers: WordSet = [
    "or", "plus", "w", "each", "also", "too", "extra", "side", "half", "whole", "kind", "type",
    "style", "total", "ish", "about", "approx", "maybe", "like",
  ]

  /// "200g" → "200", "g"; "2x" → "2", "x"; "x2" → "x", "2"; "1e3" stays one number.
  private static func unglued(_ token: Token) -> [Token] {
    guard let word = token.word, let first = word.first else { return [token] }
    if first == "x", word.count > 1, number(String(word.dropFirst())) != nil {
      return [
        .word("x", original: "x"),
        .word(String(word.dropFirst()), original: String(word.dropFirst())),
      ]
    }
    guard first.isNumber || first == "." || first == "-" else { return [token] }
    if number(word) != nil { return [token] }
    guard let split = word.firstIndex(where: \.isLetter) else { return [token] }
    let number = String(word[..<split])
    let unit = String(word[split...])
    let known =
      QuantityWords.massUnits[unit] != nil || QuantityWords.volumeUnits[unit] != nil
      || QuantityWords.ounceWords.contains(unit) || unit == "x"
      || QuantityWords.householdUnits[unit] != nil || FoodVocabulary.lengthUnits.contains(unit)
    return known && Self.number(number) != nil
      ? [.word(number, original: number), .word(unit, original: unit)] : [token]
  }

  /// Fruits a juice box is filled with ("apple juice box").
  private static let juiceBoxFruits: WordSet = [
    "apple", "orange", "grape", "fruit", "cranberry", "pineapple", "mango", "berry", "cherry",
    "tropical", "pear", "peach",
  ]

  /// A product of two amounts as a word the reader parses back ("56", "42.5"); callers keep
  /// it under 100,000, where `Int` cannot trap.
  private static func numberWord(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
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
    // A sub named within the next few words of a length, its words unbroken by punctuation
    // ("6 inch ham and cheese sub").
    func subAfter() -> Bool {
      for offset in 2...6 {
        guard let next = word(offset) else { return false }
        if FoodVocabulary.subWords.contains(next) { return true }
        // "a 6 inch roast beef po boy": the phrase is one word only later.
        if next == "po", word(offset + 1).map({ $0.hasPrefix("boy") }) == true { return true }
      }
      return false
    }
    // "cut the pie into 6", "cuts her 9 inch pie into 8", "cut in 9": the phrase's length,
    // the offsets of food words said in it, and how many pieces.
    func cutInto() -> (length: Int, food: [Int], pieces: Double)? {
      guard ["cut", "cuts"].contains(word(0) ?? "") else { return nil }
      var offset = 1
      while offset < 8, let next = word(offset), !["in", "into"].contains(next) {
        guard !FoodVocabulary.eatingVerbs.contains(next), next != "and" else { return nil }
        offset += 1
      }
      guard ["in", "into"].contains(word(offset) ?? ""), let said = word(offset + 1),
        let pieces = Self.number(said) ?? QuantityWords.numbers[said], pieces >= 2,
        pieces <= 24, pieces == pieces.rounded()
      else { return nil }
      var length = offset + 2
      if let noun = word(length), Self.cutPieceNouns.contains(noun) { length += 1 }
      // "cut my 7x12 pan of homemade meat lasagna into 8": the food after "of".
      let inside = Array(1..<offset)
      let named =
        inside.last(where: { word($0) == "of" }).map { Array(($0 + 1)..<offset) } ?? inside
      let food = named.contains(where: { !Self.isWholeWord(word($0) ?? "") }) ? named : []
      return (length, food, pieces)
    }
    // Where a bread's kind said alone after "slices" ("slices of wheat", "slices white") is,
    // or `nil`: it ends the part, or a joiner follows.
    func slicedBread() -> Int? {
      let kind = word(1) == "of" ? 2 : 1
      guard let said = word(kind), Self.breadKinds.contains(said) else { return nil }
      return word(kind + 1).map(Self.afterSlicedBread.contains) ?? true ? kind : nil
    }
    // Where a measure followed by "of" comes after words of how a serving was ("a cold
    // leftover slice of"), or `nil`.
    func servedMeasure() -> Int? {
      var offset = 1
      while offset < 4, Self.servingAdjectives.contains(word(offset) ?? "") { offset += 1 }
      guard let unit = word(offset), word(offset + 1) == "of",
        QuantityWords.householdUnits[unit] != nil || QuantityWords.volumeUnits[unit] != nil
      else { return nil }
      return offset
    }
    // A sub's filling named just after a length, with no sub word ("6 inch turkey").
    func fillingAfter() -> Bool {
      for offset in 2...4 {
        guard let next = word(offset) else { return false }
        if FoodVocabulary.subFillings.contains(next) { return true }
        guard FoodVocabulary.subFillingKinds.contains(next) else { return false }
      }
      return false
    }
    // Where a sub named just before a length is in `result` ("meatball sub 6 inch",
    // "turkey sub (6 in)"): among its last three words, with only punctuation after them.
    func subBefore() -> Int? {
      var position = result.count - 1
      var words = 0
      while position >= 0, words < 3 {
        if let before = result[position].word {
          if FoodVocabulary.subWords.contains(before) { return position }
          words += 1
        } else if words > 0 {
          return nil
        }
        position -= 1
      }
      return nil
    }
    while index < tokens.count {
      let current = word(0)
      let next = word(1)
      if current == "into",
        let count = next.flatMap({ Self.number($0) ?? QuantityWords.numbers[$0] }),
        count >= 2, count <= 48,
        let noun = (2...4).first(where: { Self.portionedInto.contains(word($0) ?? "") }),
        (2..<noun).allSatisfy({ Self.portionKinds.contains(word($0) ?? "") }),
        // A pan cut into pieces is read where pans are ("cut the pan into 8").
        !result.reversed().prefix(while: { $0 != .separator }).contains(where: {
          $0.word.map { Self.bakingDishes.contains($0) || Self.isPanSize($0) } ?? false
        })
      {
        // "3 cups meat sauce divided into 6 containers, ate 1": how many portions the batch
        // made, as "made 6" says, which the next part may take some of (the container had
        // been no amount, and the person had eaten the whole batch).
        while let last = result.last?.word, Self.dividingWords.contains(last) {
          result.removeLast()
        }
        result += [.separator, .word("divided", original: ""), joined(String(Int(count)), 3)]
        result.append(.separator)
        index += noun + 1
        continue
      }
      if let current, let next, let connector = FoodVocabulary.attachingPhrases[current],
        connector.contains(next)
      {
        // "made with", "topped with", "cooked in": what follows describes the food before;
        // "fried in butter" still says the food was fried, and the item's text says "fried"
        // once (it had said "fried fried in butter").
        if FoodVocabulary.cookingWords[current] != nil {
          result.append(tokens[index])
          result.append(.word(FoodVocabulary.attachingJoiner, original: tokens[index + 1].original))
          index += 2
          continue
        }
        // "grape leaves stuffed with lamb and rice" are USDA's stuffed ones (they had been
        // raw leaves); a chicken breast stuffed with spinach is still the breast.
        if current == "stuffed", Self.stuffedKinds.contains(result.last?.word ?? "") {
          result.append(.word(current, original: ""))
        }
        result.append(joined(FoodVocabulary.attachingJoiner, 2))
        index += 2
        continue
      }
      if let current, let (company, words) = FoodVocabulary.foodsByCompany[current],
        [word(1), word(2), word(3)].contains(where: { company.contains($0 ?? "") })
          // "chips and salsa, about 2 cups of chips and 1/4 cup salsa": a dip anywhere.
          || current == "chips" && !FoodVocabulary.chipKinds.contains(result.last?.word ?? "")
            && tokens.contains(where: { FoodVocabulary.chipDips.contains($0.word ?? "") })
      {
        // "chips and salsa": tortilla chips.
        for replacement in words {
          result.append(
            .word(replacement, original: replacement == current ? tokens[index].original : ""))
        }
        index += 1
        continue
      }
      if current == "skin", next == "on", ["without", "no"].contains(result.last?.word ?? "") {
        // "turkey breast without skin on the way home": no skin, not "skin on".
        result.append(tokens[index])
        index += 1
        continue
      }
      if let current, ["fed", "feed", "feeding"].contains(current),
        ["the", "my", "our"].contains(next ?? ""), let animal = word(2),
        Self.farmAndPetAnimals.contains(animal)
      {
        // "hauled wood and fed the sheep", "fed the chickens": chores, not sheep's milk.
        result.append(joined("then", 3))
        index += 3
        continue
      }
      if let current, ["break", "broke", "breaking"].contains(current),
        ["the", "my"].contains(next ?? ""), word(2) == "fast"
      {
        // "a medium apple to break the fast": the end of a fast, not fast food.
        result.append(joined("then", 3))
        index += 3
        continue
      }
      if current == "other", next == "half", word(2) == "of" {
        // "the other half of the sandwich at 4", after half a sandwich: the rest of that one,
        // as "the other half" alone is. "The other half of yesterday's footlong", naming a
        // food not said before: half of it (the whole footlong had been counted).
        var offset = 3
        while let food = word(offset), Self.otherHalfOwners.contains(food) { offset += 1 }
        if let food = word(offset), !["it", "them", "mine"].contains(food) {
          let stem = WordStem.of(food)
          if result.contains(where: { $0.word.map(WordStem.of) == stem }) {
            result.append(joined(FoodVocabulary.otherHalf, offset + 1))
            index += offset + 1
          } else {
            result.append(joined("half", 2))
            index += 2
          }
          continue
        }
      }
      if let current, let count = Self.number(current), count >= 2, next == "quarter",
        ["pound", "lb", "pounder"].contains(word(2) ?? ""),
        Self.burgersByTheQuarterPound.contains(word(3) ?? "")
      {
        // "ate 45 quarter pound cheeseburgers": 45 of them, each of a quarter pound (the
        // count had been lost to the weight, one burger).
        result.append(tokens[index])
        index += 3
        continue
      }
      if let current, let next, let size = QuantityWords.sizes[current],
        ["small", "medium", "large"].contains(size), Self.sidesAndDrinks.contains(next),
        let last = result.last?.word, !isCount(last),
        !["a", "an", "the", "my", "and", "with", "w", "plus", "or", "of", "then"].contains(last),
        QuantityWords.sizes[last] == nil, !FoodVocabulary.eatingVerbs.contains(last)
      {
        // "had a big mac med fries lg coke": each size starts the next item of the order
        // (the three had been one item, the coke alone).
        result.append(.separator)
        result.append(tokens[index])
        index += 1
        continue
      }
      if current == "for",
        let occasion = Self.occasions.first(where: { holiday in
          holiday.indices.allSatisfy { word($0 + 1) == holiday[$0] }
        })
      {
        // "mom made bao for lunar new year": when, not food (the new year had made the bao
        // tomatoes).
        result.append(joined("then", 1 + occasion.count))
        index += 1 + occasion.count
        continue
      }
      if let current, ["five", "5"].contains(current), next == "and", word(2) == "dime" {
        // "frito pie from the five & dime": a shop, not five of the pie (750 g).
        result.append(joined("then", 3))
        index += 3
        continue
      }
      if let current, ["round", "rounds"].contains(current), next == "of",
        result.last?.word.map(Self.isCount) == true,
        let drink = word(2), Self.pouredByTheShot.contains(drink) || Self.roundsOf.contains(drink)
      {
        // "3 rounds of tequila shots": three of them (the rounds had been tomato slices).
        index += 2
        continue
      }
      if let current, let next, Self.sharingVerbs.contains(current),
        ["with", "w", "evenly", "equally", "between", "it", "them", "em"].contains(next)
          || Double(next) != nil && word(2) == "ways",
        result.last?.word != nil
      {
        // "a bottle of wine split with my wife": the sharing, said after the food, is no word
        // of its name (the wine had been split peas).
        result.append(.separator)
        result.append(tokens[index])
        index += 1
        continue
      }
      if let current, Self.pointingBack.contains(current), result.last?.word == "of",
        case let tail = tokens[(index + 1)...].prefix(while: { $0.word != nil }).compactMap(\.word),
        Self.tailsOfPlace.contains(where: { tail.starts(with: $0) }),
        !tail.contains(where: { $0.first?.isNumber == true || ["with", "and"].contains($0) })
      {
        // "ate 2 of them in the break room", "20 of them on the walk home oops": where or how,
        // after pointing back at the food (the count had been lost to the place's words).
        result.append(tokens[index])
        index += 1 + tail.count
        continue
      }
      if let current, let next, let rewrite = FoodVocabulary.phrases["\(current) \(next)"] {
        result.append(joined(rewrite, 2))
        index += 2
        continue
      }
      if current == "a", next == "boba",
        !["milk", "tea", "teas", "drink", "smoothie", "slush"].contains(word(2) ?? "")
      {
        // "grabbed a boba": the drink (it had been no food); in "bubble tea with boba" and "a
        // boba milk tea" the pearls are the drink's.
        result.append(joined("bobatea", 2))
        index += 2
        continue
      }
      if current == "not", next == "gonna", word(2) == "lie" {
        // "not gonna lie i ate the whole bag": a way of owning up, not a plan (the whole line
        // had been read as intended, and no food).
        result.append(joined("honestly", 3))
        index += 3
        continue
      }
      if current == "skin", next == "and", word(2) == "all" {
        // "one breast off a rotisserie chicken, skin and all": the skin eaten.
        result.append(joined(FoodVocabulary.skinEaten, 3))
        index += 3
        continue
      }
      if current == "in",
        ["shell", "shells"].contains(next ?? "")
          || ["the", "their"].contains(next ?? "") && ["shell", "shells"].contains(word(2) ?? "")
      {
        // "peanuts in the shell", "pistachios, about a cup still in the shells": weighed
        // with their shells ("1 cup, in shell, yields"), not a food called shell (a cup of
        // chocolate "Magic Shell" topping, 272 g).
        let length = next == "the" || next == "their" ? 3 : 2
        result.append(joined(FoodVocabulary.unshelled, length))
        index += length
        continue
      }
      if current == "no", next == "bean" || next == "beans", word(2) == "chili" {
        // "no bean chili": a kind of chili, not chili with its beans left out.
        result.append(joined("beanless", 2))
        index += 2
        continue
      }
      if current == "no",
        next == "sugar" && word(2) == "added" || next == "added" && word(2) == "sugar"
      {
        // "light no sugar added ice cream": how USDA names the product, not a negation.
        result.append(joined(FoodVocabulary.noSugarAdded, 3))
        index += 3
        continue
      }
      if current == "con", let before = result.last?.word, next != nil,
        !FoodVocabulary.namesWithCon.contains(before)
      {
        // "a whole mango con chile y limon": Spanish "with", outside USDA's own "con" names
        // ("cafe con leche", "chili con carne", "arroz con pollo").
        result.append(.word("with", original: tokens[index].original))
        index += 1
        continue
      }
      if ["de", "del"].contains(current), let before = result.last?.word, next != nil,
        !FoodVocabulary.namesWithDe.contains(before)
      {
        // "tacos de asada", "pupusas de queso", "frijoles de la olla": Spanish "of", which
        // says what the food is made of; USDA's own "de" names ("pico de gallo") keep it.
        index += ["la", "el", "los", "las"].contains(word(1) ?? "") ? 2 : 1
        // "3 tacos de carnitas": the dish is the head, so it goes last, as in English
        // ("carnitas tacos"), not "Pork, carnitas".
        if FoodVocabulary.spanishDishHeads.contains(before), index < tokens.count,
          case .word = tokens[index], let dish = result.popLast()
        {
          result.append(tokens[index])
          result.append(dish)
          index += 1
        }
        continue
      }
      if current == "no", next == "sugar", let after = word(2), number(after) == nil,
        QuantityWords.numbers[after] == nil, !QuantityWords.isUnit(after),
        !["added", "add", "and", "or", "in", "please", "with", "for", "but", "though", "a", "an"]
          .contains(after)
      {
        // "2 no sugar cookies": sugar free, before the food it describes (had been no food
        // at all); "coffee, no sugar" still leaves the sugar out.
        result.append(.word("sugar", original: tokens[index].original))
        result.append(.word("free", original: tokens[index + 1].original))
        index += 2
        continue
      }
      if let current, isCount(current), let next,
        Self.selfCorrections.contains(next)
      {
        // "three no wait four medium pancakes", "two no three slices": said by voice, the
        // number corrected is the one that counts (had been no food read at all).
        var cursor = index + 1
        while cursor < tokens.count, let said = tokens[cursor].word,
          Self.selfCorrections.contains(said)
        {
          cursor += 1
        }
        if cursor < tokens.count, let corrected = tokens[cursor].word,
          isCount(corrected)
        {
          index = cursor
          continue
        }
      }
      if next == "servings" || next == "serving", let current, let times = number(current),
        case let at = ["at", "of"].contains(word(2) ?? "") ? 3 : 2,
        let weight = word(at).flatMap(number), let unit = word(at + 1),
        QuantityWords.massUnits[unit] != nil, times > 0, weight > 0, times * weight < 100_000
      {
        // "potato chips - 2 servings @ 28g each", "2 servings of 28 g": the label's serving
        // weighed, so many times (the count had been lost, one serving eaten).
        let said = tokens[index...(index + at + 1)].map(\.original).joined(separator: " ")
        result.append(.word(Self.numberWord(times * weight), original: said))
        result.append(.word(unit, original: ""))
        index += at + (word(at + 2) == "each" ? 3 : 2)
        continue
      }
      if next == "x", let current, let times = number(current), let after = word(2),
        let each = number(after), times > 0, each > 0, times * each < 100_000
      {
        // "1x 10 pc chicken mcnuggets", "2x 6 pc nuggets": a receipt's count of an amount is
        // that amount so many times (had been one nugget).
        result.append(
          .word(Self.numberWord(times * each), original: tokens[index].original + " x " + after))
        index += 3
        continue
      }
      if let current, number(current) != nil, next == "x", let food = word(2),
        number(food) == nil
      {
        // "1x Onion Rings": a receipt's count of a food named in the plural counts orders
        // of it (had been one ring, 10 g); "2x Chocolate Chip Cookie" counts cookies.
        let part = tokens[(index + 2)...].prefix { $0.word != nil }.compactMap(\.word)
        let after = index + 2 + part.count
        if number(current) == 1, after + 2 < tokens.count, tokens[after] == .separator,
          let pieces = tokens[after + 1].word, number(pieces) != nil,
          let unit = tokens[after + 2].word, QuantityWords.householdUnits[unit] == "piece"
        {
          // "1x Mozzarella Sticks (6 pc)": the receipt's pieces are the count (had been one
          // order's usual 57 g, not six sticks).
          index += 2
          continue
        }
        result.append(tokens[index])
        if let last = part.last, last.count > 3, last.hasSuffix("s"), !last.hasSuffix("ss") {
          result.append(.word("order", original: ""))
          result.append(.word("of", original: ""))
        }
        index += 2
        continue
      }
      if current == "x", let next, number(next) != nil, !result.isEmpty {
        // "chicken biryani x 2 cups": a times sign before the amount, not a word.
        index += 1
        continue
      }
      if ["went", "go", "came", "come", "got"].contains(current), next == "back" {
        // "went back for seconds": returning, not a chicken's back.
        result.append(tokens[index])
        index += 2
        continue
      }
      if current == "back", next == "to", word(2) == "back" {
        // "meetings back to back": busy, not a chicken's back.
        index += 3
        continue
      }
      if current == "on", ["the", "my", "a"].contains(next ?? ""),
        word(2) == "scale" || word(2) == "kitchen" && word(3) == "scale"
      {
        // "350 g on the scale": how the amount was weighed, not a food.
        index += word(2) == "scale" ? 3 : 4
        continue
      }
      if current == "on", ["a", "my", "our"].contains(next ?? ""), word(2) == "date" {
        // "went on a date and had pasta": an evening out, not the fruit.
        result.append(joined("outing", 3))
        index += 3
        continue
      }
      // "an 8 oz filet", "a petite filet": in American English a filet on its own is the
      // steak, filet mignon (it had been a fillet of nothing, no food); "a salmon filet",
      // "filet of sole" are fish.
      if current == "filet" || current == "filets", !["of", "o", "mignon"].contains(next ?? ""),
        !(result.last?.word.map(Self.filletedFoods.contains) ?? false)
      {
        result.append(tokens[index])
        result.append(.word("mignon", original: ""))
        index += 1
        continue
      }
      // "a beyond burger", "2 impossible patties": the brands' plant-based burgers (as
      // words they had been nothing, and "impossible to resist" is still no food).
      if current == "beyond" || current == "impossible" || current == "impossibe",
        ["burger", "burgers", "patty", "patties"].contains(next ?? "")
      {
        result.append(.word("veggie", original: tokens[index].original))
        index += 1
        continue
      }
      // "2 vegan breakfast patties", "plant based sausage", "vegetarian nuggets": FNDDS's
      // meatless kind of the meat named ("vegan" had been vegan mayonnaise, 200 g).
      let meatless = current == "plant" && next == "based" ? 2 : 1
      if ["vegan", "vegetarian", "meatless", "plant"].contains(current),
        current != "plant" || meatless == 2,
        let meat = word(meatless),
        Self.meatlessKinds.contains(meat)
          || meat == "breakfast" && Self.meatlessKinds.contains(word(meatless + 1) ?? "")
      {
        // A burger or its patty is a veggie burger, as "a beyond burger" is; breakfast
        // patties are the breakfast kind the synonyms name ("meatless patties").
        let burger = ["burger", "burgers", "patty", "patties", "pattie"].contains(meat)
        result.append(.word(burger ? "veggie" : "meatless", original: tokens[index].original))
        index += meatless + (meat == "breakfast" ? 1 : 0)
        continue
      }
      if let cut = cutInto() {
        // "cut the 9 inch pie in 8", "cut my 10 inch apple pie into 10 slices": the count of
        // pieces, kept for the part that says how many were had; a food named inside is
        // kept as a food ("apple pie"), the dish it was baked in is not ("cut the pie into
        // 6" had been a second, whole pie).
        if !cut.food.isEmpty {
          result += cut.food.map { tokens[index + $0] }
        }
        result.append(.separator)
        result.append(.word(Self.cutMarker, original: tokens[index].original))
        result.append(.word(String(Int(cut.pieces)), original: ""))
        result.append(.separator)
        index += cut.length
        continue
      }
      // "a bag of pork rinds whole thing gone": "the whole thing" with its article left out.
      // Read as a food's word, "whole" had made the bag a whole hog's worth (1,108 g of
      // protein).
      if current == "whole", next == "thing" || next == nil,
        let before = result.last?.word, !["a", "an", "the", "one", "my"].contains(before)
      {
        // As the article's case below reads "the whole thing" and "the whole".
        result.append(.word("the", original: ""))
        if next != nil {
          result.append(.word(Self.wholeMarker, original: tokens[index].original))
        }
        index += 1
        continue
      }
      // "whole mango on a stick from the paletero", "ate whole avocado": a part that opens
      // with "whole" before a food says one whole one, as "a whole mango" does (it had been
      // no amount, USDA's unspecified 83 g).
      if current == "whole",
        result.last?.word == nil
          || FoodVocabulary.eatingVerbs.contains(result.last?.word ?? ""),
        let food = next, number(food) == nil, !isCount(food),
        !["wheat", "grain", "grains", "milk", "fat", "foods", "food", "lot", "thing", "day"]
          .contains(food), QuantityWords.householdUnits[food] == nil,
        QuantityWords.volumeUnits[food] == nil
      {
        result.append(.word("a", original: ""))
        result.append(.word(Self.wholeMarker, original: tokens[index].original))
        index += 1
        continue
      }
      switch (current, next) {
      case (let article?, let whole?)
      where (whole == "whole" || whole == "entire")
        && (["a", "an", "the", "one"].contains(article) || number(article) != nil)
        && !["wheat", "grain", "grains", "milk", "fat"].contains(word(2) ?? ""):
        // "a whole naan", "the whole bag", "an entire sleeve" (had been one cracker): all of
        // it, not whole milk or whole wheat. Before a
        // food rather than a container ("3 whole pizzas"), the count is of whole ones, not of
        // USDA's usual part (a slice); the marker says so and names no food.
        result.append(tokens[index])
        // "a whole regular slice of apple pie": all of one slice, not a whole pie.
        let sizedMeasure =
          ["regular", "large", "small", "medium", "big"].contains(word(2) ?? "")
          && FoodVocabulary.wholeOfOne.contains(word(3) ?? "")
        // "a whole medium bag of doritos": all of a container of that size (the marker had
        // made it whole chips, 3 g).
        let sizedContainer =
          QuantityWords.sizes[word(2) ?? ""] != nil
          && QuantityWords.householdUnits[word(3) ?? ""] != nil
        if let food = word(2), QuantityWords.householdUnits[food] == nil,
          QuantityWords.volumeUnits[food] == nil, !sizedMeasure, !sizedContainer
        {
          result.append(.word(Self.wholeMarker, original: tokens[index + 1].original))
        }
        index += 2
      case ("stew", let meat?) where FoodVocabulary.stewedMeats.contains(meat):
        // "3 pieces of stew chicken": Caribbean stewed chicken, the pieces, not a chicken
        // stew (a "chicken stew" is still the stew).
        result.append(.word("stewed", original: tokens[index].original))
        index += 1
      case ("stir", "fried"?)
      where word(2).map { !["in", "with", "on", "and", "until"].contains($0) } ?? false:
        // "stir fried veggies": the stir fry said before its food, not vegetables fried;
        // after it ("bok choy stir fried in oil") it is how the food was cooked.
        result.append(joined("stirfry", 2))
        index += 2
      case (let before?, let bun?)
      where (before == "a" && bun == "bun" || ["on", "in"].contains(before) && bun == "buns")
        && (max(0, index - 3)..<index).contains(where: {
          FoodVocabulary.sausageWords.contains(tokens[$0].word ?? "")
        }):
        // "brat on a bun": a sausage's bun is a hot dog bun, not a bao bun. "2 brats in buns"
        // are on them (the buns had been lost).
        result.append(
          before == "in" ? .word("on", original: tokens[index].original) : tokens[index])
        result.append(.word(FoodVocabulary.hotDogBun, original: tokens[index + 1].original))
        index += 2
      case ("back", "to"?) where index > 0 && word(2) != "back" && word(-1) != "to":
        // "snuck a brownie back to the cabin": going back, not a chicken's back ("back to
        // back meetings" stays as it was).
        result.append(joined("to", 2))
        index += 2
      case ("for", "the"?)
      where word(2) == "toast" && word(3) == nil
        && tokens[..<index].contains(where: {
          ["glass", "glasses", "champagne", "prosecco", "wine", "bubbly", "cava"].contains(
            $0.word ?? "")
        }):
        // "a glass of prosecco for the toast": raised to someone, not a slice of bread.
        result.append(joined("then", 3))
        index += 3
      case ("belgian", "waffle"?), ("belgian", "waffles"?):
        // A Belgian waffle is USDA's "1 thick / Belgian waffle"; no food name has the word.
        result.append(.word("thick", original: tokens[index].original))
        index += 1
      case ("fo", let next?)
      where FoodVocabulary.mealNames.contains(next) || ["da", "the", "my", "me"].contains(next):
        // Hawaiian Pidgin: "150g grilled mahi fo dinner" (it had been a frozen dinner).
        result.append(.word("for", original: tokens[index].original))
        index += 1
      case ("n", _):
        // Texting: "toast n oj".
        result.append(.word("and", original: tokens[index].original))
        index += 1
      case (let grains?, "grain"?)
      where (Self.number(grains) ?? QuantityWords.numbers[grains]).map { (5...15).contains($0) }
        == true:
        // "9 grain wheat", "12 grain bread": multigrain bread, not nine of a grain (900 g of
        // wheat flour).
        result.append(joined("multigrain", 2))
        index += 2
      case (let bread?, "loaf"?) where Self.loafBreads.contains(bread):
        // "3 oz of the brioche loaf": the bread, not a meat loaf.
        result.append(tokens[index])
        index += 2
      case (let article?, let adjective?)
      where (["a", "an", "one"].contains(article) || number(article) != nil)
        && Self.servingAdjectives.contains(adjective) && servedMeasure() != nil:
        // "a leftover slice of pizza", "a cold leftover slice of…", "a warm bowl of chili": how
        // it was served said before its measure, which is then still the measure ("a slice of
        // leftover pizza"; it had been a whole pizza, 528 g, and no bowl). "2 cold slices of the
        // large pizza" had been two large pizzas.
        let unit = servedMeasure()!
        result += [tokens[index], tokens[index + unit], tokens[index + unit + 1]]
        result += tokens[(index + 1)..<(index + unit)]
        index += unit + 2
      case (let slices?, _) where ["slice", "slices"].contains(slices) && slicedBread() != nil:
        // "2 slices of wheat", "2 slices white", "2 slices multigrain": slices of that bread,
        // not khorasan wheat (200 g), no food, or a multigrain cereal (100 g).
        let kind = slicedBread()!
        result += tokens[index...(index + kind)]
        result.append(.word("bread", original: ""))
        index += kind + 1
      case ("out", "of"?) where word(2) == "the" && Self.appliances.contains(word(3) ?? ""):
        // "half a baguette fresh out of the oven": where it came from, not an oven-heated
        // food (potato puffs, 3.5 g).
        index += 4
      case ("from", "the"?) where Self.appliances.contains(word(2) ?? ""):
        index += 3
      case ("out", "of"?)
      where word(2) == "the"
        && !FoodVocabulary.runningOutWords.contains(result.last?.word ?? ""),
        ("outta", "the"?):
        // "4 new potatoes outta the crawfish boil": where they came from, as "from the" says
        // (the potatoes had been the crawfish).
        result.append(.word("from", original: tokens[index].original))
        index += current == "out" ? 2 : 1
      case ("50/50", _), ("50-50", _):
        // "me & my bf split a bag of popcorn 50/50": how it was split, which the people say,
        // not a count (the bag had been a fiftieth of itself, 0.2 g).
        index += 1
      case ("cocktail", let food?) where Self.cocktailSizedFoods.contains(food):
        // "6 cocktail samoosas", "cocktail weenies": party-sized, not a cocktail to drink
        // (1,800 g of one) or the full-sized food.
        result.append(.word("small", original: tokens[index].original))
        index += 1
      case ("italian", _)
      where
        (next.map({ ["on", "and", "with", "for", "over", "plus", "at", "in"].contains($0) })
        ?? true)
        && (["free", "light", "lite"].contains(result.last?.word ?? "")
          || result.last?.word.map({
            QuantityWords.volumeUnits[$0] != nil
              && ["tbsp", "tsp"].contains(QuantityWords.volumeFamily($0))
          }) == true):
        // "plus 1 tbsp fat free italian", "2 tbsp light italian": the salad dressing (the
        // spoonful had been the salad's, 6.6 g of it).
        result += [tokens[index], .word("dressing", original: "")]
        index += 1
      case (let flavor?, _)
      where Self.syrupFlavors.contains(flavor) && next != "syrup" && next != "sauce"
        && (["pump", "pumps"].contains(result.last?.word ?? "")
          || result.last?.word == "of" && result.count >= 2
            && ["pump", "pumps"].contains(result[result.count - 2].word ?? "")):
        // "grande latte with 2 pumps vanilla": the flavor's syrup.
        result += [tokens[index], .word("syrup", original: "")]
        index += 1
      case ("wi", _):
        // Scots: "a scone wi butter" (the scone had been lost in "scone wi").
        result.append(.word("with", original: tokens[index].original))
        index += 1
      case ("an", let article?) where ["a", "an", "the", "some"].contains(article):
        // Spoken "an" for "and" before an article, which "an" itself never stands before:
        // "a large haddock an a large portion o chips" (had been one food, the chips).
        result.append(.word("and", original: tokens[index].original))
        index += 1
      case (let value?, let unit?)
      where (number(value) ?? QuantityWords.numbers[value]) != nil
        && FoodVocabulary.lengthUnits.contains(unit)
        // "fajitas x2 in the car": "in" after a number is inches only beside a sub, or at
        // the end of a part ("funnel cake with powdered sugar 6in").
        && (unit != "in" || subAfter() || subBefore() != nil || word(2) == nil
          || fillingAfter()):
        // "a 6 inch sub", "a 6" ham and cheese sub", "turkey sub (6 in)": the length names
        // the size, it is not a count. USDA weighs subs by the 6" one, and a footlong is two
        // of it. "a six inch sub" as "a 6 inch sub". Said after the sub, the size goes
        // before its word, where it would have been said.
        let length = number(value) ?? QuantityWords.numbers[value] ?? 0
        let size: String? =
          (5...8).contains(length)
          ? QuantityWords.sixInchSub
          : (11...13).contains(length) ? QuantityWords.footlongSub : nil
        if let size, subAfter() {
          result.append(joined(size, 2))
        } else if let size, fillingAfter() {
          // "6 inch turkey", "a 6in spicy italian": a sub's length before its filling is a
          // sub (the turkey had been 85 g of turkey).
          result.append(joined(size, 2))
          result.append(.word("sub", original: ""))
        } else if let size, let sub = subBefore() {
          result.insert(joined(size, 2), at: sub)
        } else if unit != "in" || word(2) == nil, !subAfter(), subBefore() == nil,
          word(2).map(FoodVocabulary.afterLengthWords.contains) ?? true
            || Self.endsWithPartOfOne(result),
          // Checked before `Int(_:)`, which traps on a length past Int.max ("1e300 in").
          (1...30).contains(length), length == length.rounded(),
          let size = QuantityWords.inchSize(Int(length))
        {
          // "2 pancakes, the 6 inch ones": the size of USDA's 'pancake (6" dia)', said after
          // the food. Before it ("a 9 inch pie") the length is often the whole it was cut
          // from; read so, it cost a held-out case.
          result.append(joined(size, 2))
        }
        // "an 8 inch round", "a 2 inch square": the shape of a whole or a piece, not a cut
        // of beef ("8 inch round cut in 8" had been beef round).
        index += ["round", "square"].contains(word(2) ?? "") ? 3 : 2
      case ("foot", "long"?), ("footlong", _):
        let length = current == "foot" ? 2 : 1
        result.append(joined(QuantityWords.footlongSub, length))
        // "a subway footlong turkey": a footlong is a sub, said or not; "a footlong chili
        // dog" is a hot dog, which USDA weighs by the footlong.
        if !(length...(length + 3)).contains(where: {
          FoodVocabulary.subWords.contains(word($0) ?? "")
            || Self.footlongHotDogWords.contains(word($0) ?? "")
        }) {
          result.append(.word("sub", original: ""))
        }
        index += length
      case (let verb?, let after?)
      where (verb == "with" && ["skin", "skins"].contains(after))
        || (verb == "with" || verb == "ate") && after == "the"
          && ["skin", "skins"].contains(word(2) ?? ""):
        // "w/ the skin pulled off", "with skin removed": without it (the skin had been eaten
        // and "pulled" had made it pulled pork).
        var length = next == "the" ? 3 : 2
        if current == "with", let after = word(length), Self.skinRemovedWords.contains(after) {
          length += word(length + 1) == "off" ? 2 : 1
          result.append(joined("skinless", length))
        } else {
          result.append(joined(FoodVocabulary.skinEaten, length))
        }
        index += length
      case (let verb?, _)
      where ["trimmed", "trim", "cut", "removed"].contains(verb)
        && Self.fatCutOff(after: index, in: tokens) != nil:
        // "sirloin, trimmed all the fat off": USDA's "lean only", not a food "fat" (had been
        // 100 g of table fat), nor a "trimmed" ostrich tip.
        let fat = Self.fatCutOff(after: index, in: tokens)!
        let length = fat + (word(fat + 1) == "off" ? 2 : 1)
        result.append(joined(FoodVocabulary.leanOnly, length))
        index += length
      case (let kind?, let after)
      where ["skim", "skimmed", "nonfat", "2%", "1%"].contains(kind)
        && (result.last?.word).map({ QuantityWords.isUnit($0) || ["of", "with"].contains($0) })
          == true
        && after.map({
          FoodVocabulary.fillerWords.contains($0) || FoodVocabulary.narrationWords.contains($0)
            || ["and", "with", "before", "after", "while", "lol"].contains($0)
        }) ?? true:
        // "corn flakes w 3/4 cup skim": the milk, its kind said alone (the amount had gone to
        // the cereal, and the milk was lost); also before words that name no food ("… skim
        // earlier", "… skim before bed").
        result.append(tokens[index])
        result.append(.word("milk", original: ""))
        index += 1
      case ("fat", "trimmed"?), ("fat", "removed"?):
        result.append(joined(FoodVocabulary.leanOnly, 2))
        index += 2
      case ("fish", let joiner?)
      where ["and", "n"].contains(joiner) && word(2) == "chips"
        && FoodVocabulary.cookingWords[result.last?.word ?? ""] == nil:
        // "fish and chips": the fish is fried, not FNDDS's steamed fish of no named cooking.
        result.append(.word("fried", original: ""))
        result.append(tokens[index])
        index += 1
      case ("cut", let preposition?)
      where ["in", "into"].contains(preposition)
        && (word(2).map {
          isCount($0)
            || Self.pieceNames.contains($0)
        } ?? false):
        // "9 inch pie cut in 8", "cut the pan into 6": how it was shared out, not a food "cut".
        index += 3
      case ("cut", "the"?)
      where Self.bakingDishes.contains(word(2) ?? "") && ["in", "into"].contains(word(3) ?? "")
        && word(4).map(Self.isCount) == true:
        // "she cut the pan into 8 and i had a piece": the piece is the lasagna's, not 8 of it.
        index += 5
      case ("cut", "the"?)
      where Self.isPanSize(word(2) ?? "") && Self.bakingDishes.contains(word(3) ?? "")
        && ["in", "into"].contains(word(4) ?? "")
        && word(5).map(Self.isCount) == true:
        // "cut the 8x8 pan into 6".
        index += 6
      case (let preposition?, "the"?)
      where ["for", "in", "into"].contains(preposition)
        && ["freezer", "fridge", "week"].contains(word(2) ?? ""):
        // "pot pies for the freezer": where they went, not a freezer pop.
        index += 3
      case ("pot", _)
      where !["roast", "pie", "pies", "of", "sticker", "stickers", "noodle", "noodles"].contains(
        next ?? ""):
        // "lentil soup, made a big pot sunday": the pot it was made in, not a pot roast.
        index += 1
      case (let unit?, "of"?) where ["pint", "pints"].contains(unit) && word(2) == "cider":
        // "2 pints of cider" down the pub is the hard kind, not apple juice.
        result.append(tokens[index])
        result.append(tokens[index + 1])
        result.append(.word("hard", original: ""))
        index += 2
      case (let size?, "cup"?)
      where ["little", "small", "tiny"].contains(size) && word(2) == "of"
        && Self.dipWords.contains(word(3) ?? ""):
        // "a little cup of ranch to dip": the sauce's tub ("1 dipping-size container"), not a
        // measuring cup of it (240 g).
        result.append(joined("container", 2))
        index += 2
      case (let count?, "pack"?)
      where Self.number(count).map({ $0 >= 2 && $0 <= 12 }) == true && word(2) == nil
        && result.last?.word.map({ Self.number($0) == nil && !["the", "a"].contains($0) })
          == true:
        // "reeses cups 2 pack": a pack of two, as it is sold (it had been two packs).
        result.append(.word("1", original: tokens[index].original))
        result.append(tokens[index + 1])
        index += 2
      case ("o", "j"?):
        // "a glass of o j", dictated: orange juice (it had been no food).
        result.append(joined("oj", 2))
        index += 2
      case ("skinny", _)
      where (1...2).contains(where: { word($0).map(Self.milkCoffeeDrinks.contains) == true }):
        // "skinny mocha", "a skinny vanilla latte": made with nonfat milk, as USDA names it
        // ("skinny mocha" had been no food, the word unknown).
        result.append(.word("nonfat", original: tokens[index].original))
        index += 1
      case ("the", let unit?)
      where ["pint", "quart"].contains(unit) && (result.last.map { $0.word == nil } ?? true):
        // "shrimp lo mein, the pint container": the takeout container's volume, as "a pint"
        // is (it had been the dish's usual serving, 200 g).
        result.append(.word("1", original: tokens[index].original))
        result.append(tokens[index + 1])
        index += 2
      case ("theater", "box"?), ("theatre", "box"?):
        // "a theater box of junior mints": the movie-size box, about 3.5 oz (USDA weighs no
        // box of candy; it had been one mint, 2.6 g).
        result.append(.word("3.5", original: tokens[index].original))
        result.append(.word("oz", original: tokens[index + 1].original))
        index += 2
      case (let fruit?, let cup?)
      where ["cup", "cups"].contains(cup) && Self.snackCupFruits.contains(fruit)
        && word(2) != "of" && (fruit != "cocktail" || result.last?.word == "fruit"):
        // "a peach cup", "2 fruit cocktail cups", "an applesauce cup": the snack-size
        // container (113 g), of canned fruit, not a fresh peach, a measuring cup or a fresh
        // fruit's default (185 g).
        var name = [tokens[index]]
        if fruit == "cocktail" {
          name.insert(result.removeLast(), at: 0)
        } else if fruit == "fruit", let kind = result.last?.word, kind != "fruit",
          Self.snackCupFruits.contains(kind)
        {
          // "a peach fruit cup": the peach is the fruit.
          name = [result.removeLast()]
        }
        result.append(.word(cup == "cups" ? "containers" : "container", original: ""))
        result.append(.word("of", original: ""))
        if fruit != "applesauce" { result.append(.word("canned", original: "")) }
        result += name
        index += 2
      case (let meat?, "and"?)
      where Self.dumplingMeats.contains(meat)
        && Self.dumplingFillings.contains(word(2) ?? "")
        && Self.dumplingWords.contains(word(3) ?? ""):
        // "12 pork and chive dumplings": two fillings of one dumpling, not twelve servings of
        // pork (360 g) and meatless dumplings beside.
        result.append(tokens[index])
        index += 2
      case (let count?, let unit?)
      where ["ct", "count"].contains(unit) && Self.number(count) != nil
        && word(2).map { !["of", "calories", "calorie", "cal"].contains($0) } ?? true:
        // "4 ct strips", "chick-fil-a nuggets 8 count": four strips, eight nuggets.
        result.append(tokens[index])
        index += 2
      case ("half", "and"?)
      where word(2) == "half" && ["cup", "cups"].contains(word(3) ?? "") && word(4) != "of":
        // "coffee w 2 half and half cups": the creamer's little containers (15 g each), not
        // cups of it, which had been left not understood.
        let cups = word(3) == "cups"
        result.append(.word(cups ? "containers" : "container", original: ""))
        result.append(.word("of", original: ""))
        result += tokens[index..<(index + 3)]
        index += 4
      case ("triangles", _), ("triangle", _):
        // "3 triangles of quesadilla": pieces, USDA's "1 triangular piece" (the portion
        // chooser reads the word typed), not three whole ones.
        let unit = current == "triangle" ? "piece" : "pieces"
        result.append(.word(unit, original: tokens[index].original))
        index += 1
      case ("gf", let food?) where Self.glutenFreeFoods.contains(food):
        // "2 cups gf spaghetti": gluten free, not "my gf" (a girlfriend, before no food).
        result.append(.word("gluten", original: tokens[index].original))
        result.append(.word("free", original: ""))
        index += 1
      case ("dry", let after)
      where (after == nil || after == "weight")
        && result.last?.word.map({
          QuantityWords.massUnits[$0] != nil || QuantityWords.ounceWords.contains($0)
        }) == true:
        // "couscous 60g dry weight", "bulgur 70g dry": weighed uncooked, as "60 g dry
        // couscous" says (the weight had been of cooked couscous).
        result.append(.word("uncooked", original: tokens[index].original))
        index += after == nil ? 1 : 2
      case (let glass?, "of"?)
      where ["glass", "glasses", "bottle"].contains(glass)
        && ["red", "white"].contains(word(2) ?? "")
        && word(3).map(Self.afterWineColor.contains) ?? true:
        // "2 glasses of red at the festival": the wine, said by its colour (no food had been
        // found).
        result += tokens[index...(index + 2)]
        result.append(.word("wine", original: ""))
        index += 3
      case ("added", nil) where index > 0:
        // "a smoothie with a scoop of soy protein added": it was put in, no food "added" (it
        // had drawn rows whose fat was added).
        index += 1
      case ("off", "the"?)
      where (3...5).contains(where: { Self.servingDishes.contains(word($0) ?? "") }):
        // "6 shrimp off the shrimp cocktail platter": what they were taken from, not a
        // platter of a restaurant's; "off the chinese buffet" is where, not the cuisine's
        // restaurant foods.
        index += (3...5).first(where: { Self.servingDishes.contains(word($0) ?? "") })! + 1
      case (let from?, "the"?) where ["off", "from"].contains(from) && word(2) == "roller":
        // "2 hotdogs off the roller on white buns": a gas station's grill, which had parted
        // the hot dogs from their buns.
        index += word(3) == "grill" ? 4 : 3
      case ("a", "little"?) where Self.addedLittle.contains(word(2) ?? ""):
        // "coffee with a little milk", "toast with a little butter": a bit of it, as "a bit
        // of" says, not a small glass (244 g) or a stick (113 g).
        result.append(tokens[index])
        result.append(.word("bit", original: tokens[index + 1].original))
        result.append(.word("of", original: ""))
        index += 2
      case ("out", "of"?) where word(2) == "the" && Self.packages.contains(word(3) ?? ""):
        // "120g of vanilla ice cream straight out of the tub": where it came from, as "from
        // the tub" says (the tub had been tub butter).
        result.append(.word("from", original: tokens[index].original))
        index += 2
      case ("from", "a"?) where Self.packages.contains(word(2) ?? ""):
        // "half cup chickpeas from a can": where it came from, as "from the can" says, not
        // how much (a whole can had replaced the half cup).
        result.append(tokens[index])
        result.append(.word("the", original: tokens[index + 1].original))
        index += 2
      case (let spirit?, let shots?)
      where Self.pouredByTheShot.contains(spirit) && ["shot", "shots"].contains(shots):
        // "3 vodka shots": shots of vodka (had been jello shots).
        result.append(tokens[index + 1])
        result.append(.word("of", original: ""))
        result.append(tokens[index])
        index += 2
      case ("straight", let preposition?) where ["from", "out"].contains(preposition):
        // "ate 2 cups of it straight from the pot": how, not the "straight cut" of a fry.
        index += 1
      case ("the", "trail"?) where word(2) != "mix":
        // "a clif bar halfway up the trail": where, not trail mix.
        index += 2
      case ("off", let owner?)
      where ["the", "my", "our", "a"].contains(owner)
        && (2...4).contains(where: { Self.plantsPickedFrom.contains(word($0) ?? "") }):
        // "2 fresh apricots off my uncle's tree": where they were picked, not a food (the
        // tree had been breadnut tree seeds).
        index += (2...4).first(where: { Self.plantsPickedFrom.contains(word($0) ?? "") })! + 1
      case ("off", "the"?) where ["bone", "bones"].contains(word(2) ?? ""):
        // "pulled it off the bone myself": how, not a food ("Pork, bones").
        index += 3
      case ("skin", "eaten"?), ("ate", "skin"?):
        result.append(joined(FoodVocabulary.skinEaten, 2))
        index += 2
      case (let size?, _)
      where FoodVocabulary.coffeeShopSizes[size] != nil
        && (1...2).contains(where: { FoodVocabulary.coffeeShopDrinks.contains(word($0) ?? "") }):
        // "a grande latte", "venti iced coffee": the chain's cup sizes are volumes (a venti
        // is 24 fl oz iced, 20 hot).
        let iced = (1...2).contains { ["iced", "cold", "frappuccino"].contains(word($0) ?? "") }
        let ounces = FoodVocabulary.coffeeShopSizes[size]! + (size == "venti" && iced ? 4 : 0)
        result.append(.word(String(ounces), original: tokens[index].original))
        result.append(.word("floz", original: ""))
        index += 1
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
        if let flavor = result.last, let fruit = flavor.word, Self.juiceBoxFruits.contains(fruit) {
          // "apple juice box": a juice box of apple juice (had been an apple, 200 g).
          result.removeLast()
          result.append(joined("juicebox", 2))
          result += [.word("of", original: "of"), flavor, .word("juice", original: "juice")]
        } else {
          // "a juice box" of no juice said: USDA's fruit juice (it had been no food at all);
          // "capri sun juice box" names its juice before.
          let unnamed =
            word(2) != "of" && !Self.juiceBoxBrands.contains(result.last?.word ?? "")
          result.append(joined("juicebox", 2))
          if unnamed {
            result += [
              .word("of", original: ""), .word("fruit", original: ""),
              .word("juice", original: ""),
            ]
          }
        }
        index += 2
      case ("along", "with"?), ("together", "with"?),
        ("as", "well"?) where next != "with":
        let count = current == "as" && word(2) == "as" ? 3 : 2
        result.append(joined("with", count))
        index += count
      case ("minus", _) where next.flatMap(number) != nil:
        // "minus 200 g rice" is a negative amount, refused like "-200 g".
        result.append(.word("-" + next!, original: "minus " + tokens[index + 1].original))
        index += 2
      case (let article?, let unit?)
      where ["a", "an", "one"].contains(article) && QuantityWords.isUnit(unit)
        && word(2) == "and" && word(3) == "a" && word(4) == "half":
        // "a cup and a half": one and a half cups.
        result.append(joined("1.5", 1))
        result.append(tokens[index + 1])
        index += 5
      default:
        // "one and a half" → 1.5, so the "and" does not split the item.
        if let current, let value = number(current) ?? QuantityWords.numbers[current],
          value >= 1, next == "and", word(2) == "a", word(3) == "half"
        {
          result.append(joined(String(value + 0.5), 4))
          index += 4
        } else if let current,
          let value = number(current) ?? (current == "one" ? 1 : nil),
          value == value.rounded(), let next, next.contains("/"), let fraction = number(next),
          fraction < 1, fraction > 0
        {
          // "1 ½" typed with or without a space, and "one 1/2 cups": one amount ("two 1/2 cup
          // servings" are two halves).
          result.append(joined(String(value + fraction), 2))
          index += 2
        } else {
          result.append(tokens[index])
          index += 1
        }
      }
    }
    return result
  }

  // MARK: Typos

  /// Words that name no food but are one or two letters from a food-name word, replaced by
  /// that word ("bananna" → "banana", "chiken" → "chicken"). The typed form stays in the
  /// token's original text, and the item notes the reading.
  func corrected(_ tokens: [Token]) -> [Token] {
    tokens.map { token in
      guard let word = token.word, !isKnown(word), !englishWords.contains(word),
        let correction = vocabulary.correction(of: word) ?? Self.synonymCorrection(of: word)
      else { return token }
      return .word(correction, original: token.original)
    }
  }

  /// Words that take back a number just said ("three no wait four").
  static let selfCorrections: WordSet = [
    "no", "wait", "sorry", "actually", "mean", "i", "um", "uh",
  ]

  /// "a cup of porrige", "filet mingon": a typo of a word only the synonyms know, which no
  /// food name has to correct it to. Only in words of six letters or more ("loves" is no
  /// "lovers"), and only a letter left out or added, or two swapped: a letter changed makes
  /// other words too ("kippur" is no kipper).
  static func synonymCorrection(of word: String) -> String? {
    let letters = Array(word.utf8)
    guard letters.count >= 6, letters.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else {
      return nil
    }
    let found = synonymSpellings.first { candidate in
      candidate.first == letters.first && isSlip(letters, of: candidate)
    }
    return found.map { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether `typed` is `word` with one letter left out or added, or two neighbours swapped.
  static func isSlip(_ typed: [UInt8], of word: [UInt8]) -> Bool {
    if typed.count == word.count {
      guard let first = typed.indices.first(where: { typed[$0] != word[$0] }),
        first + 1 < typed.count
      else { return false }
      return typed[first] == word[first + 1] && typed[first + 1] == word[first]
        && typed[(first + 2)...] == word[(first + 2)...]
    }
    let (longer, shorter) = typed.count > word.count ? (typed, word) : (word, typed)
    guard longer.count == shorter.count + 1 else { return false }
    let first = shorter.indices.first(where: { shorter[$0] != longer[$0] }) ?? shorter.count
    return shorter[first...] == longer[(first + 1)...]
  }

  /// The synonyms' words of five letters or more, as bytes.
  private static let synonymSpellings = FoodVocabulary.synonymWords.filter {
    $0.count >= 5 && $0.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A }
  }.map { Array($0.utf8) }

  /// Every word the reader and the matcher may look up in the food-name words for `text`:
  /// its words, their singulars, and the words the vocabulary can put in their place.
  static func lookupWords(in tokens: [Token]) -> Set<String> {
    let said = Set(tokens.compactMap(\.word))
    var words: Set<String> = []
    for word in said {
      words.insert(word)
      words.insert(WordStem.of(word))
      if word.hasSuffix("s") { words.insert(String(word.dropLast())) }
      words.formUnion(FoodVocabulary.sources[word] ?? [])
      words.formUnion(FoodVocabulary.foodsByCompany[word]?.words ?? [])
      // `withMuttonAsGoat` may put its goat in its place.
      if word == "mutton" { words.insert(Self.goat) }
    }
    // Synonym phrases of up to four words, looked up where they stand.
    let sequence = tokens.compactMap(\.word)
    for start in sequence.indices {
      var phrase = ""
      for word in sequence[start..<min(start + 4, sequence.count)] {
        phrase += phrase.isEmpty ? word : " " + word
        words.formUnion(FoodVocabulary.synonyms[phrase] ?? [])
      }
    }
    return words.filter { number($0) == nil }
  }

  /// The words of `text` the reader would try to correct: unknown words of four letters or
  /// more. Only these need checking against the English words.
  func correctionCandidates(in tokens: [Token]) -> Set<String> {
    Set(
      tokens.compactMap(\.word).filter {
        $0.count >= 4 && $0.allSatisfy(\.isLetter) && !isKnown($0)
      })
  }

  /// Whether `word` means something to the reader as it is: a food-name word, a word the
  /// vocabulary knows, a number, a unit, or a common word of narration.
  private func isKnown(_ word: String) -> Bool {
    personalFoodWords.contains(word) || vocabulary.contains(word) || number(word) != nil
      || FoodVocabulary.isKnown(word)
      || QuantityWords.numbers[word] != nil || QuantityWords.isUnit(word)
      || QuantityWords.sizes[word] != nil || FoodVocabulary.cookingWords[word] != nil
  }

  private func number(_ word: String) -> Double? { Self.number(word) }

  /// Whether `word` is a count, as a numeral or a number word ("2", "1/2", "two").
  static func isCount(_ word: String) -> Bool {
    number(word) != nil || QuantityWords.numbers[word] != nil
  }

  // MARK: Circumstances

  /// Removes what says when or why rather than what: "for lunch", "as a snack", "with
  /// dinner", "for the game", "while watching the game", "on the way to work", "after my run
  /// I drank".
  static func withoutCircumstances(_ tokens: [Token]) -> [Token] {
    var result: [Token] = []
    var index = 0
    var atPartStart = true
    // "he had a bottle of beer", "dad ate 2 eggs": a log that opens with someone eating and
    // never speaks of the writer is written for that person (a carer's, a parent's), so what
    // they ate is the meal. "my wife had a salad" is still the writer's wife.
    let wordPositions = tokens.indices.filter { tokens[$0].word != nil }
    // "daycare report says she had…", "mum says he ate…": who reported it comes first.
    let reported = wordPositions.prefix(4).firstIndex {
      Self.reportingVerbs.contains(tokens[$0].word!)
    }
    var opener = reported.map { $0 + 1 } ?? 0
    // "zoo day!! she ate…", "today he had…": a two-word scene or a time before the person.
    let leadLimit = min(opener + 3, wordPositions.count - 1)
    if leadLimit > opener + 1,
      let lead = (opener + 1..<leadLimit).first(where: {
        FoodVocabulary.otherPeople.contains(tokens[wordPositions[$0]].word!)
          && FoodVocabulary.consumingVerbs.contains(tokens[wordPositions[$0 + 1]].word!)
      }),
      lead == opener + 2 && wordPositions[lead] > wordPositions[lead - 1] + 1
        || wordPositions[opener..<lead].allSatisfy({
          Self.leadingTimes.contains(tokens[$0].word!)
        })
    {
      opener = lead
    }
    if wordPositions.count >= opener + 2,
      FoodVocabulary.otherPeople.contains(tokens[wordPositions[opener]].word!),
      FoodVocabulary.consumingVerbs.contains(tokens[wordPositions[opener + 1]].word!),
      wordPositions[opener...].allSatisfy({ !Self.firstPersonWords.contains(tokens[$0].word!) })
    {
      index = wordPositions[opener + 1] + 1
    }
    while index < tokens.count {
      guard let word = tokens[index].word else {
        result.append(tokens[index])
        index += 1
        atPartStart = true
        continue
      }
      // "my 4 yr old had…", "the 2-year-old": an age, not a count.
      if Self.number(word) != nil, index + 2 < tokens.count,
        ["yr", "yrs", "year", "years"].contains(tokens[index + 1].word ?? ""),
        tokens[index + 2].word == "old"
      {
        index += 3
        continue
      }
      if word.count >= 3, word.hasSuffix("yo"), Self.number(String(word.dropLast(2))) != nil {
        index += 1
        continue
      }
      // "kicked off the morning with sausage and egg on an english muffin": an opener of
      // narration up to its "with" names no food, and the food after it starts the part (its
      // sandwich had been a 526 g box of biscuits and a muffin).
      if atPartStart,
        let with = tokens[index..<min(index + 7, tokens.count)].firstIndex(where: {
          $0.word == "with"
        }), with > index,
        tokens[index..<with].allSatisfy({ Self.openerWords.contains($0.word ?? "") })
      {
        index = with + 1
        continue
      }
      // "took a lactase pill and my allergy meds": medicine is no food (the lactase had been
      // read as lactose-reduced cottage cheese). To the next joiner or separator.
      if atPartStart || ["and", "with", "plus", "then"].contains(result.last?.word ?? "") {
        var end = index
        while end < tokens.count, let next = tokens[end].word,
          end == index || !["and", "with", "plus", "then"].contains(next)
        {
          end += 1
        }
        if tokens[index..<end].contains(where: { Self.medicines.contains($0.word ?? "") }) {
          index = end
          continue
        }
      }
      // "a long walk along the beach", "long day": no Long Island iced tea.
      if word == "long",
        !Self.longFoods.contains(index + 1 < tokens.count ? tokens[index + 1].word ?? "" : "")
      {
        index += 1
        continue
      }
      // "at 9 a smoothie", "12 a BLT": a time of day before what was had then, not a count.
      if let hour = Self.number(word), hour >= 1, hour <= 12, hour == hour.rounded(),
        index + 1 < tokens.count, ["a", "an"].contains(tokens[index + 1].word ?? "")
      {
        index += 1
        continue
      }
      // "lunch was leftover stew", "dinner is tacos": the meal's name says when.
      if atPartStart, FoodVocabulary.mealNames.contains(word), index + 1 < tokens.count,
        ["was", "is", "were", "=", "today", "tonight"].contains(tokens[index + 1].word ?? "")
      {
        index += 2
        continue
      }
      // "shepherds pie for tea": in British English the evening meal, not a drink, with whose
      // or which a word or two before it ("for the kids tea", "for afternoon tea").
      if word == "for" {
        var cursor = index + 1
        while cursor < min(index + 3, tokens.count),
          let whose = tokens[cursor].word,
          Self.teaOwners.contains(whose)
            || FoodVocabulary.companions.contains(whose)
        {
          cursor += 1
        }
        if cursor < tokens.count, tokens[cursor].word == "tea" {
          index = cursor + 1
          continue
        }
      }
      // "made spaghetti for the family. I had…", "with my kids": whom a meal was made for or
      // eaten with ("meatballs family" was a food nobody knew).
      // "with my 2 kids", "with 2 mates at the pub" too.
      if ["for", "with"].contains(word), let who = Self.companion(after: index, in: tokens),
        who + 1 == tokens.count || Self.afterCompanion.contains(tokens[who + 1].word)
      {
        index = who + 1
        continue
      }
      // for / as / with / at / during (a|my|the) lunch …
      if ["for", "as", "with", "at", "during", "over"].contains(word) {
        var cursor = index + 1
        while cursor < tokens.count, let article = tokens[cursor].word,
          [
            "a", "an", "my", "our", "the", "some", "sunday", "late", "early", "quick", "light",
            "big", "small", "work", "family", "today", "todays",
            // "for a late night snack", "as a post workout snack".
            "night", "midnight", "morning", "afternoon", "evening", "bedtime", "post", "pre",
            "workout", "little", "second",
          ].contains(article)
        {
          cursor += 1
        }
        // Not a food the meal's name names: "with a dinner roll", "with breakfast sausage".
        let namesFood =
          cursor + 1 < tokens.count
          && Self.mealNamedFoods.contains(tokens[cursor + 1].word ?? "")
        if cursor < tokens.count, let meal = tokens[cursor].word, !namesFood,
          FoodVocabulary.mealNames.contains(meal)
            || (word != "with" && FoodVocabulary.occasionWords.contains(meal))
        {
          index = cursor + 1
          continue
        }
        // "for the neighborhood bbq", "at the office party": one word says whose occasion.
        if word != "with", cursor > index + 1, cursor + 1 < tokens.count,
          tokens[cursor].word != nil, let occasion = tokens[cursor + 1].word,
          FoodVocabulary.occasionWords.contains(occasion)
        {
          index = cursor + 2
          continue
        }
      }
      if FoodVocabulary.otherPeople.contains(word),
        let verb = index + 1 < tokens.count ? tokens[index + 1].word : nil,
        FoodVocabulary.consumingVerbs.contains(verb)
          // "my husband got the philly cheesesteak, I had the sausage sandwich": what
          // another ordered is theirs when the person then says what they had ("got" alone
          // may be for the person too: "my husband got us pizza").
          || Self.orderingVerbs.contains(verb)
            && !["us", "me", "for", "everyone", "enough"].contains(
              index + 2 < tokens.count ? tokens[index + 2].word : nil)
            && Self.ownChoiceFollows(index + 2, in: tokens),
        !Self.followsMeAnd(index, in: tokens),
        // "mum had saved me 2 cups of fufu", "she has made us…": "had" helps the verb after
        // it, and the food was the person's (the whole line had been refused).
        !(["had", "has"].contains(verb)
          && ["me", "us"].contains(index + 3 < tokens.count ? tokens[index + 3].word : nil))
      {
        // "my wife had a salad", "the kids ate pizza": someone else's meal. It ends where
        // the person's own begins ("… and i had…"), at a "but", "so" or "then", or at the
        // end of the part.
        index += 2
        while index < tokens.count, let next = tokens[index].word {
          if ["i", "we"].contains(next) { break }
          if ["but", "so", "then"].contains(next) {
            index += 1
            break
          }
          index += 1
        }
        continue
      }
      if let end = notEatenClauseEnd(in: tokens, at: index) {
        // "cooked pasta for the kids but didn't eat any": what the part named before was
        // not eaten, back to its start; the part before, when this one starts with it
        // ("made cookies, didn't have any").
        while let last = result.last, last.word == nil { result.removeLast() }
        let separator = result.lastIndex(where: { $0.word == nil }) ?? -1
        result.removeSubrange((separator + 1)...)
        index = end
        continue
      }
      // "didnt bother with any sauce", "no need for any sugar": none of what follows.
      if Self.negativeWords.contains(word),
        tokens[(index + 1)..<min(index + 5, tokens.count)].contains(where: { $0.word == "any" })
      {
        while index < tokens.count, tokens[index].word != nil { index += 1 }
        continue
      }
      if FoodVocabulary.intentWords.contains(word),
        !(tokens.indices.contains(index + 2) && tokens[index + 1].word == "to"
          && FoodVocabulary.loggingVerbs.contains(tokens[index + 2].word ?? ""))
      {
        // "gonna order thai later", "craving pizza but had a salad": what is planned or
        // wanted was not eaten. The clause ends at a past eating verb or a "but", "so" or
        // "then"; else at the end of the part.
        index += 1
        while index < tokens.count, let next = tokens[index].word {
          if FoodVocabulary.eatingVerbs.contains(next)
            && !FoodVocabulary.presentEatingVerbs.contains(next)
          {
            break
          }
          if ["but", "so", "then", "instead"].contains(next) {
            index += 1
            break
          }
          index += 1
        }
        continue
      }
      // "2 cups jook with a fried egg on the side": what is on the side is a food of its own,
      // whatever dish names the two ("Congee, with egg"); its "with" lists it.
      if word == "on", index + 2 < tokens.count, tokens[index + 1].word == "the",
        tokens[index + 2].word == "side",
        let with = result.lastIndex(where: { ["with", "and", "plus"].contains($0.word) }),
        result[with].word == "with", !result[with...].contains(where: { $0.word == nil })
      {
        result[with] = .word("plus", original: result[with].original)
      }
      // "breakfast before that was a plain bagel", "after that a coffee": when, as "then"
      // says, not a clause running to the end of the part (the bagel had been lost).
      if ["before", "after"].contains(word), index + 1 < tokens.count,
        ["that", "this"].contains(tokens[index + 1].word ?? "")
      {
        index += 2
        continue
      }
      let startsClause =
        FoodVocabulary.clauseStarters.contains(word)
        || (atPartStart && ["at", "in"].contains(word)
          && firstVerb(in: tokens, from: index + 1) != nil)
        || (word == "on" && index + 2 < tokens.count && tokens[index + 1].word == "the"
          && ["way", "go", "road", "side"].contains(tokens[index + 2].word ?? ""))
      if startsClause {
        // The clause ends where the sentence goes on about food: at an eating verb ("after
        // my run I drank…"), at the subject of the main clause ("during my break I…"), at
        // "and" ("after the kids were in bed and had a slice…"); else at the end of the part
        // ("… while watching the game").
        // "lunch after practice was 2 chicken tacos": after a meal's name, the "was" that
        // names the meal ends the clause (the tacos had been lost with it).
        let namesMeal = result.last?.word.map { FoodVocabulary.mealNames.contains($0) } ?? false
        index += 1
        var subjectSaid = false
        // "while i was cooking dinner", "while I made coffee": the clause's own subject and
        // verb, not the main clause's (the coffee had been 30 of them, 14,400 g).
        if index + 1 < tokens.count, ["i", "we", "he", "she", "they"].contains(tokens[index].word),
          let verb = tokens[index + 1].word,
          !FoodVocabulary.eatingVerbs.contains(verb) || Self.makingVerbs.contains(verb),
          !isCount(verb), !["a", "an", "and", "then"].contains(verb)
        {
          index += 2
          subjectSaid = true
        }
        while index < tokens.count, let next = tokens[index].word {
          if FoodVocabulary.eatingVerbs.contains(next) {
            index += 1
            break
          }
          // "gyro after the bar at 2am plus a 20 oz coke": "plus" adds a food, as "and" does.
          if ["i", "we", "and", "then", "plus"].contains(next) { break }
          // "before bed 2 graham cracker squares", "after work a beer": after the word for a
          // time of day, a count starts the food (the crackers had been lost with the
          // clause).
          if isCount(next) || ["a", "an"].contains(next),
            Self.clauseTimeNouns.contains(tokens[index - 1].word ?? "")
          {
            break
          }
          // "treated myself after spin class to a small froyo": what the clause led to (it
          // had been lost with the clause).
          if next == "to", index + 1 < tokens.count,
            Self.clauseTimeNouns.contains(tokens[index - 1].word ?? ""),
            tokens[index + 1].word.map({ isCount($0) || ["a", "an", "some"].contains($0) })
              == true
          {
            index += 1
            break
          }
          if namesMeal, ["was", "were"].contains(next) {
            index += 1
            break
          }
          // "on the way to work for a grande latte": what was got for the trip; "while i
          // waited on my beef burrito": what was waited for.
          if next == "for" || subjectSaid && next == "on", index + 1 < tokens.count,
            ["a", "an", "my", "some", "two"].contains(tokens[index + 1].word ?? "")
          {
            break
          }
          index += 1
        }
        // "a muffin while i had coffee": the clause's subject starts a part of its own (the
        // muffin had been lost to the coffee), unless it says what was not eaten ("extra sauce
        // on the side i didnt touch").
        if index + 1 < tokens.count, ["i", "we"].contains(tokens[index].word),
          let verb = tokens[index + 1].word, !verb.hasSuffix("nt"),
          !["never", "not", "didn", "don", "only", "just"].contains(verb),
          !result.isEmpty, result.last != .separator
        {
          result.append(.separator)
          atPartStart = true
        }
        continue
      }
      result.append(tokens[index])
      atPartStart = false
      index += 1
    }
    return result
  }

  /// Removes a number that counts time, distance or exercise ("stuck there for 5 hrs so
  /// dinner was…", "10 mins later") or gives a label's calories ("a 90 calorie granola
  /// bar"), with its word: neither is how much of a food was had (five hours had made five
  /// quesadillas). A 100-calorie pack is a size by then, USDA's row for it (`phrases`).
  static func withoutSpans(_ tokens: [Token]) -> [Token] {
    var result: [Token] = []
    var index = 0
    func word(_ at: Int) -> String? { at < tokens.count ? tokens[at].word : nil }
    while index < tokens.count {
      // "3 nuggets out of my kid's 10 piece mcnuggets": three of what is named after, not
      // three nuggets and ten more.
      if let out = countedOutOf(at: index, in: tokens) {
        result.append(tokens[index])
        index = out
        continue
      }
      if let count = word(index), isCount(count) || ["a", "an"].contains(count),
        let unit = word(index + 1), spanWords.contains(unit)
      {
        // "half an hour later", "an hour and a half later had a banana": the half is the
        // hour's too (it had halved the banana).
        if result.last?.word == "half" { result.removeLast() }
        // "used 22 of my 30 points": the count before is of the points too (it had been 22
        // cups of coconut milk "used in cooking", and the whole line refused).
        if Self.dietPoints.contains(unit) {
          var back = result.count
          if back > 0, ["my", "the", "our", "your"].contains(result[back - 1].word ?? "") {
            back -= 1
          }
          if back >= 2, result[back - 1].word == "of", result[back - 2].word.map(isCount) == true {
            result.removeSubrange((back - 2)...)
          }
        }
        index += 2
        // "baby is 2 weeks old": an age, not an Old Fashioned.
        if word(index) == "old" { index += 1 }
        if word(index) == "and", ["a", "an"].contains(word(index + 1) ?? ""),
          word(index + 2) == "half"
        {
          index += 3
        }
        continue
      }
      // "a snickers bar at mile 40 of the ultra": where on the course, said before its
      // number (it had been forty bars); "cape cod day 3", "week 2 of keto": which day of
      // a trip or a plan (three Cape Cod cocktails).
      // "honey bun outta the vending machine on 4": the floor, not four buns (a number
      // ending its part after "on" counts nothing).
      if word(index) == "on", let number = word(index + 1), Self.number(number) != nil,
        index + 2 == tokens.count || word(index + 2) == nil, !result.isEmpty
      {
        index += 2
        continue
      }
      // "neighbors had a bbq, I had one cheeseburger", "backyard bbq at my cousins": the
      // gathering, not barbecued meat (180 g had been added).
      if let lead = word(index), lead == "a" || lead == "backyard",
        ["bbq", "barbecue", "cookout"].contains(word(index + 1) ?? ""),
        word(index + 2).map(Self.afterAGathering.contains) ?? true
      {
        index += 2
        continue
      }
      if let unit = word(index),
        Self.placesOnACourse.contains(unit)
          || (unit == "day" || unit == "week")
            && !["every", "a", "per", "each", "one"].contains(result.last?.word ?? ""),
        let number = word(index + 1), isCount(number)
      {
        if result.last?.word == "at" { result.removeLast() }
        index += 2
        // "… of the ultra", "of my long run": the race, not a food.
        if word(index) == "of", ["the", "my", "a", "our"].contains(word(index + 1) ?? "") {
          index += 3
        }
        continue
      }
      result.append(tokens[index])
      index += 1
    }
    return result
  }

  /// Volumes takeout food is sold by, which said alone are one of them.
  private static let containerVolumes: WordSet = ["pint", "quart"]

  /// Where on a course, said before its number ("at mile 40").
  /// Brands whose name ends before "juice box", naming its juice ("capri sun juice box").
  private static let juiceBoxBrands: WordSet = [
    "sun", "juicy", "motts", "tropicana", "maid", "honest", "punch", "kool",
  ]

  private static let placesOnACourse: WordSet = ["mile", "km", "lap", "hole"]

  /// Words after "a bbq" that make it a gathering ("a bbq at my cousins", "a bbq, …").
  private static let afterAGathering: WordSet = [
    "at", "with", "so", "i", "we", "for", "today", "tonight", "yesterday", "last", "this",
    "and", "over", "on", "in",
  ]

  /// Units of time, distance, exercise and food energy, and a diet's points, which count no
  /// food.
  static let spanWords = WordSet([
    "hr", "hrs", "hour", "hours", "min", "mins", "minute", "minutes", "day", "days", "week",
    "weeks", "month", "months", "year", "years", "yr", "yrs", "mile", "miles", "km", "kms",
    "step", "steps", "rep", "reps", "lap", "laps", "calorie", "calories", "cal", "cals",
    "kcal", "kcals",
  ]).union(Array(dietPoints))

  /// "(3 pts for the pb)", "5 syns": a diet's points, not three servings of peanut butter.
  private static let dietPoints: WordSet = ["pts", "points", "point", "syns", "smartpoints"]

  /// Removes times of day said with "around", "at" or "by" ("a pear around 3", "coffee with
  /// milk around 10"): a bare hour ends its part or is followed by "am", "pm", "ish" or the
  /// next clause, and is no count. After a plural said with no amount ("nuggets around 10")
  /// it is the count.
  static func withoutTimes(_ tokens: [Token]) -> [Token] {
    var result: [Token] = []
    var index = 0
    var partStart = 0
    while index < tokens.count {
      guard let word = tokens[index].word else {
        result.append(tokens[index])
        partStart = result.count
        index += 1
        continue
      }
      // "0400 - inhaled a burrito", "1530 hrs": a time on the 24-hour clock, not a count
      // (had been 400 burritos).
      let saysHours =
        index + 1 < tokens.count && ["hrs", "hours", "h"].contains(tokens[index + 1].word ?? "")
      if word.count == 4, word.utf8.allSatisfy({ (48...57).contains($0) }), let clock = Int(word),
        clock / 100 < 24, clock % 100 < 60, word.hasPrefix("0") || saysHours
      {
        index += saysHours ? 2 : 1
        continue
      }
      // "16:8 today, 12-8.": an eating window said alone, from one hour to an earlier one on
      // the clock, not an amount of the next food (it had made a shake twelve shakes, 4 kg);
      // "eggs, 2-3" is still a count.
      if result.count == partStart, let from = Int(word), (1...24).contains(from),
        index + 1 < tokens.count, let to = tokens[index + 1].word.flatMap({ Int($0) }),
        (1...12).contains(to), to < from,
        index + 2 == tokens.count || tokens[index + 2].word == nil
      {
        index += 2
        continue
      }
      // "at like 10": the hedge is the time's too.
      let hourAt =
        index + 1 < tokens.count && Self.timeHedges.contains(tokens[index + 1].word ?? "")
        ? index + 2 : index + 1
      // "at nine thirty", "at like twelve": said aloud, the hour and its minutes in words
      // (dictated, "twelve i had a gyro" had been twelve gyros, 2.4 kg).
      if ["around", "at", "by"].contains(word), hourAt < tokens.count,
        let hour = tokens[hourAt].word.flatMap({
          Int($0) ?? QuantityWords.numbers[$0].map(Int.init)
        }),
        (1...12).contains(hour)
      {
        let saidInWords = Int(tokens[hourAt].word ?? "") == nil
        var minutesEnd = hourAt + 1
        while saidInWords, minutesEnd < tokens.count, minutesEnd < hourAt + 3,
          let minute = tokens[minutesEnd].word, Self.spokenMinutes.contains(minute)
        {
          minutesEnd += 1
        }
        let hourAt = minutesEnd - 1
        let after = hourAt + 1 < tokens.count ? tokens[hourAt + 1].word : nil
        let endsClause = after.map { FoodVocabulary.afterHourWords.contains($0) } ?? true
        let part = result[partStart...].compactMap(\.word)
        let countsPlural =
          part.last.map { $0.hasSuffix("s") && WordStem.of($0) != $0 } == true
          && !part.contains { number($0) != nil || ["a", "an", "one"].contains($0) }
        if endsClause && !countsPlural {
          index = hourAt + 1
          if let after, ["am", "pm", "ish", "oclock"].contains(after) { index += 1 }
          continue
        }
      }
      result.append(tokens[index])
      index += 1
    }
    return result
  }

  private static let timeHedges: WordSet = ["like", "around", "about"]

  /// Minutes said after an hour said in words ("nine thirty", "two forty five").
  private static let spokenMinutes: WordSet = [
    "oh", "five", "ten", "fifteen", "twenty", "thirty", "forty", "fortyfive", "fifty",
  ]

  /// Where a count at `index` is said to be of a counted whole named after it ("3 nuggets out
  /// of my kid's 10 piece mcnuggets"): the index of "out", with only words between.
  private static func countedOutOf(at index: Int, in tokens: [Token]) -> Int? {
    func word(_ at: Int) -> String? { at < tokens.count ? tokens[at].word : nil }
    guard let count = word(index), isCount(count),
      let out = (index + 2...index + 4).first(where: { word($0) == "out" && word($0 + 1) == "of" }),
      (index + 1..<out).allSatisfy({ word($0).map { !isCount($0) } ?? false }),
      let whole = (out + 2...out + 5).first(where: { word($0).map(isCount) ?? false }),
      (out + 2..<whole).allSatisfy({ word($0) != nil }), word(whole + 1) != nil
    else { return nil }
    return out
  }

  /// Whether `tokens` end with a part of one thing still to be named ("a quarter of a", "1/8
  /// of a", "half a"): a length said next is the size of that whole ("a quarter of a 9 inch
  /// apple pie").
  static func endsWithPartOfOne(_ tokens: [Token]) -> Bool {
    let words = tokens.suffix(3).compactMap(\.word)
    guard words.count >= 2, ["a", "an"].contains(words[words.count - 1]) else { return false }
    let before = words[words.count - 2]
    if before == "half" { return true }
    guard before == "of", words.count == 3 else { return false }
    return QuantityWords.fractionNames[words[0]] != nil || number(words[0]).map { $0 < 1 } == true
  }

  /// Removes what the person says they left, saved or did not eat, named after the verb
  /// ("left all the fries", "saving the pie for tomorrow", "didn't eat the bun"), and gives
  /// the stems of its words: those foods were not eaten, wherever else they are named.
  static func withoutUneaten(_ tokens: [Token]) -> (tokens: [Token], uneaten: Set<String>) {
    var result: [Token] = []
    var uneaten: Set<String> = []
    var index = 0
    while index < tokens.count {
      guard let start = uneatenObjectStart(in: tokens, at: index) else {
        result.append(tokens[index])
        index += 1
        continue
      }
      // The clause runs to the end of its part, or to where the sentence goes on about
      // what was eaten ("left the fries but had a cookie").
      var end = start
      while end < tokens.count, let word = tokens[end].word,
        !FoodVocabulary.uneatenClauseEnds.contains(word),
        !(FoodVocabulary.eatingVerbs.contains(word)
          && !FoodVocabulary.presentEatingVerbs.contains(word))
      {
        uneaten.insert(WordStem.of(word))
        end += 1
      }
      index = end
    }
    return (result, uneaten)
  }

  /// Where the food of "left all the fries", "saving the pie" or "didn't eat the bun" starts
  /// when such a clause starts at `index`; `nil` when none does. Only a food named with
  /// "the", "my", "our" or another's is meant: "left half" and "saved some" say some was
  /// eaten, and "didn't eat any" points back (`notEatenClauseEnd`).
  private static func uneatenObjectStart(in tokens: [Token], at index: Int) -> Int? {
    func word(_ offset: Int) -> String? {
      index + offset < tokens.count ? tokens[index + offset].word : nil
    }
    var object: Int
    switch word(0) {
    case let verb? where FoodVocabulary.leavingVerbs.contains(verb): object = 1
    case "didnt", "never", "wouldnt", "wont":
      guard let verb = word(1), FoodVocabulary.notEatenVerbs.contains(verb) else { return nil }
      object = 2
    case "did" where word(1) == "not":
      guard let verb = word(2), FoodVocabulary.notEatenVerbs.contains(verb) else { return nil }
      object = 3
    case let verb? where FoodVocabulary.runningOutWords.contains(verb):
      // "ran out of milk so black coffee", "they were out of bagels": none was had, with or
      // without "the" ("straight out of the oven" has no such word before it).
      guard word(1) == "out", word(2) == "of" else { return nil }
      let article = word(3).map { ["the", "my", "our"].contains($0) } ?? false
      return index + (article ? 4 : 3)
    default: return nil
    }
    if word(object) == "all" { object += word(object + 1) == "of" ? 2 : 1 }
    // "refused all her broccoli": a parent's log of a child's plate.
    guard let article = word(object),
      ["the", "my", "our"].contains(article)
        || ["her", "his", "their"].contains(article)
          && !["a", "an", "some", "one"].contains(word(object + 1) ?? "a")
    else { return nil }
    return index + object + 1
  }

  /// Where "didn't eat any", "did not have it" or "never touched them" ends when it starts
  /// at `index`: a refusal of what was named before it, not of a food named after ("didn't
  /// eat the fries").
  private static func notEatenClauseEnd(in tokens: [Token], at index: Int) -> Int? {
    func word(_ offset: Int) -> String? {
      index + offset < tokens.count ? tokens[index + offset].word : nil
    }
    let verbAt: Int
    switch word(0) {
    case "didnt", "never", "wouldnt", "wont": verbAt = 1
    case "did" where word(1) == "not": verbAt = 2
    default: return nil
    }
    guard let verb = word(verbAt), FoodVocabulary.notEatenVerbs.contains(verb) else {
      return nil
    }
    guard let object = word(verbAt + 1) else { return index + verbAt + 1 }
    // "never had a better burger" praises it; "didn't have a bite" refuses it.
    guard FoodVocabulary.backReferences.contains(object),
      object != "a" || ["bite", "single"].contains(word(verbAt + 2) ?? "")
    else { return nil }
    var end = index + verbAt + 2
    while end < tokens.count, let next = tokens[end].word,
      FoodVocabulary.backReferences.contains(next)
    {
      end += 1
    }
    // "didn't eat it all": some of it was eaten.
    if end < tokens.count, ["all", "whole", "completely", "entirely"].contains(tokens[end].word) {
      return nil
    }
    // "2 eggs, didn't eat anything else", "… anything till dinner": the food before was
    // eaten (it had been taken back, and the meal was no food).
    if tokens[(index + verbAt + 1)..<end].contains(where: { $0.word == "anything" }),
      end < tokens.count, let next = tokens[end].word, nothingNarrowingWords.contains(next)
    {
      return nil
    }
    return end
  }

  private static func firstVerb(in tokens: [Token], from start: Int) -> Int? {
    var index = start
    while index < tokens.count, let word = tokens[index].word {
      if FoodVocabulary.eatingVerbs.contains(word) { return index }
      index += 1
    }
    return nil
  }

  // MARK: Splitting

  /// A part of the meal between separators and joining words.
  struct Segment: Hashable, Sendable {
    /// Its words.
    var tokens: [Token]
    /// The word that joined it to the part before ("with", "and"), if any.
    var joinedBy: String?
    /// Joined by a phrase that makes it part of the food before ("made with", "topped
    /// with", "cooked in"), or by "and" continuing such a list.
    var isAttached: Bool
    /// The joining words as typed, for showing the item back.
    var joinerText: String
    /// Followed by a colon or a spaced dash.
    var endsWithLabel = false
    /// A name in brackets after a food, which may gloss it ("ulu (breadfruit)").
    var isGloss = false
  }

  /// The parts of the meal: split at separators and at "and", "with", "plus", "in" before an
  /// amount, and at "on" or "over" when they join two foods ("egg on toast", but not "turkey
  /// sandwich on wheat").
  static func segments(of tokens: [Token]) -> [Segment] {
    var segments: [Segment] = []
    var current: [Token] = []
    var joiner: String?
    var joinerText = ""
    var attached = false
    var gloss = false
    let words = tokens.map(\.word)
    var index = 0
    func finish(_ next: String? = nil, text: String = "", attaching: Bool = false) {
      if !current.isEmpty {
        segments.append(
          Segment(
            tokens: current, joinedBy: joiner, isAttached: attached, joinerText: joinerText,
            isGloss: gloss))
      }
      current = []
      joiner = next
      joinerText = text
      gloss = false
      // "topped with sour cream and salsa": the list after an attaching phrase stays attached.
      attached = attaching
    }
    var listAttached = false
    while index < tokens.count {
      guard let word = words[index] else {
        finish()
        if tokens[index] == .label, !segments.isEmpty {
          segments[segments.count - 1].endsWithLabel = true
        }
        gloss = tokens[index] == .gloss
        listAttached = false
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
      case FoodVocabulary.attachingJoiner:
        finish("with", text: tokens[index].original, attaching: true)
        listAttached = true
      case "and"
      where tokens[index].original == "+"
        && (listAttached
          || joiner == "with"
            && next.map({
              ["a", "an"].contains($0) || isCount($0)
                || QuantityWords.sizes[$0] != nil
            }) ?? false)
        || joiner == "with" && !attached && next.map({ QuantityWords.sizes[$0] != nil }) ?? false:
        // "Quarter Pounder w cheese + large fries", "smoothie made w yogurt + cinnamon raisin
        // bagel": after what a food was made with, or came with and an amount, "+" adds the
        // next food, not one more thing it came with ("burrito with rice + cheese"); so does
        // "and" before a size ("a double whopper with cheese and large onion rings").
        finish("plus", text: "+")
        listAttached = false
      case "and" where listAttached:
        finish("and", text: "and", attaching: true)
      case "and"
      where previous.map(FoodVocabulary.sandwichFillings.contains) ?? false
        && next.map(FoodVocabulary.sandwichCheeses.contains) ?? false
        && (index + 2 < words.count
          && ["sandwich", "toastie", "toasties"].contains(words[index + 2] ?? "")
          || Self.isSandwichBread(after: index + 2, in: words)):
        // "turkey and swiss on wheat": one sandwich, as USDA names it ("Turkey sandwich on
        // wheat, with cheese"), not turkey and a cheese sandwich.
        current.append(tokens[index])
        current.append(.word("cheese", original: tokens[index + 1].original))
        index += 1
      case "and"
      where previous.map(FoodVocabulary.breakfastSandwichFillings.contains) ?? false
        && next.map(FoodVocabulary.breakfastSandwichFillings.contains) ?? false
        && [previous, next].contains(where: { ["egg", "eggs"].contains($0 ?? "") })
        && Self.isBreakfastSandwichBread(after: index + 2, in: words):
        // "egg and bacon on an english muffin": one sandwich, USDA's "Egg sandwich on English
        // muffin, with bacon", not an egg, bacon and a muffin.
        current.append(tokens[index])
        current.append(tokens[index + 1])
        index += 1
      case _ where Self.joiningWords.contains(word):
        finish(word, text: tokens[index].original)
        listAttached = false
      case _
      where FoodVocabulary.clauseConjunctions.contains(word)
        && next.map(FoodVocabulary.subjectPronouns.contains) ?? false
        // "split dessert but honestly ate a whole slice": the subject left unsaid.
        || FoodVocabulary.clauseConjunctions.contains(word)
          && (index + 1..<min(index + 3, words.count)).contains(where: {
            Self.pastEatingVerbs.contains(words[$0] ?? "")
          })
          && next.map { Self.pastEatingVerbs.contains($0) || $0.hasSuffix("ly") } ?? false
        // "woke up late so just a banana": "so" and what was eaten, the subject left unsaid.
        || word == "so"
          && next.map { ["just", "only", "a", "an"].contains($0) || number($0) != nil } ?? false:
        // "afternoon slump so i got a frappe": a new clause, which may say what was eaten;
        // the conjunction alone would read as a circumstance and end the food there.
        finish()
        listAttached = false
      case "in"
      where next.map { isCount($0) || $0 == "a" } ?? false
        // "a hot dog in a bun" is the hot dog sandwich, as "on a bun" is.
        && !(previous.map(Self.breadHeads.contains) ?? false
          && Self.isSandwichBread(after: index, in: words)):
        // "30 g whey in 12 oz water", "I indulged in a 90 g serving of…".
        finish("with", text: "in")
        listAttached = false
      case "on", "over", "atop", "onto":
        if let previous, Self.breadHeads.contains(previous) {
          current.append(tokens[index])
        } else if word == "on", joiner != "with", !attached,
          previous.map(FoodVocabulary.sandwichFillings.contains) ?? false,
          Self.isSandwichBread(after: index, in: words)
            || current.contains(where: { $0.word == "egg" || $0.word == "eggs" })
              && previous.map(FoodVocabulary.breakfastSandwichFillings.contains) ?? false
              && Self.isBreakfastSandwichBread(after: index, in: words),
          // "3 slices peameal bacon on a kaiser bun": counted slices are the filling's own,
          // and the bread a food of its own.
          !current.contains(where: { ["slice", "slices"].contains($0.word) })
        {
          // "turkey on wheat", "ham and swiss on rye": a sandwich on that bread, the
          // sandwich word left unsaid (not turkey and a grain of wheat).
          // "bacon egg and cheese on an english muffin": FNDDS's egg sandwiches have the
          // cheese, which no name says (the sandwich had been split into two foods).
          if current.contains(where: { $0.word == "egg" || $0.word == "eggs" }),
            current.count >= 3, current[current.count - 1].word == "cheese",
            current[current.count - 2].word == "and",
            Self.isBreakfastSandwichBread(after: index, in: words)
          {
            let said = current.suffix(2).map(\.original).joined(separator: " ")
            current.removeLast(2)
            current.append(.word("sandwich", original: said))
          } else {
            current.append(.word("sandwich", original: ""))
          }
          current.append(tokens[index])
        } else if (segments.isEmpty && current.isEmpty)
          || previous.map({ FoodVocabulary.eatingVerbs.contains($0) || Self.onVerbs.contains($0) })
            ?? false
        {
          // "munched on 30 g of pretzels": the verb's "on", not one food on another.
          current.append(tokens[index])
        } else if next == nil || next == "the" {
          current.append(tokens[index])
        } else {
          finish(word, text: tokens[index].original)
          listAttached = false
        }
      default:
        current.append(tokens[index])
      }
      index += 1
    }
    finish()
    return segments
  }

  /// Words by which a writer speaks of themself.
  private static let firstPersonWords: WordSet = ["i", "me", "my", "we", "our", "us", "im"]

  /// Words for whose evening meal "tea" is ("for the kids tea").
  private static let teaOwners: WordSet = [
    "my", "our", "the", "his", "her", "their", "kids'", "afternoon", "morning",
  ]

  /// Words of when that may open a log before whose meal it was ("today he had…").
  private static let leadingTimes: WordSet = [
    "today", "tonight", "yesterday", "earlier", "later", "then", "so",
  ]

  /// Verbs that say who told of a meal ("daycare report says she had…").
  private static let reportingVerbs: WordSet = ["says", "said", "reports", "reported", "told"]

  /// Verbs that say what was eaten with the subject left unsaid ("but honestly ate a slice").
  private static let pastEatingVerbs: WordSet = ["ate", "had", "drank", "grabbed"]

  /// Foods a meal's name is part of ("dinner roll", "breakfast sausage", "lunch meat").
  private static let mealNamedFoods: WordSet = [
    "roll", "rolls", "meat", "meats", "sausage", "sausages", "links", "patty", "patties",
    "burrito", "burritos", "sandwich", "sandwiches", "bar", "bars", "wine", "potatoes", "pizza",
    "cereal", "biscuit", "biscuits", "taco", "tacos",
  ]

  /// Stands for "whole" after a count and before a food: whole ones are counted.
  static let wholeMarker = "+whole"
  /// What a measured food is served in, which "in a …" after it says ("in a cup").
  static let servingVessels: WordSet = ["cup", "bowl", "mug", "glass", "dish", "container"]

  /// How a serving was, said before its measure ("a leftover slice of", "a warm bowl of").
  static let servingAdjectives: WordSet = [
    "leftover", "cold", "warm", "hot", "fresh", "reheated", "homemade", "frozen", "stale",
    "lukewarm", "steaming",
  ]

  /// Flavors a coffee bar pumps as syrup.
  static let syrupFlavors: WordSet = [
    "vanilla", "caramel", "hazelnut", "peppermint", "toffee", "cinnamon", "raspberry",
    "classic", "pumpkin", "mocha", "coconut", "lavender", "almond",
  ]

  /// Foods "cocktail" sizes for a party rather than naming a drink.
  static let cocktailSizedFoods: WordSet = [
    "samosas", "samoosas", "samosa", "weenies", "wieners", "weiners", "franks", "sausages",
    "smokies", "sausage", "rolls", "sandwiches", "quiches", "pies", "empanadas",
  ]

  /// Where a food is taken out of hot or cold, which names no food (USDA names some foods
  /// after them: "Popcorn, microwave").
  static let appliances: WordSet = [
    "oven", "fryer", "toaster", "microwave", "fridge", "air",
  ]

  /// Containers a person numbers ("container #1", "jar #2"), whose number is kept.
  static let numberedContainers: WordSet = [
    "container", "containers", "jar", "jars", "box", "boxes", "bowl", "bag", "tupperware",
  ]

  /// Breads and cakes said with "loaf" after them ("the brioche loaf", "a banana bread
  /// loaf"), which is then no meat loaf.
  static let loafBreads = breadKinds.union([
    "brioche", "bread", "challah", "ciabatta", "focaccia", "babka", "pound", "cornbread",
    "raisin", "soda", "french", "italian",
  ])

  /// Stands for "cut into" before the count of pieces a whole was cut into.
  static let cutMarker = "+cut"

  /// How many pieces a part says only that the person had ("had one piece", "ate 1",
  /// "had a slice", "i ate 2 slices for dessert"), or `nil`: `ownCount(_:)` once the article
  /// is a number and the pieces' noun is left out.
  static func piecesHad(_ words: [String]) -> Double? {
    var said = words
    if let count = said.firstIndex(where: {
      ["a", "an"].contains($0) || number($0) != nil || QuantityWords.numbers[$0] != nil
    }) {
      if ["a", "an"].contains(said[count]) { said[count] = "1" }
      if count + 1 < said.count, cutPieceNouns.contains(said[count + 1]) {
        said.remove(at: count + 1)
      }
    }
    return ownCount(said)
  }

  /// Whether `item` is counted in pieces of a whole: "a slice of pot pie", "2 slices", "one
  /// piece", not a food counted whole ("a hot dog").
  static func isPieceOfWhole(_ item: ParsedMealItem) -> Bool {
    guard case .household(let unit)? = item.measure else { return false }
    return cutPieceNouns.contains(unit)
  }

  /// The pieces a whole is cut into, as a count says them.
  static let cutPieceNouns: WordSet = [
    "piece", "pieces", "slice", "slices", "square", "squares", "wedge", "wedges",
  ]

  /// Words of the whole said between "cut" and "into" that name no food: its dish, size and
  /// shape ("cut the 8x8 pan into 6", "cut her 9 inch pie in 8").
  static func isWholeWord(_ word: String) -> Bool {
    number(word) != nil || isPanSize(word) || QuantityWords.sizes[word] != nil
      || FoodVocabulary.lengthUnits.contains(word) || bakingDishes.contains(word)
      || wholeWords.contains(word)
  }
  private static let wholeWords: WordSet = [
    "the", "my", "her", "his", "our", "their", "it", "them", "pie", "pies", "loaf", "cake",
    "round", "square", "batch", "whole", "of", "up",
  ]

  /// Phrases that take back what was just said, longest first. Those that may begin an
  /// ordinary part ("actually", "wait") count only before an amount.
  private static let corrections: [(words: [String], needsAmount: Bool)] = [
    (["actually", "make", "that"], false), (["actually", "make", "it"], false),
    (["sorry", "make", "that"], false), (["sorry", "make", "it"], false),
    (["oops", "make", "that"], false), (["oops", "make", "it"], false),
    (["no", "wait"], false), (["wait", "no"], false), (["actually", "no"], false),
    (["no", "actually"], false), (["make", "that"], false), (["make", "it"], false),
    (["i", "mean"], false), (["correction"], false), (["actually"], true), (["wait"], true),
    (["sorry"], true), (["oops"], true), (["oh", "wait"], false), (["no"], true), (["ok"], true),
    (["okay"], true), (["fine"], true), (["nah"], true), (["realistically"], true),
    // "finished the bottle of red wine with my sister, we each had 2 glasses", "half the lo
    // mein, so 1 cup": the person's amount of the food before, said again.
    (["we", "each", "had"], true), (["we", "both", "had"], true), (["each", "had"], true),
    (["so"], true),
  ]

  /// The position of the last item of `items` that names the food `item` names again.
  static func lastNaming(_ item: ParsedMealItem, in items: [ParsedMealItem]) -> Int? {
    let stems = Set(item.foodWords.map(WordStem.of))
    return items.lastIndex { Set($0.foodWords.map(WordStem.of)) == stems }
  }

  /// What a correction alone in its part may take back in the next one.
  enum CorrectionScope: Sendable {
    /// The food or the amount ("no wait", "make that").
    case anything
    /// Only an amount ("no", "ok", "fine"): a food named before may be said again with it.
    case amount
  }

  /// Words between a correction and what it says ("no wait, it was the small", "ok
  /// realistically 1.5").
  private static let hedgeWords: WordSet = [
    "it", "was", "its", "realistically", "more", "like", "prob", "probably", "maybe",
  ]

  /// `tokens` without the hedges they begin with.
  static func withoutHedges(_ tokens: [Token]) -> [Token] {
    Array(tokens.drop { $0.word.map(hedgeWords.contains) == true })
  }

  /// The amount of a part that ends in "actually" ("6 pcs… it was 8 actually"), or `nil`.
  static func beforeTrailingCorrection(_ tokens: [Token]) -> [Token]? {
    guard tokens.last?.word == "actually" else { return nil }
    let rest = withoutHedges(Array(tokens.dropLast()))
    guard let first = rest.first?.word, isCount(first) else { return nil }
    return rest
  }

  /// The size a part says and nothing else ("the small"), normalized, or `nil`.
  static func sizeOnly(_ tokens: [Token]) -> String? {
    let words = tokens.compactMap(\.word).filter { !["the", "a", "an", "one"].contains($0) }
    guard words.count == 1 else { return nil }
    return QuantityWords.sizes[words[0]]
  }

  /// The rest of a part that begins with a correction ("actually make that 3" → "3"), or
  /// `nil` when it begins with none.
  static func afterCorrection(_ tokens: [Token]) -> (rest: [Token], needsAmount: Bool)? {
    // As typed: "make" is no misspelled food.
    let words = tokens.map { $0.word == nil ? nil : $0.original.lowercased() }
    for (phrase, needsAmount) in corrections where words.starts(with: phrase) {
      let rest = withoutHedges(Array(tokens.dropFirst(phrase.count)))
      guard needsAmount else { return (rest, false) }
      // "no, 2 cups": alone in its part, it corrects the next part's amount.
      if rest.allSatisfy({ $0.word == nil }) { return ([], true) }
      // "so 1 cup" restates an amount in figures; "…, so half" says a share, which the
      // sharing reader takes.
      guard let next = rest.first?.word,
        isCount(next), phrase != ["so"] || next.first?.isNumber == true
      else { return nil }
      return (rest, true)
    }
    return nil
  }

  /// Whether a part says only who had the other half of the food before: `true` when
  /// someone else did ("my wife got the other half"), `false` when the person did ("then
  /// the other half later"), `nil` when it says more.
  static func otherHalf(in tokens: [Token]) -> Bool? {
    let words = tokens.compactMap(\.word)
    guard words.contains(FoodVocabulary.otherHalf) else { return nil }
    var byOther = false
    for word in words where word != FoodVocabulary.otherHalf {
      if FoodVocabulary.companions.contains(word) {
        byOther = true
      } else if !FoodVocabulary.fillerWords.contains(word), !otherHalfWords.contains(word) {
        return nil
      }
    }
    return byOther
  }

  /// Hot dogs, which USDA weighs by the footlong as it weighs subs by the 6" one.
  private static let footlongHotDogWords: WordSet = [
    "dog", "dogs", "hotdog", "hotdogs", "frank", "franks", "coney", "coneys",
  ]

  /// Words between "the other half of" and the food it names ("of yesterday's footlong").
  private static let otherHalfOwners: WordSet = [
    "the", "my", "his", "her", "their", "our", "that", "this", "yesterdays", "yesterday",
    "last", "nights", "night", "leftover",
  ]

  private static let otherHalfWords: WordSet = [
    "the", "my", "his", "her", "their", "got", "had", "ate", "took", "gets", "has", "eats",
    "finished", "then", "later", "and", "for", "dinner", "lunch", "breakfast", "after",
  ]

  /// Whether a part says only that all of one was had ("ate the whole thing", "the full
  /// circle, not a half", "the whole circle by myself"), and names no food.
  static func saysAllOfOne(_ words: [String]) -> Bool {
    guard
      let whole = words.firstIndex(where: ["whole", "entire", Self.wholeMarker].contains),
      !words[..<whole].contains(where: FoodVocabulary.negations.contains)
    else { return false }
    // "the whole thing"; "full circle" is "whole" by then. What may come after: who had
    // it, and the part it was not ("not a half").
    let named = whole + 1 < words.count && ["thing", "circle", "one"].contains(words[whole + 1])
    let rest = words[(whole + (named ? 2 : 1))...].filter { !allOfOneAfterWords.contains($0) }
    let before = words[..<whole].filter {
      !FoodVocabulary.fillerWords.contains($0) && !allOfOneBeforeWords.contains($0)
    }
    return rest.isEmpty && before.isEmpty
  }

  private static let allOfOneBeforeWords: WordSet = [
    "the", "a", "i", "ate", "had", "finished", "eaten", "devoured", "demolished", "inhaled",
  ]
  private static let allOfOneAfterWords: WordSet = [
    "by", "myself", "not", "a", "the", "half", "lol", "haha", "of", "it", "for", "once",
  ]

  /// Whether a part says only that one more of the food before was had ("then poured
  /// another", "had one more").
  static func isAnotherOne(_ tokens: [Token]) -> Bool {
    // "and another one in the 7th": when, with an ordinal, says no food.
    let words = tokens.compactMap(\.word).filter {
      !FoodVocabulary.fillerWords.contains($0) && !anotherWords.contains($0) && !isOrdinal($0)
    }
    let all = tokens.compactMap(\.word)
    guard words.isEmpty, !all.isEmpty else { return false }
    return all.contains("another")
      || zip(all, all.dropFirst()).contains { $0 == "one" && $1 == "more" }
  }

  /// The words besides narration of a part that says one more was had.
  private static let anotherWords: WordSet = [
    "another", "one", "more", "poured", "later", "after", "that", "in", "the", "inning",
    "halftime", "during", "before", "grabbed", "got", "had", "then",
  ]

  /// Whether `word` is an ordinal in figures ("3rd", "7th", "21st").
  private static func isOrdinal(_ word: String) -> Bool {
    guard word.count >= 3, word.first?.isNumber == true else { return false }
    let suffix = word.suffix(2)
    return ["st", "nd", "rd", "th"].contains(suffix) && word.dropLast(2).allSatisfy(\.isNumber)
  }

  /// Household words that name a measure even in the singular, after the food ("a pizza
  /// slice", "a lemon wedge"): no food is called by them alone.
  private static let measureOnlyWords: WordSet = [
    "slice", "piece", "wedge", "scoop", "serving", "helping", "portion", "pouch",
  ]

  /// Words for foods served in bread, after which "on" or "in" names the bread.
  private static let breadHeads: WordSet = [
    "sandwich", "sandwiches", "sub", "burger", "hamburger", "cheeseburger", "wrap",
    "roll", "bun", "blt", "dog", "dogs", "hotdog", "hotdogs", "cheesesteak", "melt",
    // "3 soft tacos on flour tortillas": the tortilla is the taco's.
    "taco", "tacos",
  ]

  /// Whether the words after `index` to the end of the part name only a sandwich's bread
  /// ("on whole wheat", "on a kaiser roll", "in a bun").
  private static func isSandwichBread(after index: Int, in words: [String?]) -> Bool {
    isBread(
      after: index, in: words, prepositions: ["on", "in"], of: FoodVocabulary.sandwichOnWords)
  }

  /// Whether the words after `index` to the end of the part name only the bread of a
  /// breakfast sandwich ("on an english muffin", "on a bagel").
  private static func isBreakfastSandwichBread(after index: Int, in words: [String?]) -> Bool {
    isBread(
      after: index, in: words, prepositions: ["on"], of: FoodVocabulary.breakfastSandwichBreads)
  }

  /// Whether `words[index]` is one of `prepositions` and the words after it to the end of the
  /// part, or to where and when it was had ("on a bagel from the bodega"), are all
  /// `breadWords`, one of them more than an article.
  private static func isBread(
    after index: Int, in words: [String?], prepositions: [String], of breadWords: WordSet
  ) -> Bool {
    guard index + 1 < words.count, let preposition = words[index],
      prepositions.contains(preposition)
    else { return false }
    let bread = words[(index + 1)...].prefix {
      $0 != nil && !Self.joiningWords.contains($0!) && !Self.breadEnders.contains($0!)
    }
    return !bread.isEmpty && bread.allSatisfy { breadWords.contains($0!) }
      && bread.contains { $0 != "a" && $0 != "an" }
  }

  /// Whether `item` is one pita, said as the bread something came in ("in a pita").
  private static func isPocketBread(_ item: ParsedMealItem) -> Bool {
    item.measure == nil && (item.count ?? 1) == 1
      && (item.foodWords == ["pita"] || item.foodWords == ["pita", "bread"])
  }

  /// Whether `item` is a sandwich a pita holds: a gyro, shawarma, falafel or a sandwich.
  private static func isPocketFilling(_ item: ParsedMealItem) -> Bool {
    item.foodWords.last == "sandwich"
      || item.foodWords.contains(where: ["gyro", "gyros", "shawarma", "falafel"].contains)
  }

  /// Words after a sandwich's bread that say where or when it was had.
  private static let breadEnders: WordSet = [
    "from", "at", "before", "after", "during", "while", "this", "today", "for",
  ]

  /// Whether `words` say half of what was named ("i had half", "half the order", "half of
  /// it"), not the piece's part of a whole ("1/6 of an 8 inch pan") nor how it was cut ("cut
  /// in half").
  private static func saysHalfOfIt(_ words: [String]) -> Bool {
    guard let half = words.firstIndex(of: "half"), half == 0 || words[half - 1] != "in" else {
      return false
    }
    guard let of = words.firstIndex(of: "of") else { return true }
    return of + 1 < words.count && ["it", "that", "this", "the", "mine"].contains(words[of + 1])
  }

  /// Coffee drinks made with milk, which "skinny" makes with nonfat milk: the vocabulary's,
  /// and those whose names USDA does not list that way ("flat white", "cortado", "chai").
  private static let milkCoffeeDrinks = FoodVocabulary.milkCoffeeWords.union([
    "flat", "cortado", "chai",
  ])

  /// Words that may follow a bread's kind said alone after "slices" ("2 slices wheat with
  /// butter").
  private static let afterSlicedBread: WordSet = [
    "with", "and", "plus", "toasted", "w", "then", "for", "at", "from", "on",
  ]

  /// Breads a sandwich is said to be "on" by their kind alone ("on rye").
  static let breadKinds: WordSet = [
    "rye", "sourdough", "wheat", "white", "multigrain", "pumpernickel",
  ]

  /// Breads a count of sausages is served on, one each ("2 brats on hot dog buns").
  private static let countedBreads: WordSet = [
    "buns", "rolls", "tortillas", "biscuits", "muffins", "bagels", "croissants",
    FoodVocabulary.hotDogBun, FoodVocabulary.burgerBun,
  ]

  /// Words for how a drink was taken, said after it ("coffee, black, no sugar").
  private static let drinkTakenWords: WordSet = [
    "black", "plain", "hot", "iced", "decaf", "no", "sugar", "unsweetened", "strong", "weak",
    "straight", "neat",
  ]

  /// Whether `item` counts several drinks by the can or bottle, or by the drink itself ("3
  /// beers"), not by cups or glasses, whose volume a size in brackets restates, nor foods
  /// ("2 burritos (12 oz)" weighs both).
  private static func countsDrinkContainers(_ item: ParsedMealItem) -> Bool {
    // "2 pints of beer (20 oz)": a pint where a pint is 20 ounces.
    if case .volume(_, "ml")? = item.measure { return (servings(of: item) ?? 0) >= 2 }
    guard let count = item.count, count >= 2, !item.countIsArticle else { return false }
    switch item.measure {
    case nil:
      return item.foodWords.contains {
        FoodVocabulary.drinkNouns.contains($0)
          || FoodVocabulary.drinkNouns.contains(WordStem.of($0))
      }
    case .household(let unit)?: return unit == "can" || unit == "bottle"
    default: return false
    }
  }

  /// How many of `item` were had, counting cups or pints of a volume ("two cups of coffee" is
  /// one volume of 473 ml, and two cups), or `nil` when its count is only an article or the
  /// volume is no whole number of them. Other units are not counted: "24 fl oz" is one
  /// amount, not 24 of something. Pints are read as millilitres, but no volume said in
  /// millilitres or litres is a whole number of them.
  private static func servings(of item: ParsedMealItem) -> Double? {
    if case .volume(let milliliters, let unit) = item.measure, unit == "cup" || unit == "ml",
      let size = QuantityWords.volumeUnits[unit == "cup" ? "cup" : "pint"]
    {
      let servings = (milliliters / size * 1e6).rounded() / 1e6
      return servings == servings.rounded() ? servings * (item.count ?? 1) : nil
    }
    return item.countIsArticle ? nil : item.count
  }

  /// Words that join one part of the meal to the next.
  private static let joiningWords: WordSet = [
    "and", "with", "plus", "alongside", "then", "also",
  ]

  /// The length of the dish name starting at `index` ("half and half"), if the words there
  /// form one of the known compounds.
  private static func compoundLength(at index: Int, in words: [String?]) -> Int? {
    guard index < words.count, let first = words[index] else { return nil }
    for compound in compoundsByFirstWord[first] ?? [] {
      guard index + compound.count <= words.count else { continue }
      let slice = words[index..<(index + compound.count)].compactMap { $0 }
      if slice == compound { return compound.count }
    }
    return toppingsLength(at: index, in: words)
  }

  /// "ham & pineapple pizza", "black bean & veggie pizza": two toppings joined before the pie
  /// they are on name one pizza (the ham had been a ham sandwich and the pizza a second one).
  private static func toppingsLength(at index: Int, in words: [String?]) -> Int? {
    guard index + 3 < words.count, let first = words[index], pizzaToppings.contains(first),
      words[index + 1] == "and"
    else { return nil }
    for end in (index + 2)...min(index + 4, words.count - 1) {
      guard let word = words[end], number(word) == nil, word != "and" else { return nil }
      if toppedPies.contains(word) { return end - index + 1 }
    }
    return nil
  }

  /// Toppings a pizza is named by.
  private static let pizzaToppings: WordSet = [
    "ham", "pepperoni", "sausage", "mushroom", "mushrooms", "pineapple", "bacon", "chicken",
    "spinach", "veggie", "onion", "onions", "pepper", "peppers", "olive", "olives", "bean",
    "beans", "beef", "meat", "jalapeno", "jalapenos", "artichoke", "tomato", "feta", "bbq",
  ]

  /// Pies toppings are put on.
  private static let toppedPies: WordSet = ["pizza", "pizzas", "flatbread", "calzone"]

  /// Words whose "on" introduces what was eaten ("snacking on", "chowed down on").
  private static let onVerbs: WordSet = [
    "snacking", "munching", "nibbling", "feasted", "feasting", "grazed", "grazing", "down",
    "chewed", "chewing", "survived", "surviving", "lived", "living", "relied", "binged",
  ]

  private static let compoundsByFirstWord = Dictionary(
    grouping: FoodVocabulary.compounds, by: { $0[0] })

  // MARK: One part

  /// What one part of the meal says.
  enum Reading: Hashable, Sendable {
    /// An amount without a food ("around 150 g", "at 12 fl oz").
    struct Amount: Hashable, Sendable {
      var count: Double
      var measure: ParsedMealItem.Measure?
      var container: String?
      /// "each": the amount is per item, so the item's count stays.
      var perItem: Bool
      /// The size said with it ("with a large patty"), which is the item's size too.
      var size: String? = nil

      /// Whether it is measured in tablespoons or teaspoons.
      var isSpoonful: Bool {
        guard case .volume(_, let unit) = measure else { return false }
        return unit == "tbsp" || unit == "tsp"
      }
      /// Ounces, fluid ounces or millilitres: what a drink is measured in, and a food that
      /// came with it is not ("oatmeal with milk, 1 cup" is a cup of oatmeal).
      var isFluid: Bool {
        switch measure {
        case .ounces: true
        case .volume(_, let unit): unit == "floz" || unit == "ml"
        default: false
        }
      }
      /// One can's or bottle's worth ("12 oz", "330 ml"): said after several drinks ("3
      /// beers (12 oz)"), the size of each, not of all of them.
      var isOneContainer: Bool {
        guard count == 1 else { return false }
        let ounces: Double
        switch measure {
        case .ounces(let value): ounces = value
        case .volume(let milliliters, let unit) where unit == "floz" || unit == "ml":
          ounces = milliliters / QuantityWords.fluidOunce
        default: return false
        }
        return Self.containerOunces.contains { abs($0 - ounces) < 0.1 }
      }
      /// Sizes cans and bottles of drinks are sold in, in fluid ounces (330 and 500 ml too).
      static let containerOunces: [Double] = [8, 8.4, 11.2, 11.16, 12, 16, 16.9, 20, 24]
    }

    /// A food, with its amount if any.
    case food(ParsedMealItem)
    /// Only an amount, which belongs to the item before.
    case amount(Amount)
    /// Only words about how the item before was cooked or looks.
    case description(cooking: String?, size: String?, modifiers: [String])
    /// Only what the item before came without ("no bun", "without the cheese").
    case without([String])
    /// An amount of something no food name has ("a glass of zorblax").
    case unread(String)
    /// Nothing about food (narration).
    case nothing
  }

  /// An amount phrase found in a part: "2", "a 12 oz can of", "two 5 oz glasses of", "a
  /// serving of", "200 g".
  private struct AmountPhrase {
    var range: Range<Int>
    var count: Double
    var measure: ParsedMealItem.Measure?
    var container: String?
    var size: String?
    /// Stated with digits or number words, not only "a"/"an".
    var isStated: Bool
    /// "a splash of", "a drizzle of": an amount left vague on purpose.
    var isVague: Bool
  }

  /// Reads one part of the meal.
  func read(_ segment: Segment) throws(FoodAnalysisError) -> Reading {
    let tokens = segment.tokens
    let words = tokens.compactMap(\.word)
    guard !words.isEmpty else { return .nothing }
    // "masala dosa (the potato filled one)": which of its kinds the food before was, not a
    // food of its own (it had been a potato dumpling).
    // "the 4oz one" still weighs it.
    // "just the plain veggie kind mum makes": which kind, and who made it ("the mayo kind"
    // alone still names what is in it). "the full circle", "the whole thing": all of it.
    let lead = ["just", "only"].contains(words.first ?? "") ? 1 : 0
    // "the thin crust frozen kind": a kind said with how it was bought, which is kept ("the
    // waffle cone kind" still names the cone).
    if words.count >= lead + 3, words[lead] == "the",
      ["one", "circle", "thing", "lot"].contains(words.last ?? "")
        || words.dropFirst(lead + 2).dropLast().contains(where: Self.kindWords.contains)
        || words.count >= lead + 4 && Self.kindWords.contains(words.last ?? "")
          && !sourceModifiers(in: words).isEmpty,
      !words.contains(where: { number($0) != nil || QuantityWords.isUnit($0) })
    {
      let size = words.lazy.compactMap { QuantityWords.sizes[$0] }.first
      let bought = sourceModifiers(in: words)
      if size == nil, bought.isEmpty { return .nothing }
      return .description(cooking: nil, size: size, modifiers: bought)
    }
    // "2 pork tamales, peruvian style": the style of the food before, not a food (it had been
    // Peruvian beans).
    if (2...3).contains(words.count), words.last == "style",
      !words.contains(where: {
        number($0) != nil || QuantityWords.isUnit($0) || QuantityWords.sizes[$0] != nil
      }), sourceModifiers(in: words).isEmpty
    {
      return .nothing
    }
    // "a bubble tea, brown sugar one": which kind, without "the" (it had been 100 g of
    // brown sugar). Not "had one", "ate one more".
    if (2...4).contains(words.count), words.last == "one",
      !FoodVocabulary.eatingVerbs.contains(words[0]),
      !words.contains(where: { $0 != "one" && Self.isCount($0) })
    {
      let size = words.lazy.compactMap { QuantityWords.sizes[$0] }.first
      return size.map { .description(cooking: nil, size: $0, modifiers: []) } ?? .nothing
    }
    // A part that negates ("no bun", "without butter", "nothing else") adds nothing but
    // what the item before came without.
    // "Orange Chicken (Pint)", "Egg Drop Soup (Quart)": a takeout container's size said alone
    // is one of it (it had been the usual portion, 189 g of the pint).
    if words.count == 1, Self.containerVolumes.contains(words[0]),
      let volume = measure(words[0], 1)
    {
      return .amount(Reading.Amount(count: 1, measure: volume, container: nil, perItem: false))
    }
    if let first = words.first, FoodVocabulary.negations.contains(first) {
      let without = words.dropFirst().filter(isFoodWord)
      return without.isEmpty ? .nothing : .without(without)
    }

    let phrases = amountPhrases(in: words)
    let inPhrase = Set(phrases.flatMap { Array($0.range) })
    let primary =
      phrases.first(where: { $0.measure?.isQuantity == true })
      ?? phrases.first(where: \.isStated) ?? phrases.first

    // Food words after the primary amount ("a delightful 248 g of chocolate milk"), else
    // before it ("water, 12 fl oz", "chicken breast 150 g").
    let after = foodIndices(
      in: words, from: primary?.range.upperBound ?? 0, to: words.count, excluding: inPhrase)
    let before =
      primary.map { foodIndices(in: words, from: 0, to: $0.range.lowerBound, excluding: inPhrase) }
      ?? []
    // An article only ("a white bun") does not divide the part: "pulled pork sandwich on a
    // white bun" is one food.
    let articleOnly = primary.map { !$0.isStated && $0.measure == nil && !$0.isVague } ?? true
    let all = foodIndices(in: words, from: 0, to: words.count, excluding: inPhrase)
    let chosen =
      articleOnly
      ? (hasFoodNoun(all, in: words) ? all : [])
      : hasFoodNoun(after, in: words) ? after : hasFoodNoun(before, in: words) ? before : []
    let amountFollows =
      !articleOnly && !chosen.isEmpty
      && primary.map { chosen.first! < $0.range.lowerBound }
        == true

    var cooking: String?
    var size = phrases.lazy.compactMap(\.size).first
    var modifiers: [String] = []
    for (index, word) in words.enumerated() where !inPhrase.contains(index) {
      if let found = FoodVocabulary.cookingWords[word], cooking == nil { cooking = found }
      if let found = QuantityWords.sizes[word], size == nil, !isShape(at: index, in: words),
        !Self.isInChainName(at: index, in: words)
      {
        size = found
      }
    }
    modifiers = sourceModifiers(in: words)
    modifiers += words.flatMap { FoodVocabulary.describingWords[$0] ?? [] }

    let wordTokens = tokens.filter { $0.word != nil }
    // "legs are dead", "the pizza was great": a food word as the subject of a remark, with no
    // amount, is narration.
    if !keepsRemarkedFoods, primary == nil, let last = chosen.last, last + 1 < words.count,
      FoodVocabulary.remarkVerbs.contains(words[last + 1])
    {
      return .nothing
    }
    // "they're basically candy", "its like dessert": what the food before is likened to.
    if !keepsRemarkedFoods, primary == nil, let first = chosen.first, first >= 1,
      Self.likeningWords.contains(words[first - 1]),
      words[..<(first - 1)].contains(where: Self.pronounsBeing.contains)
    {
      return .nothing
    }
    // "vanilla ice cream, no added sugar": words about the food before, not a food.
    if primary == nil, !chosen.isEmpty,
      chosen.allSatisfy({ words[$0] == FoodVocabulary.noSugarAdded })
    {
      return .description(
        cooking: cooking, size: size, modifiers: modifiers + [FoodVocabulary.noSugarAdded])
    }
    guard !chosen.isEmpty else {
      if let primary, primary.isStated || primary.measure != nil {
        let rest = primary.range.upperBound..<words.count
        if rest.contains(where: { isUnknown(words[$0]) }) {
          return .unread(
            wordTokens[primary.range.lowerBound...].map(\.original).filter { !$0.isEmpty }.joined(
              separator: " "))
        }
        // "2 red bulls (8.4 oz cans)": containers of a size, in the plural, hold one each;
        // "3 pints, 568ml ones": so does each of the ones named.
        let perItem =
          words.contains("each") || words.contains("apiece") || words.last == "ones"
          || primary.measure?.isQuantity == true && primary.container != nil
            && words.contains(where: Self.pluralContainers.contains)
        return .amount(
          Reading.Amount(
            count: primary.count, measure: primary.measure, container: primary.container,
            perItem: perItem, size: size))
      }
      // "1 cup lentil soup (canned)": how the food before was bought.
      modifiers += words.filter(["canned", "tinned", "frozen", "homemade"].contains)
        .flatMap { FoodVocabulary.sources[$0] ?? [] }
      if cooking != nil || size != nil || !modifiers.isEmpty {
        return .description(cooking: cooking, size: size, modifiers: modifiers)
      }
      return .nothing
    }

    var item = ParsedMealItem(text: "")
    if let primary {
      item.count = primary.count
      item.measure = primary.measure
      item.container = primary.container
      item.countIsArticle = !primary.isStated && primary.measure == nil
      item.isSmallAddition = primary.isVague
      if item.isSmallAddition {
        item.count = nil
        item.measure = nil
      }
      // "a bottle of water … 12 fl oz": the household word names the container.
      if item.container == nil, primary.measure?.isQuantity == true,
        let household = phrases.first(where: {
          if case .household = $0.measure { true } else { false }
        }),
        case .household(let unit) = household.measure
      {
        item.container = unit
      }
    }
    item.size = size
    item.countsWholes = words.contains(Self.wholeMarker)
    if size == QuantityWords.sizes[QuantityWords.footlongSub], item.measure == nil,
      !words.contains(where: Self.footlongHotDogWords.contains)
    {
      // A footlong is two of USDA's 6" subs.
      item.size = QuantityWords.sizes[QuantityWords.sixInchSub]
      item.count = (item.count ?? 1) * 2
      item.countIsArticle = false
    }
    item.cooking = cooking
    item.amountFollows = amountFollows
    let innerPreposition = words.indices.first { index in
      index > chosen.first! && index < chosen.last!
        && FoodVocabulary.innerPrepositions.contains(words[index])
    }
    for index in chosen {
      let word = words[index]
      if FoodVocabulary.cookingWords[word] != nil { continue }
      if QuantityWords.sizes[word] != nil, !isShape(at: index, in: words) { continue }
      if let preposition = innerPreposition, index > preposition {
        // "beef tacos in corn shells", "turkey sandwich on wheat": the words after describe.
        item.modifiers.append(word)
        continue
      }
      item.foodWords.append(word)
      let typed = tokens.filter { $0.word != nil }[index].original
      let typedWord = String(typed.lowercased().filter { $0.isLetter || $0.isNumber })
      if typedWord != word, !typed.contains(" "), typedWord.allSatisfy(\.isLetter),
        vocabulary.correction(of: typedWord) == word
      {
        item.corrections.append(.init(typed: typed, read: word))
      }
    }
    item.modifiers += modifiers
    // "2 beef hot dogs no buns": what follows a negation was not eaten with the food.
    if let negation = words.indices.first(where: { index in
      index > chosen.first! && FoodVocabulary.negations.contains(words[index])
        && !(words[index] == "zero"
          && FoodVocabulary.zeroSugarDrinks.contains(words[index - 1]))
    }) {
      item.excluded = words[(negation + 1)...].filter(isFoodWord)
    }
    // Unknown words among the food's own ("a zorblax apple") are worth a note.
    let spanStart =
      primary.map { $0.range.upperBound < chosen.first! ? $0.range.upperBound : chosen.first! }
      ?? chosen.first!
    item.unknownWords = (spanStart..<chosen.last!).filter { isUnknown(words[$0]) }.map {
      wordTokens[$0].original
    }
    // A trailing household word names the measure: "6 asparagus spears", "3 bacon strips".
    // Only plurals, and words that are never the food ("a pizza slice"): "a protein bar" and
    // "a candy bar" are foods, not measures.
    if item.measure == nil, item.foodWords.count > 1, let trailing = item.foodWords.last,
      let unit = QuantityWords.householdUnits[trailing],
      WordStem.of(trailing) != trailing || Self.measureOnlyWords.contains(trailing),
      !FoodVocabulary.foodsNamedByMeasure.contains(trailing),
      // "2 chicken strips": a food's name with the word, not two slices of chicken.
      !FoodVocabulary.synonyms.contains(
        "\(item.foodWords[item.foodWords.count - 2]) \(trailing)")
    {
      item.measure = .household(unit)
      item.foodWords.removeLast()
      if item.count == nil || item.countIsArticle {
        item.count = item.count ?? 1
      }
      item.countIsArticle = false
    }
    // "2 tapioca pudding cups": the snack-size tubs these are sold in, not a food named
    // "cups" (had been Reese's peanut butter cups). A singular "cup" after the food is left
    // as it was read: reading it as the snack tub too cost a held-out case.
    if item.measure == nil, item.size == nil, item.foodWords.count > 1,
      ["cup", "cups"].contains(item.foodWords.last ?? ""),
      FoodVocabulary.snackCupFoods.contains(item.foodWords[item.foodWords.count - 2])
    {
      item.foodWords.removeLast()
      item.size = QuantityWords.sizes[QuantityWords.snackSize]
    }
    let textStart = min(primary?.range.lowerBound ?? chosen.first!, chosen.first!)
    let textEnd = max(primary?.range.upperBound ?? 0, chosen.last! + 1)
    item.text = wordTokens[textStart..<textEnd].map(\.original).filter { !$0.isEmpty }.joined(
      separator: " ")
    item.joinedBy = segment.joinedBy
    item.isGloss = segment.isGloss
    return .food(item)
  }

  /// Whether the word at `index` is part of a restaurant chain's name ("king" in "from
  /// burger king", "little" in "little caesars"), not a size.
  static func isInChainName(at index: Int, in words: [String]) -> Bool {
    for start in max(0, index - 2)...index {
      var name = words[start]
      for end in (start + 1)..<min(words.count, start + 3) {
        name += " " + words[end]
        if end >= index, FoodVocabulary.restaurantChains[name] != nil { return true }
      }
    }
    return false
  }

  /// Whether the size word at `index` is a shape of the food instead ("thin crust").
  private func isShape(at index: Int, in words: [String]) -> Bool {
    QuantityWords.shapeSizes.contains(words[index]) && index + 1 < words.count
      && words[index + 1] == "crust"
  }

  /// `segment`, or its pieces when it lists several foods with their amounts and no commas:
  /// "2 boiled eggs 1 slice whole wheat toast half an avocado" is three items, "chicken
  /// breast 6oz rice 1 cup" two.
  private func split(_ segment: Segment) -> [Segment] {
    let words = segment.tokens.compactMap(\.word)
    let phrases = amountPhrases(in: words)
    // "coffee no sugar 2 eggs", "tea no milk a biscuit": a negation ends at the next amount
    // of a food; the eggs had been all of it and the coffee lost.
    if let negation = words.indices.first(where: {
      $0 > 0 && isFoodNoun(words[$0 - 1]) && FoodVocabulary.negations.contains(words[$0])
    }),
      let next = phrases.first(where: { phrase in
        phrase.range.lowerBound > negation + 1
          && words[phrase.range.upperBound...].contains(where: isFoodNoun)
      })
    {
      var before = segment
      before.tokens = Array(segment.tokens[..<next.range.lowerBound])
      before.endsWithLabel = false
      var after = segment
      after.tokens = Array(segment.tokens[next.range.lowerBound...])
      after.joinedBy = nil
      after.isAttached = false
      return [before] + split(after)
    }
    let stated = phrases.filter { $0.isStated || $0.measure != nil }
    guard stated.count > 1 else { return [segment] }
    let firstFood = words.indices.first { isFoodNoun(words[$0]) } ?? words.count
    let amountsFirst = stated[0].range.lowerBound < firstFood
    var cuts: [Int] = []
    for (previous, next) in zip(stated, stated.dropFirst()) {
      let between = previous.range.upperBound..<next.range.lowerBound
      guard between.contains(where: { isFoodNoun(words[$0]) }) else { continue }
      if amountsFirst {
        cuts.append(next.range.lowerBound)
      } else if let after = between.first(where: { isFoodNoun(words[$0]) }),
        previous.range.upperBound <= after
      {
        cuts.append(previous.range.upperBound)
      }
    }
    guard !cuts.isEmpty else { return [segment] }
    var pieces: [Segment] = []
    var start = 0
    for cut in cuts + [segment.tokens.count] where cut > start {
      var piece = segment
      piece.tokens = Array(segment.tokens[start..<cut])
      if start > 0 {
        piece.joinedBy = nil
        piece.isAttached = false
      }
      if cut < segment.tokens.count { piece.endsWithLabel = false }
      pieces.append(piece)
      start = cut
    }
    return pieces
  }

  /// Indices of the words between `start` and `end` that can belong to a food's name:
  /// food-name words, words of the vocabulary, form words; not narration, amounts or
  /// circumstances ("at the ballpark", "from school").
  private func foodIndices(
    in words: [String], from start: Int, to end: Int, excluding excluded: Set<Int>
  ) -> [Int] {
    guard start < end else { return [] }
    var result: [Int] = []
    var index = start
    while index < end {
      let word = words[index]
      if FoodVocabulary.negations.contains(word), index > 0,
        !(word == "zero" && FoodVocabulary.zeroSugarDrinks.contains(words[index - 1]))
      {
        // "coffee without sugar": what follows was not eaten ("coke zero" is a drink).
        break
      }
      // "so today i had pizza", "but tonight just pizza": a conjunction before any food opens
      // the part; after one it ends the food ("pizza so good").
      if result.isEmpty, Self.openingConjunctions.contains(word) {
        index += 1
        continue
      }
      if FoodVocabulary.circumstancePrepositions.contains(word),
        index + 1 < words.count, number(words[index + 1]) == nil
      {
        // "at the noodle shop", "from the drive thru": where, not what. Before any food
        // word, the place opens the part ("then at work I grabbed a cappuccino"), and the
        // food comes with the next amount.
        // "dinner at home was …": a meal's name before the place is no food of this part.
        if result.allSatisfy({ FoodVocabulary.mealNames.contains(words[$0]) }) {
          result.removeAll()
        }
        guard result.isEmpty else { break }
        if let amount = (index + 1..<end).first(where: {
          excluded.contains($0) || number(words[$0]) != nil
        }) {
          index = amount
          continue
        }
        // "dinner at the diner was a club sandwich", "at starbucks for a latte": with no
        // amount, the food comes after the verb or after "for a".
        guard
          let resume = (index + 1..<end).first(where: { at in
            ["was", "were", "is"].contains(words[at])
              || (words[at] == "for" && at + 1 < end
                && ["a", "an", "my", "some", "two"].contains(words[at + 1]))
          })
        else { break }
        index = resume + 1
        continue
      }
      // "made my usual smoothie", "made a salad": the verb, not "made with". "made" is never
      // how a food is ("made kielbasa and sauerkraut" was a food "made kielbasa", which no
      // later "4 oz of the kielbasa" restated; "made mango sticky rice" rice made with butter).
      // "the chili i made", "banana bread my mom made": who made it, not how ("made" had
      // been read into the name, "Meat loaf made with beef" for a lasagna).
      let isVerb =
        FoodVocabulary.eatingVerbs.contains(word)
        && (index + 1 < words.count
          && (["my", "a", "an", "the", "some", "me", "myself", "us", "our"].contains(
            words[index + 1]) || word == "made")
          || Self.makingVerbs.contains(word) && index > 0
            && Self.makers.contains(words[index - 1]))
      if !excluded.contains(index), !isVerb, isFoodWord(word) { result.append(index) }
      index += 1
    }
    return result
  }

  /// Containers in the plural, which an amount said of several is each one's.
  private static let pluralContainers: WordSet = [
    "cans", "bottles", "glasses", "mugs", "cartons", "boxes", "pouches", "packets", "tins",
  ]

  /// Verbs that say a food was made at home ("the lasagna i made").
  private static let makingVerbs: WordSet = ["made", "cooked", "baked", "prepared"]

  /// Whether `noun`, said with a count after `item`'s label, only counts it: a word of its
  /// name ("wings" of "chicken wings") or what a food comes as ("sandwich", "cookies").
  static func countsThe(_ noun: String, of item: ParsedMealItem) -> Bool {
    let stem = WordStem.of(noun)
    return item.foodWords.contains { WordStem.of($0) == stem } || countingNouns.contains(noun)
  }

  /// What a food is counted as in a food diary's amounts ("1 sandwich", "3 cookies").
  private static let countingNouns: WordSet = [
    "sandwich", "sandwiches", "cookie", "cookies", "muffin", "muffins", "patty", "patties",
    "bar", "bars", "burger", "burgers", "taco", "tacos", "burrito", "burritos", "egg", "eggs",
    "wrap", "wraps", "bagel", "bagels", "biscuit", "biscuits", "donut", "donuts", "doughnut",
    "doughnuts", "pancake", "pancakes", "waffle", "waffles", "roll", "rolls", "nugget",
    "nuggets", "wing", "wings", "link", "links", "fillet", "fillets", "breast", "breasts",
  ]

  /// Who may have made a food, said before the verb ("the soup my wife made").
  private static let makers = FoodVocabulary.otherPeople.union(["i", "we", "you"])

  /// Conjunctions that may open a part before its food ("so today i had pizza").
  private static let openingConjunctions: WordSet = ["so", "but", "though", "although"]

  /// The words of a "from …" phrase that can steer the choice ("from school", "from fast
  /// food", "from frozen").
  func sourceModifiers(in words: [String]) -> [String] {
    var sources: [String] = []
    func add(_ found: [String]) {
      for source in found where !sources.contains(source) { sources.append(source) }
    }
    for (index, word) in words.enumerated() {
      add(FoodVocabulary.sourcesAnywhere[word] ?? [])
      // "the lasagna i made", "cookies my mom baked": made at home.
      if Self.makingVerbs.contains(word), index > 0, Self.makers.contains(words[index - 1]) {
        add(["homemade"])
      }
      // Built word by word: joining a slice of the words is generic code, slower by far.
      var chain = word
      for length in 1...4 where index + length <= words.count {
        if length > 1 { chain += " " + words[index + length - 1] }
        add(FoodVocabulary.restaurantChains[chain] ?? [])
        if let maker = FoodVocabulary.chainProducts[chain] { add([maker]) }
      }
      guard ["from", "at"].contains(word) else { continue }
      let phrase = words[(index + 1)...].prefix(5)
      add(phrase.flatMap { FoodVocabulary.sources[$0] ?? [] })
      if phrase.first == "the",
        let place = phrase.firstIndex(where: FoodVocabulary.eatingOutPlaces.contains),
        place - index <= 3
      {
        // "from the burger joint": a burger place is fast food (a milkshake there had been
        // made at home).
        add(["burger", "burgers"].contains(words[place - 1]) ? ["fast", "food"] : ["restaurant"])
      }
    }
    return sources
  }

  /// "1 cup steamed ulu (breadfruit)": a part that names no food the reader knows, before a
  /// name in brackets, is that name in the part's amount (the cup of ulu had been no food,
  /// and the breadfruit a serving of its own).
  func withUnknownNamesGlossed(_ tokens: [Token]) -> [Token] {
    var result = tokens
    for gloss in tokens.indices.reversed() where tokens[gloss] == .gloss {
      let start = (result[..<gloss].lastIndex(where: { $0.word == nil }) ?? -1) + 1
      let words = result[start..<gloss].compactMap(\.word)
      // "chicken chahan (japanese fried rice)": a name whose last word is unknown is its
      // known words and the name in brackets (the chicken had been stewed chicken, and the
      // rice a food of its own). A word known only as part of another name ("palmer" of
      // "arnold palmer") is unknown here ("a whole manga palmer (mango)"), unless that name
      // is said ("3 small pate kode (beef)").
      let phrased = words.indices.dropLast().contains { index in
        FoodVocabulary.synonyms[words[index] + " " + words[index + 1]] != nil
      }
      let unnamed = { (word: String) in isUnknown(word) || !phrased && isOnlyInPhrases(word) }
      guard words.contains(where: unnamed),
        words.last.map(unnamed) == true
          || !words.contains(where: { word in
            isFoodWord(word) && !isOnlyInPhrases(word) && FoodVocabulary.cookingWords[word] == nil
              && !FoodVocabulary.formWords.contains(word) && !QuantityWords.isUnit(word)
              && QuantityWords.sizes[word] == nil
          })
      else { continue }
      let named = result[start..<gloss].filter { $0.word.map { !unnamed($0) } ?? true }
      result.replaceSubrange(start...gloss, with: named)
    }
    return result
  }

  /// Whether `word` is a food word only as part of longer synonym phrases ("palmer", of
  /// "arnold palmer").
  private func isOnlyInPhrases(_ word: String) -> Bool {
    FoodVocabulary.synonymWords.contains(word) && FoodVocabulary.synonyms[word] == nil
      && !vocabulary.contains(word) && !personalFoodWords.contains(word)
  }

  /// Whether `word` is neither a food-name word nor any word the reader knows: a food it
  /// has never heard of, or narration.
  private func isUnknown(_ word: String) -> Bool {
    word.count > 1 && word.allSatisfy(\.isLetter) && !isKnown(word)
  }

  /// Whether `word` can be part of a food's name.
  func isFoodWord(_ word: String) -> Bool {
    if FoodVocabulary.synonymWords.contains(word) || personalFoodWords.contains(word) {
      return true
    }
    if FoodVocabulary.fillerWords.contains(word) || FoodVocabulary.narrationWords.contains(word)
      || FoodVocabulary.chainAliases.contains(word)
    {
      return false
    }
    if word.count < 2 || number(word) != nil && !word.hasSuffix("%") { return false }
    return vocabulary.contains(word) || FoodVocabulary.synonymWords.contains(word)
      || FoodVocabulary.formWords.contains(word) || word.hasSuffix("%")
  }

  /// Whether `word` can name a food on its own ("banana", "pho", "toast"), not only
  /// describe one ("crispy", "golden", "sweet", "style").
  func isFoodNoun(_ word: String) -> Bool {
    if FoodVocabulary.synonyms.contains(word) || personalFoodWords.contains(word) { return true }
    guard isFoodWord(word), !FoodVocabulary.genericWords.contains(word),
      !FoodVocabulary.formWords.contains(word), FoodVocabulary.cookingWords[word] == nil,
      QuantityWords.sizes[word] == nil, let known = vocabulary.lookup(word),
      !FoodVocabulary.genericWords.contains(known), let frequency = vocabulary.frequency(of: known)
    else { return false }
    return frequency.heads > 0
  }

  private func hasFoodNoun(_ indices: [Int], in words: [String]) -> Bool {
    if indices.contains(where: { isFoodNoun(words[$0]) }) { return true }
    // A compound ("half and half", "mac and cheese") or a synonym phrase names a food.
    let joined = indices.map { words[$0] }.joined(separator: " ")
    return FoodVocabulary.synonyms.keys.contains { $0.contains(" ") && joined.contains($0) }
  }

  /// Every amount phrase in `words`, left to right.
  private func amountPhrases(in words: [String]) -> [AmountPhrase] {
    var phrases: [AmountPhrase] = []
    var index = 0
    while index < words.count {
      // "half and half" is a food, not an amount.
      if let length = Self.compoundLength(at: index, in: words.map(Optional.some)) {
        index += length
        continue
      }
      if let phrase = amountPhrase(in: words, at: index) {
        phrases.append(phrase)
        index = phrase.range.upperBound
      } else {
        index += 1
      }
    }
    return phrases
  }

  /// The amount phrase starting at `index`, if one does.
  private func amountPhrase(in words: [String], at start: Int) -> AmountPhrase? {
    var index = start
    var isStated = true
    var count: Double
    if words[index] == "x", index + 1 < words.count, let value = number(words[index + 1]) {
      // "fajitas x2"
      return AmountPhrase(
        range: start..<(index + 2), count: value, measure: nil, isStated: true, isVague: false)
    }
    if let vague = vagueAmount(in: words, at: index) {
      return vague
    }
    // "frozen mac and cheese, ate the whole container": all of one container, said after
    // the food ("whole" is gone by now; it had been no amount, a cup).
    if words[index] == "the", index + 2 == words.count,
      index == 0 || FoodVocabulary.eatingVerbs.contains(words[index - 1]),
      let unit = QuantityWords.householdUnits[words[index + 1]],
      FoodMatcher.containerStems.contains(WordStem.of(unit))
    {
      return AmountPhrase(
        range: start..<(index + 2), count: 1, measure: .household(unit), isStated: true,
        isVague: false)
    }
    if let (value, next) = Self.amount(in: words, at: index) {
      count = value
      isStated = !["a", "an"].contains(words[index]) || next - index > 1
      index = next
    } else if isUnitStart(words, at: index) {
      // "cup of coffee", "glass of milk": a unit without a number is one.
      count = 1
      isStated = false
    } else {
      return nil
    }
    var phrase = AmountPhrase(
      range: start..<index, count: count, isStated: isStated, isVague: false)
    // "two 5 oz glasses", "a 12 oz can": a count of containers of a stated size; "2 small
    // 8.4 oz red bulls" with a size word between (the count had been lost).
    var sizeWord: String?
    if index + 1 < words.count, let found = QuantityWords.sizes[words[index]],
      !isShape(at: index, in: words)
    {
      sizeWord = found
    }
    let sizeStart = sizeWord == nil ? index : index + 1
    if let (size, afterSize) = Self.amount(in: words, at: sizeStart, numeralsOnly: true),
      afterSize < words.count, let measure = measure(words[afterSize], size),
      measure.isQuantity
    {
      phrase.measure = measure
      phrase.size = sizeWord
      index = afterSize + 1
      phrase.isStated = true
    }
    // Size before the unit: "a large slice", "a small order of fries".
    var sizeEnd = index
    var size: String?
    // "a medium thin crust meat lovers": the pizza's size, not its crust's shape.
    while sizeEnd < words.count, let found = QuantityWords.sizes[words[sizeEnd]],
      !isShape(at: sizeEnd, in: words)
    {
      size = found
      sizeEnd += 1
    }
    if phrase.measure == nil, sizeEnd < words.count, let measure = measure(words[sizeEnd], 1) {
      index = sizeEnd + 1
      phrase.size = size
      if measure.isQuantity {
        // Weights and volumes are totals: "2 cups" is one amount of 473 ml.
        phrase.measure = Self.scaled(measure, by: phrase.count)
        phrase.count = 1
      } else {
        phrase.measure = measure
      }
    } else if size != nil, phrase.measure == nil {
      // "a large banana": the size belongs to the food; the amount ends before it.
      phrase.size = size
    }
    // A container after a stated measure: "8 oz glass of milk", "500 ml bottle".
    // Not the first word of a food's name: "12oz strip steak" is a cut, not a strip of it.
    if let measure = phrase.measure, measure.isQuantity, index < words.count,
      let container = QuantityWords.householdUnits[words[index]],
      index + 1 == words.count
        || !FoodVocabulary.synonyms.contains("\(words[index]) \(words[index + 1])")
    {
      phrase.container = container
      index += 1
    } else if phrase.measure?.isQuantity == true, index < words.count,
      ["cup", "cups"].contains(words[index])
    {
      // "one of those 5.3 oz cups": the cups a weight comes in, not a volume, nor a food
      // ("cups" had been Reese's peanut butter cups).
      index += 1
    }
    if index < words.count, words[index] == "of" { index += 1 }
    // "a/an" before a food is only an article: one, not a measure.
    if !phrase.isStated, phrase.measure == nil, index == start + 1 {
      phrase.range = start..<index
      return phrase
    }
    phrase.range = start..<max(index, start + 1)
    return phrase
  }

  /// Whether the unit word at `index` starts an amount without a number ("cup of coffee",
  /// "glass of milk"), rather than being part of a food's name ("snickers bar").
  private func isUnitStart(_ words: [String], at index: Int) -> Bool {
    guard measure(words[index], 1) != nil, index + 1 < words.count else { return false }
    if words[index + 1] == "of" { return true }
    // "tbsp pb on toast", "slice pizza", "bowl cereal": texting drops the "of", not the one.
    return Self.unitsWithoutOf.contains(words[index])
      && (index == 0
        || Self.number(words[index - 1]) == nil && !["a", "an"].contains(words[index - 1]))
      && isFoodWord(words[index + 1])
  }

  /// Units a person types straight before the food ("tbsp pb"), which no food is named by.
  private static let unitsWithoutOf: WordSet = [
    "cup", "tbsp", "tsp", "tablespoon", "teaspoon", "slice", "bowl", "glass", "mug", "scoop",
  ]

  /// "a splash of", "a drizzle of", "a little": an amount deliberately left open.
  private func vagueAmount(in words: [String], at start: Int) -> AmountPhrase? {
    var index = start
    if ["a", "an", "some"].contains(words[index]) { index += 1 }
    guard index < words.count, FoodVocabulary.vagueAmounts.contains(words[index]) else {
      return nil
    }
    index += 1
    // "egg drop soup": without "a" before it or "of" after it, the word is the food's own.
    guard index > start + 1 || index < words.count && words[index] == "of" else { return nil }
    if index < words.count, words[index] == "of" { index += 1 }
    return AmountPhrase(
      range: start..<index, count: 1, measure: nil, isStated: false, isVague: true)
  }

  /// Gives `amount` to `item`: a weight or volume replaces a count or household measure
  /// ("two waffles, 70 g together"); a count or household measure fills only a gap.
  private func apply(_ amount: Reading.Amount, to item: inout ParsedMealItem) {
    if item.size == nil { item.size = amount.size }
    if let measure = amount.measure, measure.isQuantity {
      // "2 cups of coffee (12 oz each)": as many of the amount as were had; "3 beers (12
      // oz)", "2 cans of coke (12 oz)": a can's size is each one's (it had been one beer).
      if amount.perItem || amount.isOneContainer && Self.countsDrinkContainers(item),
        let count = Self.servings(of: item)
      {
        item.count = count
      } else {
        item.count = amount.count
      }
      if let container = amount.container {
        item.container = container
      } else if case .household(let unit)? = item.measure {
        item.container = unit
      }
      item.measure = measure
      item.countIsArticle = false
    } else if !item.hasAmount {
      item.count = amount.count
      item.measure = amount.measure
      item.countIsArticle = false
    }
    item.isSmallAddition = false
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

  /// The last unit of weight or volume said after a count in `parts`.
  static func lastQuantityUnit(in parts: [ReadPart]) -> String? {
    for part in parts.reversed() {
      let words = part.words
      for index in words.indices.reversed().dropLast()
      where isCount(words[index - 1]) && QuantityWords.isQuantityUnit(words[index]) {
        return words[index]
      }
    }
    return nil
  }

  /// The measure a unit word names, `amount` times over.
  private func measure(_ word: String, _ amount: Double) -> ParsedMealItem.Measure? {
    if let grams = QuantityWords.massUnits[word] { return .mass(grams: grams * amount) }
    if QuantityWords.ounceWords.contains(word) { return .ounces(amount) }
    if let milliliters = QuantityWords.volumeUnits[word] {
      return .volume(milliliters: milliliters * amount, unit: QuantityWords.volumeFamily(word))
    }
    if let household = QuantityWords.householdUnits[word] { return .household(household) }
    return nil
  }

  static func check(_ item: ParsedMealItem) throws(FoodAnalysisError) {
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
    if let grams, grams <= 0 {
      throw .rejectedInput("\"\(text)\": the amount must be more than zero")
    }
    // Volumes are checked at water density here; the food's own density is applied later.
    if let grams, grams > maximumGrams {
      throw .rejectedInput(
        "\"\(text)\" is about \(PortionChooser.format(grams.rounded())) g; one item may weigh "
          + "at most \(Int(maximumGrams)) g")
    }
  }

  // MARK: Amounts

  /// A numeral: "2", "1.5", "1/2", "-1" (negative, refused later), "1e3".
  static func number(_ word: String) -> Double? {
    guard let first = word.first, first.isNumber || first == "." || first == "-" else {
      return nil
    }
    if let value = Double(word), !word.hasPrefix("+") { return value }
    let parts = word.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1])
    else { return nil }
    return numerator / denominator
  }

  /// The amount starting at `index` and the index after it: numerals ("1 1/2"), number words
  /// ("twelve", "a dozen", "a couple of", "half a"), and "a"/"an" as one.
  /// The part of one that `count` parts named at `index` come to, when "of" follows them
  /// ("two thirds of a burrito", "3 eighths of a pie"; not "2 quarter pounders"), or `nil`.
  private static func partsOfOne(_ count: Double, in words: [String], at index: Int) -> Double? {
    guard count >= 1, count <= 12, count == count.rounded(), index + 1 < words.count,
      words[index + 1] == "of"
    else { return nil }
    return QuantityWords.fractionNames[words[index]]
  }

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
      if let part = partsOfOne(total, in: words, at: next) {
        total *= part
        next += 2
        if next < words.count, ["a", "an", "the"].contains(words[next]) { next += 1 }
      } else if total < 1, total > 0, next + 1 < words.count, words[next] == "of",
        ["a", "an"].contains(words[next + 1])
      {
        // "3/4 of a 20 oz bottle of coke": a part of the amount said next, as "half of a" is.
        next += 2
      }
      return (total, next)
    }
    if numeralsOnly { return nil }
    var next = index + 1
    var value: Double
    // "a quarter pounder", "quarter pounders": a name, not a quarter of one.
    func namesPounder(_ at: Int) -> Bool { at < words.count && words[at].hasPrefix("pounder") }
    if word == "a" || word == "an" {
      // "a half & half cup": an article before a food named by numbers, not half a cup.
      if compoundLength(at: next, in: words.map(Optional.some)) != nil { return (1, next) }
      if next < words.count, let named = QuantityWords.numbers[words[next]],
        named >= 1 || !namesPounder(next + 1)
      {
        value = named
        next += 1
      } else if next + 1 < words.count, words[next + 1] == "of",
        let part = QuantityWords.fractionNames[words[next]]
      {
        // "an eighth of a quiche": an ordinal is a part only before "of" ("a sixth beer").
        value = part
        next += 1
      } else {
        return (1, next)
      }
    } else if let named = QuantityWords.numbers[word], named >= 1 || !namesPounder(next) {
      value = named
    } else {
      return nil
    }
    if let part = partsOfOne(value, in: words, at: next) {
      value *= part
      next += 1
    }
    // "half a cup", "half an avocado", "half a dozen".
    if value < 1, next < words.count, ["a", "an"].contains(words[next]) {
      next += 1
      if next < words.count, words[next] == "dozen" {
        value *= 12
        next += 1
      }
    } else if next < words.count, words[next] == "dozen", word != "dozen" {
      // "2 dozen", "half dozen", "a half dozen": 0.5 of 12, not half of one.
      value *= 12
      next += 1
    }
    if next < words.count, words[next] == "of" { next += 1 }
    // "half of a pizza", "a quarter of an egg"
    if value < 1, next < words.count, ["a", "an", "the"].contains(words[next]) { next += 1 }
    return (value, next)
  }
}
