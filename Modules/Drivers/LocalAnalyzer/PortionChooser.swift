import FoundationEssentials
import InterfaceAdapters

/// Turns an item's amount into grams of the chosen food, using the food's own household
/// measures from portions.csv, and says what it assumed.
///
/// Weights are taken as stated. Volumes go through the food's own cup (or tablespoon,
/// teaspoon, fluid ounce) weight, else water density. Counts ("2 eggs", "a slice") use the
/// matching household row: the size or unit named, else a row naming the food ("1 grape"),
/// else the medium or regular one. With no amount at all, the food's usual portion is used
/// (FNDDS "Quantity not specified") and flagged as assumed.
struct PortionChooser: Sendable {
  /// The weight used and the notes a person should see.
  struct Choice: Hashable, Sendable {
    /// Grams of the food.
    var grams: Double
    /// What was assumed on the way.
    var notes: [String]
  }

  /// One household measure, read for choosing.
  struct Measure: Hashable, Sendable {
    /// The row as in portions.csv.
    let portion: FoodIndex.Portion
    /// Stemmed words of the description outside parentheses.
    let words: [String]
    /// Stemmed words inside parentheses ("14 halves" → ["14", "halve"]).
    let aside: [String]
    /// Grams of one of what the description names (amount and a leading count divided out).
    let unitGrams: Double
    /// The volume the row measures: "cup", "tbsp", "tsp" or "floz", or `nil`. Read once here:
    /// ranking asks it of every measure of its best candidates, again and again.
    let volumeKind: String?

    init(_ portion: FoodIndex.Portion) {
      self.portion = portion
      let (outside, inside) = Self.split(portion.description)
      var words = WordStem.words(in: outside)
      var divisor = portion.amount
      if let first = words.first, let count = Double(first), count > 0 {
        divisor *= count
        words.removeFirst()
      }
      self.words = words
      // Keep "4.86" whole: the count inside "(4.86 large eggs)" divides the weight.
      self.aside = Self.spaceSeparated(inside).map { word in
        Double(word) != nil ? word : WordStem.of(word.filter { $0.isLetter || $0.isNumber })
      }.filter { !$0.isEmpty }
      self.unitGrams = portion.grams / divisor
      volumeKind = Self.volumeKind(of: words)
    }

    /// `description` lowercased, and split into what stands outside parentheses and what
    /// inside (each parenthesis a space there).
    static func split(_ description: String) -> (outside: String, inside: String) {
      // USDA's descriptions are ASCII: bytes, not characters, since ranking reads the
      // measures of the best candidates of every item.
      guard WordStem.isASCII(description) else {
        return splitByCharacters(description)
      }
      var outside: [UInt8] = []
      var inside: [UInt8] = []
      outside.reserveCapacity(description.utf8.count)
      inside.reserveCapacity(description.utf8.count)
      var depth = 0
      for var byte in description.utf8 {
        if (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) { byte += 32 }
        if byte == UInt8(ascii: "(") {
          depth += 1
          inside.append(UInt8(ascii: " "))
        } else if byte == UInt8(ascii: ")") {
          depth = max(0, depth - 1)
          inside.append(UInt8(ascii: " "))
        } else if depth > 0 {
          inside.append(byte)
        } else {
          outside.append(byte)
        }
      }
      return (String(decoding: outside, as: UTF8.self), String(decoding: inside, as: UTF8.self))
    }

    /// The words of `text` between spaces, as `split(separator: " ")` gives them, byte by byte
    /// for ASCII text: the generic split cost about 1,200 instructions a measure.
    static func spaceSeparated(_ text: String) -> [String] {
      guard WordStem.isASCII(text) else { return text.split(separator: " ").map(String.init) }
      var words: [String] = []
      var word: [UInt8] = []
      for byte in text.utf8 {
        if byte != UInt8(ascii: " ") {
          word.append(byte)
        } else if !word.isEmpty {
          words.append(String(decoding: word, as: UTF8.self))
          word.removeAll(keepingCapacity: true)
        }
      }
      if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
      return words
    }

    /// `split(_:)` character by character, for any text.
    static func splitByCharacters(_ description: String) -> (outside: String, inside: String) {
      var outside = ""
      var inside = ""
      var depth = 0
      for character in description.lowercased() {
        if character == "(" {
          depth += 1
          inside.append(" ")
        } else if character == ")" {
          depth = max(0, depth - 1)
          inside.append(" ")
        } else if depth > 0 {
          inside.append(character)
        } else {
          outside.append(character)
        }
      }
      return (outside, inside)
    }

    /// The description has any of `candidates` among its words (outside parentheses).
    func has(_ candidates: WordSet) -> Bool { !candidates.isDisjoint(with: words) }
    /// As `has(_:)` for a few words written where they are asked about (not made a set).
    func has(_ candidates: [String]) -> Bool { words.contains(where: candidates.contains) }

    var isGuideline: Bool { words.first == "guideline" }
    var isWithIce: Bool { words.contains("ice") && !words.contains("no") }
    /// "1 medium ice cream cup": a cup a dessert is sold in, which is counted by its size
    /// as well as being a volume (a medium froyo had been its usual portion, 175 g for 320).
    var isIceCreamCup: Bool { words.suffix(3) == ["ice", "cream", "cup"] }
    var isUnspecified: Bool { words.starts(with: ["quantity", "not", "specified"]) }
    private static func volumeKind(of words: [String]) -> String? {
      // "small 12 oz. cup" (a Frosty) is the cup it is sold in, counted by its size.
      if let cup = words.firstIndex(of: "cup"), cup == 0 || words[cup - 1] != "oz" { return "cup" }
      if words.contains(where: { $0 == "tbsp" || $0 == "tablespoon" }) { return "tbsp" }
      if words.contains(where: { $0 == "tsp" || $0 == "teaspoon" }) { return "tsp" }
      if words.contains("fl") && words.contains("oz") { return "floz" }
      return nil
    }
    /// A row that is only a weight ("oz", "4 oz", "1 cubic inch"); "patty 1.5 oz" and "1 6 oz
    /// container" count what they name.
    var isWeight: Bool {
      guard volumeKind == nil, let first = words.first else { return false }
      if ["oz", "lb", "g", "cubic", "surface"].contains(first) { return true }
      return words.count == 2 && Double(first) != nil && ["oz", "lb", "g"].contains(words[1])
    }
    /// Grams of one of its volume unit: a count before the unit divides too ("serving 2
    /// TBSP", 37 g, is 18.5 g a tablespoon), while `unitGrams` stays the serving's.
    var gramsPerVolumeUnit: Double {
      let units: Set<String> = ["cup", "tbsp", "tablespoon", "tsp", "teaspoon", "fl"]
      guard let index = words.firstIndex(where: units.contains), index > 0,
        let count = Double(words[index - 1]), count > 0
      else { return unitGrams }
      // "serving 1/2 cup" (68 g) is 136 g a cup: the words lost the slash of the fraction.
      if index > 1, let numerator = Double(words[index - 2]), numerator > 0,
        Self.split(portion.description).outside.contains(
          "\(words[index - 2])/\(words[index - 1])")
      {
        return unitGrams * count / numerator
      }
      return unitGrams / count
    }
  }

  private static let defaultSizeWords: WordSet = [
    "medium", "regular", "standard", "nfs", "any", "fruit", "whole", "item", "each", "nut",
    "kernel", "full", "individual",
  ]
  private static let otherSizeWords: WordSet = [
    "small", "large", "extra", "jumbo", "mini", "miniature", "bite", "tiny", "kid", "snack",
    "thin", "thick", "fun", "baby", "child", "slider", "half", "sharing", "family",
  ]
  /// Millilitres in a US cup, the unit of the defaults below.
  private static let cup = 236.588_236_5
  private static let millilitersPerKind: [String: Double] = [
    "cup": cup, "tbsp": cup / 16, "tsp": cup / 48, "floz": QuantityWords.fluidOunce,
  ]

