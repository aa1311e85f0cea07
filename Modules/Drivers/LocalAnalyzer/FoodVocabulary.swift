/// General knowledge about how people name foods and how USDA names them.
///
/// Everything here is about the language, not about particular meals: common food words that
/// USDA spells differently, dishes whose names contain "and", cooking words and the USDA
/// words they correspond to, and which USDA name words carry no meaning for matching.
enum FoodVocabulary {
  /// Everyday words and the words USDA uses for the same food. Longer phrases win; the
  /// original words are still used to pick household measures ("penne" → "cup penne").
  static let synonyms: [String: [String]] = [
    "toast": ["bread", "toasted"],
    "french toast": ["french", "toast"],
    "fries": ["potato", "french", "fries"],
    "french fries": ["potato", "french", "fries"],
    "chips": ["potato", "chips"],
    "hash brown": ["potato", "hash", "brown"],
    "hash browns": ["potato", "hash", "brown"],
    "hashbrowns": ["potato", "hash", "brown"],
    "mashed potato": ["potato", "mashed"],
    "mashed potatoes": ["potato", "mashed"],
    "baked potato": ["potato", "baked"],
    "mayo": ["mayonnaise"],
    "catsup": ["ketchup"],
    "coke": ["cola"],
    "soda": ["cola"],
    "pop": ["cola"],
    "oj": ["orange", "juice"],
    "pb": ["peanut", "butter"],
    "mac and cheese": ["macaroni", "cheese"],
    "mac n cheese": ["macaroni", "cheese"],
    "macaroni and cheese": ["macaroni", "cheese"],
    "pbj": ["peanut", "butter", "jelly", "sandwich"],
    "pb and j": ["peanut", "butter", "jelly", "sandwich"],
    "spaghetti": ["pasta"],
    "penne": ["pasta"],
    "macaroni": ["pasta"],
    "linguine": ["pasta"],
    "fettuccine": ["pasta"],
    "rigatoni": ["pasta"],
    "fusilli": ["pasta"],
    "rotini": ["pasta"],
    "farfalle": ["pasta"],
    "spaghetti sauce": ["spaghetti", "sauce"],
    "spaghetti squash": ["spaghetti", "squash"],
    "marinara": ["spaghetti", "sauce"],
    "marinara sauce": ["spaghetti", "sauce"],
    "pasta sauce": ["spaghetti", "sauce"],
    "donut": ["doughnut"],
    "donuts": ["doughnut"],
    "steak": ["beef", "steak"],
    "turkey breast": ["turkey", "light", "meat"],
    "white meat": ["light", "meat"],
    "dark meat": ["dark", "meat"],
    "salmon steak": ["salmon"],
    "tuna steak": ["tuna"],
    "lowfat": ["low", "fat"],
    "skim milk": ["milk", "fat", "free", "skim"],
    "nonfat milk": ["milk", "fat", "free", "skim"],
    "2% milk": ["milk", "reduced", "fat", "2"],
    "1% milk": ["milk", "low", "fat", "1"],
    "cherry tomato": ["tomatoes"],
    "cherry tomatoes": ["tomatoes"],
    "grape tomatoes": ["tomatoes", "grape"],
    "yoghurt": ["yogurt"],
    "greek yoghurt": ["yogurt", "greek"],
    "whole grain": ["whole", "wheat"],
    "wholemeal": ["whole", "wheat"],
    "whole wheat": ["whole", "wheat"],
    "wheat bread": ["whole", "wheat", "bread"],
    "half and half": ["cream", "half", "and", "half"],
    "peanut butter and jelly": ["peanut", "butter", "jelly"],
    "burger": ["hamburger"],
    "cheeseburger": ["cheeseburger"],
    "hot dog": ["frankfurter"],
    "hotdog": ["frankfurter"],
    "scallion": ["onions", "green"],
    "scallions": ["onions", "green"],
    "garbanzo": ["chickpeas"],
    "garbanzo beans": ["chickpeas"],
    "chick peas": ["chickpeas"],
    "courgette": ["zucchini"],
    "aubergine": ["eggplant"],
    "prawns": ["shrimp"],
    "prawn": ["shrimp"],
    "sirloin": ["beef", "steak", "sirloin"],
    "ribeye": ["beef", "steak", "ribeye"],
    "rib eye": ["beef", "steak", "ribeye"],
    "jello": ["gelatin"],
    "popsicle": ["ice", "pop"],
    "seltzer": ["water", "carbonated"],
    "sparkling water": ["water", "carbonated"],
    "ice cream": ["ice", "cream"],
    "porridge": ["oatmeal"],
    "english muffin": ["muffin", "english"],
    "cottage cheese": ["cheese", "cottage"],
    "cream cheese": ["cheese", "cream"],
  ]

