/// One item of a meal as the reader understood the words, before any food is looked up.
struct ParsedMealItem: Hashable, Sendable {
  /// How the amount was stated.
  enum Measure: Hashable, Sendable {
    /// A weight ("200 g", "1/2 lb"), in grams per counted unit.
    case mass(grams: Double)
    /// A volume ("1 cup", "250 ml"), in millilitres per counted unit, with the unit's
    /// normalized name ("cup", "tbsp", "tsp", "floz", "ml"), which picks the food's own
    /// measure of that kind when it has one.
    case volume(milliliters: Double, unit: String)
    /// Ounces, which mean weight for food and fluid ounces for drinks; decided once the food
    /// is known.
    case ounces(Double)
    /// A household measure named by a word ("slice", "can", "serving").
    case household(String)

    /// Whether the measure is a weight or a volume, which says more than any household word.
    var isQuantity: Bool {
      if case .household = self { return false }
      return true
    }

    /// Whether the measure is a volume ("2 tbsp").
    var isVolume: Bool {
      if case .volume = self { return true }
      return false
    }
  }

  /// A word the person typed that the reader took for another ("bananna" → "banana").
  struct Correction: Hashable, Sendable {
    /// As typed.
    var typed: String
    /// The food-name word it was read as.
    var read: String
  }

  /// The words of the meal this item came from, trimmed of filler ("2 large eggs").
  var text: String
  /// How many were stated; `nil` when no amount was given at all ("oatmeal").
  var count: Double?
  /// The unit each counted thing is measured in; `nil` for a plain count ("2 eggs").
  var measure: Measure?
  /// A container named after a stated measure ("glass" in "an 8 oz glass of milk").
  var container: String?
  /// The size word, normalized ("small", "medium", "large", "extra large", "jumbo").
  var size: String?
  /// The cooking word that steers the choice of food ("grilled"), normalized.
  var cooking: String?
  /// The word that joined this item to the one before ("with" in "coffee with milk").
  var joinedBy: String?
  /// Read from a name in brackets after another food ("(breadfruit)"), which may gloss it.
  var isGloss = false
  /// The remaining words, in order, which name the food and its form ("whole", "wheat",
  /// "bread"; "sliced", "strawberries").
  var foodWords: [String]
  /// Words that describe the food without being required in its name: what it was made
  /// with or topped with ("oil" in "omelet made with oil"), where it came from ("school").
  var modifiers: [String] = []
  /// Words of phrases that say what the food was made or topped with ("oil" in "omelet made
  /// with oil"), which name the dish when USDA has one with them.
  var attached: [String] = []
  /// Food words the person said the food came without ("no buns", "without cheese"): a name
  /// that has them is another food.
  var excluded: [String] = []
  /// Words among the food's that no food name has and the reader does not know, as typed.
  var unknownWords: [String] = []
  /// Words read as other words.
  var corrections: [Correction] = []
  /// The amount was left vague on purpose ("a splash of milk", "a drizzle of honey"): an
  /// addition to the item before, measured by USDA's guideline amounts when there are any.
  var isSmallAddition = false
  /// The amount comes after the food's words ("rice 1 cup", "chicken 450 g").
  var amountFollows = false
  /// The only amount is an article ("a bun", "an apple"): one, but not stated as a measure.
  var countIsArticle = false
  /// The count is of whole ones ("a whole pizza", "3 whole pizzas"), not of USDA's usual part.
  var countsWholes = false
  /// How many people shared it, the person included, when the count is already their share
  /// of it ("split a scone with my mum": 2).
  var sharedBy: Int?

  /// Creates an item.
  init(
    text: String, count: Double? = nil, measure: Measure? = nil, container: String? = nil,
    size: String? = nil, cooking: String? = nil, foodWords: [String] = []
  ) {
    self.text = text
    self.count = count
    self.measure = measure
    self.container = container
    self.size = size
    self.cooking = cooking
    self.foodWords = foodWords
  }

  /// Whether the person said how much ("2", "a cup", "150 g"), not only what; "a bun" does
  /// not count.
  var hasAmount: Bool { measure != nil || (count != nil && !countIsArticle) }
}
