import Entities
import FoundationEssentials
import InterfaceAdapters
import UseCases

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The default analyzer: reads a meal description and looks every item up in the embedded
/// USDA FoodData Central index, offline.
///
/// Each item in the result names the USDA food chosen and the grams used, and notes what was
/// assumed (a default portion, water density), so a person can check it.
public struct LocalFoodAnalyzer: FoodAnalyzer {
  /// File name of the index inside the Drivers resource bundle.
  public static let indexFileName = "usda-foods.sqlite"

  /// The most energy a meal read from words may come to: more than twice the largest meal
  /// in the 26,000 evaluation meals (4,056 kcal), and below the 15,000 a meal may hold.
  static let mostCaloriesRead = 10_000.0

  public let name = "local"
  /// Path of the SQLite food index this analyzer reads.
  public let indexPath: String
  /// The person's own foods, found by name before the index is searched (ADR 0019).
  public let personalFoods: [PersonalFood]
  /// Where open indexes are kept between analyses (one store for a whole `serve`).
  private let indexes: OpenFoodIndexes

  /// An analyzer over the index at `indexPath` (see `FoodIndexBuilder`) that knows the
  /// person's own `personalFoods` and keeps open indexes in `indexes`.
  public init(
    indexPath: String, personalFoods: [PersonalFood] = [],
    indexes: OpenFoodIndexes = OpenFoodIndexes()
  ) {
    self.indexPath = indexPath
    self.personalFoods = personalFoods
    self.indexes = indexes
  }

  /// An analyzer over the index shipped in the Drivers resource bundle.
  public static func bundled(
    personalFoods: [PersonalFood] = [], indexes: OpenFoodIndexes = OpenFoodIndexes()
  ) throws(DriverUnavailableError) -> LocalFoodAnalyzer {
    LocalFoodAnalyzer(
      indexPath: try bundledIndexPath(), personalFoods: personalFoods, indexes: indexes)
  }

  /// Where the shipped index is: the SwiftPM resource bundle of the DriversResources target
  /// beside the executable.
  public static func bundledIndexPath() throws(DriverUnavailableError) -> String {
    switch ShippedFiles.path(of: indexFileName) {
    case .success(let path): return path
    case .failure(let notFound):
      throw DriverUnavailableError(
        "the USDA food index (\(indexFileName)) is not installed next to the program; looked "
          + "in " + notFound.searched.joined(separator: ", ")
          + ". Reinstall WellPlate or use --analyzer http")
    }
  }

