import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Chooses the USDA food a person meant: FTS5 finds every food whose name has all the words,
/// then a ranking that reads USDA names the way a nutritionist would picks one.
///
/// The ranking prefers names that say nothing the person did not ("Milk, NFS" over "Milk,
/// goat"), the generic SR Legacy and FNDDS entries over brands, restaurant items and baby
/// food, the cooking form asked for ("grilled" → grilled, broiled or roasted), by default
/// the raw form of fruit and vegetables and the plain cooked form of meat, fish, grains and
/// legumes, and among close candidates the one whose household measures can express the
/// amount given ("a small banana" needs a "small" row).
struct FoodMatcher: Sendable {
  /// The food-name words with how many names have each: leaving out a rare word ("pho",
  /// "caesar") says more than leaving out a common one ("beef", "chicken").
  var vocabulary: FoodNameWords?

  /// The words to look for, after synonyms.
  struct Query: Hashable, Sendable {
    /// Words every candidate name must contain.
    var required: [String]
    /// Words a name is better for containing ("sliced", "plain"), but need not.
    var soft: [String]
    /// The normalized cooking word, if any.
    var cooking: String?
    /// Whether the amount needs a household measure of the food (a count or a volume).
    var needsPortions: Bool
    /// Subtracted from every score: a query made with synonyms ranks a little below the
    /// person's own words when both find the same food.
    var penalty: Double = 0
    /// Words of the item left out of this search, with what leaving each out costs; a name
    /// with a broader word for one ("meat" for "beef") costs a quarter.
    var dropped: [String: Double] = [:]
    /// The required words as the person said them, in order, before any was left out: only
    /// words that were neighbours there make a phrase ("caesar salad", not "chicken salad"
    /// from "chicken caesar salad").
    var said: [String] = []
    /// Stems of what the food came without ("no buns"); a bread left out rules out the
    /// sandwich of the food too.
    var excluded: Set<String> = []
    /// Stems of the fats the food was cooked in ("veggies cooked in a bit of oil"): they
    /// steer to a name cooked with them, and are never the food.
    var cookedIn: Set<String> = []
  }

  /// The food chosen for an item.
  struct Match: Hashable, Sendable {
    /// The USDA food.
    var candidate: FoodIndex.Candidate
    /// Words of the item that no food name could use, reported to the person.
    var ignoredWords: [String]
    /// How well the food fits the words (see `score`).
    var score: Double
  }

  /// Below this score a food found for a bare word with no amount ("legs are dead", "the
  /// perfect start") is taken for narration rather than a meal item.
  static let bareWordScore = -2.5

  /// A candidate with its score.
  struct Ranked: Hashable, Sendable {
    var candidate: FoodIndex.Candidate
    var score: Double
    /// The penalty of the query that found it: more than 0 when words said were left out.
    var penalty: Double = 0
  }

  /// How many candidates each search ranks; generic entries have short names, which BM25
  /// ranks first, so they are always among these.
  static let candidateLimit = 300
  /// Candidates this close to the best have their household measures compared.
  static let portionMargin = 3.5
  /// At most this many of the best candidates have their household measures compared.
  static let portionCandidates = 10
  /// What leaving out one of the person's words costs when comparing with full matches.
  static let droppedWordCost = 2.5
  /// A best full match scoring below this is compared with matches that leave a word out
  /// ("rolled oats" finds only an analytical sample of rolled oats; "Oats, raw" is better).
  static let weakScore = -3.0

  /// The best food for `item`, or `nil` when no food name has any of its words.
  func match(_ item: ParsedMealItem, in index: FoodIndex) throws(FoodIndexError) -> Match? {
    let (ranked, dropped) = try ranking(item, in: index)
    guard let best = ranked.first else { return nil }
    let ignored = dropped.filter { !FoodVocabulary.formWords.contains($0) }
    return Match(candidate: best.candidate, ignoredWords: ignored, score: best.score)
  }

  /// "a part skim mozzarella stick": when the best food leaves out some of the item's words
  /// and its last word is a household measure in the singular, the item read with that word
  /// as its measure, if a food then has every other word, fits better and has that measure.
  func measureReading(
    of item: ParsedMealItem, beside match: Match?, in index: FoodIndex
  ) throws(FoodIndexError) -> (item: ParsedMealItem, match: Match)? {
    guard let match, !match.ignoredWords.isEmpty, item.measure == nil,
      item.foodWords.count > 1, let last = item.foodWords.last,
      let unit = QuantityWords.householdUnits[last], WordStem.of(last) == last
    else { return nil }
    var reading = item
    reading.foodWords.removeLast()
    reading.measure = .household(unit)
    let (ranked, dropped) = try ranking(reading, in: index)
    let unitStem = WordStem.of(unit)
    guard dropped.isEmpty, let best = ranked.first, best.score > match.score,
      try index.measures(of: best.candidate.id).contains(where: { $0.words.contains(unitStem) })
    else { return nil }
    return (reading, Match(candidate: best.candidate, ignoredWords: [], score: best.score))
  }

  /// "a double cheeseburger", "wendys double stack": when the count is a word USDA's own
  /// names carry ("Double cheeseburger (McDonalds)"), the item read with that word in its
  /// name and one of it, if a food then has the word and fits (it had been two
  /// sandwiches), and "2 double cheeseburgers" two of them. "a double espresso" is still two
  /// shots: no name has both.
  func multiplierReading(
    of item: ParsedMealItem, in index: FoodIndex
  ) throws(FoodIndexError) -> (item: ParsedMealItem, match: Match)? {
    let words = item.text.lowercased().split(separator: " ").map(String.init)
    guard let count = item.count, item.measure == nil, !item.foodWords.isEmpty,
      let position = words.firstIndex(where: { QuantityWords.multipliers[$0] != nil })
    else { return nil }
    let word = words[position]
    let before = words[..<position]
    var reading = item
    if before.contains(where: MealTextParser.isCount) {
      // "2 double cheeseburgers": the count is the number's, and the word names the food.
      guard !item.foodWords.contains(word) else { return nil }
    } else {
      guard QuantityWords.multipliers[word] == count else { return nil }
      reading.count = 1
      reading.countIsArticle = true
    }
    // "wendys classic double w/ cheese": the word keeps its place among the food's words.
    reading.foodWords.insert(
      word, at: item.foodWords.prefix(while: before.contains).count)
    // The word is generic in a search ("Cheeseburger, NFS" still ranks first): the best
    // name that has it, if it fits at all.
    let stem = WordStem.of(word)
    let (ranked, dropped) = try ranking(reading, in: index)
    guard dropped.isEmpty,
      let best = ranked.first(where: { $0.candidate.stems.words.contains(stem) }),
      best.score >= Self.weakScore
    else { return nil }
    return (reading, Match(candidate: best.candidate, ignoredWords: [], score: best.score))
  }

  /// The items of a meal with the additions that name one USDA dish with the food before
  /// them folded into it: "chicken burrito with rice and cheese" is one burrito, "beef and
  /// broccoli" one stir-fry, "a hot dog on a bun" one sandwich. An addition with its own
  /// amount ("a bagel with 2 tbsp of cream cheese") stays a separate item, and so does one no
  /// USDA dish names ("eggs with toast").
  func dishes(
    _ items: [ParsedMealItem], in index: FoodIndex
  ) throws(FoodIndexError) -> [ParsedMealItem] {
    var result: [ParsedMealItem] = []
    var lastMerged = false
    // Whether the last food took a "with" list of its usual fillings, which a comma or "and"
    // may go on ("a burrito with beans, rice and cheese").
    var fillingsOpen = false
    for var item in items {
      if !item.attached.isEmpty { item = try folded(item, in: index) }
      if fillingsOpen, item.joinedBy == nil || item.joinedBy == "and", Self.isFilling(item) {
        item.joinedBy = "with"
      }
      fillingsOpen = false
      // "beef and broccoli, about one and a half cups": an amount after the list was read as
      // the last food's, but when the two name one dish it is the dish's.
      let carriesAmount =
        item.hasAmount && item.amountFollows && item.joinedBy == "and"
        && result.last.map { !$0.hasAmount } ?? false
      guard let last = result.last, let joiner = item.joinedBy,
        ["with", "on", "and", "over"].contains(joiner), !item.hasAmount || carriesAmount,
        !item.isSmallAddition,
        // "a bean burrito and a beef burrito": two of a dish, each said with its own article,
        // are two foods (they had been one beef and bean burrito).
        !(joiner == "and" && item.countIsArticle && last.countIsArticle
          && last.foodWords.last.map({ head in
            item.foodWords.contains { WordStem.of($0) == WordStem.of(head) }
          }) == true)
      else {
        result.append(item)
        lastMerged = false
        continue
      }
      let asAddition = joiner != "and" || lastMerged
      // The usual fillings of a wrapped dish ("a burrito with rice and cheese", "a burrito
      // bowl with rice"): USDA's burritos, bowls, tacos and subs hold them, and a filling had
      // been counted again beside the dish (118 g of rice).
      let wrapsIt =
        Self.isFilling(item) && last.foodWords.contains(where: Self.wrappedDishes.contains)
        // "a cheesesteak on a white roll": the sandwich's own bread (USDA's "on white").
        || joiner == "on" && item.count.map { $0 == 1 } ?? true && item.measure == nil
          && item.foodWords.last.map { Self.breadStems.contains(WordStem.of($0)) } == true
          && last.foodWords.contains(where: FoodVocabulary.subWords.contains)
      var merged = last
      merged.foodWords += item.foodWords
      merged.modifiers += item.modifiers
      merged.corrections += item.corrections
      merged.text += " \(joiner) " + item.text
      if carriesAmount {
        merged.count = item.count
        merged.measure = item.measure
        merged.container = item.container
        merged.size = item.size
        merged.amountFollows = true
        merged.countIsArticle = item.countIsArticle
      } else if joiner == "and", merged.size == nil, !merged.hasAmount {
        // "turkey and ham 6 inch sub": a size said inside the dish's name is the dish's (not
        // an addition's: "a burger with large fries").
        merged.size = item.size
      }
      // Most pairs ("eggs and toast") have no dish naming both: one search says so, and the
      // food alone is ranked only when it matters.
      let dish = try fullMatch(merged, in: index)
      guard dish != nil || (asAddition && (item.count == nil || wrapsIt) && !carriesAmount)
      else {
        result.append(item)
        lastMerged = false
        continue
      }
      let alone = try rank(Self.queries(for: last), in: index).first
      // "cinnamon roll with frosting" is "Roll, sweet, cinnamon bun, frosted": the food
      // chosen already has it, so it adds nothing of its own. Nor does a wrapped dish's
      // filling or bread (`wrapsIt`).
      // "carne asada burrito" is found only with a word left out ("steak"), as `match` does;
      // its fillings are its own all the same (they had been three foods beside it).
      let found = wrapsIt && alone == nil ? try match(last, in: index)?.candidate : nil
      let wrapper = found.flatMap { Self.isMixedDish($0) ? $0 : nil }
      if asAddition, item.count == nil || wrapsIt, !carriesAmount,
        let food = alone?.candidate ?? wrapper,
        wrapsIt || Self.name(of: food, saysAllOf: item.foodWords)
      {
        result[result.count - 1].modifiers += item.foodWords
        result[result.count - 1].text += " \(joiner) " + item.text
        lastMerged = true
        fillingsOpen = wrapsIt
        continue
      }
      // Coffee with milk, oatmeal with milk, toast with butter: USDA measures these
      // additions by guideline amounts per cup or slice, as separate foods; unless USDA names
      // the food with that very addition ("Tea, hot, with milk").
      // SR's "Cereal Grains and Pasta" reads as a cereal's, but pasta with a sauce is FNDDS's
      // dish of both ("spaghetti with marinara"), not pasta beside a guideline amount of it.
      let sauceOnGrain =
        alone?.candidate.category == "Cereal Grains and Pasta"
        && item.foodWords.last.map(Self.sauceWords.contains) == true
      if let alone, Self.takesGuidelineAdditions(alone.candidate), !sauceOnGrain,
        !(dish.map {
          Self.namesAddition($0.candidate, item) && Self.headNamesFood($0.candidate, of: last)
        } ?? false)
      {
        result.append(item)
        lastMerged = false
        continue
      }
      // Unmeasured, the dish must fit as well as the analyzer asks of any food said without
      // an amount, or both foods would be lost with it ("syrup and butter").
      if let dish, dish.score >= (alone?.score ?? -.infinity) - Self.dishMargin,
        merged.count != nil || merged.measure != nil || dish.score >= Self.bareWordScore,
        asAddition && Self.headNamesFood(dish.candidate, of: last)
          || (Self.headIsSaid(dish.candidate, by: merged) && Self.isCombination(dish.candidate))
      {
        result[result.count - 1] = merged
        lastMerged = true
        fillingsOpen = asAddition && wrapsIt
        continue
      }
      // The food alone may need a word left out to be found ("strawberry banana smoothie").
      var head = alone?.candidate
      // Found above already when the food wraps its fillings.
      if head == nil, asAddition {
        head = wrapsIt ? found : try match(last, in: index)?.candidate
      }
      if asAddition, item.count == nil, !carriesAmount, let head, Self.isMixedDish(head) {
        // "jambalaya with sausage and chicken": the dish has them already. A side it comes
        // with is a food of its own, and so is one an unmeasured dish is served over when no
        // FNDDS "… with rice" dish (matched above) has it: "beef and broccoli over rice" had
        // lost the rice. "2 cups of gumbo over rice" measures the two together.
        let isSide =
          joiner == "with" || (joiner == "over" && !last.hasAmount)
          ? try isSide(item, in: index) : false
        if !isSide {
          result[result.count - 1].modifiers += item.foodWords
          result[result.count - 1].text += " \(joiner) " + item.text
          lastMerged = true
          continue
        }
      }
      result.append(item)
      lastMerged = false
    }
    return result
  }

