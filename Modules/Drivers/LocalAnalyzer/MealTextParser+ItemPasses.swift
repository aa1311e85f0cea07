// The passes `read(meal:)` makes over the items it has read (it calls them in its own order):
// each takes a list of items and gives back the list a person meant.
extension MealTextParser {
  /// "steak and a baked potato, left the potato": a food said to be left is not eaten,
  /// wherever else it was named.
  static func withoutFoodsLeft(_ items: [ParsedMealItem], uneaten: Set<String>)
    -> [ParsedMealItem]
  {
    guard !uneaten.isEmpty else { return items }
    // "2 hot dogs with sauerkraut, skipped the buns": the bread left is what the sandwich
    // came without, as "no buns" says (the buns had been eaten).
    let breadLeft = Self.breadsLeft.filter { uneaten.contains(WordStem.of($0)) }
    return items.filter { item in
      item.foodWords.isEmpty || !item.foodWords.allSatisfy { uneaten.contains(WordStem.of($0)) }
    }.map { item in
      guard !breadLeft.isEmpty, item.foodWords.contains(where: Self.breadedFoods.contains)
      else { return item }
      var item = item
      item.excluded += breadLeft.filter { !item.excluded.contains($0) }
      return item
    }
  }

  /// "bunless burger", "a cheeseburger, no bun": the patty, not USDA's burger on a bun (30 g
  /// of carbohydrate).
  /// "a quarter pounder patty" is a burger's patty too (it had been no food). "1/3 lb burgers,
  /// i ate mine bunless": "bunless" said apart is of the one burger named.
  static func withBurgersWithoutBuns(_ items: [ParsedMealItem], in tokens: [Token])
    -> [ParsedMealItem]
  {
    let burgers = items.filter { $0.foodWords.last.map { burgerPatties[$0] != nil } == true }
    let bunlessApart = burgers.count == 1 && tokens.contains { $0.word == "bunless" }
    return items.map { item in
      if item.foodWords.contains("pounder"), let last = item.foodWords.last,
        ["patty", "patties"].contains(last)
      {
        var item = item
        item.foodWords = ["burger", last]
        return item
      }
      guard let head = item.foodWords.last, let patty = burgerPatties[head],
        item.excluded.contains(where: { $0.hasPrefix("bun") })
          || item.text.lowercased().split(separator: " ").contains("bunless") || bunlessApart
      else { return item }
      var item = item
      item.foodWords.removeLast()
      item.foodWords += patty
      return item
    }
  }

  /// Burgers and the words of their patty alone.
  private static let burgerPatties: [String: [String]] = [
    "burger": ["burger", "patty"], "burgers": ["burger", "patties"],
    "hamburger": ["burger", "patty"], "hamburgers": ["burger", "patties"],
    "cheeseburger": ["cheese", "burger", "patty"],
    "cheeseburgers": ["cheese", "burger", "patties"], "pounder": ["burger", "patty"],
    "pounders": ["burger", "patties"],
  ]

  /// Breads a sandwich may be eaten without.
  private static let breadsLeft = ["bun", "buns", "bread"]

  /// Foods served in a bun or bread that may be eaten without it.
  private static let breadedFoods: Set<String> = [
    "dog", "dogs", "hotdog", "hotdogs", "burger", "burgers", "hamburger", "hamburgers",
    "cheeseburger", "cheeseburgers", "brat", "brats", "bratwurst", "sandwich", "sandwiches",
  ]

  /// "small fries, only ate half the fries": a part of a food named before is that food,
  /// in part, not a second helping of it.
  static func withPartsOfFoodsBefore(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    var items = items
    var position = 1
    while position < items.count {
      let part = items[position]
      let words = part.text.lowercased().split(separator: " ")
      if let count = part.count, count < 1, part.measure == nil,
        words.contains("the") || words.contains("my"),
        let earlier = items[..<position].lastIndex(where: {
          Set($0.foodWords.map(WordStem.of)) == Set(part.foodWords.map(WordStem.of))
        })
      {
        items[earlier].count = (items[earlier].count ?? 1) * count
        items[earlier].countIsArticle = false
        items.remove(at: position)
      } else {
        position += 1
      }
    }
    return items
  }

