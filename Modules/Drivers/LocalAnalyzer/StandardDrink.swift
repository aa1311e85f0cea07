/// What people mean by "a glass" or "a bottle" of a drink when USDA gives the food no such
/// measure: a standard serving of its kind. A glass of wine is 5 fl oz, a beer 12 fl oz, a
/// shot of spirits 1.5 fl oz (the US standard drinks, each about 14 g of alcohol); a glass
/// of anything else 8 fl oz, a can 12 fl oz, a bottle 16.9 fl oz (500 ml).
enum StandardDrink: Hashable, Sendable {
  case wine, beer, spirit, other

  /// The kind of drink `food` is, from its USDA name and category.
  init(_ food: FoodIndex.Candidate) {
    let name = food.name.lowercased()
    let category = food.category.lowercased()
    let words = Set(WordStem.words(in: name))
    if category == "wine" || (words.contains("wine") && !words.contains("vinegar")) {
      self = .wine
    } else if category == "beer" || name.hasPrefix("beer")
      || name.hasPrefix("alcoholic beverage, beer") || name.hasPrefix("alcoholic beverages, beer")
    {
      self = .beer
    } else if !words.isDisjoint(with: Self.spiritWords), !words.contains("and"),
      category.contains("liquor") || category.contains("alcoholic")
        || name.hasPrefix("alcoholic beverage")
    {
      self = .spirit
    } else {
      self = .other
    }
  }

  private static let spiritWords: WordSet = [
    "vodka", "whiskey", "whisky", "gin", "rum", "tequila", "brandy", "bourbon", "scotch",
    "liqueur", "cognac", "distilled",
  ]

  /// The serving a household word means for this kind of drink, in fluid ounces, with the
  /// note that tells the person; `nil` when the word is not a drink measure.
  func serving(_ unit: String) -> (fluidOunces: Double, note: String)? {
    switch (self, unit) {
    case (.wine, "glass"), (.wine, "serving"), (.wine, "drink"), (.wine, "cup"):
      (5, "a \(unit) of wine taken as 5 fl oz (148 ml), a standard drink")
    case (.wine, "bottle"):
      (25.4, "a bottle of wine taken as 750 ml")
    case (.beer, "glass"), (.beer, "can"), (.beer, "bottle"), (.beer, "serving"),
      (.beer, "drink"), (.beer, "cup"):
      (12, "a \(unit) of beer taken as 12 fl oz (355 ml), a standard drink")
    case (.spirit, "glass"), (.spirit, "serving"), (.spirit, "drink"), (.spirit, "cup"):
      (1.5, "a \(unit) of spirits taken as 1.5 fl oz (44 ml), a standard drink")
    case (.other, "glass"), (.other, "cup"), (.other, "mug"), (.other, "serving"),
      (.other, "drink"), (.other, "carton"):
      (8, "a \(unit) taken as 8 fl oz (237 ml)")
    case (_, "can"):
      (12, "a can taken as 12 fl oz (355 ml)")
    case (_, "bottle"):
      (16.9, "a bottle taken as 16.9 fl oz (500 ml)")
    default:
      nil
    }
  }
}