  /// The grams of `food` meant by `item`.
  func choose(
    for item: ParsedMealItem, food: FoodIndex.Candidate, portions: [FoodIndex.Portion]
  ) -> Choice {
    let measures = portions.map(Measure.init).filter { !$0.isGuideline && $0.unitGrams > 0 }
    // A length no row of this food is measured by says nothing of its amount ("funnel cake
    // with powdered sugar 6in": the sugar is not a 6-inch one).
    var item = item
    if let size = item.size, Double(size) != nil,
      !measures.contains(where: { Self.measures($0, inches: size) })
    {
      item.size = nil
    }
    // "a footlong hot dog" with no footlong row is two of the usual one, as a footlong sub is
    // two 6-inch ones.
    if item.size == QuantityWords.footlongSub, item.measure == nil,
      !measures.contains(where: { $0.words.contains("footlong") })
    {
      item.size = nil
      item.count = (item.count ?? 1) * 2
      item.countIsArticle = false
    }
    let count = item.count ?? 1
    // "2 splenda", "a packet of stevia": a tabletop sweetener's packet is a gram; USDA has no
    // packet row for these powders (two had been 200 g of sucralose, 182 g of carbohydrate).
    // A liquid one said with no measure is drops, left to its rows.
    let packet =
      item.measure == nil ? !food.name.contains("liquid") : Self.isPacket(item.measure)
    if food.name.hasPrefix("Sugar substitute"), packet {
      return Choice(grams: count, notes: ["a sweetener packet taken as 1 g"])
    }
    switch item.measure {
    case .mass(let grams):
      return Choice(grams: grams * count, notes: [])
    case .ounces(let ounces):
      // "a 5 oz can of tuna", "2.6 oz pouch of chicken": a can, cup, box or pouch of a food
      // is weighed (had been 84 g and 44 g); only a drink's containers hold fluid ounces.
      if Self.isDrink(food, measures)
        || QuantityWords.drinkContainers.contains(item.container ?? "")
          && !Self.foodContainers.contains(item.container ?? "")
      {
        let milliliters = ounces * QuantityWords.fluidOunce
        var choice = volume(milliliters * count, kind: "floz", item: item, measures)
        choice.notes.insert("oz of a drink read as fluid ounces", at: 0)
        return choice
      }
      return Choice(grams: ounces * 28.349_523_125 * count, notes: [])
    case .volume(let milliliters, let unit):
      // "a cup of prawn crackers": a snack USDA gives no volume for is light, about an ounce
      // a cup as its chips and puffs are, not water (it had been 237 g a cup).
      if food.category == "Snacks", !measures.contains(where: { $0.volumeKind != nil }) {
        return Choice(
          grams: milliliters * count / Self.cup * Self.snackGramsPerCup,
          notes: ["no household volume for this snack in USDA data: a cup taken as 28 g"])
      }
      return volume(milliliters * count, kind: unit, item: item, measures)
    case .household(let unit):
      return household(unit, count: count, item: item, food: food, measures)
    case nil:
      // "1/8 of a 9in cherry pie", "1/12 of a 10 inch sponge cake": USDA's piece that is that
      // share of the whole ("piece (1/8 of 9" dia)", 125 g), not the share of one piece
      // (it had been an eighth of a slice, 15 g).
      // "2 slices of a 9 inch quiche cut into 8" (2/8): two of the row's eighths.
      if count < 1, !item.countIsArticle,
        let (piece, pieces) = measures.lazy.compactMap({ row -> (Measure, Double)? in
          guard let share = Self.shareOfWhole(row.portion.description) else { return nil }
          let pieces = count / share
          return abs(pieces - pieces.rounded()) < 1e-9 && pieces >= 1
            ? (row, pieces.rounded()) : nil
        }).first
      {
        return Choice(
          grams: piece.unitGrams * pieces,
          notes: [
            "\(Self.amountText(count)): "
              + (pieces == 1 ? "" : "\(Self.amountText(pieces)) × ")
              + "\"\(piece.portion.description)\" (\(Self.format(piece.unitGrams)) g)"
          ])
      }
      return counted(item, food: food, measures)
    }
  }

  /// Whether `measure` is a packet or a sachet.
  private static func isPacket(_ measure: ParsedMealItem.Measure?) -> Bool {
    guard case .household(let unit) = measure else { return false }
    return ["packet", "sachet"].contains(unit)
  }

  // MARK: Added to another item

  /// The food of the item before, as the amount of an addition depends on it.
  struct Companion: Sendable {
    /// The parsed item.
    var item: ParsedMealItem
    /// Its food.
    var food: FoodIndex.Candidate
    /// Its grams.
    var grams: Double
    /// Its household measures.
    var measures: [Measure]
  }

  /// USDA's guideline amount of milk added to a drink, in grams per fluid ounce of the drink:
  /// the same for every milk it gives one for (cow's, almond, rice, coconut, non-dairy NFS).
  static let milkGuidelinePerFluidOunce = 2.5

  /// An unmeasured addition to the item before ("coffee with milk", "oatmeal with milk",
  /// "toast with butter"), by USDA's guideline amounts per fluid ounce of drink, cup of hot
  /// cereal or slice of bread; `nil` when none applies.
  func addition(
    _ item: ParsedMealItem, food: FoodIndex.Candidate, to companion: Companion,
    portions: [FoodIndex.Portion]
  ) -> Choice? {
    guard !item.hasAmount || item.isSmallAddition, item.size == nil, item.joinedBy == "with"
    else { return nil }
    let guidelines = portions.map(Measure.init).filter(\.isGuideline)
    let base = companion.food.name.lowercased()
    if Self.isDrink(companion.food, companion.measures) {
      // "coffee with oat milk": a plant milk USDA gives no guideline of its own is added as
      // the ones it does give are (it had been a whole cup).
      let perFluidOunce =
        guidelines.first(where: { $0.has(["beverage"]) && $0.has(["fl"]) })?.unitGrams
        ?? (food.category == "Plant-based milk" ? Self.milkGuidelinePerFluidOunce : nil)
      if let perFluidOunce {
        let fluidOunces = companion.grams / QuantityWords.fluidOunce
        return Choice(
          grams: perFluidOunce * fluidOunces,
          notes: [
            "added to \(companion.item.text): \(Self.format(perFluidOunce)) g per fl oz "
              + "(USDA guideline amount)"
          ])
      }
    }
    let cereal = ["oatmeal", "grits", "porridge", "cereal", "oats"].contains {
      WordStem.text(base, contains: $0)
    }
    if cereal, let row = guidelines.first(where: { $0.has(["cereal"]) && $0.has(["cup"]) }) {
      let cupGrams =
        companion.measures.first { $0.volumeKind == "cup" && !$0.has(["dry", "yield"]) }?
        .unitGrams ?? 240
      let cups = companion.grams / cupGrams
      return Choice(
        grams: row.unitGrams * cups,
        notes: [
          "added to \(companion.item.text): \(Self.format(row.unitGrams)) g per cup "
            + "(USDA guideline amount)"
        ])
    }
    let bread = ["bread", "toast", "roll", "bagel", "muffin", "biscuit"].contains {
      WordStem.text(base, contains: $0)
    }
    if bread, let row = guidelines.first(where: { $0.has(["slice"]) && $0.has(["bread"]) }) {
      let slices = companion.item.count ?? 1
      return Choice(
        grams: row.unitGrams * slices,
        notes: [
          "added to \(companion.item.text): \(Self.format(row.unitGrams)) g per slice "
            + "(USDA guideline amount)"
        ])
    }
    return nil
  }

  // MARK: Volumes

  private func volume(
    _ milliliters: Double, kind: String, item: ParsedMealItem, _ measures: [Measure]
  ) -> Choice {
    var words = Set(item.foodWords.map(WordStem.of))
    // "1/4 c shelled sunflower seeds": the "without shell" cup, not the one of seeds in shell.
    let said = Set(item.foodWords + item.unknownWords + item.modifiers)
    if !said.isDisjoint(with: ["shelled", "hulled"]) { words.formUnion(["without", "shell"]) }
    if said.contains("unshelled") { words.formUnion(["in", "shell"]) }
    // "papaya 1 cup cubed": any cup of pieces, not the mashed one.
    if !said.isDisjoint(with: Self.pieceWords) { words.formUnion(Self.pieceStems) }
    let volumeMeasures = measures.filter { $0.volumeKind != nil && !$0.isWithIce }
    let order = [kind] + ["cup", "tbsp", "tsp", "floz"].filter { $0 != kind }
    for wanted in order {
      let rows = volumeMeasures.filter { $0.volumeKind == wanted }
      guard let best = bestQualified(rows, words: words),
        let unitMilliliters = Self.millilitersPerKind[wanted]
      else { continue }
      let density = best.gramsPerVolumeUnit / unitMilliliters
      return Choice(grams: milliliters * density, notes: [])
    }
    return Choice(
      grams: milliliters,
      notes: ["no household volume for this food in USDA data: water density (1 g/ml) used"])
  }