  /// Drops a food said again right after a dish that names it, giving the dish any amount said
  /// after it ("bowl of irish stew (lamb) - weighed out 400g": lamb is what the stew is made
  /// of, and the 400 g are the stew's).
  static func withoutRestatedKinds(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    var result: [ParsedMealItem] = []
    for item in items {
      if let dish = result.last, !item.foodWords.isEmpty, !item.hasAmount || item.amountFollows,
        item.joinedBy == nil, item.attached.isEmpty, item.modifiers.isEmpty,
        dish.foodWords.count >= 2
      {
        let said = Set(
          item.foodWords.flatMap { FoodVocabulary.synonyms[$0] ?? [$0] }.map(WordStem.of))
        let named = Set(
          (FoodVocabulary.synonyms[dish.foodWords.joined(separator: " ")] ?? dish.foodWords)
            .flatMap { FoodVocabulary.synonyms[$0] ?? [$0] }.map(WordStem.of))
        if said.isSubset(of: named) {
          if item.hasAmount {
            result[result.count - 1].count = item.count
            result[result.count - 1].measure = item.measure
            result[result.count - 1].container = item.container
            result[result.count - 1].countIsArticle = false
          }
          result[result.count - 1].text += " (" + item.text + ")"
          continue
        }
      }
      result.append(item)
    }
    return result
  }

  /// "1 slice thin crust hawaiian (both large pies)", "a slice of breakfast pizza (large
  /// pie)": the size of the pizzas the slices came from, not a pie of its own (a large pie
  /// had been 2,000 g of "Pie, NFS").
  static func withPizzaSizesAfterSlices(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    var result: [ParsedMealItem] = []
    for item in items {
      // "slice of meat lovers, thick crust, off a large pie": the crust said apart is the
      // slice's (it had been no food, and stood between the slice and the pie's size).
      if let last = result.indices.last, Self.isSlice(result[last]), !item.hasAmount,
        item.joinedBy == nil, item.foodWords.contains("crust"),
        item.foodWords.allSatisfy(Self.crustWords.contains)
      {
        result[last].foodWords += item.foodWords.filter {
          !result[last].foodWords.contains($0)
        }
        result[last].text += ", " + item.text
        continue
      }
      let words = item.text.lowercased().split(separator: " ")
      let both = words.first == "both"
      guard let size = item.size, !item.foodWords.isEmpty,
        item.foodWords.allSatisfy(Self.pizzaWholes.contains),
        // "slice of breakfast pizza w/ egg, from a large pie": "a" is no second pie.
        item.measure == nil, !item.hasAmount || both || item.countIsArticle && item.count == 1,
        item.joinedBy == nil,
        // Past what the slice was had with ("slice of breakfast pizza w/ egg").
        let last = result.indices.last(where: { result[$0].joinedBy != "with" }),
        Self.isSlice(result[last])
      else {
        result.append(item)
        continue
      }
      for index in (both ? max(0, last - 1) : last)...last
      where Self.isSlice(result[index]) && result[index].size == nil {
        result[index].size = size
      }
    }
    return result
  }

  /// Words for a whole pizza, as its size is said after slices of it.
  private static let pizzaWholes: WordSet = ["pie", "pies", "pizza", "pizzas"]

  /// Whether `item` is slices or pieces of something (of a pie, whatever it is called).
  private static func isSlice(_ item: ParsedMealItem) -> Bool {
    guard case .household(let unit)? = item.measure else { return false }
    return ["slice", "piece"].contains(unit)
  }

