/// The words people use for amounts, units and sizes, as the meal parser understands them.
enum QuantityWords {
  /// Numbers written as words. "a"/"an" are handled by the parser, since they are also
  /// plain articles ("a slice").
  static let numbers: WordTable<Double> = [
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
    "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80,
    "ninety": 90, "hundred": 100, "dozen": 12, "half": 0.5,
    "quarter": 0.25, "third": 1.0 / 3, "couple": 2, "pair": 2, "few": 3, "several": 3,
    "single": 1, "double": 2, "triple": 3,
    // "pop tarts, both in the pack".
    "both": 2,
  ]

  /// Number words that some foods' names carry ("Double cheeseburger", "WENDY'S, Double
  /// Stack"): a count only when the food's name does not have them.
  static let multipliers: WordTable<Double> = ["double": 2, "triple": 3]

  /// The names of parts of one ("two thirds of", "three quarters of", "an eighth of"), read
  /// as fractions after a number or "a"/"an" and before "of". Not "fifth": "a fifth of vodka"
  /// is a 750 ml bottle.
  static let fractionNames: WordTable<Double> = [
    "third": 1.0 / 3, "thirds": 1.0 / 3, "quarter": 0.25, "quarters": 0.25, "fourth": 0.25,
    "fourths": 0.25, "sixth": 1.0 / 6, "sixths": 1.0 / 6, "eighth": 0.125, "eighths": 0.125,
  ]

  /// Unicode vulgar fractions, written out so the number parser sees "1/2".
  static func vulgarFraction(_ character: Character) -> String? {
    // A switch, not a `[Character: String]`: the dictionary's first use looked up
    // `Character: Hashable` among every conformance in the binary (0.27 M instructions of a
    // cold analysis, ADR 0012).
    guard !character.isASCII else { return nil }
    return switch character {
    case "½": "1/2"
    case "¼": "1/4"
    case "¾": "3/4"
    case "⅓": "1/3"
    case "⅔": "2/3"
    case "⅕": "1/5"
    case "⅖": "2/5"
    case "⅗": "3/5"
    case "⅘": "4/5"
    case "⅙": "1/6"
    case "⅚": "5/6"
    case "⅛": "1/8"
    case "⅜": "3/8"
    case "⅝": "5/8"
    case "⅞": "7/8"
    default: nil
    }
  }

  /// Units of weight, in grams; ounces are separate because drinks use fluid ounces.
  static let massUnits: WordTable<Double> = [
    "g": 1, "gr": 1, "gram": 1, "grams": 1, "gramme": 1, "grammes": 1,
    "kg": 1000, "kgs": 1000, "kilo": 1000, "kilos": 1000, "kilogram": 1000, "kilograms": 1000,
    "mg": 0.001, "milligram": 0.001, "milligrams": 0.001,
    "lb": 453.592_37, "lbs": 453.592_37, "pound": 453.592_37, "pounds": 453.592_37,
  ]

  /// Words for the (avoirdupois or fluid) ounce.
  static let ounceWords: WordSet = ["oz", "ozs", "ounce", "ounces"]