  /// The two foods of a phrase kept whole for the dish it names ("spaghetti and meatballs":
  /// pasta, then meatballs; "peanut butter toast": toast, then peanut butter), for when no
  /// USDA food is that dish; `nil` when `item` is no such phrase.
  static func compoundParts(of item: ParsedMealItem) -> [ParsedMealItem]? {
    andParts(of: item) ?? toppingParts(of: item)
  }

  /// "peanut butter toast", "blueberry oatmeal": what is spread on or stirred into a food
  /// named before it, when no USDA food is the pair: the food (with the amount), then the
  /// topping on it, as "toast with peanut butter" reads.
  static func toppingParts(of item: ParsedMealItem) -> [ParsedMealItem]? {
    guard item.foodWords.count >= 2, !item.foodWords.contains("and"),
      let base = item.foodWords.last, FoodVocabulary.toppedFoods.contains(base)
    else { return nil }
    let topping = Array(item.foodWords.dropLast())
    var food = item
    food.foodWords = [base]
    food.text = item.text.replacing(topping.joined(separator: " ") + " ", with: "")
    var added = ParsedMealItem(text: topping.joined(separator: " "), foodWords: topping)
    added.joinedBy = "with"
    return [food, added]
  }

  /// The two foods of "<food> and <food>" kept whole as a dish name.
  private static func andParts(of item: ParsedMealItem) -> [ParsedMealItem]? {
    guard let and = item.foodWords.firstIndex(of: "and"), and > 0,
      and < item.foodWords.count - 1
    else { return nil }
    var first = item
    first.foodWords = Array(item.foodWords[..<and])
    first.text = first.foodWords.joined(separator: " ")
    var second = ParsedMealItem(
      text: item.foodWords[(and + 1)...].joined(separator: " "),
      foodWords: Array(item.foodWords[(and + 1)...]))
    second.joinedBy = "and"
    second.modifiers = item.modifiers
    return [first, second]
  }

  /// `item` with the words of its "made with"/"topped with" phrases made part of its name
  /// when a USDA dish has them ("Egg omelet…, with cheese, made with oil"), else kept as
  /// words that only steer the choice.
  private func folded(
    _ item: ParsedMealItem, in index: FoodIndex
  ) throws(FoodIndexError) -> ParsedMealItem {
    var plain = item
    plain.modifiers += item.attached
    plain.attached = []
    var named = item
    named.foodWords += item.attached
    named.attached = []
    let alone = try rank(Self.queries(for: plain), in: index).first?.score ?? -.infinity
    guard let best = try fullMatch(named, in: index), best.score >= alone - Self.dishMargin
    else { return plain }
    // "pancakes drizzled with syrup" is no "Pancake syrup": a dish whose head is the addition
    // is the addition, and the food it was put on would be lost.
    var addition = item
    addition.foodWords = item.attached
    addition.attached = []
    if Self.isKind(best.candidate, of: addition), !Self.isKind(best.candidate, of: plain) {
      return plain
    }
    return named
  }

  /// Whether `food` is a drink, a hot cereal or a bread, to which USDA adds milk, cream,
  /// sugar or spreads by guideline amounts rather than naming combined dishes.
  static func takesGuidelineAdditions(_ food: FoodIndex.Candidate) -> Bool {
    let text = (food.name + " " + food.category).lowercased()
    return PortionChooser.isDrink(food, []) && !isMixedDish(food)
      || ["oatmeal", "grits", "cereal", "bread", "toast", "bagel", "english muffin", "roll"]
        .contains { WordStem.text(text, contains: $0) }
  }

  /// Whether every one of `words` is in `food`'s name, in any inflection ("frosting" in
  /// "frosted", "glaze" in "glazed").
  static func name(of food: FoodIndex.Candidate, saysAllOf words: [String]) -> Bool {
    // Words of four letters or more, as written ("rice" is one; its root "ric" is shorter).
    let named = Set(
      food.name.lowercased().split { !$0.isLetter }.filter { $0.count >= 4 }
        .map { WordStem.root(of: String($0)) })
    return !words.isEmpty
      && words.allSatisfy {
        named.contains(WordStem.root(of: FoodVocabulary.sameTopping[$0] ?? $0))
      }
  }

  /// Whether `food`'s name joins foods ("Beef and broccoli", "Macaroni or noodles with
  /// cheese") or it is a mixed dish, so that two foods said with "and" can be it; "Bread,
  /// egg, toasted" is a kind of bread, not eggs and toast.
  static func isCombination(_ food: FoodIndex.Candidate) -> Bool {
    let name = food.name.lowercased()
    return [" and ", " with ", " & "].contains { name.contains($0) } || isMixedDish(food)
  }

  /// Whether `food` is a USDA mixed dish, which already holds what is served in it.
  static func isMixedDish(_ food: FoodIndex.Candidate) -> Bool {
    let category = food.category.lowercased()
    return [
      "mixed dish", "soup", "stew", "burrito", "taco", "pizza", "sandwich", "burger",
      "stir-fry", "fried rice", "lo/chow mein", "egg roll", "casserole", "ramen",
      // A smoothie is blended from what is said to be in it.
      "smoothie",
    ]
    .contains { WordStem.text(category, contains: $0) }
  }

  /// Whether `item` on its own is a food eaten beside a dish rather than in it: fries,
  /// rice, bread, chips, a salad, a soup ("a burger with fries", "chili with cornbread").
  private func isSide(_ item: ParsedMealItem, in index: FoodIndex) throws(FoodIndexError) -> Bool {
    guard let food = try rank(Self.queries(for: item), in: index).first?.candidate else {
      return false
    }
    // A salad by its name, not its category: lettuce alone is in the salads' category, and
    // is what tacos come with.
    if food.stems.words.contains(WordStem.of("salad")) { return true }
    let category = food.category.lowercased()
    return Self.sideCategories.contains { WordStem.text(category, contains: $0) }
  }

  /// Last words of the sauces a pasta or grain is served in.
  private static let sauceWords: WordSet = [
    "sauce", "marinara", "pesto", "alfredo", "bolognese", "ragu", "gravy",
  ]

  /// FNDDS categories of foods served beside a dish.
  private static let sideCategories = [
    "french fries", "potato", "rice", "noodles, cooked grains", "yeast breads", "rolls and buns",
    "quick breads", "chips", "crackers", "non-lettuce salads", "soups",
  ]

  /// How much worse than the food alone a dish naming its additions may score: the dish's
  /// name carries details the person did not say ("peel eaten").
  static let dishMargin = 3.0

  /// The best food whose name has every word of `item`, if one fits well enough.
  private func fullMatch(
    _ item: ParsedMealItem, in index: FoodIndex
  ) throws(FoodIndexError) -> Ranked? {
    guard let best = try rank(Self.queries(for: item), in: index).first,
      best.score >= Self.weakScore
    else { return nil }
    return best
  }

  /// Whether a part of `candidate`'s name is "with" and `item`'s food ("…, with milk").
  static func namesAddition(_ candidate: FoodIndex.Candidate, _ item: ParsedMealItem) -> Bool {
    let addition = ["with"] + item.foodWords.map(WordStem.of)
    return candidate.stems.segments.contains { $0 == addition }
  }

  /// The letters of a name's first part, lowercased, when they are a chain's ("McDONALD'S,
  /// french fries" is "mcdonalds"), else `nil`.
  static func maker(of name: String) -> String? {
    guard let comma = name.firstIndex(of: ",") else { return nil }
    let letters = String(name[..<comma].lowercased().filter(\.isLetter))
    return FoodVocabulary.chainMakers.contains(letters) ? letters : nil
  }

  /// A grain or pasta said dry or uncooked ("60 g dry rice", "pasta 80g uncooked") as the
  /// USDA row of it dry, or `nil`. The words had found "Raw vegetable, NFS", wild rice and
  /// fresh pasta, cooked.
  static func driedGrain(_ item: ParsedMealItem) -> ParsedMealItem? {
    let dryWords: Set<String> = ["dry", "uncooked"]
    let said = item.foodWords.contains(where: dryWords.contains) || item.cooking == "raw"
    let food = item.foodWords.filter { !dryWords.contains($0) }.joined(separator: " ")
    // Once read ("quinoa uncooked"), the row's own words are no second saying.
    guard said, let dry = FoodVocabulary.driedGrains[food],
      item.foodWords.joined(separator: " ") != dry
    else { return nil }
    var read = item
    read.foodWords = dry.split(separator: " ").map(String.init)
    read.cooking = nil
    return read
  }