  /// "bangers and mash, 2 pork sausages, 1 cup mash": foods named first without amounts and
  /// then each measured out again are eaten once, as measured. Only a run of unmeasured items
  /// at the start, every one of them named again later with an amount.
  static func withoutRestatedHeading(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    guard let firstMeasured = items.firstIndex(where: \.hasAmount), firstMeasured > 0 else {
      return items
    }
    // "the rest of the cheese ravioli in tomato sauce, 8 ravioli": the dish counted by its
    // head noun alone, which keeps the dish's words (it had been plain ravioli, no sauce).
    // "frosted mini wheats, 25 biscuits", "cheez its, 27 crackers": counted by the pieces it
    // comes in (the biscuits had been 25 scone-like biscuits, 1,125 g).
    let piece =
      firstMeasured == 1 && items[1].measure == nil && items[1].foodWords.count == 1
      ? Self.piecesOfPackagedFoods[items[1].foodWords[0]] : nil
    if firstMeasured == 1, items.count == 2 || piece != nil, let head = items[0].foodWords.last,
      items[1].foodWords.last.map(WordStem.of) == WordStem.of(head) || piece != nil,
      !items[0].foodWords.contains("and"), items[1].joinedBy == nil,
      // A share of a whole ("…, 1/8 of a 9 inch pie") is read as one, of the whole.
      items[1].measure != nil || (items[1].count ?? 0) >= 1,
      piece != nil
        || items[0].foodWords.count > items[1].foodWords.count
          && Set(items[1].foodWords.map(WordStem.of)).isSubset(
            of: items[0].foodWords.map(WordStem.of))
    {
      var dish = items[0]
      dish.count = items[1].count
      dish.countIsArticle = items[1].countIsArticle
      dish.measure = piece.map { .household($0) } ?? items[1].measure
      dish.container = items[1].container
      dish.size = dish.size ?? items[1].size
      return [dish] + items.dropFirst(2)
    }
    func canonical(_ foodWords: [String]) -> Set<String> {
      Set(Self.namedWords(foodWords).map(WordStem.of))
    }
    let measured = items[firstMeasured...].filter(\.hasAmount).map { canonical($0.foodWords) }
    let measuredHeads = Set(
      items[firstMeasured...].filter { $0.hasAmount && $0.foodWords.count == 1 }
        .compactMap { $0.foodWords.last.map(WordStem.of) })
    let heading = items[..<firstMeasured]
    // "turkey sandwich (2 slices whole wheat bread, 3 oz turkey, …)": a sandwich is restated
    // by the bread it was made with.
    // So is one by slices of a bread named by its kind ("pastrami sandwich, 8 oz pastrami
    // on 2 slices of rye").
    let breadMeasured =
      measured.contains { !$0.isDisjoint(with: Self.sandwichBreadStems) }
      || items[firstMeasured...].contains { item in
        item.measure == .household("slice") && item.foodWords.count == 1
          && Self.breadKinds.contains(item.foodWords[0])
      }
    func restated(_ word: String) -> Bool {
      // "a deli pastrami sandwich": where it came from restates nothing and needs no restating.
      if Self.sandwichPlaces.contains(word) { return true }
      let words = canonical([word])
      return measured.contains { words.isSubset(of: $0) }
        || breadMeasured && words.contains(Self.sandwichStem)
    }
    // A dish kept whole ("spaghetti and meatballs, a cup of spaghetti, 3 meatballs") is
    // restated when each of its foods is.
    guard
      heading.allSatisfy({ item in
        item.foodWords.split(separator: "and").allSatisfy { part in
          let words = canonical(Array(part))
          guard !words.isEmpty else { return false }
          // "vegemite toast, 2 slices white toast, …, 1 tsp vegemite": or word by word.
          // "apple crumble and custard, a cup of crumble and …": by its head noun.
          let head = WordStem.of(part.last ?? "")
          return measured.contains { words.isSubset(of: $0) }
            || part.count > 1 && measuredHeads.contains(head)
            || part.count > 1 && part.allSatisfy(restated)
        }
      })
    else { return items }
    // "chicken noodle soup and crackers, 2 cups of the soup": the food restated by its head
    // noun alone keeps the heading's words (it had been "Soup, NFS").
    var kept = Array(items[firstMeasured...])
    for item in heading {
      for part in item.foodWords.split(separator: "and") where part.count > 1 {
        let words = canonical(Array(part))
        let head = WordStem.of(part.last ?? "")
        let restating = kept.indices.filter {
          // A share of a whole ("…, 1/8 of a 9 inch pie") is left as it is read, and so are
          // pieces counted ("garlic shrimp…, 10 shrimp": not ten servings of the dish).
          kept[$0].measure != nil && (kept[$0].count ?? 1) >= 1 && kept[$0].foodWords.count == 1
            && WordStem.of(kept[$0].foodWords[0]) == head
        }
        guard !measured.contains(where: { words.isSubset(of: $0) }), restating.count == 1
        else { continue }
        kept[restating[0]].foodWords = Array(part)
      }
    }
    return kept
  }

  /// "korean fried chicken, i ate 5 wings": the pieces counted after fried chicken are its
  /// pieces, coated and fried (they had been wings "NS as to cooking method" beside a
  /// serving of sautéed chicken).
  static func withFriedChickenCountedByPieces(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    func isPieces(_ item: ParsedMealItem) -> Bool {
      item.foodWords.count == 1 && Self.chickenPieces.contains(item.foodWords[0])
        && (item.count ?? 0) >= 1 && item.measure == nil
    }
    var items = items
    var index = 0
    while index + 1 < items.count {
      let dish = items[index]
      guard dish.foodWords.last == "chicken", dish.cooking == "fried", !dish.hasAmount,
        isPieces(items[index + 1])
      else {
        index += 1
        continue
      }
      // "fried chicken, 2 drumsticks and a thigh": each piece counted after it.
      items.remove(at: index)
      while index < items.count, isPieces(items[index]) {
        items[index].foodWords.insert("chicken", at: 0)
        items[index].cooking = "fried"
        index += 1
      }
    }
    return items
  }

  /// Pieces fried chicken is counted in.
  private static let chickenPieces: WordSet = [
    "wing", "wings", "drumstick", "drumsticks", "thigh", "thighs", "leg", "legs", "breast",
    "breasts", "tenders",
  ]

  /// The pieces a packaged food is counted in, said after it, and their singular.
  private static let piecesOfPackagedFoods: [String: String] = [
    "biscuits": "biscuit", "crackers": "cracker", "chips": "chip", "cookies": "cookie",
    "wafers": "wafer", "pretzels": "pretzel", "squares": "square",
  ]