  /// Units of volume, in millilitres (US customary measures).
  static let volumeUnits: WordTable<Double> = [
    "ml": 1, "milliliter": 1, "milliliters": 1, "millilitre": 1, "millilitres": 1, "cc": 1,
    "cl": 10, "dl": 100,
    "l": 1000, "liter": 1000, "liters": 1000, "litre": 1000, "litres": 1000, "ltr": 1000,
    // A Bavarian beer-hall mug, a litre.
    "maß": 1000,
    "cup": 236.588_236_5, "cups": 236.588_236_5, "c": 236.588_236_5, "mug": 236.588_236_5,
    "mugs": 236.588_236_5,
    "tbsp": 14.786_764_781_25, "tbsps": 14.786_764_781_25, "tbs": 14.786_764_781_25,
    "tbl": 14.786_764_781_25, "tablespoon": 14.786_764_781_25,
    "tablespoons": 14.786_764_781_25, "tablespoonful": 14.786_764_781_25,
    "tsp": 4.928_921_593_75, "tsps": 4.928_921_593_75, "teaspoon": 4.928_921_593_75,
    "teaspoons": 4.928_921_593_75, "teaspoonful": 4.928_921_593_75,
    "pint": 473.176_473, "pints": 473.176_473, "quart": 946.352_946, "quarts": 946.352_946,
    "qt": 946.352_946, "gallon": 3_785.411_784, "gallons": 3_785.411_784,
    "gal": 3_785.411_784,
    "floz": 29.573_529_562_5, "shot": 44.360_294_343_75, "shots": 44.360_294_343_75,
    // "a knob of butter", "a spoonful of peanut butter": a tablespoon; "a dollop of sour
    // cream": two (had been a stick of butter, 113 g, and 100 g of sour cream).
    "knob": 14.786_764_781_25, "knobs": 14.786_764_781_25, "spoonful": 14.786_764_781_25,
    "spoonfuls": 14.786_764_781_25, "dollop": 29.573_529_562_5, "dollops": 29.573_529_562_5,
    // "2 pumps vanilla": a coffee bar's syrup pump, a quarter of a fluid ounce (two had been
    // 200 g of vanilla extract).
    "pump": 7.393_382_390_625, "pumps": 7.393_382_390_625,
  ]

  /// The kind of volume unit a word names: "cup", "tbsp", "tsp", "floz" or "ml" (metric and
  /// everything else).
  static func volumeFamily(_ word: String) -> String {
    switch word {
    case "cup", "cups", "c", "mug", "mugs": "cup"
    case let word where word.hasPrefix("tb") || word.hasPrefix("tablespoon"): "tbsp"
    case "knob", "knobs", "spoonful", "spoonfuls", "dollop", "dollops", "pump", "pumps": "tbsp"
    case let word where word.hasPrefix("ts") || word.hasPrefix("teaspoon"): "tsp"
    case "floz", "shot", "shots": "floz"
    default: "ml"
    }
  }

  /// Whether `word` names a unit of weight, volume or a household measure.
  static func isUnit(_ word: String) -> Bool {
    isQuantityUnit(word) || householdUnits[word] != nil
  }

  /// Whether `word` names a unit of weight or volume (ounces either way).
  static func isQuantityUnit(_ word: String) -> Bool {
    massUnits[word] != nil || volumeUnits[word] != nil || ounceWords.contains(word)
  }

  /// Millilitres in a US fluid ounce.
  static let fluidOunce = 29.573_529_562_5

  /// Household measures: the word as written, and the word USDA portion rows use for it.
  static let householdUnits: WordTable<String> = [
    "slice": "slice", "slices": "slice", "strip": "slice", "strips": "slice",
    "rasher": "slice", "rashers": "slice",
    "piece": "piece", "pieces": "piece", "pc": "piece", "pcs": "piece", "ct": "piece",
    "can": "can", "cans": "can", "tin": "can", "tins": "can",
    "glass": "glass", "glasses": "glass",
    "bottle": "bottle", "bottles": "bottle",
    "serving": "serving", "servings": "serving", "portion": "serving", "portions": "serving",
    "helping": "serving", "helpings": "serving",
    "pat": "pat", "pats": "pat", "spear": "spear", "spears": "spear", "ear": "ear", "ears": "ear",
    "bag": "bag", "bags": "bag", "packet": "packet", "packets": "packet",
    "package": "package", "packages": "package", "pack": "package", "packs": "package",
    "order": "order", "orders": "order", "container": "container", "containers": "container",
    // "a tub of hummus": a container, as USDA's are.
    "tub": "container", "tubs": "container",
    "carton": "carton", "cartons": "carton", "box": "box", "boxes": "box", "juicebox": "box",
    "pouch": "pouch", "pouches": "pouch", "jar": "jar", "jars": "jar",
    "scoop": "scoop", "scoops": "scoop", "stick": "stick", "sticks": "stick",
    "rack": "rack", "racks": "rack",
    "link": "link", "links": "link", "patty": "patty", "patties": "patty",
    "fillet": "fillet", "fillets": "fillet", "filet": "fillet", "filets": "fillet",
    "bar": "bar", "bars": "bar", "wedge": "wedge", "wedges": "wedge",
    "stalk": "stalk", "stalks": "stalk", "clove": "clove", "cloves": "clove",
    "leaf": "leaf", "leaves": "leaf", "head": "head", "heads": "head",
    "bunch": "bunch", "bunches": "bunch", "sheet": "sheet", "sheets": "sheet",
    "square": "square", "squares": "square", "cube": "cube", "cubes": "cube",
    "plate": "plate", "plates": "plate", "plateful": "plate",
    "bowl": "bowl", "bowls": "bowl", "handful": "handful", "handfuls": "handful",
    "handfull": "handful", "handfulls": "handful", "drink": "drink",
    "drinks": "drink",
    "floret": "floweret", "florets": "floweret", "sprig": "sprig", "sprigs": "sprig",
    "loaf": "loaf", "sleeve": "sleeve", "sleeves": "sleeve",
  ]