  /// The rows of `measures` that measure in `unit`: they name it, in or out of parentheses.
  /// A cube is USDA's "1 cubic inch" ("3 one inch cubes of gouda" had been three 7 oz
  /// packages).
  static func rows(of unit: String, in measures: [Measure]) -> [Measure] {
    let stem = WordStem.of(unit)
    let rows = measures.filter { $0.words.contains(stem) || $0.aside.contains(stem) }
    guard rows.isEmpty, unit == "cube" else { return rows }
    return measures.filter { $0.words.starts(with: ["cubic", "inch"]) }
  }

  /// The stem of a row's "pan" ("1 square cornbread (8" pan)" is the whole pan).
  private static let panStem = WordStem.of("pan")
  /// The weight of a cup of a light snack (chips, puffs, crackers) USDA gives no volume for.
  private static let snackGramsPerCup = 28.0
  /// The stem of a dish's "nugget" rows, which a piece of it is.
  private static let nuggetStem = WordStem.of("nugget")
  /// The stem of a fish's "fillet" rows, which a piece of fish is.
  private static let filletStem = WordStem.of("fillet")

  /// The stem of "without" in a row ("1 package without flavor packet").
  private static let withoutStem = WordStem.of("without")

  /// Words for a food cut in pieces, and their stems: any such cup row fits any of them.
  private static let pieceWords: WordSet = [
    "pieces", "piece", "chopped", "diced", "cubed", "cubes", "chunks",
  ]
  private static let pieceStems = Set(pieceWords.map(WordStem.of))

  /// Among volume rows of one kind, the one whose qualifier ("cup, sliced") fits the item's
  /// words best; plain rows ("cup", "1 cup, NFS") when nothing is said.
  private func bestQualified(_ rows: [Measure], words: Set<String>) -> Measure? {
    let unitWords: Set<String> = [
      "cup", "tbsp", "tablespoon", "tsp", "teaspoon", "fl", "oz", "nf", "nfs", "cooked",
      "whole", "not", "prepared",
    ]
    var best: (measure: Measure, score: Double)?
    for row in rows {
      var score = 0.0
      for word in row.words where !unitWords.contains(word) && Double(word) == nil {
        score += words.contains(word) ? 2 : -1
      }
      if row.has(["yield", "dry", "raw", "uncooked"]) { score -= 2 }
      if best == nil || score > best!.score { best = (row, score) }
    }
    return best?.measure
  }

  /// Whether `food` is drunk: a drinks category or a fluid-ounce measure.
  static func isDrink(_ food: FoodIndex.Candidate, _ measures: [Measure]) -> Bool {
    food.categoryTraits.isDrink || measures.contains { $0.volumeKind == "floz" }
  }

  // MARK: Household measures

  private func household(
    _ unit: String, count: Double, item: ParsedMealItem, food: FoodIndex.Candidate,
    _ measures: [Measure]
  ) -> Choice {
    var rows = Self.rows(of: unit, in: measures)
    // "4 squares of dark chocolate", "a square of cornbread": a food with no row for its
    // squares is counted by the piece (8 g), not by its usual portion (45 g, a bar), and so
    // is one whose square is a whole pan ("1 square cornbread (8" pan)", 646 g).
    if unit == "square" {
      rows.removeAll { $0.aside.contains(Self.panStem) }
      if rows.isEmpty { rows = measures.filter(Self.isPieceRow) }
    }
    if unit == "slice" {
      // "2 strips deer jerky": a food measured by the strip, with no slice, is counted by it
      // (had been two usual portions, 94 g).
      if rows.isEmpty { rows = measures.filter { $0.words.contains("strip") } }
      // "a slice of pie" is its piece, "a slice of watermelon" its wedge (not a 12 g ball).
      // A cup of pieces is no slice ("2 strips of beef jerky" had been two cups, 180 g).
      rows += measures.filter {
        ($0.words.contains("piece") || $0.words.contains("wedge")) && !rows.contains($0)
          && $0.volumeKind == nil
      }
    }
    if let best = bestCounted(rows, item: item, food: food, measures: measures) {
      // "2 graham cracker squares" against "1 large rectangular piece or 2 squares": the
      // row weighs two of the pieces said (it had been a whole piece, 15 g, a square).
      if let pieces = Self.alternativeCount(in: best.measure, naming: [unit]) {
        return counting(oneOf: pieces, in: best.measure, count: count)
      }
      return counting(best.measure, count: count)
    }
    if Self.isDrink(food, measures), let serving = StandardDrink(food).serving(unit) {
      var choice = volume(
        count * serving.fluidOunces * QuantityWords.fluidOunce, kind: "floz", item: item,
        measures)
      choice.notes.insert(serving.note, at: 0)
      return choice
    }
    switch unit {
    case "glass", "cup", "mug":
      var choice = volume(
        count * 8 * QuantityWords.fluidOunce, kind: "cup", item: item, measures)
      choice.notes.insert("a glass taken as 8 fl oz (237 ml)", at: 0)
      return choice
    case "can":
      var choice = volume(
        count * 12 * QuantityWords.fluidOunce, kind: "floz", item: item, measures)
      choice.notes.insert("a can taken as 12 fl oz (355 ml)", at: 0)
      return choice
    case "bottle":
      var choice = volume(count * 500, kind: "floz", item: item, measures)
      choice.notes.insert("a bottle taken as 500 ml", at: 0)
      return choice
    case "handful" where Self.isNutOrSeed(food):
      // "a handful of walnuts": USDA's ounce serving of nuts (had been one walnut, 4 g).
      if let ounce = Self.ounceRow(in: measures) {
        var choice = counting(ounce, count: count)
        choice.notes.insert("a handful of nuts taken as an ounce", at: 0)
        return choice
      }
      return Choice(
        grams: count * 28.349_523_125, notes: ["a handful of nuts taken as an ounce"])
    case "packet" where measures.isEmpty:
      // "a packet of strawberry jam", "a packet of mayo": a condiment's packet is about a
      // tablespoon (had been 100 g, for a food USDA gives no household measure).
      var choice = volume(count * QuantityWords.fluidOunce / 2, kind: "tbsp", item: item, measures)
      choice.notes.insert("a packet taken as a tablespoon (15 ml)", at: 0)
      return choice
    case "rack":
      // "half a rack of ribs": a rack of pork ribs is about a dozen (had been one rib, 35 g).
      if let rib = measures.first(where: {
        $0.words.contains("rib") && $0.volumeKind == nil && !$0.isWeight
      }) {
        var choice = counting(rib, count: count * 12)
        choice.notes.insert("a rack taken as 12 ribs", at: 0)
        return choice
      }
      var unmeasured = item
      unmeasured.measure = nil
      return counted(unmeasured, food: food, measures)
    case "scoop":
      // "2 scoops of mac and cheese" off a buffet line: a serving spoon's half cup (had been
      // the dish's usual portion, a cup each). A food USDA weighs by the scoop (ice cream,
      // protein powder) has its row, read above.
      var choice = volume(count * Self.cup / 2, kind: "cup", item: item, measures)
      choice.notes.insert("a scoop taken as 1/2 cup (118 ml)", at: 0)
      return choice
    case "bowl":
      // "a small bowl of soup": a cup; "a big bowl": two.
      let cups: Double =
        switch item.size {
        case "small": 1
        case "large", "extra large": 2
        default: 1.5
        }
      var choice = volume(count * cups * Self.cup, kind: "cup", item: item, measures)
      choice.notes.insert(
        cups == 1.5
          ? "a bowl taken as 1 1/2 cups (355 ml)"
          : "a bowl, \(item.size ?? ""), taken as \(Self.format(cups)) cup\(cups == 1 ? "" : "s")",
        at: 0)
      return choice
    case "piece":
      // "3 triangles of quesadilla": USDA's "1 triangular piece" (35 g), not a whole one.
      // (Read in place: `String.contains` looks up protocol conformances on first use.)
      if WordStem.text(item.text.lowercased(), contains: "triangle"),
        let triangle = measures.first(where: { $0.words.contains(Self.triangularStem) })
      {
        return counting(triangle, count: count)
      }
      // "2 pieces of fried catfish": a piece of fish is a fillet ("1 small/regular fillet",
      // 90 g; a large one when said), not "1 whole fish, any size" (270 g).
      let fillets = measures.filter {
        $0.words.contains(Self.filletStem) && $0.volumeKind == nil && !$0.isWeight
      }
      if let fillet = item.size == "large"
        ? fillets.max(by: { $0.unitGrams < $1.unitGrams })
        : fillets.min(by: { $0.unitGrams < $1.unitGrams })
      {
        return counting(fillet, count: count)
      }
      // "sweet and sour pork, 10 pieces": pieces of a dish weighed by its nugget are
      // nuggets (18 g), not its usual serving (170 g) each.
      if count >= 2,
        let nugget = measures.first(where: {
          $0.words.contains(Self.nuggetStem) && $0.volumeKind == nil && !$0.isWeight
        })
      {
        return counting(nugget, count: count)
      }
      // "6 piece chicken nuggets": one of the food's own countable things ("1 nugget").
      var unmeasured = item
      unmeasured.measure = nil
      unmeasured.count = count
      return counted(unmeasured, food: food, measures)
    default:
      // "a handful", "a bowl": the usual portion says more than the smallest countable row;
      // a size said picks its row ("a fun size pack of M&Ms": "1 fun/snack size").
      var unsized = item
      unsized.measure = nil
      // "a small packet of chips": a container of another name ("1 small single serving
      // bag"), not one chip.
      // A size said goes first when no container row has it ("a fun size pack of M&Ms").
      let containers = measures.filter {
        $0.has(FoodMatcher.containerStems) && !$0.isUnspecified
      }
      let sizeFits =
        item.size.map { size in
          containers.contains { $0.words.contains(Self.sizeAmong(containers, for: size)) }
        } ?? true
      if FoodMatcher.containerStems.contains(WordStem.of(unit)), sizeFits,
        let best = bestCounted(containers, item: unsized, food: food, measures: measures)
      {
        var choice = counting(best.measure, count: count)
        choice.notes.insert("no \"\(unit)\" measure for this food in USDA data", at: 0)
        return choice
      }
      if item.size == nil, let usual = measures.first(where: \.isUnspecified) {
        return Choice(
          grams: usual.unitGrams * count,
          notes: [
            "no \"\(unit)\" measure for this food in USDA data: used the usual portion, "
              + "\(Self.format(usual.unitGrams)) g (USDA \"Quantity not specified\")"
          ])
      }
      // "a handful of broccoli": with no usual portion, USDA's serving ("NLEA serving", 148 g),
      // not one of the food as it comes (a bunch, 608 g).
      if item.size == nil, let serving = measures.first(where: { $0.words.first == "nlea" }) {
        return Choice(
          grams: serving.unitGrams * count,
          notes: [
            "no \"\(unit)\" measure for this food in USDA data: used USDA's serving, "
              + "\(Self.format(serving.unitGrams)) g (\"\(serving.portion.description)\")"
          ])
      }
      var choice = counted(unsized, food: food, measures)
      choice.notes.insert("no \"\(unit)\" measure for this food in USDA data", at: 0)
      return choice
    }
  }