  /// Whether a chain's row is the product said, not a dish the food is one part of: "2 strips
  /// bacon" beside a quarter pounder had been McDonald's "Bacon Egg & Cheese Biscuit" (63 g of
  /// carbohydrate). Two or more words not said are a dish unless the said food ends its name
  /// ("a mcgriddle" is "Bacon, Egg & Cheese McGRIDDLES").
  static func namesChainProduct(_ candidate: FoodIndex.Candidate, of item: ParsedMealItem) -> Bool {
    let segments = candidate.stems.segments
    guard segments.count > 1, let head = item.foodWords.last else { return true }
    let product = segments[1]
    let said = Set(item.foodWords.map(WordStem.of))
    // Not counted: joining words, a size in the name ("9 oz house sirloin steak"), and a
    // word the person ran together with another ("hashbrown").
    let unsaid = product.filter { stem in
      !said.contains(stem) && !["and", "with", "or", "oz"].contains(stem)
        && !stem.allSatisfy(\.isNumber) && !item.foodWords.contains { $0.contains(stem) }
    }
    return unsaid.count < 2 || product.last == WordStem.of(head)
  }

  /// Whether the head of `candidate`'s name (before its first comma) has a word of `item`'s
  /// food: a dish of a food with an addition is a kind of that food ("Coffee, …, with milk"),
  /// not another food the addition is named in ("2 eggs with toast" is no "Bread, egg").
  static func headNamesFood(_ candidate: FoodIndex.Candidate, of item: ParsedMealItem) -> Bool {
    // A brand's name says the food after its maker ("McDONALD'S, Sausage Biscuit with Egg").
    let segments = candidate.stems.segments
    guard
      let nameHead = candidate.stems.isBrand && segments.count > 1 ? segments[1] : segments.first
    else { return false }
    return queries(for: item).contains { query in
      query.required.contains { nameHead.contains(WordStem.of($0)) }
    }
  }

  /// Whether every word before the first comma of `candidate`'s name was said ("Beef and
  /// broccoli" for "beef and broccoli", but not "Bacon and egg sandwich" for "eggs and
  /// bacon").
  static func headIsSaid(_ candidate: FoodIndex.Candidate, by item: ParsedMealItem) -> Bool {
    guard let head = candidate.stems.segments.first else { return false }
    let said = Set(queries(for: item).flatMap { $0.required + $0.soft }.map(WordStem.of))
    // "Chicken or turkey and rice": naming one alternative names the other.
    func isAlternativeSaid(_ position: Int) -> Bool {
      position >= 2 && head[position - 1] == "or" && said.contains(head[position - 2])
        || position + 2 < head.count && head[position + 1] == "or"
          && said.contains(head[position + 2])
    }
    return head.indices.allSatisfy { position in
      said.contains(head[position]) || ["and", "with", "or", "in", "on"].contains(head[position])
        || isAlternativeSaid(position)
    }
  }

  /// Whether `candidate`'s name has every word of `item` ("Sushi, california roll" names
  /// "sushi").
  static func names(_ candidate: FoodIndex.Candidate, allOf item: ParsedMealItem) -> Bool {
    guard let required = queries(for: item).first?.required, !required.isEmpty else {
      return false
    }
    let name = candidate.stems.words
    return required.allSatisfy { name.contains(WordStem.of($0)) }
  }

  /// Every candidate for `item`, best first, and the words left out to find any.
  func ranking(
    _ item: ParsedMealItem, in index: FoodIndex
  ) throws(FoodIndexError) -> (ranked: [Ranked], dropped: [String]) {
    if let dry = Self.driedGrain(item) { return try ranking(dry, in: index) }
    // "small fries from mcdonalds", "a hash brown at mcds": where a chain with its own USDA
    // rows is named, the chain's product of that name, when it has one (the fries had been
    // FNDDS's fast-food order, 110 g against McDonald's small 71 g), as "mcdonalds fries" is.
    if let maker = item.modifiers.first(where: FoodVocabulary.chainMakers.contains),
      !item.foodWords.contains(maker)
    {
      var named = item
      named.foodWords.insert(maker, at: 0)
      // Only a product with every word the person said: "a crispy chicken sandwich from
      // wendys" is not Wendy's homestyle one, though "small fry" may be its "french fries".
      let found = try ranking(named, in: index)
      if let first = found.ranked.first, Self.maker(of: first.candidate.name) == maker,
        !found.dropped.contains(where: item.foodWords.contains),
        Self.namesChainProduct(first.candidate, of: item)
      {
        return found
      }
    }
    let queries = Self.queries(for: item)
    var ranked = try rank(queries, in: index)
    var dropped: [String] = []
    let found = !ranked.isEmpty
    // "1 cup red lentils, boiled": the only name with every word is the raw food, which the
    // cooking said contradicts; leaving a word out may find the cooked one.
    let rawOnly =
      item.cooking.map { $0 != "raw" } == true
      && ranked.first.map { $0.candidate.stems.contains($0.candidate.stems.vocabulary.ranking.raw) }
        == true
    let weak = (ranked.first?.score ?? -.infinity) < Self.weakScore || rawOnly
    // "a gyro pita": a filling in a pocket bread is USDA's sandwich of it ("Gyro sandwich")
    // when no name has both words, not the bread alone.
    if weak, let words = queries.first?.required, words.count > 1, let bread = words.last,
      FoodVocabulary.pocketBreads.contains(bread)
    {
      let sandwiches = queries.map { query in
        var sandwich = query
        sandwich.required = query.required.map { $0 == bread ? "sandwich" : $0 }
        return sandwich
      }
      let found = try rank(sandwiches, in: index)
      if let first = found.first, first.score >= Self.weakScore {
        return (try reranked(found, for: item, in: index), [])
      }
    }
    if weak, let words = queries.first?.required, words.count > 1 {
      // No name has every word, or none fits well: leave words out, fewest first, and keep
      // the best result, counting each word left out against it.
      // The last word is the head noun ("pepperoni pizza" is a pizza, an "oat milk latte" a
      // latte): every way of keeping it is tried, fewest words left out first, before any
      // way of leaving it out.
      // A sandwich "on rye" is a sandwich: the bread after the sandwich word is not the head.
      let head = Self.head(of: words)
      let keepsHead: ([String]) -> Bool = { kept in
        head == words.last ? kept.last == head : kept.contains(head)
      }
      let passes: [(([String]) -> Bool)] =
        found ? [keepsHead] : [keepsHead, { !keepsHead($0) }]
      search: for keeps in passes {
        for dropCount in 1..<words.count {
          var bestFound: (ranked: [Ranked], dropped: [String])?
          for kept in Self.subsets(of: words, size: words.count - dropCount) where keeps(kept) {
            let left = words.filter { !kept.contains($0) }
            let costs = Dictionary(left.map { ($0, dropCost($0)) }, uniquingKeysWith: max)
            let reduced = queries.map { query in
              var reduced = query
              reduced.said = query.required
              reduced.required = kept
              reduced.soft += left
              reduced.dropped = costs
              return reduced
            }
            let found = try rank(reduced, in: index)
            guard let first = found.first else { continue }
            if bestFound == nil || first.score > bestFound!.ranked[0].score {
              bestFound = (found, left)
            }
          }
          if let bestFound {
            if let current = ranked.first, current.score >= bestFound.ranked[0].score {
              break search
            }
            ranked = bestFound.ranked
            dropped = bestFound.dropped
            break search
          }
        }
      }
    }
    return (try reranked(ranked, for: item, in: index), dropped)
  }

  /// Whether the head of `candidate`'s name (before its first comma) has the head noun of
  /// `item`, a dish of two or more words ("chipotle chicken burrito" for "Burrito, chicken,
  /// cheese"): a weak match that still names the food, which an item without an amount
  /// keeps, as it would with "a" before it. "Indian restaurant" is not "Chicken nuggets, from
  /// restaurant".
  static func namesDish(_ candidate: FoodIndex.Candidate, of item: ParsedMealItem) -> Bool {
    guard let words = queries(for: item).first?.required, words.count >= 2,
      let nameHead = candidate.stems.segments.first
    else { return false }
    return nameHead.contains(WordStem.of(head(of: words)))
  }

  /// Whether `candidate` is a kind of what `item` names: the last word of its name's head is
  /// the item's head noun ("Taco, flour tortilla, …" is a kind of "chicken tacos", "Crackers,
  /// cheese" no kind of "cheese").
  static func isKind(_ candidate: FoodIndex.Candidate, of item: ParsedMealItem) -> Bool {
    guard let words = queries(for: item).first?.required, !words.isEmpty,
      let nameHead = candidate.stems.segments.first?.last
    else { return false }
    return nameHead == WordStem.of(head(of: words))
  }

  /// The head noun of a query's words: the last, or the sandwich word when only the bread
  /// it is on follows ("turkey sandwich rye", "turkey sub white hoagie roll": a sub's bread
  /// may be named by a sandwich word too).
  static func head(of words: [String]) -> String {
    guard
      let sandwich = words.indices.first(where: { index in
        FoodVocabulary.sandwichWords.contains(words[index]) && index < words.count - 1
          && words[(index + 1)...].allSatisfy {
            FoodVocabulary.sandwichBreadWords.contains($0)
              || FoodVocabulary.sandwichWords.contains($0)
          }
          && FoodVocabulary.sandwichBreadWords.contains(words[words.count - 1])
      })
    else {
      // "carrot sticks", "venison jerky sticks": the sticks a food is cut or sold in, when no
      // name has both; the food before them is the head (had been fish sticks).
      if words.count > 1, let last = words.last, ["stick", "sticks"].contains(last) {
        return words[words.count - 2]
      }
      // "2 avocados mashed", "strawberries sliced": how a food was cut or worked after it,
      // not the head (the avocados had been mashed potatoes).
      if words.count > 1, let last = words.last, Self.trailingPreparations.contains(last) {
        return words[words.count - 2]
      }
      return words.last ?? ""
    }
    return words[sandwich]
  }

  /// How a food was cut or worked, said after it.
  static let trailingPreparations: WordSet = [
    "mashed", "sliced", "diced", "chopped", "cubed", "halved", "crushed", "smashed", "peeled",
    // "2 slices bacon crumbled" had been crumbled feta.
    "crumbled", "shredded", "grated", "minced",
  ]

  /// What leaving `word` out of a search costs: more for a word few names have.
  func dropCost(_ word: String) -> Double {
    // "a whole naan", "a cola all to myself": generic words say little about the food.
    if FoodVocabulary.genericWords.contains(word) { return 0.5 }
    guard let vocabulary else { return Self.droppedWordCost }
    let foods = vocabulary.lookup(word).flatMap { vocabulary.frequency(of: $0)?.foods } ?? 0
    let rarity = foods <= 1 ? 1 : 1 - log(Double(foods)) / log(Self.namedFoods)
    return 1 + 4 * rarity
  }

  /// What the words left out of a search cost for `candidate`: full price, or a quarter
  /// when its name has a broader word for one ("Soup, pho, with meat" for "beef").
  static func droppedCost(
    _ dropped: [(cost: Double, broader: StemSet)], in candidate: FoodIndex.Candidate
  ) -> Double {
    guard !dropped.isEmpty else { return 0 }
    let name = candidate.stems.ids
    return dropped.reduce(0) { total, entry in
      let covered = name.contains(where: entry.broader.contains)
      return total + (covered ? entry.cost / 4 : entry.cost)
    }
  }