  private static let sandwichStem = WordStem.of("sandwich")
  /// Words for where a sandwich was made, which its parts do not name.
  private static let sandwichPlaces: WordSet = ["deli", "homemade", "bodega", "diner"]
  /// Breads a sandwich restated by its parts is made with.
  private static let sandwichBreadStems = Set(
    ["bread", "toast", "roll", "bun", "bagel", "baguette", "ciabatta", "pita", "tortilla", "wrap"]
      .map(WordStem.of))

  /// The letters and spaces of `text`, lowercased: how a whole item is compared to a name
  /// ("Full English", "McDonald's").
  static func letters(of text: String) -> String {
    text.lowercased().filter { $0.isLetter || $0 == " " }
  }

  /// Words for a kind of food that head a list of them ("sweets", "snacks", "drinks").
  private static let kindsOfFood: WordSet = [
    "sweets", "snacks", "desserts", "drinks", "treats", "appetizers", "apps", "sides",
    "beverages", "munchies", "goodies", "nibbles",
  ]

  /// Meals with a name of their own, which a list of their foods may follow.
  private static let namedMeals: WordSet = [
    "full english", "full irish", "full scottish", "full breakfast", "fry up", "fryup",
    "ulster fry", "big breakfast", "full english breakfast", "full irish breakfast",
  ]

  /// "Diwali sweets!! 3 ladoos and 2 pieces of barfi": a kind of food named first, with no
  /// amount, heads the foods that follow; it is not a food of its own ("Candy, NFS").
  /// So is a meal's own name ("Full English this morning!! 2 fried eggs, …").
  static func withoutKindHeading(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    guard items.count >= 2, let first = items.first, !first.hasAmount,
      (first.foodWords.count == 1 && kindsOfFood.contains(first.foodWords[0]))
        || namedMeals.contains(letters(of: first.text))
    else { return items }
    return Array(items.dropFirst())
  }

  /// "microwave broke so no lunch today": a kitchen appliance named alone is no food (it had
  /// been microwave popcorn); "microwave popcorn" still is.
  static func withoutAppliances(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    items.filter { item in
      item.hasAmount || item.foodWords.isEmpty || !item.foodWords.allSatisfy(appliances.contains)
    }
  }

  /// "eggs benedict (2 eggs)", "huevos rancheros made w 2 eggs": a dish of eggs counted
  /// by its eggs, as USDA measures it ("1 egg").
  static func withEggDishesCountedByEggs(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    var items = items
    var position = 1
    while position < items.count {
      let eggs = items[position]
      let dish = items[position - 1]
      if ["egg", "eggs", "huevo", "huevos"].contains(eggs.foodWords.joined(separator: " ")),
        eggs.count != nil,
        eggs.measure == nil, !dish.hasAmount,
        !Set(dish.foodWords).isDisjoint(with: FoodVocabulary.eggDishWords)
      {
        items[position - 1].count = eggs.count
        items[position - 1].measure = .household("egg")
        items[position - 1].countIsArticle = false
        items.remove(at: position)
      } else {
        position += 1
      }
    }
    return items
  }

  /// "split dessert but honestly ate a whole slice of pie": sharing, left with no food.
  static func withoutSharing(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    guard items.count >= 2 else { return items }
    return items.filter { !($0.foodWords == ["split"] && !$0.hasAmount) }
  }

  /// "the kids begged for mcdonalds so i got a cheeseburger": a chain named with no amount
  /// beside foods is where they came from, not its own burger.
  static func withoutChainNames(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    guard items.count >= 2 else { return items }
    return items.filter {
      $0.hasAmount || FoodVocabulary.restaurantChains[letters(of: $0.text)] == nil
    }
  }

  /// "cod and chips from the chippy": chips that come with fish are fries, as everywhere
  /// fish and chips are sold. So are chips at the pub or from a takeaway ("chicken parmi at
  /// the pub and 150g chips").
  static func withChipShopFries(_ items: [ParsedMealItem], in tokens: [Token])
    -> [ParsedMealItem]
  {
    let words = tokens.compactMap(\.word)
    guard
      words.contains(where: {
        FoodVocabulary.chipShopFish.contains($0) || FoodVocabulary.chipServingPlaces.contains($0)
      }) || zip(words, words.dropFirst()).contains(where: { $0 == ("curry", "sauce") })
    else { return items }
    var items = items
    for index in items.indices where items[index].foodWords.last == "chips" {
      items[index].foodWords[items[index].foodWords.count - 1] = "fries"
    }
    return items
  }

  /// What lightens an iced coffee USDA sells "pre-lightened".
  private static let coffeeLighteners: WordSet = ["cream", "milk", "creamer"]