  public func analyze(_ meal: MealInput) async throws(FoodAnalysisError) -> FoodAnalysis {
    if meal.photo != nil {
      throw .unsupportedInput(
        "the local analyzer reads descriptions only; use --analyzer http to analyze a photo")
    }
    let description = meal.description.trimmingWhitespaceAndNewlines()
    guard description.count <= AnalyzeFood.maximumDescriptionLength else {
      throw .rejectedInput(
        "the description is \(description.count) characters long; the limit is "
          + "\(AnalyzeFood.maximumDescriptionLength)")
    }
    let loan: OpenFoodIndexes.Loan
    var parser: MealTextParser
    let tokens = MealTextParser.tokens(in: description)
    do {
      loan = try indexes.lend(path: indexPath)
      parser = try Self.reader(of: tokens, in: loan.index)
    } catch {
      throw .serviceUnavailable(error.description)
    }
    defer { indexes.giveBack(loan) }
    let index = loan.index
    let mentions = PersonalFoodMentions(of: personalFoods, in: tokens)
    parser.personalFoodWords = mentions.placeholders
    let (parsed, unread) = try parser.read(meal: mentions.tokens)
    guard !parsed.isEmpty else {
      throw .nothingRecognized(
        unmatched: !unread.isEmpty ? unread : description.isEmpty ? [] : [description])
    }
    var items: [MealItem] = []
    var unmatched: [String] = unread
    var refusal: FoodAnalysisError?
    do {
      let matcher = FoodMatcher(vocabulary: parser.vocabulary)
      var pending = try Self.pending(parsed, mentions, parser, matcher, in: index)[...]
      var companion: PortionChooser.Companion?
      var previous: (parsed: ParsedMealItem, match: FoodMatcher.Match)?
      // The companion `previous` was read after, and whether the last items described it.
      var describedCompanion: PortionChooser.Companion?
      // The food the item before was added to by a USDA guideline amount, if it was.
      var additionHead: PortionChooser.Companion?
      var describing = false
      while let next = pending.popFirst() {
        var parsedItem: ParsedMealItem
        switch next {
        case .personal(let parsed, let food):
          // The person's own food: no index, and nothing to share a portion with.
          switch PersonalFoodPortion.item(parsed, of: food) {
          case .success(let item): items.append(item)
          case .failure(let error): refusal = refusal ?? error
          }
          companion = nil
          previous = nil
          additionHead = nil
          continue
        case .indexed(let parsed):
          parsedItem = parsed
        }
        var match = try matcher.match(parsedItem, in: index)
        var reading = try matcher.measureReading(of: parsedItem, beside: match, in: index)
        if reading == nil {
          reading = try matcher.multiplierReading(of: parsedItem, in: index)
        }
        if let reading { (parsedItem, match) = (reading.item, reading.match) }
        if !(match.map { $0.score >= FoodMatcher.bareWordScore } ?? false),
          let parts = FoodMatcher.compoundParts(of: parsedItem)
        {
          // No food is the dish this phrase names, whatever the amount: read its two foods.
          pending.insert(contentsOf: parts.map(Pending.indexed), at: pending.startIndex)
          continue
        }
        guard let match,
          parsedItem.count != nil || parsedItem.measure != nil || parsedItem.size != nil
            || match.score >= FoodMatcher.bareWordScore
            || FoodMatcher.namesDish(match.candidate, of: parsedItem)
        else {
          unmatched.append(parsedItem.text)
          companion = nil
          previous = nil
          additionHead = nil
          continue
        }
        // "Greek Yogurt, plain nonfat - 1/2 cup", as food diaries write: words about a food
        // said without an amount, then the amount, describe it and carry the amount to it
        // (they had been mozzarella, 56.5 g). Not "chicken, 1 cup rice".
        let carriesAmount =
          parsedItem.hasAmount && parsedItem.amountFollows && parsedItem.joinedBy == nil
          && parsedItem.foodWords.count <= 2 && parsedItem.attached.isEmpty
          && previous.map { !$0.parsed.hasAmount } == true
        // "3 beef tacos w cheese, corn tortillas": words after a comma, with no amount, that
        // the food before already names in full describe that food; they are not another.
        // So does a "with …" that goes on describing it ("2 chicken tacos, corn tortillas w/
        // cheese").
        if let described = previous, !items.isEmpty, !parsedItem.hasAmount || carriesAmount,
          parsedItem.count == nil || carriesAmount,
          parsedItem.joinedBy == nil || parsedItem.joinedBy == "with" && describing
        {
          // The food before, with the amount carried to it and how it was eaten ("dark meat
          // with the skin, 5 oz").
          var amounted = described.parsed
          if carriesAmount {
            (amounted.count, amounted.measure, amounted.container) =
              (parsedItem.count, parsedItem.measure, parsedItem.container)
            amounted.countIsArticle = parsedItem.countIsArticle
            amounted.modifiers += parsedItem.modifiers
          }
          /// The food before read again as `reading`, found as `found`, with a note that
          /// these words were about it; whether it could be.
          func reread(
            _ reading: ParsedMealItem, as found: FoodMatcher.Match
          ) throws(FoodIndexError) -> Bool {
            guard
              let (item, resolved, _) = try analyze(
                reading, found, after: describedCompanion, in: index)
            else { return false }
            items[items.count - 1] = item
            items[items.count - 1].notes.append(
              "read \"\(parsedItem.text)\" as words about \(found.candidate.name)")
            companion = resolved
            previous = (reading, found)
            describing = true
            return true
          }
          // "one char siu bao (bbq pork bun)": other words for the very food found (it had
          // been a second bun).
          if match.candidate.id == described.match.candidate.id
            || FoodMatcher.names(described.match.candidate, allOf: parsedItem)
          {
            // "3 slices meat lovers regular crust (medium pizza)": the size said with the
            // name is the food's (the slices had been of no size, 150 g each for 109).
            var sized = amounted
            if sized.size == nil, let size = parsedItem.size { sized.size = size }
            var adopted = false
            if sized != described.parsed { adopted = try reread(sized, as: described.match) }
            if !adopted {
              items[items.count - 1].notes.append(
                "read \"\(parsedItem.text)\" as words about \(described.match.candidate.name)")
              describing = true
            }
            continue
          }
          // "3 chicken tacos (flour tortillas, …)": they may name another of its kind in
          // full, which is then the food ("Taco, flour tortilla, chicken, cheese").
          var fuller = described.parsed
          fuller.attached += parsedItem.foodWords
          if carriesAmount { fuller.modifiers += parsedItem.modifiers }
          if parsedItem.joinedBy == nil, let better = try matcher.match(fuller, in: index),
            FoodMatcher.names(better.candidate, allOf: parsedItem),
            FoodMatcher.names(better.candidate, allOf: described.parsed),
            FoodMatcher.isKind(better.candidate, of: described.parsed),
            try reread(amounted, as: better)
          {
            continue
          }
          // "Greek Yogurt, plain nonfat - 1/2 cup": the words in the food's name ("Yogurt,
          // Greek, nonfat milk, plain"), which as what it was made with they do not find.
          var named = amounted
          named.foodWords = parsedItem.foodWords + described.parsed.foodWords
          if carriesAmount, let better = try matcher.match(named, in: index),
            better.ignoredWords.isEmpty,
            FoodMatcher.names(better.candidate, allOf: parsedItem),
            FoodMatcher.names(better.candidate, allOf: described.parsed),
            try reread(named, as: better)
          {
            continue
          }
        }
        describing = false
        // "sushi, 8 pieces california roll": a heading the next item's food already names.
        if let heading = previous, parsedItem.joinedBy != "with", heading.parsed.count == nil,
          heading.parsed.measure == nil,
          FoodMatcher.names(match.candidate, allOf: heading.parsed),
          FoodMatcher.headNamesFood(match.candidate, of: heading.parsed), !items.isEmpty
        {
          items.removeLast()
        }
        // "coffee with milk and sugar": the sugar is added to the coffee, as the milk was.
        var listed = parsedItem
        var after = companion
        if parsedItem.joinedBy == "and", let head = additionHead {
          listed.joinedBy = "with"
          after = head
        } else if parsedItem.isSmallAddition, parsedItem.joinedBy != "with", companion != nil {
          // "coffee and a splash of milk", "coffee, a splash of milk": a splash is added to
          // the food before, as after "with" (had been a cup of milk, 244 g).
          listed.joinedBy = "with"
        }
        guard let (item, resolved, addedTo) = try analyze(listed, match, after: after, in: index)
        else {
          unmatched.append(parsedItem.text)
          companion = nil
          previous = nil
          additionHead = nil
          continue
        }
        items.append(item)
        describedCompanion = companion
        companion = resolved
        additionHead = addedTo
        previous = (parsedItem, match)
      }
    } catch {
      throw .serviceUnavailable(error.description)
    }
    if let refusal { throw refusal }
    guard !items.isEmpty else { throw .nothingRecognized(unmatched: unmatched) }
    for item in items where !(item.grams <= MealTextParser.maximumGrams) {
      // 1e308 of a 30 g bar is past any Double: say "too much to count", not "inf g".
      let weight =
        item.grams.isFinite
        ? "\(PortionChooser.format(item.grams.rounded())) g" : "more grams than can be counted"
      throw .rejectedInput(
        "\"\(item.text)\" comes to \(weight) of \(item.food); one item may weigh at most "
          + "\(Int(MealTextParser.maximumGrams)) g")
    }
    let analysis = FoodAnalysis(items: items, unmatched: unmatched)
    do {
      // "changed the oil in my car, 5 quarts": more than any meal holds is not a meal.
      _ = try analysis.totals.validated()
    } catch {
      throw .rejectedInput("this is not a meal: \(error)")
    }
    // "ate 300 chicken nuggets", "60 slices of pizza after the bar": a meal read from words
    // that comes to more than this is a joke or a slip of the thumb, not a meal to save.
    // Numbers entered as numbers (quick add, import) keep the Entities limit.
    guard analysis.totals.calories <= Self.mostCaloriesRead else {
      throw .rejectedInput(
        "this comes to \(Int(analysis.totals.calories.rounded())) kcal, more than a meal "
          + "described in words is taken to hold (at most \(Int(Self.mostCaloriesRead)) kcal); "
          + "check the amounts")
    }
    return analysis
  }