  /// The stem of USDA's "half" rows ("1 half" of a canned pear or a dried apricot).
  static let halfStem = WordStem.of("half")
  /// The stem of FNDDS's "1 fruit" rows (a papaya, 330 g).
  static let fruitStem = WordStem.of("fruit")

  /// Stems of the containers a food is sold in, which a count of its pieces does not mean.
  static let containerStems = WordSet(
    [
      "bag", "package", "packet", "box", "container", "can", "bottle", "jar", "carton", "pouch",
      "tub",
    ]
    .map(WordStem.of))

  /// Words that say a food was bought ready-made.
  static let boughtWords: WordSet = [
    "store", "bought", "storebought", "commercial", "commercially", "packaged", "bakery",
  ]

  /// At most how many names a brand's own word is in ("mcmuffin" is in two).
  static let brandWordFoods = 8

  /// About how many foods the index names; the scale of `dropCost`'s rarity.
  static let namedFoods = 7169.0

  private func rank(_ queries: [Query], in index: FoodIndex) throws(FoodIndexError) -> [Ranked] {
    var best: [Int: Ranked] = [:]
    for query in queries where !query.required.isEmpty {
      let candidates = try index.search(allOf: query.required, limit: Self.candidateLimit)
      let brandWords =
        vocabulary.map { vocabulary in
          Set(
            (query.required + query.soft).filter { word in
              vocabulary.lookup(word).flatMap { vocabulary.frequency(of: $0)?.foods }
                .map { $0 <= Self.brandWordFoods } == true
            }.map(WordStem.of))
        } ?? []
      let stems = QueryStems(
        query, brandWords: brandWords, vocabulary: try index.stemVocabulary())
      best.reserveCapacity(best.count + candidates.count)
      for (position, candidate) in candidates.enumerated() {
        // A name without every required word is no candidate: its traits are not read.
        guard let required = stems.requiredIDs, required.allSatisfy(candidate.stems.contains),
          let score = Self.score(
            candidate, for: query, stems: stems, traits: candidate.categoryTraits,
            name: index.nameTraits(of: candidate))
        else { continue }
        // BM25 order breaks ties: shorter, closer names first.
        let total =
          score - query.penalty - Self.droppedCost(stems.droppedBroader, in: candidate)
          - Double(position) * 0.0001
        if let existing = best[candidate.id], existing.score >= total { continue }
        best[candidate.id] = Ranked(candidate: candidate, score: total, penalty: query.penalty)
      }
    }
    return best.values.sorted {
      $0.score > $1.score || ($0.score == $1.score && $0.candidate.id < $1.candidate.id)
    }
  }

  /// Among candidates close to the best, prefers those whose household measures can express
  /// the amount as given.
  private func reranked(
    _ ranked: [Ranked], for item: ParsedMealItem, in index: FoodIndex
  ) throws(FoodIndexError) -> [Ranked] {
    guard let top = ranked.first?.score else { return ranked }
    let topPenalty = ranked[0].penalty
    var result = ranked
    for position in result.indices.prefix(Self.portionCandidates)
    where result[position].score >= top - Self.portionMargin {
      let candidate = result[position].candidate
      let measures =
        candidate.portionCount > 0
        ? try index.measures(of: candidate.id) : []
      // "small onion rings": a name found only by leaving a word out ("Onions, raw") is no
      // better for having the size said ("1 small").
      result[position].score += Self.portionFit(
        item, measures, isDrink: PortionChooser.isDrink(candidate, measures),
        sizeCounts: result[position].penalty <= topPenalty)
    }
    return result.sorted {
      $0.score > $1.score || ($0.score == $1.score && $0.candidate.id < $1.candidate.id)
    }
  }

  /// How well a food's household measures fit the amount of `item`.
  static func portionFit(
    _ item: ParsedMealItem, _ measures: [PortionChooser.Measure], isDrink: Bool,
    sizeCounts: Bool = true
  ) -> Double {
    let measures = measures.filter { !$0.isGuideline }
    let words = Set(item.foodWords.map(WordStem.of))
    var fit = 0.0
    switch item.measure {
    case .household(let unit):
      let rows = PortionChooser.rows(of: unit, in: measures)
      if !rows.isEmpty { fit += 2.5 }
      // "a small bag of chips": a "small … bag" row, not an 8 oz bag.
      if let size = item.size, rows.contains(where: { $0.words.contains(size) }) { fit += 1 }
    case .volume, .ounces:
      // Without a volume measure a cup of a solid food would go by water density; worst when
      // the food has other measures, so its volume is known to be unlike water's.
      if measures.contains(where: { $0.volumeKind != nil }) {
        fit += 0.3
      } else if !isDrink {
        fit -= measures.isEmpty ? 0.5 : 1.5
      }
      let qualified = measures.contains { row in
        row.volumeKind != nil && !words.isDisjoint(with: row.words)
      }
      if qualified { fit += 0.5 }
    case nil:
      if let size = item.size {
        let sizeWords = size.split(separator: " ").map(String.init)
        // "a medium fries": a food sold in that size ("1 medium fast food order") over one
        // whose only portion is unsized.
        if sizeCounts, measures.contains(where: { row in sizeWords.allSatisfy(row.words.contains) })
        {
          fit += 2
        }
      } else if item.count != nil {
        let countable = measures.filter { row in
          !row.isUnspecified && row.volumeKind == nil && !row.isWeight
        }
        // "12 pita chips": several pieces are not several bags, so a food sold only by the
        // container ("Snacks, pita chips, salted": "bag") does not count them.
        let byContainer =
          (item.count ?? 1) >= 2
          && countable.allSatisfy { $0.has(Self.containerStems) }
        if !countable.isEmpty, !byContainer { fit += 0.5 }
        // "a mango": a row that counts a food of one word by its name ("1 mango", 210 g), by
        // its medium size or as one fruit ("half a papaya": FNDDS's "1 fruit", 330 g), over
        // one that counts it otherwise ("fruit without refuse", 336 g).
        if words.count == 1,
          countable.contains(where: {
            !words.isDisjoint(with: $0.words) || $0.words.contains("medium")
              || $0.words == [Self.fruitStem]
          })
        {
          fit += 0.5
        }
        // "8 dried apricot halves": a food weighed by the half counts them.
        if item.foodWords.contains("halves"),
          countable.contains(where: { $0.words == [Self.halfStem] })
        {
          fit += 1
        }
      } else if measures.contains(where: \.isUnspecified) {
        // No amount: the food's usual portion is the answer.
        fit += 0.5
      }
      if measures.isEmpty { fit -= 1 }
    case .mass:
      break
    }
    return fit
  }

  // MARK: Query