  // MARK: Counts and defaults

  /// Whether `food` is poured or spooned onto another (a syrup, sauce, gravy or dressing).
  static func isPouredOn(_ food: FoodIndex.Candidate) -> Bool {
    !pouredStems.isDisjoint(with: food.stems.words)
  }

  private static let pouredStems = Set(
    ["syrup", "sauce", "gravy", "dressing", "topping"].map(WordStem.of))

  private func counted(
    _ item: ParsedMealItem, food: FoodIndex.Candidate, _ measures: [Measure]
  ) -> Choice {
    let words = Set(item.foodWords.map(WordStem.of))
    let unspecified = measures.first(where: \.isUnspecified)
    // "7 rolos", "3 pieces of dried mango": a count of a food USDA weighs by the piece ("7
    // pieces", 42 g; "1 slice/chunk", 8 g) is that many pieces, not packages (48 g) or
    // usual portions (40 g) each, when no row names what was counted and the piece is at most
    // a third of the usual portion (or of the largest row).
    if let count = item.count, count >= 2, item.size == nil, !item.foodWords.contains("halves"),
      let piece = measures.first(where: Self.isPieceRow),
      !measures.contains(where: { $0.words.contains(where: words.contains) }),
      piece.unitGrams * 3 <= (unspecified ?? measures.max { $0.unitGrams < $1.unitGrams })?
        .unitGrams ?? 0
    {
      return counting(piece, count: count)
    }
    // "whole chicken quesadilla": all of one, where USDA's usual portion is a part of it.
    if item.count == nil, item.size == nil, item.foodWords.contains("whole"),
      !food.stems.words.contains("whole"),
      let full = measures.first(where: {
        $0.has(["whole", "full"]) && !$0.isUnspecified && $0.volumeKind == nil && !$0.isWeight
      })
    {
      var choice = counting(full, count: 1)
      choice.notes.insert("\"whole\": one whole", at: 0)
      return choice
    }
    // "mcdonald's hotcakes": a plural named alone, whose food's only row is a serving of
    // several of them ("3 hotcakes 5.3 oz"), is that serving (it had been one hotcake).
    if item.count == nil, item.size == nil, item.measure == nil, measures.count == 1,
      let row = measures.first, row.portion.amount > 1, let last = item.foodWords.last,
      case let said = WordStem.of(last), said != last, row.words.contains(said)
    {
      return Choice(
        grams: row.portion.grams,
        notes: [
          "no amount given: assumed USDA's \(Self.amountText(row.portion.amount)) "
            + "\"\(row.portion.description)\" (\(Self.format(row.portion.grams)) g)"
        ])
    }
    // "a frosted cupcake": a name of several forms ("Cake or cupcake, NFS") is counted by the
    // row of the form the person named ("1 cupcake, any size", 90 g), not its usual slice.
    if item.count == nil, item.size == nil, item.measure == nil,
      let said = item.foodWords.last.map(WordStem.of),
      food.stems.segments.first.map({ $0.contains("or") && $0.contains(said) }) == true,
      let row = measures.first(where: {
        !$0.isUnspecified && $0.volumeKind == nil && !$0.isWeight && $0.words.contains(said)
      })
    {
      var choice = counting(row, count: 1)
      choice.notes.insert("one \(item.foodWords.last ?? "")", at: 0)
      return choice
    }
    // "a splash of milk" said alone: a tablespoon of it, not its usual cup (244 g); after
    // another food it is that food's addition (`addition(_:food:to:portions:)`). A food
    // USDA gives no portion at all ("a splash of oat milk") is measured so too (it had been
    // a whole cup).
    if item.isSmallAddition, item.count == nil, item.measure == nil,
      measures.isEmpty || measures.contains(where: { $0.volumeKind != nil })
    {
      var choice = volume(Self.cup / 16, kind: "tbsp", item: item, measures)
      choice.notes.insert("a small amount taken as a tablespoon", at: 0)
      return choice
    }
    // "string cheese": one of the things its name counts by ("1 stick"), not the usual
    // portion of the cheese (a slice, 21 g).
    if item.count == nil, item.size == nil, item.measure == nil,
      let last = item.foodWords.last, WordStem.of(last) == last,
      let unit = FoodVocabulary.countedUnits.first(where: {
        Self.says($0.phrase, in: item.foodWords)
      })?.unit,
      let row = measures.first(where: {
        $0.words.first == WordStem.of(unit) && $0.volumeKind == nil && !$0.isWeight
      })
    {
      var choice = counting(row, count: 1)
      choice.notes.insert("no amount given: assumed one", at: 0)
      return choice
    }
    // "slim jim" alone: one of the brand a row of the generic food counts ("1 Slim Jim",
    // 9.6 g), not the food's usual portion (30 g).
    if item.count == nil, item.size == nil, item.measure == nil, unspecified != nil,
      case let typed = Self.typedWords(item, said: words),
      case let head = food.stems.segments.first ?? [], case let name = food.stems.words,
      let row = measures.first(where: { row in
        !row.isUnspecified && row.volumeKind == nil && !row.isWeight
          && row.words.contains { typed.contains($0) && Self.namesKind($0, head: head, name: name) }
      })
    {
      var choice = counting(row, count: 1)
      choice.notes.insert("no amount given: assumed one", at: 0)
      return choice
    }
    if item.count == nil, item.size == nil, let unspecified {
      return Choice(
        grams: unspecified.unitGrams,
        notes: [
          "no amount given: assumed the usual portion, \(Self.format(unspecified.unitGrams)) g "
            + "(USDA \"Quantity not specified\")"
        ])
    }
    // "one eggnog": a cup of it, not the quart USDA also weighs. "instant ramen": the
    // package, not the flavor packet another row weighs it without (5.8 g of 81).
    let leftOut: Set<String> =
      measures.contains(where: { $0.words.contains(Self.withoutStem) })
      ? Set(
        measures.flatMap { row in row.words.drop(while: { $0 != Self.withoutStem }).dropFirst() })
      : []
    let countable = measures.filter {
      !$0.isUnspecified && ($0.volumeKind == nil || $0.isIceCreamCup) && !$0.isWeight
        && !$0.has(["yield"]) && !$0.has(Self.bulkVolumeStems)
        && !($0.words.count == 1 && leftOut.contains($0.words[0]))
    }
    // "a whole pizza", "3 whole pizzas": a row for the whole food ("1 medium pizza"), not for
    // a part of it ("1 piece, medium pizza"). "half a cantaloupe" is half of a whole one too,
    // not half a wedge.
    let fractionOfOne = item.count.map { $0 < 1 } ?? false
    if item.countsWholes || fractionOfOne, item.measure == nil {
      let wholes = countable.filter { !$0.has(Self.partWords) }
      if let whole = bestCounted(wholes, item: item, food: food, measures: measures) {
        var choice = counting(whole.measure, count: item.count ?? 1)
        choice.notes.insert(
          item.countsWholes ? "\"whole\": whole ones" : "a part of a whole one", at: 0)
        return choice
      }
    }
    let best = bestCounted(countable, item: item, food: food, measures: measures)
    // "yogurt with walnuts": nuts and seeds with no amount are USDA's 1 oz serving of them,
    // not the half cup that other plurals are (58.5 g of walnuts, 382 kcal).
    if item.count == nil, item.size == nil, Self.isNutOrSeed(food),
      let ounce = Self.ounceRow(in: measures)
    {
      var choice = counting(ounce, count: 1)
      choice.notes.insert("no amount given: assumed an ounce, USDA's serving of nuts", at: 0)
      return choice
    }
    // "oatmeal with blueberries": a plural with no amount is some of them, not one berry.
    let plural = item.foodWords.last.map { WordStem.of($0) != $0 } ?? false
    if item.count == nil, item.size == nil, plural,
      measures.contains(where: { $0.volumeKind == "cup" })
    {
      var choice = volume(Self.cup / 2, kind: "cup", item: item, measures)
      choice.notes.insert("no amount given: assumed half a cup", at: 0)
      return choice
    }
    // "baby carrots": with no cup measure, USDA's serving of them (85 g), not one carrot.
    if item.count == nil, item.size == nil, plural,
      let serving = measures.first(where: { $0.has(["serving"]) && $0.volumeKind == nil })
    {
      var choice = counting(serving, count: 1)
      choice.notes.insert("no amount given: assumed one serving", at: 0)
      return choice
    }
    if item.count == nil, item.size == nil, let best, best.score >= 2 {
      // "hard boiled egg": one large egg, the size USDA and recipes mean by an egg.
      var choice = counting(best.measure, count: 1)
      choice.notes.insert("no amount given: assumed one", at: 0)
      return choice
    }
    if item.count == nil, item.size == nil {
      // No amount and no usual portion: a serving; a cup of a dish (chili, stew), which
      // is never eaten by the tablespoon; else a tablespoon (the serving of spreads, fats
      // and condiments), or a teaspoon when that is the spoon USDA measures it by
      // ("vegemite": its "tsp", not a cup of it, 288 g), before any other household measure.
      if !measures.contains(where: { $0.has(["serving"]) }), FoodMatcher.isMixedDish(food),
        measures.contains(where: { $0.volumeKind == "cup" })
      {
        var choice = volume(Self.cup, kind: "cup", item: item, measures)
        choice.notes.insert("no amount given: assumed one cup of the dish", at: 0)
        return choice
      }
      // A spoonful serving counts too: "serving 2 TBSP" of a spread (Nutella had been a
      // cup of it, 296 g).
      let serving =
        measures.first { $0.has(["serving"]) && [nil, "tbsp", "tsp"].contains($0.volumeKind) }
        ?? measures.first { $0.volumeKind == "tbsp" && $0.words.count <= 2 }
        ?? measures.first { $0.volumeKind == "tsp" && $0.words.count <= 2 }
      if let serving {
        var choice = counting(serving, count: 1)
        choice.notes.insert("no amount given: assumed one serving", at: 0)
        return choice
      }
      let onlyVolumes = !measures.isEmpty && measures.allSatisfy { $0.volumeKind != nil }
      if onlyVolumes, Self.isPouredOn(food) {
        // "pancakes with syrup": a syrup or sauce measured only by the cup is poured by the
        // tablespoon, as the condiments measured by it are.
        var choice = volume(Self.cup / 16, kind: "tbsp", item: item, measures)
        choice.notes.insert("no amount given: assumed one tablespoon", at: 0)
        return choice
      }
      if onlyVolumes {
        var choice = volume(Self.cup, kind: "cup", item: item, measures)
        choice.notes.insert("no amount given: assumed one cup", at: 0)
        return choice
      }
    }
    // A row that names the size, the food or a medium/regular one beats the usual portion;
    // any other row ("1 bottle (40 fl oz)" for "two beers") does not.
    if let best, best.score >= 2 {
      // "1 fun size 3 musketeers" against "serving 2 fun size bars": one of the bars the
      // serving counts (it had been the serving, 28 g for 14).
      if best.measure.words.first == "serving", best.measure.words.count > 2,
        let pieces = Double(best.measure.words[1]), pieces > 1, pieces == pieces.rounded(),
        best.measure.words[2].allSatisfy(\.isLetter),
        QuantityWords.householdUnits[best.measure.words[2]] == nil,
        !best.measure.words.contains(where: ["oz", "g", "lb"].contains)
      {
        return counting(oneOf: pieces, in: best.measure, count: item.count ?? 1)
      }
      var choice = counting(best.measure, count: item.count ?? 1)
      if item.count == nil { choice.notes.insert("no amount given: assumed one", at: 0) }
      return choice
    }
    // "8 walnut halves" against "oz (14 halves)": the row counts the pieces for us.
    if item.count != nil,
      let row = measures.first(where: { row in
        guard let number = Self.countAside(of: row), number > 0 else { return false }
        return !words.union(["kernel", "nut"]).isDisjoint(with: row.aside.dropFirst())
      }), let number = Self.countAside(of: row)
    {
      return counting(oneOf: number, in: row, count: item.count ?? 1)
    }
    if item.count == nil, item.size == nil, unspecified == nil,
      measures.contains(where: { $0.volumeKind == "cup" })
    {
      // "spinach" in a smoothie: no amount, no usual portion, and no row that is one of the
      // food as it comes; a cup of it, not "1 bunch" (340 g).
      var choice = volume(Self.cup, kind: "cup", item: item, measures)
      choice.notes.insert("no amount given: assumed one cup", at: 0)
      return choice
    }
    if let best, unspecified == nil, Self.isWholeBake(best.measure), item.count == nil,
      !item.countsWholes, let weighed = measures.first(where: \.isWeight)
    {
      // "roasted turkey": USDA's weighed serving ("3 oz"), not "1 bird" (3,812 g).
      return Choice(
        grams: weighed.portion.grams,
        notes: ["no amount given: assumed USDA's serving, \(Self.format(weighed.portion.grams)) g"])
    }
    if let best, unspecified == nil {
      var choice = counting(best.measure, count: item.count ?? 1)
      if item.count == nil { choice.notes.insert("no amount given: assumed one", at: 0) }
      return choice
    }
    // "4 falafel", "2 hash browns": a food made in patties is counted by the patty (17 g of
    // falafel each), not by its usual portion (28 g).
    if unspecified != nil, let count = item.count,
      let patty = countable.first(where: { $0.words == ["patty"] })
    {
      return counting(patty, count: count)
    }
    // "10 french fries", "6 tater tots", "4 cheese ravioli": a count of a food whose usual
    // portion is many pieces counts the pieces ("1 fry", "1 piece"), not servings (1,100 g).
    if let unspecified, let count = item.count, count >= 2 {
      let said = Set(item.foodWords.suffix(1).map(WordStem.of))
      // "20 edamame pods": a row of what one piece yields counts too when it names the piece
      // said ("1 pod, yields", 2 g; it had been twenty usual portions, 1,600 g).
      let yielded = measures.filter {
        $0.has(["yield"]) && $0.volumeKind == nil && !said.isDisjoint(with: $0.words)
      }
      let pieces = (countable + yielded).filter {
        ($0.words == ["piece"] || !said.isDisjoint(with: $0.words))
          && $0.unitGrams * 3 <= unspecified.unitGrams
      }
      if let piece = bestCounted(pieces, item: item, food: food, measures: measures) {
        return counting(piece.measure, count: count)
      }
    }
    if let unspecified {
      let count = item.count ?? 1
      return Choice(
        grams: unspecified.unitGrams * count,
        notes: [
          "\(Self.amountText(count)) × the usual portion, \(Self.format(unspecified.unitGrams)) g "
            + "(USDA \"Quantity not specified\")"
        ])
    }
    // "a medium vanilla shake at burger king": the drink of the size said ("medium 16 fl oz"),
    // not a cup of it.
    if let size = item.size, item.measure == nil {
      let sizeWords = size.split(separator: " ").map { WordStem.of(String($0)) }
      if let row = measures.first(where: { $0.words.starts(with: sizeWords) }) {
        return counting(row, count: item.count ?? 1)
      }
    }
    // "a small strawberry shake": the serving of the size said ("serving small 12 fl oz"),
    // not the first one listed (large).
    let servings = measures.filter { $0.has(["serving"]) }
    let sizedServing = item.size.flatMap { size in
      servings.first { row in
        size.split(separator: " ").allSatisfy { row.words.contains(WordStem.of(String($0))) }
      }
    }
    if let serving = sizedServing ?? servings.first {
      var choice = counting(serving, count: item.count ?? 1)
      choice.notes.insert("no household measure for this amount: used a serving", at: 0)
      return choice
    }
    let count = item.count ?? 1
    if Self.isDrink(food, measures) {
      // "a bud light", "a hot chocolate": a drink measured only by volume is one standard
      // serving of its kind (a beer 12 fl oz, anything else a cup), not 100 g.
      let standard = StandardDrink(food)
      let ounces = standard == .other ? 8 : standard.serving("serving")?.fluidOunces ?? 8
      var choice = volume(
        ounces * QuantityWords.fluidOunce * count, kind: standard == .other ? "cup" : "floz",
        item: item, measures)
      choice.notes.insert(
        standard == .other
          ? "no size given for this drink: assumed a cup each"
          : "no size given: assumed a standard drink each (\(Self.format(ounces)) fl oz)",
        at: 0)
      return choice
    }
    return Choice(
      grams: 100 * count,
      notes: ["no household measure for this food in USDA data: assumed 100 g each"])
  }