  /// "lg iced coffee w cream and sugar": FNDDS's "Iced Coffee, pre-lightened and
  /// pre-sweetened" is that drink, not black iced coffee and a spoon of each beside it.
  static func withSweetenedIcedCoffee(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    var result: [ParsedMealItem] = []
    var index = 0
    while index < items.count {
      let item = items[index]
      if Set(item.foodWords) == ["iced", "coffee"], index + 2 < items.count,
        items[index + 1].joinedBy == "with", items[index + 2].joinedBy == "and",
        !items[index + 1].hasAmount, !items[index + 2].hasAmount,
        items[index + 1].foodWords.count == 1,
        Self.coffeeLighteners.contains(items[index + 1].foodWords[0]),
        items[index + 2].foodWords == ["sugar"]
      {
        var sweetened = item
        sweetened.foodWords += ["lightened", "sweetened"]
        sweetened.text += " with " + items[index + 1].text + " and " + items[index + 2].text
        result.append(sweetened)
        index += 3
        continue
      }
      result.append(item)
      index += 1
    }
    return result
  }

  /// "a latte with oat milk", "oat milk latte", "skim cappuccino": the milk a coffee-shop
  /// drink is made with names FNDDS's kind of the drink ("Coffee, Latte, with non-dairy
  /// milk", "…, nonfat"); it is not a cup of milk besides (a 236 g oat milk had been added),
  /// nor words the match may leave out ("oat milk latte" was refused).
  static func withMilkKinds(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    let milkWords = FoodVocabulary.plantMilkWords.union(
      FoodVocabulary.skimMilkWords.words + FoodVocabulary.usualMilkWords.words
        + ["fat", "free", "non"])
    func isMilkDrink(_ item: ParsedMealItem) -> Bool {
      !FoodVocabulary.milkCoffeeWords.isDisjoint(with: item.foodWords)
    }
    var result: [ParsedMealItem] = []
    for item in items {
      // "12oz latte (skim milk)": the kind said after it, in brackets or after a comma.
      if let last = result.indices.last, isMilkDrink(result[last]),
        item.joinedBy == "with" || item.joinedBy == nil,
        !item.hasAmount, item.foodWords.contains("milk"),
        item.foodWords.allSatisfy(milkWords.contains)
      {
        result[last].foodWords += item.foodWords
        result[last].text += " with " + item.text
        continue
      }
      result.append(item)
    }
    for index in result.indices where isMilkDrink(result[index]) {
      // Two-word kinds as one: "non dairy", "fat free", "non fat".
      var words: [String] = []
      for word in result[index].foodWords {
        switch (words.last, word) {
        case ("non", "dairy"): words[words.count - 1] = "nondairy"
        case ("fat", "free"), ("non", "fat"): words[words.count - 1] = "nonfat"
        default: words.append(word)
        }
      }
      var kind: [String] = []
      var kept: [String] = []
      for word in words {
        if FoodVocabulary.plantMilkWords.contains(word) {
          kind = ["non", "dairy", "milk"]
        } else if FoodVocabulary.skimMilkWords.contains(word) {
          if kind.isEmpty { kind = ["nonfat"] }
        } else if !FoodVocabulary.usualMilkWords.contains(word) {
          kept.append(word)
        }
      }
      guard kept.count < result[index].foodWords.count else { continue }
      result[index].foodWords = kind + kept
    }
    return result
  }

  /// "rotisserie chicken thigh, ate the skin too": the skin eaten with a bird's cut is its
  /// skin ("…, skin eaten"), asked for as such; a baked potato's is its peel.
  static func withPoultrySkin(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    items.map { item in
      guard item.modifiers.contains("eaten"), !item.modifiers.contains("skin"),
        !FoodVocabulary.poultryCutKinds.isDisjoint(with: item.foodWords)
      else { return item }
      var item = item
      item.modifiers.append("skin")
      return item
    }
  }

  /// "… at the drive-thru", "from school": where the meal came from steers every item.
  func withSources(_ items: [ParsedMealItem], in tokens: [Token]) -> [ParsedMealItem] {
    let sources = sourceModifiers(in: tokens.compactMap(\.word))
    var items = items
    for index in items.indices {
      items[index].modifiers += sources.filter { !items[index].modifiers.contains($0) }
    }
    return items
  }