  /// Containers that hold drinks; after one of these, "oz" means fluid ounces.
  static let drinkContainers: WordSet = [
    "glass", "bottle", "can", "cup", "mug", "carton", "drink", "box", "pouch", "shot",
  ]

  /// Size words that are also shapes of a food ("thin crust", "thick cut"): sizes only
  /// before a household unit ("a thin slice").
  static let shapeSizes: WordSet = ["thin", "thick", "regular"]

  /// Size words as written, normalized to the words USDA portion rows use.
  static let sizes: WordTable<String> = [
    "small": "small", "little": "small", "medium": "medium", "regular": "regular",
    "large": "large", "big": "large", "jumbo": "jumbo", "huge": "extra large",
    "xl": "extra large", "mini": "miniature", "miniature": "miniature",
    "thick": "thick", "thin": "thin", "individual": "individual", "lg": "large",
    "lrg": "large", "med": "medium", "sm": "small", "sml": "small", "reg": "regular",
    "fun": "fun", "king": "king", "bite": "bite", sixInchSub: "6", footlongSub: "footlong",
    // "a personal size pizza": USDA's "1 frozen personal size pizza" row.
    "personal": "personal", snackSize: "snack", sharingSize: "theater",
    // "1 cocktail size pig in a blanket": USDA's "1 cocktail size" row.
    "cocktailsize": "cocktail",
    // "5 silver dollar pancakes": USDA's "1 silver dollar pancake" row.
    silverDollar: "silver dollar",
    // "a 100 calorie pack of almonds": USDA's "1 100 calorie package" row, in its stems.
    hundredCalorie: "100 calory",
    // "2 pancakes, the 6 inch ones", "a pizza, 10 inch round": rows measured in inches
    // ('pancake (6" dia)'); `inchSize(_:)` makes the words.
    "4inch": "4", "5inch": "5", "7inch": "7", "8inch": "8", "9inch": "9", "10inch": "10",
    "12inch": "12", "14inch": "14", "16inch": "16",
  ]

  /// The size word a length of `inches` said outside a sub becomes, if rows are measured so.
  static func inchSize(_ inches: Int) -> String? {
    let word = "\(inches)inch"
    return sizes[word] == nil ? nil : word
  }

  /// The word "snack size", "snack cup" and "snack pack" become: USDA's snack size rows.
  static let snackSize = "snacksize"
  /// The word "sharing size" and "(movie) theater size" become: USDA's "1 sharing/movie theater
  /// size" box of candy.
  static let sharingSize = "sharingsize"

  /// The word "silver dollar" becomes: the size of USDA's small pancakes.
  static let silverDollar = "silverdollar"

  /// The word "100 calorie" becomes before a package: the size of USDA's 100-calorie packs.
  static let hundredCalorie = "hundredcalorie"

  /// The word "6 inch" becomes before a sub: the size of USDA's "1 regular or 6\" submarine".
  static let sixInchSub = "6inch"
  /// The word "footlong" and "12 inch" become before a sub: two 6" subs.
  static let footlongSub = "footlong"
}