  /// The queries for an item: with synonyms applied, and in the person's own words.
  static func queries(for item: ParsedMealItem) -> [Query] {
    let needsPortions: Bool =
      switch item.measure {
      case .mass: false
      // "3 oz ham": ounces of a food that is no drink are a weight.
      case .ounces:
        item.container != nil
          || item.foodWords.contains(where: FoodVocabulary.drinkNouns.contains)
      case .volume, .household, nil: true
      }
    // "from burger king": a chain's words are also its name in USDA's ("BURGER KING, …"),
    // not only foods ("burger" had become only "hamburger", so no chain item was its own).
    var extraSoft: [String] = (item.modifiers + item.attached).flatMap { word in
      let read = words([word], synonyms: true).required
      return FoodVocabulary.chainNameWords.contains(word) && !read.contains(word)
        ? [word] + read : read
    }
    if case .household(let unit) = item.measure, unit == "can" { extraSoft.append("canned") }
    // "3 fried wings she made from scratch": no name says "homemade", but ranking reads it.
    if item.modifiers.contains("homemade"), !extraSoft.contains("homemade") {
      extraSoft.append("homemade")
    }
    // "a bottle of iced tea", "20 oz bottle of sweet tea": the bottled drink.
    if case .household("bottle") = item.measure { extraSoft.append("bottled") }
    if item.container == "bottle" { extraSoft.append("bottled") }
    // "2 glasses of lemonade made from powder": a drink made up from its powder, not glasses
    // of the dry powder (436 g, 1,639 kcal).
    let drunk: Bool =
      switch item.measure {
      case .volume, .ounces: true
      case .household(let unit): QuantityWords.drinkContainers.contains(unit)
      case .mass, nil: false
      }
    if drunk,
      (item.foodWords + item.modifiers + item.attached).contains(where: {
        ["powder", "powdered", "mix"].contains($0)
      })
    {
      extraSoft.append("prepared")
    }
    // "a 3 oz pack of chicken ramen", "instant ramen": the dry noodle block, sold with its
    // seasoning, not a ramen shop's bowl.
    let container: String? =
      if case .household(let unit) = item.measure { unit } else { item.container }
    if item.foodWords.contains("ramen"),
      item.foodWords.contains("instant") || item.modifiers.contains("instant")
        || container.map({ containerStems.contains(WordStem.of($0)) }) == true
    {
      extraSoft += ["noodle", "dry"]
    }
    // "2 slices of ham", "3 oz of sliced turkey": cold cuts, not a canned ham or a roast.
    // Not "2 thick slices of roast beef", carved from a roast.
    let slicedMeat =
      item.foodWords.last.map(FoodVocabulary.deliMeats.contains) ?? false
      && (item.foodWords.contains("sliced")
        || { if case .household("slice") = item.measure { true } else { false } }())
      && item.size != "thick"
    if slicedMeat { extraSoft += ["prepackaged", "deli", "luncheon"] }
    // "a hot dog at the ballpark": on a bun unless bread is said. FNDDS has each hot dog
    // "on white bread" and "on white bun", which had tied, and the bread (87 g) won by its
    // number.
    // "2 hot dogs cut up in it": the franks, in the mac and cheese, not sandwiches.
    let cutUpDogs =
      item.foodWords.contains { $0 == "dog" || $0 == "dogs" }
      && item.foodWords.contains(where: ["cut", "sliced", "chopped", "diced"].contains)
    if item.foodWords.contains("dog"), !item.foodWords.contains("bread"),
      !item.excluded.contains(where: { $0.hasPrefix("bun") }), !cutUpDogs
    {
      extraSoft.append("bun")
    }
    // "a hamburger with a large patty": USDA names some sizes ("…, 1 large patty").
    // Not "snack", which would ask for USDA's "Snacks, …" names.
    // Not a pizza's size when its crust is said ("4 slices of a medium thin crust"): the
    // pie's, not FNDDS's "medium crust".
    if case .household? = item.measure, let size = item.size, !size.contains(" "),
      size != "snack",
      !(item.foodWords.contains("crust")
        && item.foodWords.contains(where: QuantityWords.shapeSizes.contains))
    {
      extraSoft.append(size)
    }
    // "40g dry oats cooked in water": the weight is of the dry food, whatever was done to it.
    let weighedDry =
      !Set(item.foodWords).isDisjoint(with: ["dry", "uncooked"])
      && { if case .mass = item.measure { true } else { false } }()
    var foodWords = withCacaoRange(item.foodWords)
    // "2 scoops of vanilla": a flavour by the scoop is ice cream of it (had been gelato).
    if case .household("scoop") = item.measure, foodWords.count == 1,
      ["vanilla", "chocolate", "strawberry"].contains(foodWords[0])
    {
      foodWords += ["ice", "cream"]
    }
    var variants = [words(foodWords, synonyms: true)]
    let literal = words(foodWords, synonyms: false)
    if literal != variants[0] { variants.append(literal) }
    let named = variants.count
    // "a strawberry yogurt" is FNDDS's "Yogurt, …, fruit" as much as a Greek strawberry one:
    // a fruit said of another food may be named by its class (a peach is still a peach).
    for (position, word) in variants[0].required.enumerated()
    where position < variants[0].required.count - 1
      && FoodVocabulary.broaderWords[word] == ["fruit"]
    {
      var broader = variants[0]
      broader.required[position] = "fruit"
      variants.append(broader)
    }
    // "applesauce no sugar added": where USDA has no such product, its unsweetened one (the
    // phrase had outweighed the food: a no-sugar-added popsicle, refused).
    if let start = variants[0].required.firstIndex(of: "no"),
      variants[0].required[start...].starts(with: ["no", "sugar", "added"])
    {
      var unsweetened = variants[0]
      unsweetened.required.replaceSubrange(start..<(start + 3), with: ["unsweetened"])
      variants.append(unsweetened)
    }
    // "fat free greek yogurt": USDA says "nonfat" of some foods and "fat free" of others (it
    // had been the low fat one, "free" left out).
    if let fat = variants[0].required.firstIndex(of: "fat"),
      variants[0].required[(fat + 1)...].first == "free"
    {
      var nonfat = variants[0]
      nonfat.required.replaceSubrange(fat...(fat + 1), with: ["nonfat"])
      variants.append(nonfat)
    }
    // "turkey gravy" is the gravy: when the whole phrase is a name people use, reading its
    // words one by one ("Turkey with gravy") is further from what was meant.
    let literalPenalty =
      FoodVocabulary.synonyms.contains(item.foodWords.joined(separator: " ")) ? 2.0 : 1.0
    var excluded = Set(item.excluded.map(WordStem.of))
    if cutUpDogs { excluded.formUnion(breadStems) }
    if !excluded.isDisjoint(with: breadStems) { excluded.formUnion(breadStems) }
    let cookedIn = Set(
      (item.attached + item.modifiers).map(WordStem.of).filter(addedFatStems.contains))
    return variants.enumerated().map { position, words in
      var required = words.required
      var soft = words.soft + extraSoft
      // "a whole naan", "a regular size ham": words that describe any food only steer.
      if required.contains(where: { !FoodVocabulary.weakWords.contains($0) }) {
        soft += required.filter { FoodVocabulary.weakWords.contains($0) }
        required.removeAll { FoodVocabulary.weakWords.contains($0) }
      }
      // "20 oz bottle of sweet black iced tea": USDA's brewed iced tea is unsweetened; the
      // sweet one is the bottled kind, wherever "sweet" is said.
      if required.contains("iced"), required.contains("brewed"),
        required.contains(where: { $0 == "sweet" || $0 == "sweetened" })
      {
        required = required.compactMap {
          $0 == "brewed" ? "bottled" : $0 == "sweet" || $0 == "sweetened" ? nil : $0
        }
      }
      // "a cup of whole strawberries": a fruit said whole is the fruit, not a whole-milk drink
      // of it ("Strawberry milk, whole", 248 g).
      if required.contains("whole"),
        required.contains(where: { fruitStems.contains(WordStem.of($0)) })
      {
        soft.append("whole")
        required.removeAll { $0 == "whole" }
      }
      // "1 cup of cheerios dry": a ready-to-eat cereal eaten without milk, not a hot one
      // weighed uncooked (had been dry Malt-O-Meal, 187 g, and dry cream of rice).
      if required.contains("cereal"), required.contains("dry"),
        required.allSatisfy({ !Self.cookedCerealWords.contains($0) })
      {
        soft.append("dry")
        required.removeAll { $0 == "dry" }
      }
      // USDA names sandwiches "on white", "on wheat bun": the bread is implied.
      if !Set(required).isDisjoint(with: FoodVocabulary.sandwichWords) {
        soft += required.filter { FoodVocabulary.impliedBreadWords.contains($0) }
        required.removeAll { FoodVocabulary.impliedBreadWords.contains($0) }
      }
      // "2 chili dogs without buns": a sandwich word a synonym brought is no bread said
      // ("Chili hot dog, no bun", not the sandwich on white bread).
      if !excluded.isDisjoint(with: breadStems), required.contains("sandwich"), required.count > 1 {
        required.removeAll { $0 == "sandwich" }
      }
      // By stem, so "3 pizzas" are the usual pizza as "a pizza" is.
      let requiredStems = Set(required.map(WordStem.of))
      for (food, usual) in usualKindsByStem
      where requiredStems.contains(food)
        && !usual.kindWords.contains(where: { required.contains($0) || soft.contains($0) })
      {
        // "a slice of pizza": the kind most people mean, unless they name one.
        soft += usual.words.filter { !required.contains($0) }
      }
      if required.isEmpty {
        required = soft
        soft = []
      }
      return Query(
        required: unique(required), soft: unique(soft).filter { !required.contains($0) },
        cooking: weighedDry ? nil : item.cooking, needsPortions: needsPortions,
        penalty: position == 0 ? 0 : position < named ? literalPenalty : 1.5,
        excluded: excluded.subtracting(required.map(WordStem.of)),
        cookedIn: cookedIn.subtracting(required.map(WordStem.of)))
    }
  }

  /// Words of a cereal cooked or mixed before eating, which "dry" says was weighed uncooked.
  private static let cookedCerealWords: WordSet = [
    "cream", "oatmeal", "grits", "farina", "hot", "instant", "porridge", "baby", "infant",
    "toddler", "babyfood",
  ]

  /// "72% dark chocolate": USDA names dark chocolate by ranges of cacao solids ("Chocolate,
  /// dark, 70-85% cacao solids"), so a percentage in one is the range's two numbers.
  static func withCacaoRange(_ words: [String]) -> [String] {
    guard words.contains(where: { ["chocolate", "cacao", "cocoa"].contains($0) }) else {
      return words
    }
    return words.flatMap { word -> [String] in
      guard word.hasSuffix("%"), let percent = Int(word.dropLast()),
        let range = FoodVocabulary.cacaoRanges.first(where: { $0.contains(percent) })
      else { return [word] }
      return [String(range.lowerBound), String(range.upperBound)]
    }
  }

  /// Stems of the bread a food is served in, and of the sandwich it then is: "a hot dog, no
  /// bun" is the hot dog, not "Hot dog sandwich, …".
  private static let breadStems = Set(["bun", "bread", "roll", "sandwich"].map(WordStem.of))

  /// FNDDS's "fat added" part, stemmed.
  static let fatAddedStems = ["fat", "added"].map(WordStem.of)

  /// Dishes wrapped around, or served over, their fillings.
  static let wrappedDishes: WordSet = [
    "burrito", "burritos", "bowl", "bowls", "taco", "tacos", "quesadilla", "quesadillas",
    "wrap", "wraps", "enchilada", "enchiladas", "tostada", "tostadas", "sub", "subs",
  ]
  /// What a burrito, bowl, taco or sub usually holds.
  static let usualFillings: WordSet = [
    "rice", "beans", "bean", "cheese", "lettuce", "tomato", "tomatoes", "onion", "onions",
    "peppers", "pepper", "salsa", "pico", "corn", "sour", "cream",
  ]

  /// Whether `item` is one of the usual fillings said with no amount ("rice", "sour cream").
  static func isFilling(_ item: ParsedMealItem) -> Bool {
    item.count == nil && item.measure == nil && !item.foodWords.isEmpty
      && item.foodWords.allSatisfy(usualFillings.contains)
  }

  /// Fats a food is cooked in, which FNDDS writes as "fat added" (and their absence as "no
  /// added fat").
  static let addedFatStems = WordSet(
    ["oil", "butter", "fat", "margarine", "ghee", "lard", "spray", "grease", "drippings"].map(
      WordStem.of))

  private static func words(
    _ words: [String], synonyms: Bool
  ) -> (required: [String], soft: [String]) {
    // "1 cup flour": alone, the word names what recipes mean by it.
    if synonyms, words.count == 1, let alone = FoodVocabulary.aloneMeaning[words[0]] {
      return (alone, [])
    }
    var required: [String] = []
    var soft: [String] = []
    var index = 0
    while index < words.count {
      var replaced = false
      if synonyms {
        // Five words: "sausage egg and cheese biscuit" is a food of its own.
        for length in stride(from: min(5, words.count - index), through: 1, by: -1) {
          let phrase = words[index..<(index + length)].joined(separator: " ")
          // "2 burgers" are burgers as "a burger" is: a plural takes its singular's synonym.
          if let replacement = FoodVocabulary.synonyms[phrase]
            ?? (phrase.hasSuffix("s") ? FoodVocabulary.synonyms[String(phrase.dropLast())] : nil)
          {
            required += replacement
            index += length
            replaced = true
            break
          }
        }
      }
      if replaced { continue }
      let word = words[index].filter { $0 != "%" }
      if FoodVocabulary.formWords.contains(word) {
        soft.append(word)
      } else if !word.isEmpty {
        required.append(word)
      }
      index += 1
    }
    return (required, soft)
  }

  private static func unique(_ words: [String]) -> [String] {
    var seen: Set<String> = []
    return words.filter { seen.insert($0).inserted }
  }

  static func subsets(of words: [String], size: Int) -> [[String]] {
    guard size > 0 else { return [] }
    if size >= words.count { return [words] }
    // Long descriptions: drop from the front, where adjectives are, rather than trying
    // every combination.
    if words.count > 6 { return [Array(words.suffix(size))] }
    var result: [[String]] = []
    func extend(_ start: Int, _ chosen: [String]) {
      if chosen.count == size {
        result.append(chosen)
        return
      }
      guard start < words.count else { return }
      for index in start..<words.count {
        extend(index + 1, chosen + [words[index]])
      }
    }
    extend(0, [])
    return result
  }

  // MARK: Ranking

  /// Stems of the fruits `FoodVocabulary.broaderWords` knows.
  private static let fruitStems = Set(
    FoodVocabulary.broaderWords.filter { $0.value == ["fruit"] }.keys.map(WordStem.of))
  static let preparationStems = WordSet(FoodVocabulary.preparationWords.map(WordStem.of))
  /// `FoodVocabulary.usualKinds` by the stem of the food word.
  private static let usualKindsByStem = Dictionary(
    FoodVocabulary.usualKinds.map { (WordStem.of($0.key), $0.value) },
    uniquingKeysWith: { first, _ in first })
  static let neutralStems = WordSet(FoodVocabulary.neutralNameWords.map(WordStem.of))
  static let classStems = WordSet(FoodVocabulary.classWords.map(WordStem.of))
  /// The neutral phrases a part can end in ("on white bun"), longest first.
  static let neutralTails = neutralPhrases.filter { $0.first == "on" }.sorted {
    $0.count > $1.count
  }
  /// `FoodVocabulary.neutralNamePhrases` stemmed.
  static let neutralPhrases = FoodVocabulary.neutralNamePhrases.map(WordStem.words(in:))
  private static let cookingStems = FoodVocabulary.cookingMatches.mapValues { tiers in
    tiers.map { Set($0.map(WordStem.of)) }
  }
  private static let fatFreeMethods: WordSet = [
    "steamed", "boiled", "poached", "baked", "grilled", "roasted", "broiled", "cooked",
    "hard boiled",
  ]