  /// "1 cup steamed ulu (breadfruit)": a name in brackets after a food no table knows is
  /// what the food is, in the amount said before (the breadfruit had been a serving, and the
  /// cup of ulu no food). After a food the reader knows, a name of the same kind restates it
  /// ("1/2 cup misir (red lentils cooked in oil)": the lentils had been counted twice).
  static func withGlossesRead(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    func kind(_ item: ParsedMealItem) -> Set<String> {
      Set(
        Self.namedWords(item.foodWords).filter { !FoodVocabulary.genericWords.contains($0) }
          .map(WordStem.of))
    }
    var result: [ParsedMealItem] = []
    for item in items {
      guard item.isGloss, !item.hasAmount, !item.foodWords.isEmpty, let food = result.last,
        !food.isGloss
      else {
        result.append(item)
        continue
      }
      let last = result.count - 1
      let sameKind = Self.sameKind(kind(item), kind(food))
      // "2 cups of jollof rice (spanish rice)": a name the reader knows all of, of the same
      // kind, over one it knows only part of (it had been plain rice), or only by a spelling
      // it guessed ("vitamina de banana (banana smoothie)" had been bananas); "350g beef goulash
      // (basically beef stew)" one that says more in the same words (it had been beef).
      let saysMore = Set(food.foodWords.map(WordStem.of)).isStrictSubset(
        of: item.foodWords.map(WordStem.of))
      if food.foodWords.allSatisfy(food.unknownWords.contains)
        || sameKind && (!food.unknownWords.isEmpty || !food.corrections.isEmpty || saysMore)
          && item.foodWords.allSatisfy({ !item.unknownWords.contains($0) })
      {
        result[last].foodWords = item.foodWords
        result[last].modifiers += item.modifiers
      } else if !sameKind {
        result.append(item)
        continue
      }
      // "(red lentils cooked in oil)": what the name says it was made with is the food's;
      // "1 medium camote (boiled sweet potato)" how it was cooked.
      result[last].attached += item.attached
      result[last].cooking = result[last].cooking ?? item.cooking
      result[last].text += " (" + item.text + ")"
    }
    return result
  }

  /// The words a food's words stand for: the synonym of the whole phrase, else each word's.
  private static func namedWords(_ foodWords: [String]) -> [String] {
    FoodVocabulary.synonyms[foodWords.joined(separator: " ")]
      ?? foodWords.flatMap { FoodVocabulary.synonyms[$0] ?? [$0] }
  }

  /// Whether two foods' stems share one, or one ends another ("shortrib" and "rib").
  private static func sameKind(_ one: Set<String>, _ other: Set<String>) -> Bool {
    one.contains { word in
      other.contains {
        $0 == word
          || $0.count >= 3 && word.count >= 3 && (word.hasSuffix($0) || $0.hasSuffix(word))
      }
    }
  }

  /// "2 hash browns, ate both hash browns": "both" restates the two named before; they are
  /// not eaten twice.
  static func withoutBothRestated(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    var result: [ParsedMealItem] = []
    for item in items {
      if item.text.lowercased().hasPrefix("both "), !item.foodWords.isEmpty,
        result.contains(where: { $0.count == 2 && $0.foodWords == item.foodWords })
      {
        continue
      }
      result.append(item)
    }
    return result
  }

  /// "1/2 cup oats cooked in milk": oats measured and then cooked are measured dry (USDA's
  /// "Oats, raw"), not a cooked oat bran; "a cup of cooked oats" is oatmeal.
  static func withOatsMeasuredDry(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    items.map { item in
      guard item.cooking == "cooked", item.foodWords.last == "oats",
        item.foodWords.allSatisfy({ $0 == "oats" || $0 == "rolled" || $0 == "quick" })
      else { return item }
      var item = item
      let words = item.text.lowercased().split(separator: " ")
      let cookedAfter = words.firstIndex(of: "oats").map { words[($0 + 1)...].contains("cooked") }
      if cookedAfter != true { item.foodWords = ["oatmeal"] }
      item.cooking = nil
      return item
    }
  }

  /// "porridge made with 40g of oats and water", "porridge this morning, 40g of oats made
  /// with water": the porridge named without an amount is the oats measured dry, not a bowl
  /// of oatmeal besides them (it had been 240 g more).
  static func withoutPorridgeRestated(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    guard
      items.contains(where: { item in
        item.hasAmount && item.foodWords.contains("oats")
          && !item.foodWords.contains(where: porridgeWords.contains)
      })
    else { return items }
    return items.filter { item in
      item.hasAmount || item.foodWords.isEmpty || !item.foodWords.allSatisfy(porridgeWords.contains)
    }
  }

  private static let porridgeWords: WordSet = ["porridge", "oatmeal"]

  /// "a large popcorn, no butter", "popcorn at the movies": popcorn by the order size, or
  /// at a theater, is a movie theater's (USDA's "1 large order", 187 g), not a large
  /// single-serving bag (85 g); as a soft word the theater lost to "Popcorn, NFS". A bag, a
  /// kind ("kettle", "caramel") or a measure other than a sized tub says otherwise.
  static func withTheaterPopcorn(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    items.map { item in
      guard item.foodWords.contains("popcorn"),
        item.size.map(Self.orderSizes.contains) ?? item.modifiers.contains("theater"),
        item.measure == nil || item.size != nil && item.measure == .household("container"),
        item.container == nil,
        item.foodWords.allSatisfy({ $0 == "popcorn" || $0 == "buttered" || $0 == "butter" })
      else { return item }
      var item = item
      // "a large tub of popcorn": the tub is the order.
      item.measure = nil
      item.foodWords.insert(contentsOf: ["movie", "theater"], at: 0)
      return item
    }
  }