  /// The size word to look for among `rows`: USDA calls a snack size "fun size" for candy
  /// ("bar, fun size") and a "small single serving" for chips; other sizes as said.
  static func sizeAmong(_ rows: [Measure], for size: String) -> String {
    // "a mini bag of microwave popcorn": USDA writes "snack/mini", not "miniature".
    if size == "miniature", !rows.contains(where: { $0.words.contains("miniature") }),
      rows.contains(where: { $0.words.contains("mini") })
    {
      return "mini"
    }
    // "mini pigs in a blanket": the party size, USDA's "1 cocktail size".
    if size == "miniature", !rows.contains(where: { $0.words.contains("miniature") }),
      rows.contains(where: { $0.words.contains("cocktail") })
    {
      return "cocktail"
    }
    guard size == "snack", !rows.contains(where: { $0.words.contains("snack") }) else {
      return size
    }
    return rows.contains(where: { $0.words.contains("fun") }) ? "fun" : "small"
  }

  /// The stems of the words the person typed for `item`: `said`, the stems of its food
  /// words, and those of the typed words its food words lack ("breakfast" in "2 breakfast
  /// sausages"). Only those are stemmed: this runs for every counted item.
  private static func typedWords(_ item: ParsedMealItem, said: Set<String>) -> Set<String> {
    var typed = said
    for piece in item.text.split(separator: " ") where Double(piece) == nil {
      let word = piece.lowercased()
      if !item.foodWords.contains(word) { typed.insert(WordStem.of(word)) }
    }
    return typed
  }