  /// What a USDA category alone says about its foods, read once per category rather than
  /// once per candidate: ranking scores hundreds of candidates from a few dozen categories.
  struct CategoryTraits: Hashable, Sendable {
    /// Meat, fish, grains, legumes: eaten cooked unless the person says otherwise.
    var usuallyCooked: Bool
    /// Beverages, juices, milk, coffee and tea, alcoholic drinks, smoothies and shakes.
    var isDrink: Bool
    /// Baby food.
    var isBaby: Bool
    /// Restaurant or fast-food dishes.
    var isRestaurant: Bool
    /// American Indian/Alaska Native foods.
    var isAmericanIndian: Bool

    /// The traits of the category named `category`.
    init(category: String) {
      let category = category.lowercased()
      usuallyCooked = FoodVocabulary.usuallyCookedCategoryWords.contains {
        WordStem.text(category, contains: $0)
      }
      isBaby = WordStem.text(category, contains: "baby")
      isRestaurant =
        WordStem.text(category, contains: "restaurant")
        || WordStem.text(category, contains: "fast food")
      isAmericanIndian = WordStem.text(category, contains: "american indian")
      isDrink = Self.drinkWords.contains { WordStem.text(category, contains: $0) }
    }

    private static let drinkWords = [
      "beverage", "juice", "milk", "coffee", "tea", "beer", "wine", "liquor", "soft drink",
      "drinks", "water", "smoothie", "shake", "cocktail",
    ]
  }

  /// What ranking reads of a food's name whatever the query, read once per name by the
  /// open index that found it (`FoodIndex.nameTraits(of:)`) rather than once per query that
  /// finds it: a meal's queries and `serve`'s next analyses find the same names again.
  struct NameTraits: Sendable {
    /// How ranking treats one comma-separated part of a name.
    enum Part: Hashable, Sendable {
      /// "NS as to …": FNDDS leaving a detail open, a small plus.
      case leftOpen
      /// A part that only restates the usual case (`FoodVocabulary.neutralNamePhrases`).
      case neutral
      /// Words the person may or may not have said.
      case words
    }

    /// FNDDS's "no added fat" part (steamed and boiled vegetables).
    let noAddedFat: Bool
    /// The words before the name's first "with", and how many there are.
    let mainWords: [UInt16]
    let mainCount: Int
    /// Its cooking and preparation words.
    let preparation: [UInt16]
    /// Whether it says raw or uncooked.
    let isRaw: Bool
    /// Whether it says the food was cooked from raw ("…, from raw"), as at home.
    let isFromRaw: Bool
    /// Whether it has a preparation word other than raw or uncooked.
    let isPrepared: Bool
    /// Collards, okra and the greens of turnips, mustard and the like, which are eaten cooked
    /// though their category is the vegetables' ("1 cup collards": 135 g cooked, not 36 g raw).
    let isCookedVegetable: Bool
    /// How usual its cooking method is for a food eaten cooked (`methodPreference`).
    let methodPreference: Double
    /// The part that says what the food is: the second after a class ("Nuts, almonds").
    let headPosition: Int
    /// How each part is read.
    let parts: [Part]
    /// Where each part's scored words end, when a part ends in a neutral phrase of its own
    /// ("Steak sandwich or sub on white"); `nil` for the usual name without one.
    let scoredEnds: [Int]?
    /// Whether it says NFS.
    let isNFS: Bool
    /// SR's "commercially prepared" (pies, cakes, breads bought ready-made).
    let isCommerciallyPrepared: Bool
    /// Words of its "no …", "without …" and "… not …" parts.
    let negated: [UInt16]
    /// What its "no …" and "without …" parts rule out (FNDDS's "no added fat" rules out
    /// nothing a person names).
    let ruledOut: [[UInt16]]

    /// The traits of `name`. Every word is an id of the name's vocabulary, whose
    /// `RankingStems` say which ids are the words asked about.
    init(_ name: StemmedName) {
      let stems = name.vocabulary.ranking
      let segments = name.parts
      let words = name.ids
      // Read for every name a search finds, so the usual name (no "with", no "no …" part)
      // takes the short ways.
      func isNoAddedFat(_ segment: [UInt16]) -> Bool {
        segment.count == 3 && segment[0] == stems.no && segment[1] == stems.added
          && segment[2] == stems.fat
      }
      noAddedFat = segments.contains(where: isNoAddedFat)
      var hasWith = false
      var hasMoist = false
      var hasNFS = false
      var hasNegation = false
      for word in words {
        if word == stems.with { hasWith = true }
        if word == stems.moist { hasMoist = true }
        if word == stems.nfs { hasNFS = true }
        if word == stems.no || word == stems.without || word == stems.not { hasNegation = true }
      }
      if hasWith {
        var main: [UInt16] = []
        before: for segment in segments {
          for word in segment {
            if word == stems.with { break before }
            main.append(word)
          }
        }
        mainWords = Self.unique(main)
        mainCount = main.count
      } else {
        mainWords = words
        mainCount = segments.reduce(0) { $0 + $1.count }
      }
      var preparation = words.filter(stems.preparation.contains)
      // FNDDS's "Chicken wing, fried, coated, from raw" says what the wing was fried from at
      // home, not that it is eaten raw.
      isFromRaw =
        preparation.contains(stems.raw)
        && segments.contains(where: { $0.count == 2 && $0[0] == stems.from && $0[1] == stems.raw })
      if isFromRaw { preparation.removeAll { $0 == stems.raw } }
      self.preparation = preparation
      isRaw = preparation.contains(stems.raw) || preparation.contains(stems.uncooked)
      isPrepared = preparation.contains { $0 != stems.raw && $0 != stems.uncooked }
      isCookedVegetable =
        segments.first.map { head in
          head.first.map { $0 == stems.collards || $0 == stems.okra } == true
            || head.count <= 2 && head.last == stems.greens
        } ?? false
      // Every cooking method it weighs is a preparation word but "moist" (of "moist heat").
      methodPreference = FoodMatcher.methodPreference(hasMoist ? words : preparation, stems)
      let headIsClass = segments.first.map {
        !$0.isEmpty && $0.allSatisfy(stems.classes.contains)
      }
      let parts = segments.map { segment -> Part in
        guard let first = segment.first else { return .words }
        if (first == stems.n || first == stems.ns) && segment.count >= 3
          && segment[1] == stems.asWord && segment[2] == stems.to
        {
          return .leftOpen
        }
        return stems.neutralPhraseStarts.contains(first) && stems.neutralPhrases.contains(segment)
          ? .neutral : .words
      }
      self.parts = parts
      // A sandwich's usual bread ends its name's first part as often as it is a part.
      var scoredEnds: [Int]?
      for (position, segment) in segments.enumerated() where parts[position] == .words {
        // Read for every name found: most parts have no "on" two or three words from the end.
        let count = segment.count
        guard count >= 3, segment[count - 2] == stems.on || segment[count - 3] == stems.on else {
          continue
        }
        guard
          let tail = stems.neutralTails.first(where: {
            segment.count > $0.count && segment.suffix($0.count).elementsEqual($0)
          })
        else { continue }
        if scoredEnds == nil { scoredEnds = segments.map(\.count) }
        scoredEnds?[position] = segment.count - tail.count
      }
      self.scoredEnds = scoredEnds
      // "Chicken, NS as to part" is chicken of any part: the class is what it names.
      headPosition =
        headIsClass == true && segments.count > 1 && parts[1] != .leftOpen ? 1 : 0
      isNFS = hasNFS
      isCommerciallyPrepared = words.contains(stems.commercially)
      if hasNegation {
        // "no sugar added" is a kind of product a person names as USDA does, not a negation.
        func isNoSugarAdded(_ segment: [UInt16]) -> Bool {
          segment.count == 3 && segment[0] == stems.no && segment[1] == stems.sugar
        }
        negated = Self.unique(
          segments.filter {
            ($0.first == stems.no || $0.first == stems.without || $0.contains(stems.not))
              && !isNoSugarAdded($0)
          }.joined())
        ruledOut = segments.filter {
          ($0.first == stems.no || $0.first == stems.without) && !isNoAddedFat($0)
            && !isNoSugarAdded($0)
        }.map { Array($0.dropFirst()) }
      } else {
        negated = []
        ruledOut = []
      }
    }

    /// `ids` without repeats, in order.
    private static func unique(_ ids: some Sequence<UInt16>) -> [UInt16] {
      var unique: [UInt16] = []
      for id in ids where !unique.contains(id) { unique.append(id) }
      return unique
    }
  }

  /// The stems of a query's words, made once per query rather than once per candidate: as ids
  /// of the index's vocabulary, which every candidate's words are (a stem no name has is left
  /// out of these sets, since no name's word can be it), and as strings only where a name's
  /// own text is read (its brand).
  struct QueryStems: Sendable {
    /// The ids of the required words, or `nil` when one is in no name (no name has them all).
    var requiredIDs: [UInt16]?
    /// The required words.
    var required: StemSet
    /// The optional words.
    var soft: StemSet
    var requiredOrSoft: StemSet
    /// The required and optional words as strings, which a name's brand is read against.
    var wordsSaid: Set<String>
    /// The words said that only a few names have ("mcmuffin", not "cereal"): a brand's own
    /// words, which ranking finds, knowing the vocabulary; as strings and as ids.
    var brandWords: Set<String>
    var brand: StemSet
    /// Every word a name may have without being penalized for it: the required, optional and
    /// broader words ("meat" for "beef").
    var explained: StemSet
    /// Every word the person said (left out of this search or not) and their broader words:
    /// what a name's "no …" or "without …" part must not rule out.
    var said: StemSet
    /// `Query.excluded`.
    var excluded: StemSet
    /// `Query.cookedIn`.
    var cookedIn: StemSet
    /// The name words of the cooking asked for, best tier first, and every one of them with
    /// "cooked": what a name may say of its preparation without contradicting it.
    var cookingTiers: [StemSet]?
    var cookingAllowed: StemSet
    /// Neighbouring pairs of the required words, in the person's order, both in some name.
    var phrases: [[UInt16]]
    /// Each optional word with the broader words for it alone: "Pasta with cream sauce and
    /// meat" says more of "alfredo with chicken" than the plain sauce does.
    var softBroader: [(word: UInt16, broader: StemSet)]
    /// `Query.dropped` in its order, each word's cost with the stems of its broader words.
    var droppedBroader: [(cost: Double, broader: StemSet)]
    /// Whether the optional words, or the words excluded, have a fat a food is cooked in.
    var softHasAddedFat: Bool
    var excludesAddedFat: Bool
    /// Whether the optional words say "restaurant".
    var softSaysRestaurant: Bool
    /// Whether the person names a food only USDA's American Indian and Alaska Native rows
    /// have, or the people whose food it is ("roast mutton", "navajo", "wild plums").
    var saysAmericanIndianFood: Bool