  /// The sizes a theater or a counter sells an order in.
  private static let orderSizes: Set<String> = [
    "small", "medium", "large", "extra large", "jumbo", "regular",
  ]

  /// "white pizza thin crust, 2 slices (medium pie)": a pie with a size after a pizza is the
  /// whole pizza the slices came from, its size the pizza's, not a dessert pie; a crust after
  /// it is its crust.
  static func withPizzaPies(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    var result: [ParsedMealItem] = []
    for item in items {
      if let last = result.indices.last,
        result[last].foodWords.contains(where: { $0 == "pizza" || $0 == "pizzas" }),
        item.foodWords == ["pie"], let size = item.size, !item.hasAmount || item.countIsArticle
      {
        if result[last].size == nil { result[last].size = size }
        result[last].text += " (" + item.text + ")"
        continue
      }
      // "a frozen cheese pizza, thick crust": the crust said after the pizza is its kind, and
      // an amount said after the crust ("… pizza (thick crust), so half") the pizza's.
      if let last = result.indices.last,
        let pizza = result[last].foodWords.lastIndex(where: { $0 == "pizza" || $0 == "pizzas" }),
        item.foodWords.count == 2, item.foodWords.last == "crust",
        !item.hasAmount || item.amountFollows
      {
        result[last].foodWords.insert(contentsOf: item.foodWords, at: pizza)
        result[last].text += ", " + item.text
        if item.hasAmount, result[last].countIsArticle || !result[last].hasAmount {
          result[last].count = item.count
          result[last].measure = item.measure
          result[last].container = item.container
          result[last].amountFollows = true
          result[last].countIsArticle = false
        }
        continue
      }
      result.append(item)
    }
    return result
  }

  /// "a slice of thin crust pepperoni", "1 slice deep dish hawaiian": a crust, or a slice of a
  /// pizza's kind, names a pizza without the word (had been pepperoni, and a Hawaiian beef
  /// stir-fry). Not a pie's or a bread's crust.
  static func withPizzasByKind(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    items.map { item in
      let words = item.foodWords
      // "2 slices of extra cheese thin crust off a large pie": a pie whose crust is thin,
      // thick, stuffed or a deep dish's is a pizza (it had been a pie crust, 458 g).
      let pizzaCrust =
        words.contains("crust") && words.contains(where: Self.pizzaCrustKinds.contains)
      // A crust alone ("…cheese pizza (thick crust)") is the kind of the pizza before it,
      // unless it is sliced ("a slice of thin crust").
      guard
        words.contains(where: { !Self.crustWords.contains($0) })
          || item.measure == .household("slice"),
        !words.contains(where: {
          Self.crustedNotPizza.contains($0) && !(pizzaCrust && ($0 == "pie" || $0 == "pies"))
        })
      else { return item }
      let crust =
        words.contains("crust")
        || zip(words, words.dropFirst()).contains {
          $0 == ("deep", "dish") || $0 == ("hand", "tossed")
        }
      let slicedKind =
        item.measure == .household("slice") && words.contains(where: Self.pizzaKinds.contains)
      guard crust || slicedKind else { return item }
      var item = item
      item.foodWords.append("pizza")
      return item
    }
  }

  /// Words of a pizza's crust.
  private static let crustWords: Set<String> = [
    "crust", "thin", "thick", "deep", "dish", "hand", "tossed", "stuffed", "rising", "pan",
    "crispy", "original", "regular",
  ]

  /// Kinds of crust only a pizza has.
  private static let pizzaCrustKinds: Set<String> = ["thin", "thick", "stuffed", "deep"]

  /// Foods with a crust that are not pizza, or already say it.
  private static let crustedNotPizza: Set<String> = [
    "pizza", "pizzas", "pie", "pies", "quiche", "tart", "tarts", "cobbler", "bread", "toast",
    "sandwich", "cheesecake", "pot", "calzone", "stromboli", "bagel", "roll", "rolls",
    "breadsticks", "crostata", "galette", "potpie",
  ]

  /// Pizzas named by their kind alone, which no other sliced food is named by.
  private static let pizzaKinds: Set<String> = [
    "hawaiian", "supreme", "margherita", "margarita", "combo", "combination",
  ]