  /// Whether a typed word a row has names what kind of the food it counts ("ahoy" of "1
  /// Nabisco Chips Ahoy!" for "4 chips ahoy", "jim" of "1 Slim Jim"): the food's name
  /// (`head`, `name`), a size, a unit or a number do not. Asked only of the words a row and
  /// the typed words share, so the tables are looked at only then.
  private static func namesKind(_ stem: String, head: [String], name: Set<String>) -> Bool {
    !(head.contains(stem) || name.contains(stem) || householdStems.contains(stem)
      || defaultSizeWords.contains(stem) || otherSizeWords.contains(stem) || Double(stem) != nil)
  }

  /// The best row for counting `item`: the size asked for, or one naming the food, or the
  /// medium/regular one; USDA's usual portion breaks ties ("can or bottle (12 fl oz)").
  private func bestCounted(
    _ rows: [Measure], item: ParsedMealItem, food: FoodIndex.Candidate, measures: [Measure]
  ) -> (measure: Measure, score: Double)? {
    // The food's own head words count as its name too: "5 saltines" are "Crackers, saltine",
    // counted by the "1 cracker" row.
    let head = food.stems.segments.first ?? []
    let said = Set(item.foodWords.map(WordStem.of))
    var words = said.union(head)
    // "an apple pie from mcdonalds": the chain's own row ("1 McDonald's pie", 77 g).
    let chain = Set(item.modifiers.filter(FoodVocabulary.chainNameWords.contains).map(WordStem.of))
    // "3 marie biscuits": USDA counts a biscuit as British English means it, by the cookie.
    if words.contains(Self.biscuitStem) { words.insert(Self.cookieStem) }
    // "2 canned pear halves", "8 dried apricot halves": USDA's "1 half" rows (had been the
    // usual portion of each, 125 g a half).
    let halves = item.foodWords.contains("halves")
    if halves { words.insert(FoodMatcher.halfStem) }
    // "a string cheese" counts sticks: its "string" names the food, not the row "1 string".
    var countedPhrases: Set<String> = []
    var unitStems: [String] = []
    for (phrase, unit) in FoodVocabulary.countedUnits where Self.says(phrase, in: item.foodWords) {
      words.subtract(phrase.map(WordStem.of).filter { !food.stems.words.contains($0) })
      words.insert(WordStem.of(unit))
      unitStems.append(WordStem.of(unit))
      countedPhrases.formUnion(phrase.map(WordStem.of))
    }
    // An egg's usual size is the egg's, not that of a sandwich with egg in it ("Egg sandwich
    // on bagel": its "1 large" is the big sandwich): only when the name's head is that food.
    let defaultSize = item.foodWords.lazy.compactMap { word -> String? in
      let stem = WordStem.of(word)
      return head.last == stem ? FoodVocabulary.defaultSizes[stem] : nil
    }.first
    // A length no row is measured by says nothing about which row ("an 8 inch tortilla":
    // USDA's tortillas are small to extra large).
    let saidSize = item.size.flatMap { size in
      Double(size) == nil || rows.contains(where: { Self.measures($0, inches: size) })
        ? size : nil
    }
    let size = (saidSize ?? defaultSize).map { Self.sizeAmong(rows, for: $0) }
    let usual = measures.first(where: \.isUnspecified)?.portion.grams
    let saidOnly = Set(item.foodWords.dropLast().map(WordStem.of)).subtracting(food.stems.words)
    // "4 chips ahoy", "2 slim jims": a brand typed that a row of the generic food names ("1
    // Nabisco Chips Ahoy!", "1 Slim Jim") picks that row (four had been medium cookies, 120 g
    // for 42: the row of the food's own name and usual size had outscored it).
    let typed = Self.typedWords(item, said: said).subtracting(countedPhrases)
    let name = food.stems.words
    let wholeSaid = item.countsWholes || item.count.map { $0 < 1 } == true
    // "small onion rings": a size no row has is that of an order ("1 fast food order"), not
    // of one ring.
    let orderSized =
      size.map { size in
        !rows.contains { row in
          size.split(separator: " ").allSatisfy { row.words.contains(String($0)) }
        }
      } ?? false
    let countsPieces: Bool =
      switch item.measure {
      case nil: (item.count ?? 1) >= 2
      case .household(let unit): unit == "piece" && (item.count ?? 1) >= 2
      default: false
      }
    // The row names what the person counted ("3 chicken tenders": "1 tender, strip, or
    // finger", not "1 popcorn chicken"); "one naan bread" counts naans: "bread" after a
    // bread's own name adds nothing.
    // "4 trefoils" count what their unit names ("1 Girl Scout cookie").
    let counted =
      item.foodWords.suffix(item.foodWords.last == "bread" ? 2 : 1).map(WordStem.of)
      + unitStems
    // Not pieces the food's own name counts ("2 elotes": ears of corn, not "1 baby corn").
    let countsNamedPieces =
      countsPieces && !counted.contains(where: head.contains)
      && rows.contains { row in counted.contains(where: row.words.contains) }
    var best: (measure: Measure, score: Double)?
    for row in rows {
      var score = 0.0
      if let size {
        let sizeWords = size.split(separator: " ").map(String.init)
        let hasSize =
          sizeWords.allSatisfy { row.words.contains($0) } || Self.measures(row, inches: size)
        let extraSize = size != "extra large" && row.words.contains("extra")
        if hasSize && !extraSize {
          // "2 large fries": two large orders (they had been two fries, 10 g); a size said
          // with a count is of the row with that size, not of pieces no size is given for.
          score += countsPieces ? 5 : 3
        } else if row.has(Self.otherSizeWords) || row.has(["medium"]) {
          score -= 3
        } else if item.count == nil || item.countIsArticle, !orderSized {
          // "medium waffle fries": the order of the size said, not one piece of the shape
          // said ("1 waffle", 8 g, which the shape's word had scored up), when a row has that
          // size.
          score -= 6
        }
      } else {
        // "1 full circle", "1 individual pie", "1 medium": one of the food as it comes.
        // "12 soft pretzel bites": a count of the pieces a row names is of those, not of
        // the food as it comes ("1 medium/regular" had made it 1.4 kg); "5 shrimp" are still
        // medium ones.
        if row.has(Self.defaultSizeWords),
          !countsNamedPieces || counted.contains(where: row.words.contains)
        {
          score += 2.5
        }
        // Not "1 small/regular fillet", which is the regular one too (a baked cod fillet had
        // been "1 whole fish", 420 g). Read from its words: `String.contains` on the
        // description looked up protocol conformances on first use, a quarter of a million
        // instructions on every cold analysis.
        // "5 roasted baby potatoes": a size word the person said is the row they mean ("1
        // baby potato", 60 g), not one of another size (five medium ones had been 850 g).
        if row.has(Self.otherSizeWords),
          !(row.words.contains("small") && row.words.contains("regular")),
          !(halves && row.words == [FoodMatcher.halfStem]),
          !row.words.contains(where: { said.contains($0) && Self.otherSizeWords.contains($0) })
        {
          score -= 3
        }
      }
      if !words.isDisjoint(with: row.words) { score += 2 }
      if orderSized, row.words.contains("order") { score += 4 }
      if !chain.isDisjoint(with: row.words) { score += 4 }
      if row.words.contains(where: {
        typed.contains($0) && Self.namesKind($0, head: head, name: name)
      }) {
        score += 4
      }
      if counted.contains(where: row.words.contains) { score += 1 }
      // "6 cherry tomatoes": a word the person said that the food's name lacks is the detail
      // the row is for ("1 cherry", not "1 Italian tomato").
      if row.words.contains(where: saidOnly.contains) { score += 1.5 }
      // "a pack of reeses cups": the package of 2 cups, not the one of 1; the plural says
      // the row counting more than one of them.
      // "5 pc french toast sticks": a count of pieces is of single ones ("stick", 21 g), not
      // of servings of five ("serving 5 sticks", which had made it 535 g).
      if let said = item.foodWords.last, let stem = counted.last,
        let at = row.words.firstIndex(of: stem), at > 0,
        let number = Double(row.words[at - 1]), number > 1
      {
        if countsPieces {
          score -= 2
        } else if said != stem {
          score += 0.5
        }
      }
      // "1 medium ice cream cup" of a frozen yogurt: the cup's name explains itself.
      let iceCreamCup = row.isIceCreamCup
      // "15 pretzels": in a count of pieces, "1 pretzel, NS as to size" is one of them, its
      // saying what is not known no detail (its four words had lost the pretzels to fifteen
      // medium bags, 855 g). Not "a side of fries": one order, not one fry.
      let notKnown =
        countsPieces
        ? row.words.firstIndex(of: "ns").map { Set(row.words[$0...].prefix(4)) } ?? [] : []
      let unexplained = row.words.filter {
        !words.contains($0) && !Self.defaultSizeWords.contains($0) && !notKnown.contains($0)
          && !(iceCreamCup && ($0 == "ice" || $0 == "cream"))
          && !Self.otherSizeWords.contains($0) && Double($0) == nil
          && $0 != (size ?? "") && !$0.isEmpty
          // "a soft pretzel": "1 pretzel stick" names a form of the food not said, where "1
          // stick" alone is only how it is counted (and "10 mini pretzels" count pieces).
          && !(Self.householdStems.contains($0)
            && (countsPieces || typed.contains($0) || !row.words.contains(where: counted.contains)))
          && !["or", "and", "of", "with"].contains($0)
      }
      score -= 0.5 * Double(unexplained.count) + 0.1 * Double(row.aside.count)
      if let usual, abs(row.portion.grams - usual) < 0.01 { score += 0.2 }
      // "2 cornbread": pieces, not two pans ("1 square cornbread (8\" pan)", 646 g), unless
      // the pan or a whole one is said.
      if row.words.contains("pan") || row.aside.contains("pan"), !words.contains("pan"),
        !item.countsWholes
      {
        score -= 3
      }
      // "2 pumpkin pie": slices, not two whole pies ("pie", 995 g), for the same reason; the
      // row's "pie" names the food said, so it costs more than the pan.
      // "a quarter of an apple pie" is a part of a whole one, as "a whole pie" is all of one.
      if Self.isWholeBake(row), !wholeSaid { score -= 4 }
      // "2 large graham crackers": crackers of that size ("1 large rectangular piece"), not
      // two large bags of them (170 g); a size said with a count of pieces is the pieces',
      // not that of packages nobody said.
      if countsPieces, size != nil, let bag = row.words.first(where: Self.packageStems.contains),
        !words.contains(bag), !typed.contains(bag)
      {
        score -= 3
      }
      // "a whole pumpkin pie": the full-size pie ("1 regular pie (8-9\" dia)"), not FNDDS's
      // "1 individual pie", a slice's weight.
      if wholeSaid, item.size == nil, row.words.contains("individual") {
        score -= 3
      }
      // "a large pizza" is the whole pie ("1 large pizza (13-15\" diameter)"), not a piece
      // of one ("1 piece, large pizza"), unless a piece is what was said.
      if saidSize != nil, row.has(Self.cutWords), words.isDisjoint(with: Self.cutWords) {
        score -= 1
      }
      // "a philly cheesesteak", "a regular one": USDA's "1 regular" (145 g), not its "1
      // regular or 6\" submarine" (220 g), which the food's "sub" had scored up; "a 6 inch
      // cheesesteak" and "a ham sub" are the submarine ("on a hoagie roll" is the bread).
      if saidSize.map({ Double($0) == nil }) ?? true, row.words.contains(Self.submarineStem),
        !item.foodWords.indices.contains(where: { at in
          Self.subsSaid.contains(item.foodWords[at])
            && !["roll", "rolls"].contains(item.foodWords.dropFirst(at + 1).first ?? "")
        })
      {
        score -= 2
      }
      if best == nil || score > best!.score { best = (row, score) }
    }
    return best
  }