  /// Dishes whose names contain a word the parser would otherwise split a meal on.
  static let compounds: [[String]] = [
    ["half", "and", "half"], ["mac", "and", "cheese"], ["mac", "n", "cheese"],
    ["macaroni", "and", "cheese"], ["peanut", "butter", "and", "jelly"],
    ["peanut", "butter", "and", "jam"], ["pb", "and", "j"], ["salt", "and", "pepper"],
    ["sweet", "and", "sour"], ["pork", "and", "beans"],
    ["rice", "and", "beans"], ["beans", "and", "rice"], ["red", "beans", "and", "rice"],
    ["spaghetti", "and", "meatballs"], ["franks", "and", "beans"],
    ["biscuits", "and", "gravy"], ["cookies", "and", "cream"], ["chicken", "and", "dumplings"],
    ["chicken", "and", "waffles"], ["corned", "beef", "and", "cabbage"],
    ["liver", "and", "onions"], ["oil", "and", "vinegar"], ["surf", "and", "turf"],
    ["ham", "and", "cheese", "sandwich"], ["bread", "and", "butter", "pickles"],
    ["egg", "and", "cheese", "sandwich"], ["bacon", "and", "egg", "sandwich"],
    ["cheese", "and", "crackers"], ["chips", "and", "salsa"], ["chips", "and", "dip"],
    ["sausage", "and", "peppers"], ["shrimp", "and", "grits"], ["rum", "and", "cola"],
    ["gin", "and", "tonic"],
  ]

  /// Cooking words as written, normalized.
  static let cookingWords: [String: String] = [
    "raw": "raw", "uncooked": "raw", "cooked": "cooked", "boiled": "boiled",
    "hardboiled": "hard boiled", "poached": "poached", "grilled": "grilled",
    "chargrilled": "grilled", "barbecued": "grilled", "bbq": "grilled", "broiled": "broiled",
    "fried": "fried", "panfried": "fried", "baked": "baked", "roasted": "roasted",
    "roast": "roasted", "rotisserie": "roasted", "steamed": "steamed",
    "scrambled": "scrambled", "sauteed": "sauteed", "sautéed": "sauteed",
    "stewed": "stewed", "braised": "stewed", "microwaved": "cooked",
  ]

  /// For each normalized cooking word, USDA name words in order of preference: a name with a
  /// word of the first group matches best. Names with another cooking word are the wrong form.
  static let cookingMatches: [String: [[String]]] = [
    "raw": [["raw"], ["fresh", "uncooked"]],
    "cooked": [["cooked"], ["boiled", "steamed", "baked", "roasted", "broiled", "grilled"]],
    "boiled": [["boiled"], ["steamed", "poached", "simmered"], ["cooked"]],
    "hard boiled": [["hard"], ["boiled"], ["cooked"]],
    "poached": [["poached"], ["boiled"], ["cooked"]],
    "grilled": [["grilled"], ["broiled", "roasted", "rotisserie", "baked"], ["cooked"]],
    "broiled": [["broiled"], ["grilled", "baked", "roasted"], ["cooked"]],
    "baked": [["baked"], ["roasted", "broiled", "rotisserie"], ["cooked"]],
    "roasted": [["roasted"], ["rotisserie", "baked", "broiled"], ["cooked"]],
    "fried": [["fried"], ["sauteed"], ["cooked"]],
    "steamed": [["steamed"], ["boiled"], ["cooked"]],
    "scrambled": [["scrambled"], ["omelet"], ["cooked"]],
    "sauteed": [["sauteed"], ["fried"], ["cooked"]],
    "stewed": [["stewed"], ["braised", "simmered", "boiled"], ["cooked"]],
  ]

  /// USDA name words that say how a food was prepared; a name with one that was not asked
  /// for describes another form of the food.
  static let preparationWords: Set<String> = [
    "raw", "uncooked", "cooked", "boiled", "grilled", "broiled", "baked", "roasted",
    "rotisserie", "steamed", "fried", "scrambled", "poached", "sauteed", "stewed", "braised",
    "simmered", "microwaved", "omelet", "heat",
  ]