  /// An item still to analyze: one of the person's own foods, or one for the index.
  private enum Pending {
    case personal(ParsedMealItem, PersonalFood)
    case indexed(ParsedMealItem)
  }

  /// The items to analyze in order, the index's merged into dishes ("chicken with rice") only
  /// among themselves: a person's own food is never part of a USDA dish.
  private static func pending(
    _ parsed: [ParsedMealItem], _ mentions: PersonalFoodMentions, _ parser: MealTextParser,
    _ matcher: FoodMatcher, in index: FoodIndex
  ) throws(FoodIndexError) -> [Pending] {
    guard !mentions.foods.isEmpty else {
      return try matcher.dishes(parsed, in: index).map(Pending.indexed)
    }
    var result: [Pending] = []
    var run: [ParsedMealItem] = []
    for item in parsed {
      if let (food, personal) = mentions.food(of: item, isFoodNoun: parser.isFoodNoun) {
        result += try matcher.dishes(run, in: index).map(Pending.indexed)
        run = []
        result.append(.personal(personal, food))
      } else {
        run.append(mentions.restored(item))
      }
    }
    return result + (try matcher.dishes(run, in: index).map(Pending.indexed))
  }

  /// A meal reader that knows the index's food words and which of `description`'s unknown
  /// words are English words rather than typos.
  private static func reader(
    of tokens: [MealTextParser.Token], in index: FoodIndex
  ) throws(FoodIndexError) -> MealTextParser {
    let words = MealTextParser.lookupWords(in: tokens)
    var parser = MealTextParser(vocabulary: try index.nameWords(among: words))
    let unknown = parser.correctionCandidates(in: tokens)
    guard !unknown.isEmpty else { return parser }
    let english = try index.englishWords(among: unknown)
    parser = MealTextParser(
      vocabulary: try index.nameWords(among: words, correcting: unknown.subtracting(english)))
    parser.englishWords = english
    return parser
  }