  private static let submarineStem = WordStem.of("submarine")
  /// The words for a sub that say it is one; a sandwich or a cheesesteak may be either.
  private static let subsSaid = WordSet(
    FoodVocabulary.subWords.filter {
      !["sandwich", "sandwiches", "cheesesteak", "cheesesteaks"].contains($0)
    })

  /// Whether `row` weighs one plain piece or chunk of a food ("7 pieces", "1 slice/chunk").
  private static func isPieceRow(_ row: Measure) -> Bool {
    row.volumeKind == nil && row.aside.isEmpty && row.words.contains(where: pieceRowStems.contains)
      && row.words.allSatisfy { pieceRowStems.contains($0) || $0 == sliceStem }
  }
  // "8 grape leaves stuffed w lamb and rice": USDA's "1 roll" each (had been eight usual
  // portions of ten, 1.6 kg).
  private static let pieceRowStems = Set(["piece", "chunk", "roll"].map(WordStem.of))
  /// Packages a snack is sold in, which a count of its pieces is not.
  private static let packageStems = Set(
    ["bag", "package", "packet", "box", "sleeve", "pack"].map(WordStem.of))
  private static let sliceStem = WordStem.of("slice")
  private static let triangularStem = WordStem.of("triangular")

  /// How many pieces a row's aside counts: "oz (14 halves)" 14, "oz (10-12 kernels)" 11 (a
  /// range is its middle; read as one number it had been 1,012 of them, 0.03 g each).
  static func countAside(of row: Measure) -> Double? {
    let description = row.portion.description
    guard let open = description.firstIndex(of: "(") else {
      return row.aside.first.flatMap(Double.init)
    }
    let inside = description[description.index(after: open)...]
    let first = inside.prefix(while: \.isNumber)
    guard let low = Double(first) else { return row.aside.first.flatMap(Double.init) }
    let rest = inside.dropFirst(first.count)
    if rest.first == "-", let high = Double(rest.dropFirst().prefix(while: \.isNumber)),
      high >= low
    {
      return (low + high) / 2
    }
    return low
  }