  /// Words for the form or cut of a food; they steer the household measure ("cup, sliced")
  /// and are preferred in a name, but a name need not contain them.
  static let formWords: Set<String> = [
    "sliced", "chopped", "diced", "cubed", "chunks", "chunk", "shredded", "grated", "halves",
    "halved", "minced", "crushed", "pureed", "spears", "florets", "strips", "pieces",
    "wedges", "rings", "kernels", "ground", "plain", "fresh", "packed", "black", "baby",
    "leftover", "homemade", "hot", "iced", "cold", "warm", "organic",
  ]

  /// Words that belong to the sentence, not to the food.
  static let fillerWords: Set<String> = [
    "i", "we", "he", "she", "they", "you", "me", "my", "our", "your", "his", "her", "their",
    "had", "have", "has", "ate", "eat", "eaten", "eating", "drank", "drink", "drinking",
    "grabbed", "got", "ordered", "enjoyed", "finished", "consumed", "snacked", "tried",
    "shared", "was", "were", "is", "are", "just", "also", "then", "today", "tonight",
    "yesterday", "morning", "afternoon", "evening", "night", "earlier", "later", "some", "of",
    "the", "this", "that", "these", "those", "mixed", "topped", "served", "plus", "about",
    "around", "approximately", "roughly", "like", "maybe", "probably", "lots", "lot", "bit",
    "side", "extra", "breakfast", "lunch", "dinner", "supper", "brunch", "snack", "dessert",
    "meal", "for", "at", "as", "in", "to", "x",
  ]

  /// Words that start a clause about the circumstances ("while watching the game"), which
  /// runs to the end of its part of the sentence.
  static let clauseStarters: Set<String> = ["while", "before", "after", "during", "when"]

  /// Meal names; "for lunch", "with dinner", "as a snack" say when, not what.
  static let mealNames: Set<String> = [
    "breakfast", "lunch", "dinner", "supper", "brunch", "snack", "dessert", "meal",
  ]

  /// USDA name words that add nothing a person would have said ("NFS", "all commercial
  /// varieties"), so a name is not penalized for having them.
  static let neutralNameWords: Set<String> = [
    "nfs", "fresh", "regular", "plain", "prepared", "enriched", "commercially", "and", "or", "fat",
    "of", "with", "on", "in", "flesh", "edible", "mature", "seeds", "drained", "solids", "fluid",
    "table",
    "100", "unsalted", "salted", "heat", "ripe", "brewed", "hot", "leaf", "whole",
  ]

  /// Parts of USDA names (between commas) that only restate the usual case.
  static let neutralNamePhrases: [String] = [
    "skin not eaten", "with skin", "meat only", "without salt", "with salt", "with added salt",
    "without added salt", "no added fat", "all commercial varieties", "year round average",
    "from dried", "from fresh", "ready to serve", "all classes",
    "dry heat", "red", "ripe", "raw", "fresh",
  ]

  /// First words of USDA names that name a class rather than the food ("Nuts, almonds").
  static let classWords: Set<String> = [
    "beverages", "beverage", "alcoholic", "nuts", "nut", "seeds", "fish", "cereals", "cereal",
    "spices", "candies", "snacks", "syrups", "syrup", "sugars",
    "cheese", "beef", "pork", "lamb", "veal", "chicken", "turkey", "game", "crustaceans",
    "mollusks", "vegetables", "fruit",
  ]

  /// Sizes that stand for "one" of a food when no size is given. USDA and recipe convention
  /// take an unsized egg as a large egg; other foods use their medium portion.
  static let defaultSizes: [String: String] = ["egg": "large"]

  /// Category words (USDA `category`) of foods eaten cooked unless said otherwise: meat,
  /// fish, grains, pasta and legumes. Other foods (fruit, vegetables, eggs) default to raw.
  static let usuallyCookedCategoryWords: [String] = [
    "poultry", "beef", "pork", "lamb", "veal", "game", "fish", "shellfish", "seafood",
    "beans, peas", "cereal grains", "pasta", "rice", "chicken", "turkey", "bacon",
    "oatmeal", "sausage", "meat", "liver",
  ]
}