  private func analyze(
    _ parsed: ParsedMealItem, _ match: FoodMatcher.Match,
    after companion: PortionChooser.Companion?, in index: FoodIndex
  ) throws(FoodIndexError) -> (
    MealItem, PortionChooser.Companion, addedTo: PortionChooser.Companion?
  )? {
    guard let per100Grams = try index.nutritionPer100Grams(of: match.candidate.id) else {
      return nil
    }
    var portions = try index.portions(of: match.candidate.id)
    var borrowed: String?
    if portions.isEmpty, parsed.measure == nil || parsed.measure?.isVolume == true,
      !PortionChooser.isDrink(match.candidate, []),
      let donor = try index.portionDonor(for: match.candidate),
      parsed.measure == nil
        || donor.portions.contains(where: { PortionChooser.Measure($0).volumeKind != nil })
    {
      // Counted or unmeasured, the food needs a household measure: a near twin's. Measured by
      // volume, a twin's volume row weighs it better than water ("2 tbsp nutella": the
      // spread's 37 g, not 29.6 g).
      portions = donor.portions
      borrowed =
        "USDA lists no household measures for this food: used those of \"\(donor.donor.name)\""
    }
    let chooser = PortionChooser()
    let added = companion.flatMap { head in
      chooser.addition(parsed, food: match.candidate, to: head, portions: portions).map {
        (head: head, choice: $0)
      }
    }
    var choice =
      added?.choice ?? chooser.choose(for: parsed, food: match.candidate, portions: portions)
    // "we split nachos and wings": a share of the usual portion, as no count was said to
    // divide (half of one wing had been the share).
    if let people = parsed.sharedBy, parsed.count == nil, parsed.measure == nil {
      choice.grams /= Double(people)
    }
    var notes: [String] = parsed.corrections.map { "read \"\($0.typed)\" as \"\($0.read)\"" }
    if let people = parsed.sharedBy { notes.append("shared by \(people): your share, 1/\(people)") }
    notes += borrowed.map { [$0] } ?? []
    notes += choice.notes
    // "turkey and swiss on wheat": the "and" inside one food's words names nothing to miss.
    let ignored = parsed.unknownWords + match.ignoredWords.filter { $0 != "and" }
    if !ignored.isEmpty {
      notes.append(
        "not used to pick the food: " + ignored.map { "\"\($0)\"" }.joined(separator: ", "))
    }
    let item = MealItem(
      text: parsed.text, food: match.candidate.name, grams: choice.grams,
      nutrition: per100Grams.per100Grams(scaledTo: choice.grams), notes: notes)
    let resolved = PortionChooser.Companion(
      item: parsed, food: match.candidate, grams: choice.grams,
      measures: portions.map(PortionChooser.Measure.init))
    return (item, resolved, added?.head)
  }
}

extension LocalFoodAnalyzer {
  /// For developers tuning the matcher: how `description` was parsed and the best-ranked
  /// candidates of each item with their scores.
  package func explain(_ description: String, top: Int = 8) throws -> String {
    let index = try FoodIndex(path: indexPath)
    let parsed = try Self.reader(of: MealTextParser.tokens(in: description), in: index).parse(
      description)
    var text = ""
    for item in parsed {
      text += "\(item)\n"
      let matcher = FoodMatcher(vocabulary: try index.allNameWords())
      for query in FoodMatcher.queries(for: item) {
        text += "  query: \(query)\n"
        let costs = query.required.map {
          "\($0) \(PrintfNumber.fixed(matcher.dropCost($0), decimals: 2))"
        }
        text += "  cost of leaving out: \(costs.joined(separator: ", "))\n"
      }
      let (ranked, dropped) = try matcher.ranking(
        item, in: index)
      if !dropped.isEmpty { text += "  dropped: \(dropped)\n" }
      for entry in ranked.prefix(top) {
        let candidate = entry.candidate
        text +=
          "  \(PrintfNumber.fixed(entry.score, decimals: 2, width: 6))  [\(candidate.id)] \(candidate.name)"
        text +=
          "  (\(candidate.source), \(candidate.category), \(candidate.portionCount) portions)\n"
      }
    }
    return text
  }
}