    /// The stems of `query`'s words, as ids in `vocabulary`.
    init(_ query: Query, brandWords: Set<String>, vocabulary: StemVocabulary) {
      let required = Set(query.required.map(WordStem.of))
      let soft = Set(query.soft.map(WordStem.of))
      let broader = (query.required + query.soft).flatMap {
        FoodVocabulary.broaderWords[$0] ?? []
      }.map(WordStem.of)
      let ids = required.map { vocabulary.id(of: $0) }
      requiredIDs = ids.contains(nil) ? nil : ids.compactMap { $0 }
      self.required = vocabulary.set(required)
      self.soft = vocabulary.set(soft)
      wordsSaid = required.union(soft)
      requiredOrSoft = vocabulary.set(wordsSaid)
      self.brandWords = brandWords
      brand = vocabulary.set(brandWords)
      explained = vocabulary.set(wordsSaid.union(broader))
      said = vocabulary.set(
        (query.required + query.soft + query.dropped.keys).flatMap { word in
          [WordStem.of(word)] + (FoodVocabulary.broaderWords[word] ?? []).map(WordStem.of)
        })
      excluded = vocabulary.set(query.excluded)
      cookedIn = vocabulary.set(query.cookedIn)
      let tiers = query.cooking.flatMap { FoodMatcher.cookingStems[$0] }
      cookingTiers = tiers?.map { vocabulary.set($0) }
      cookingAllowed = vocabulary.set(
        (tiers ?? []).reduce(into: Set(["cooked"])) { $0.formUnion($1) })
      let stems = (query.said.isEmpty ? query.required : query.said).map(WordStem.of)
      phrases = zip(stems, stems.dropFirst()).compactMap { first, second in
        guard let first = vocabulary.id(of: first), let second = vocabulary.id(of: second)
        else { return nil }
        return [first, second]
      }
      softBroader = Dictionary(
        query.soft.compactMap { word in
          FoodVocabulary.broaderWords[word].map {
            (WordStem.of(word), Set($0.map(WordStem.of)).subtracting(required))
          }
        }, uniquingKeysWith: { $0.union($1) }
      ).map { word, broader in
        (vocabulary.id(of: word) ?? RankingStems.absent, vocabulary.set(broader))
      }
      droppedBroader = query.dropped.map { word, cost in
        (cost, vocabulary.set((FoodVocabulary.broaderWords[word] ?? []).map(WordStem.of)))
      }
      softHasAddedFat = !soft.isDisjoint(with: FoodMatcher.addedFatStems)
      excludesAddedFat = !query.excluded.isDisjoint(with: FoodMatcher.addedFatStems)
      softSaysRestaurant = soft.contains("restaurant")
      saysAmericanIndianFood = !wordsSaid.isDisjoint(with: FoodMatcher.americanIndianStems)
    }
  }

  /// How well `candidate` fits `query`, given the query's stems, the candidate category's
  /// traits and its name's; `nil` when its name lacks a required word.
  static func score(
    _ candidate: FoodIndex.Candidate, for query: Query, stems: QueryStems,
    traits: CategoryTraits, name: NameTraits
  ) -> Double? {
    let stemmed = candidate.stems
    let segments = stemmed.parts
    let nameWords = stemmed.ids
    let words = stemmed.vocabulary.ranking
    guard let required = stems.requiredIDs, required.allSatisfy(stemmed.contains) else {
      return nil
    }
    var score = 0.0
    var explained = Explained(stems.explained)
    // "an egg mcmuffin", "mcdonalds hash brown": a product's brand, or its maker, named
    // says whose product it is, so the name's first part (the chain or maker, "McDONALD'S")
    // is said with it, and it is no restaurant dish the person did not ask for. A generic
    // word in a maker's name ("TACO BELL" for "taco") says neither.
    // The maker's words, without the "s" of a possessive ("McDONALD'S" is "mcdonald s"); read
    // for brands only, as this runs for every candidate of every query.
    let makerWords =
      stemmed.isBrand
      ? segments.first?.filter { stemmed.vocabulary.length(of: $0) > 1 } ?? [] : []
    let makerSaid =
      stemmed.isBrand
      && (!makerWords.isEmpty && makerWords.allSatisfy(stems.requiredOrSoft.contains)
        || !stems.brandWords.isEmpty
          && candidate.name.firstIndex(of: ",").map {
            namesBrand(String(candidate.name[$0...]), saying: stems.brandWords)
          } == true)
    if makerSaid, let maker = segments.first { explained.extra += maker }
    // "snickers": a brand's own word names the product, its maker's parts and the form
    // after it ("Candies, MARS SNACKFOOD US, SNICKERS Bar").
    if makerSaid, !stems.brandWords.isEmpty,
      let brand = segments.firstIndex(where: { $0.contains(where: stems.brand.contains) })
    {
      for segment in segments[...brand] { explained.extra += segment }
    }
    // "fritos", "a clif bar": FNDDS writes a product as its kind with the brand in brackets
    // ("Corn chips, plain (Fritos)"), so naming the brand names the kind.
    if let brand = Self.bracketedBrand(in: candidate.name),
      brand.isSubset(of: stems.wordsSaid)
    {
      explained.all = true
      score += 1
    }
    let noAddedFat = name.noAddedFat
    // "tomato sauce" is not "Shrimp and noodles with tomato sauce": when every word asked
    // for comes after the name's "with", the food is something else served with it.
    if name.mainCount < nameWords.count, !query.required.isEmpty,
      !name.mainWords.contains(where: stems.required.contains)
    {
      score -= 2
    }

    // Cooking: the form asked for, or the usual form of this kind of food.
    let preparation = name.preparation
    if let cooking = query.cooking, let tiers = stems.cookingTiers {
      explained.extra.append(words.cooked)
      explained.extra += preparation
      // "6 fried chicken wings": fried chicken is coated, as FNDDS's fried wings say, so
      // the coated one says more of it than "Chicken wing, sauteed".
      if cooking == "fried", nameWords.contains(words.coated) {
        explained.extra.append(words.coated)
        score += 1.5
      }
      let conflicting = !preparation.allSatisfy(stems.cookingAllowed.contains)
      var tierScore: Double? = tiers.firstIndex { nameWords.contains(where: $0.contains) }.map {
        Double(3 - $0)
      }
      if noAddedFat && !conflicting && ["steamed", "boiled", "poached"].contains(cooking) {
        // FNDDS writes steamed and boiled vegetables as "cooked, no added fat".
        tierScore = max(tierScore ?? 0, 2)
      }
      if tierScore == nil && preparation.isEmpty && cooking == "cooked"
        && candidate.source == "fndds"
      {
        // FNDDS describes foods as eaten: "Lentils, NFS" is cooked lentils.
        tierScore = 3
      }
      if let tierScore {
        score += tierScore
        if conflicting { score -= 2 }
        if noAddedFat && fatFreeMethods.contains(cooking) { score += 1.2 }
      } else if !preparation.isEmpty {
        score -= 3
      }
    } else {
      let usuallyCooked = traits.usuallyCooked || name.isCookedVegetable
      let raw = name.isRaw
      var cooked = name.isPrepared
      // FNDDS describes foods as eaten, so its meat without a cooking word is cooked meat.
      if candidate.source == "fndds" && !raw { cooked = true }
      if usuallyCooked {
        if raw { score -= 2 }
        if cooked { score += name.methodPreference }
        // Only a little: with nothing said of fat, FNDDS's "NS as to fat" is the food.
        if noAddedFat { score += 0.2 }
      } else {
        if raw { score += 0.5 }
        if name.isPrepared { score -= 1.5 }
      }
      explained.extra += preparation
    }

    // Words the person did not say cost more in the head of the name than further on. After
    // a class ("Nuts, almonds", "Soft drink, cola") the next part is the head.
    let headPosition = name.headPosition
    // More words than the dish's name: what is in it ("cheese calzone").
    let namesFilling = (stems.requiredIDs?.count ?? 0) >= 2
    var headSaid = true
    for (position, segment) in segments.enumerated() {
      switch name.parts[position] {
      case .leftOpen:
        score += 0.5
        continue
      case .neutral:
        continue
      case .words:
        break
      }
      // "Macaroni or noodles": naming one alternative names the other.
      var covered = explained
      for (offset, word) in segment.enumerated() where word == words.or && offset > 0 {
        if offset + 1 < segment.count,
          explained.contains(segment[offset - 1]) || explained.contains(segment[offset + 1])
        {
          covered.extra += [segment[offset - 1], segment[offset + 1]]
        }
      }
      // "nonfat greek yogurt" is FNDDS's "Yogurt, Greek, nonfat milk, plain": the milk of a
      // fat level said is what that food is made of (the unsaid "milk" had put SR's vanilla
      // one first).
      if position > 0, let milk = segment.firstIndex(of: words.milk), milk > 0,
        covered.contains(segment[milk - 1])
      {
        covered.extra.append(words.milk)
      }
      let end = name.scoredEnds?[position] ?? segment.count
      for word in segment[..<end] where !covered.contains(word) && !words.neutral.contains(word) {
        if position == headPosition {
          score -= 1.5
          headSaid = false
        } else if position == 0 {
          // "Soup, pho": the class is implied by the dish, but a soup the person did not
          // ask for ("Soup, beef" for roast beef) is another food.
          score -= word == words.soup ? 1.5 : 0.3
        } else {
          // "…, 1 medium patty" over "…, 1 large patty": with no size said, the middle one.
          score -= word == words.medium ? 0.5 : 1
        }
        // "a cheese calzone": a meatless dish the person named a filling of ("Calzone, with
        // cheese, meatless") contradicts only a person who said a meat; a plain "lasagna"
        // is still the one with meat.
        if words.contradicting.contains(word),
          word != words.meatless || words.meats.contains(where: stems.said.contains)
            || !namesFilling
        {
          score -= 3
        }
      }
      // "chicken tacos" are not "Taco or tostada salad with chicken": a salad named after a
      // food the person said is a salad, which they would have said.
      if position == headPosition, !covered.contains(words.salad),
        let salad = segment.firstIndex(of: words.salad),
        segment[..<salad].contains(where: stems.required.contains)
      {
        score -= 2
      }
      // "2 cups of beef stew" is the dish ("Stew, beef"), not "Beef, stew meat", the raw cut
      // sold for stewing (785 kcal and no carbohydrate for two cups of leftover stew).
      if stems.required.contains(words.stew), !stems.required.contains(words.meat),
        let stew = segment.firstIndex(of: words.stew), stew + 1 < segment.count,
        segment[stew + 1] == words.meat
      {
        score -= 3
      }
      // "an egg and cheese sandwich on white" is on white bread: FNDDS's "Egg white sandwich"
      // needs "egg white" said in a row (the two had tied, and the egg white one came first).
      if position == headPosition, stems.required.contains(words.white),
        zip(segment, segment.dropFirst()).contains(where: {
          $0 == words.egg && $1 == words.white
        }), !stems.phrases.contains([words.egg, words.white])
      {
        score -= 1
      }
    }
    if headPosition < segments.count,
      !segments[headPosition].contains(where: stems.required.contains)
    {
      score -= 1
      headSaid = false
    }
    // "Caesar salad, with romaine" says what "caesar salad" does, before any detail.
    if headSaid { score += 1 }
    // "egg rolls" is "Egg roll, …", not "Rolls, dinner, egg": two of the person's words in
    // a row, in the same order, in the head.
    if headPosition < segments.count {
      score += Self.hasPhrase(stems.phrases, in: segments[headPosition]) ? 1.5 : 0
    }
    if name.isNFS { score += 0.8 }
    // "Gumbo, no rice" does not have the rice asked for, nor "…, skin not eaten" the skin.
    let negated = name.negated
    // "steamed pork dumplings" are not "Dumpling, no meat": a name that rules out what was
    // said is another food (FNDDS's "no added fat" rules out nothing a person names).
    if name.ruledOut.contains(where: { $0.contains(where: stems.said.contains) }) {
      score -= 3
    }
    // "hot dogs, no buns" are not "Hot dog sandwich, …": a name with what the person left out.
    if !query.excluded.isEmpty,
      nameWords.contains(where: { stems.excluded.contains($0) && !negated.contains($0) })
    {
      score -= 3
    }
    // "3 eggs scrambled, no oil or butter": FNDDS's "no added fat" is that food.
    if noAddedFat, stems.excludesAddedFat { score += 1.5 }
    // "bok choy stir fried in oil": not FNDDS's "cooked, no added fat".
    if noAddedFat, stems.softHasAddedFat { score -= 1.5 }
    // "bulgur cooked with a bit of oil": FNDDS's "fat added" is that food.
    if stems.softHasAddedFat, let fatAdded = words.fatAdded, segments.contains(fatAdded) {
      score += 1.5
    }
    score +=
      1.0 * Double(nameWords.count(where: { stems.soft.contains($0) && !negated.contains($0) }))
    score += Double(
      stems.softBroader.count(where: { word, broader in
        !stemmed.contains(word)
          && nameWords.contains { broader.contains($0) && !negated.contains($0) }
      }))

    // "1 cup stir fried veggies, cooked in a bit of oil": a name whose head is the fat the
    // food was cooked in ("Vegetable oil, NFS", 2,016 kcal) is that fat, not the food.
    if let head = segments.first?.last, stems.cookedIn.contains(head) { score -= 4 }
    // Sources: the SR Legacy reference and generic FNDDS entries over analytical samples,
    // brands, restaurant dishes and baby food.
    switch candidate.source {
    case "sr_legacy": score += 0.4
    case "foundation": score -= 1
    default: break
    }
    // "a slice of pecan pie": FNDDS's "Pie, pecan", the pie as it is eaten, over SR's
    // "commercially prepared" one, when the person says nothing of where it came from. (For
    // a homemade one, reading "commercially prepared" as contradicted cost a held-out case.)
    // "6 fried chicken wings": the bar's or the take-out's, unless the person made them.
    if name.isFromRaw { score += query.soft.contains("homemade") ? 0.5 : -0.5 }
    if name.isCommerciallyPrepared, !query.soft.contains("homemade"),
      !(query.required + query.soft).contains(where: Self.boughtWords.contains)
    {
      score -= 0.5
    }
    if stemmed.isBrand, !makerSaid, !namesBrand(candidate.name, stems: stems) { score -= 4 }
    if traits.isBaby || stemmed.contains(words.babyfood) { score -= 6 }
    if traits.isRestaurant, !makerSaid { score -= 2 }
    // "1 biscuit" at a meal from KFC: the chain's own food over the usual home one.
    if makerSaid, !makerWords.isEmpty, makerWords.allSatisfy(stems.soft.contains) {
      score += 1.5
    }
    // "from the Mexican restaurant": where it came from outweighs the usual home version.
    if stems.softSaysRestaurant, stemmed.contains(words.restaurant) { score += 1.5 }
    if traits.isAmericanIndian, !stems.saysAmericanIndianFood { score -= 3 }
    if candidate.portionCount > 0 && query.needsPortions { score += 0.3 }
    return score
  }