  /// How many of the pieces a person named a row weighs as its alternative ("1 large
  /// rectangular piece or 2 squares": 2, for "squares"), or `nil`.
  static func alternativeCount(in row: Measure, naming words: Set<String>) -> Double? {
    let said = row.words
    for index in said.indices.dropLast(2) where said[index] == "or" {
      if let pieces = Double(said[index + 1]), pieces > 1, words.contains(said[index + 2]) {
        return pieces
      }
    }
    return nil
  }

  /// Whether `row` is measured by the length `inches` ('pancake (6" dia)' by "6").
  private static func measures(_ row: Measure, inches: String) -> Bool {
    Double(inches) != nil && row.portion.description.contains("\(inches)\"")
  }

  /// Whether `row` is a whole pie or cake as it is baked ("pie", "pie (9\" dia)", "tube cake
  /// (10\" dia, …)"), not a slice or an individual one.
  static func isWholeBake(_ row: Measure) -> Bool {
    guard let last = row.words.last, Self.wholeBakeStems.contains(last) else { return false }
    return row.words.dropLast().allSatisfy { $0 == "tube" }
  }

  /// Whether `words` have `phrase` as neighbouring words ("a part skim string cheese" has
  /// "string cheese").
  private static func says(_ phrase: [String], in words: [String]) -> Bool {
    words.count >= phrase.count
      && (0...(words.count - phrase.count)).contains {
        words[$0..<($0 + phrase.count)].elementsEqual(phrase)
      }
  }

  /// A food's ounce row, USDA's serving of nuts and seeds.
  private static func ounceRow(in measures: [Measure]) -> Measure? {
    measures.first { $0.isWeight && $0.words.first == "oz" }
  }

  /// Containers of foods as well as drinks, whose ounces are the food's weight.
  private static let foodContainers: WordSet = ["can", "cup", "box", "pouch"]

  // "roasted turkey": a serving, not SR's "1 bird" (3,812 g, which was refused as no meal).
  private static let wholeBakeStems = Set(["pie", "cake", "bird"].map(WordStem.of))

  /// Volumes a food is sold or made in, never one of what a person counts.
  private static let bulkVolumeStems = WordSet(
    ["quart", "pint", "gallon", "liter", "litre"].map(WordStem.of))

  private static let biscuitStem = WordStem.of("biscuit")
  private static let cookieStem = WordStem.of("cookie")

  private static let householdStems = WordSet(QuantityWords.householdUnits.values.map(WordStem.of))
  /// Whether `food` is a nut or a seed (SR's "Nut and Seed Products", FNDDS's "Nuts and
  /// seeds").
  static func isNutOrSeed(_ food: FoodIndex.Candidate) -> Bool {
    let category = food.category.lowercased()
    return category.hasPrefix("nut and seed") || category.hasPrefix("nuts and seeds")
  }

  /// Row words that name a part of a food rather than the whole of it.
  private static let partWords = WordSet(
    [
      "piece", "slice", "wedge", "half", "quarter", "surface", "inch", "bite", "serving",
      "portion", "nfs", "strip", "spear", "segment", "section",
    ].map(WordStem.of))

  /// The row word for a piece cut from a food ("1 piece, large pizza"). Not all of
  /// `partWords`: "1 serving, large" is all of a large one, and a slice or a wedge said with
  /// a size cost held-out cases when tried.
  private static let cutWords = WordSet(["piece"].map(WordStem.of))

  /// `count` of the `pieces` that `row` weighs together ("oz (14 halves)", "serving 2 fun
  /// size bars").
  private func counting(oneOf pieces: Double, in row: Measure, count: Double) -> Choice {
    let each = row.unitGrams / pieces
    return Choice(
      grams: each * count,
      notes: [
        "\(Self.amountText(count)) × \(Self.format(each)) g "
          + "(\"\(row.portion.description)\" is \(Self.format(pieces)) of them)"
      ])
  }

  private func counting(_ row: Measure, count: Double) -> Choice {
    let grams = row.unitGrams * count
    return Choice(
      grams: grams,
      notes: [
        "\(Self.amountText(count)) × \"\(row.portion.description)\" (\(Self.format(row.unitGrams)) g)"
      ])
  }

  /// The share of a whole a row's piece is ("piece (1/8 of 9" dia)" → 1/8), or `nil`.
  static func shareOfWhole(_ description: String) -> Double? {
    guard let open = description.firstIndex(of: "(") else { return nil }
    let inside = description[description.index(after: open)...]
    let parts = inside.split(separator: " ", maxSplits: 2)
    guard parts.count >= 2, parts[1] == "of" else { return nil }
    let fraction = parts[0].split(separator: "/")
    guard fraction.count == 2, let top = Double(fraction[0]), let bottom = Double(fraction[1]),
      top > 0, bottom > top
    else { return nil }
    return top / bottom
  }

  static func amountText(_ value: Double) -> String {
    guard abs(value) < largestExact else { return format(value) }
    if value == value.rounded() { return String(Int(value)) }
    // "an eighth of a quiche": "1/8 ×", not "0.1 ×", when one decimal would hide the part.
    if value > 0, value < 1, (value * 10).rounded() != value * 10,
      let parts = [3, 4, 6, 8, 12].lazy.compactMap({ denominator -> (Int, Int)? in
        let numerator = (value * Double(denominator)).rounded()
        return abs(numerator - value * Double(denominator)) < 1e-9
          ? (Int(numerator), denominator) : nil
      }).first
    {
      return "\(parts.0)/\(parts.1)"
    }
    return format(value)
  }

  /// `value` to one decimal ("12.5", "50"); any Double, however large, has a text.
  static func format(_ value: Double) -> String {
    // Past 2^53 a Double has no fraction left, and Int would trap past Int.max.
    guard abs(value) < largestExact else {
      return value.isFinite ? PrintfNumber.general(value, significantDigits: 3) : String(value)
    }
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  private static let largestExact = 9_007_199_254_740_992.0
}