  /// "a big chipotle burrito, chicken with beans and cheese": the filling said after a
  /// burrito or a taco, with no amount, is its kind (the chicken had been a stewed chicken
  /// besides it, the beans and cheese a side of each); what it came with follows it.
  static func withFillingsAfterWraps(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    var result: [ParsedMealItem] = []
    for item in items {
      if let last = result.indices.last,
        let dish = result[last].foodWords.last, Self.filledWraps.contains(dish),
        !result[last].foodWords.contains(where: Self.wrapFillings.contains),
        item.joinedBy == nil, !item.hasAmount, !item.foodWords.isEmpty,
        item.foodWords.count <= 2, item.foodWords.allSatisfy(Self.wrapFillings.contains)
      {
        result[last].foodWords.insert(contentsOf: item.foodWords, at: 0)
        result[last].text += ", " + item.text
        continue
      }
      result.append(item)
    }
    return result
  }

  /// Dishes wrapped around a filling.
  private static let filledWraps: Set<String> = [
    "burrito", "burritos", "taco", "tacos", "quesadilla", "quesadillas",
  ]

  /// What fills them, said as their kind.
  private static let wrapFillings: Set<String> = [
    "chicken", "steak", "beef", "pork", "carnitas", "barbacoa", "chorizo", "shrimp", "fish",
    "sofritas", "veggie", "pastor", "al", "asada", "carne", "bean", "beans", "grilled",
  ]

  /// "6 shrimp cocktail": a count of three or more before the singular dish counts its
  /// shrimp, off a party platter (it had been six shrimp cocktails, 750 g).
  static func withShrimpCounted(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    items.map { item in
      guard item.foodWords == ["shrimp", "cocktail"], item.measure == nil,
        let count = item.count, count >= 3, !item.countIsArticle
      else { return item }
      var item = item
      item.foodWords = ["shrimp"]
      return item
    }
  }

  /// "biscuits and gravy (just 1 biscuit)": how many of the dish's own food, said next
  /// after a dish of no amount, is the dish's count, not one more (a second biscuit had been
  /// eaten beside it).
  static func withCountsOfDishesRestated(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    var result: [ParsedMealItem] = []
    for item in items {
      // A dish of two foods ("biscuits and gravy"); "shrimp cocktail, 6 jumbo shrimp" is
      // counted by cocktails, its shrimp the shrimp of one.
      if let last = result.indices.last, item.joinedBy == nil, !result[last].hasAmount,
        result[last].foodWords.contains("and"),
        let count = item.count, !item.countIsArticle, item.measure == nil,
        !item.foodWords.isEmpty, result[last].foodWords.count > item.foodWords.count,
        Set(item.foodWords.map(WordStem.of)).isSubset(
          of: Set(result[last].foodWords.map(WordStem.of)))
      {
        result[last].count = count
        result[last].countIsArticle = false
        result[last].text += " (" + item.text + ")"
        continue
      }
      result.append(item)
    }
    return result
  }

  /// "2 chicken and 2 beef tacos", "2 salmon, 2 tuna, 2 shrimp and 2 eel nigiri": the dish
  /// named once, at the end, is each filling's (the chicken had been two stewed chickens, the
  /// salmon two 140 g fillets).
  static func withDishNamedOnceForFillings(_ items: [ParsedMealItem]) -> [ParsedMealItem] {
    var items = items
    for last in items.indices.reversed() {
      guard let dish = items[last].foodWords.last, dishesOfFillings.contains(dish),
        items[last].foodWords.count > 1, items[last].hasAmount
      else { continue }
      var index = last
      while index > 0, [nil, "and"].contains(items[index].joinedBy) {
        let filling = items[index - 1]
        guard filling.count != nil, !filling.countIsArticle, filling.measure == nil,
          filling.foodWords.count <= 2, let word = filling.foodWords.last,
          dishFillings.contains(word)
        else { break }
        items[index - 1].foodWords.append(dish)
        index -= 1
      }
    }
    return items
  }

  /// Dishes ordered by the piece with a filling or topping said before them.
  private static let dishesOfFillings: WordSet = [
    "taco", "tacos", "nigiri", "burrito", "burritos", "enchilada", "enchiladas", "tamale",
    "tamales", "empanada", "empanadas", "skewer", "skewers", "kebab", "kebabs", "slider",
    "sliders", "quesadilla", "quesadillas", "dumpling", "dumplings", "gyoza", "pupusa",
    "pupusas", "tostada", "tostadas", "flautas", "sope", "sopes", "gordita", "gorditas",
  ]

  /// Fillings said alone before such a dish.
  private static let dishFillings: WordSet = [
    "chicken", "beef", "pork", "steak", "shrimp", "fish", "salmon", "tuna", "eel",
    "yellowtail", "carnitas", "barbacoa", "pastor", "chorizo", "veggie", "bean", "cheese",
    "potato", "lamb", "tofu", "octopus", "squid", "scallop", "crab", "mackerel", "asada",
    "birria", "lengua", "tilapia", "cod",
  ]
}