  /// The stems a name's word may be without costing the name: the query's, and those the
  /// name's own parts explain (its maker, a brand named, its preparation), or all of them.
  private struct Explained {
    let query: StemSet
    var extra: [UInt16] = []
    var all = false

    init(_ query: StemSet) {
      self.query = query
    }

    func contains(_ word: UInt16) -> Bool {
      all || query.contains(word) || extra.contains(word)
    }
  }

  /// Words for foods, and peoples, of USDA's American Indian and Alaska Native rows.
  static let americanIndianStems = Set(
    [
      "mutton", "navajo", "apache", "hopi", "frybread", "chilchen", "piki", "wild", "caribou",
      "moose", "walrus", "seal", "whale", "blackfish", "sheefish", "huckleberries", "cloudberries",
      "salmonberries",
    ].map(WordStem.of))

  /// Name words that say the food is not what it looks like ("Chicken, meatless",
  /// "Vegetarian meatloaf"): far from what a person meant who did not say them.
  static let contradictingStems = WordSet(
    [
      "meatless", "vegetarian", "vegan", "imitation", "substitute", "mock", "meatfree",
      // Forms that are not eaten as they are: a cup of soup is not condensed soup.
      "condensed", "dehydrated", "unprepared", "concentrate", "powder", "mix",
      // A muffin from a cafe is not the toaster kind.
      "toaster",
      // Grilled chicken is not a deli "chicken roll", nor an egg an egg roll.
      "roll",
      // A cheeseburger is not the small kind, nor a zucchini the pickled one, nor vegetables
      // their juice.
      "slider", "pickled", "juice", "oil",
      // Sugar added is something a person says: coconut water is the unsweetened kind.
      "sweetened",
      // So is the light or fat free kind: "italian dressing" is the regular one.
      "light", "lite", "free", "diet", "zero",
      // And the spirit in a drink: lemonade is not "Vodka and lemonade".
      "vodka", "rum", "gin", "whiskey", "whisky", "tequila", "bourbon", "brandy", "scotch",
      "cognac", "liqueur", "schnapps",
      // And Greek yogurt, strained to twice the protein: "a 6 oz container of lowfat
      // strawberry yogurt" had been SR's Greek one, whose name has the flavour and the fat.
      "greek",
    ].map(WordStem.of))

  /// Meats a person may name in a dish, which a meatless one is not.
  static let meatStems = WordSet(
    [
      "meat", "chicken", "beef", "pork", "ham", "bacon", "sausage", "pepperoni", "turkey",
      "lamb", "steak", "burger", "hamburger", "salami", "meatball", "meatballs", "veal",
    ].map(WordStem.of))

  /// Whether `segment` has one of `phrases` as neighbouring words.
  private static func hasPhrase(_ phrases: [[UInt16]], in segment: [UInt16]) -> Bool {
    phrases.contains { pair in
      zip(segment, segment.dropFirst()).contains { $0 == pair[0] && $1 == pair[1] }
    }
  }

  /// The stems of the brand in brackets that ends an FNDDS name ("Corn chips, plain
  /// (Fritos)", "Energy drink (Red Bull)"), or `nil` for a name without one.
  static func bracketedBrand(in name: String) -> Set<String>? {
    guard name.utf8.last == UInt8(ascii: ")"), let open = name.lastIndex(of: "(") else {
      return nil
    }
    let inside = name[name.index(after: open)..<name.index(before: name.endIndex)]
    guard let first = inside.first, first.isUppercase, !inside.hasPrefix("NS"),
      !inside.hasPrefix("NFS")
    else { return nil }
    // "(Gatorade G2)": a model's letter or number is no word a person says of it.
    let words = inside.lowercased().split { !$0.isLetter && !$0.isNumber }.filter { $0.count > 2 }
      .map { WordStem.of(String($0)) }
    return words.isEmpty ? nil : Set(words)
  }

  /// Whether the person said the brand a branded name carries ("a snickers bar").
  private static func namesBrand(_ name: String, stems: QueryStems) -> Bool {
    namesBrand(name, saying: stems.wordsSaid)
  }

  /// Whether a word of `name` in capitals, stemmed, is one of `said`.
  static func namesBrand(_ name: String, saying said: Set<String>) -> Bool {
    guard WordStem.isASCII(name) else {
      return namesBrandByCharacters(name, saying: said)
    }
    // USDA's names are ASCII: the same reading on bytes, since every brand a search finds is
    // asked, for every query.
    var word: [UInt8] = []
    var allCapitals = true
    func saysWord() -> Bool {
      defer {
        word.removeAll(keepingCapacity: true)
        allCapitals = true
      }
      guard word.count >= 3, allCapitals else { return false }
      let letters = word.filter { $0 != UInt8(ascii: "'") }.map {
        $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0
      }
      return said.contains(WordStem.of(String(decoding: letters, as: UTF8.self)))
    }
    for byte in name.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "'"):
        word.append(byte)
      case UInt8(ascii: "a")...UInt8(ascii: "z"):
        // "McMUFFIN", "McDONALD'S": the "c" of "Mc" is written small in capitals.
        if !(byte == UInt8(ascii: "c") && word == [UInt8(ascii: "M")]) { allCapitals = false }
        word.append(byte)
      default:
        if !word.isEmpty, saysWord() { return true }
      }
    }
    return !word.isEmpty && saysWord()
  }

  /// `namesBrand(_:saying:)` character by character, for any text.
  static func namesBrandByCharacters(_ name: String, saying said: Set<String>) -> Bool {
    name.split(whereSeparator: { !$0.isLetter && $0 != "'" }).contains { word in
      word.count >= 3
        && (word.hasPrefix("Mc") ? word.dropFirst(2) : word[...]).allSatisfy {
          $0.isUppercase || $0 == "'"
        }
        && said.contains(WordStem.of(word.lowercased().filter(\.isLetter)))
    }
  }

  /// Without a cooking word, the plain reference forms (roasted, baked, "cooked") come
  /// before moist-heat and fried forms, which add water or fat.
  private static func methodPreference(_ words: [UInt16], _ stems: RankingStems) -> Double {
    if words.contains(stems.fried) { return 0.2 }
    if words.contains(stems.sauteed) { return 0.6 }
    if words.contains(where: stems.moistHeat.contains) { return 0.8 }
    if words.contains(where: stems.dryHeat.contains) { return 1.0 }
    return 1.2
  }

  static let moistHeatStems = Set(
    ["boiled", "steamed", "stewed", "poached", "simmered", "moist"].map(WordStem.of))
  static let dryHeatStems = Set(
    ["roasted", "rotisserie", "baked", "broiled", "grilled"].map(WordStem.of))

  /// Brand and chain names are written in capitals in USDA names ("BURGER KING, Hamburger").
  static func isBrand(_ name: String) -> Bool {
    // A run of three or more capitals, apostrophes allowed ("McDONALD'S"), other than NFS.
    var run: [UInt8] = []
    for byte in name.utf8 + [0] {
      if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) {
        run.append(byte)
      } else if byte == UInt8(ascii: "'") && !run.isEmpty {
        continue
      } else {
        if run.count >= 3 && run != Array("NFS".utf8) { return true }
        run.removeAll(keepingCapacity: true)
      }
    }
    return false
  }
}
