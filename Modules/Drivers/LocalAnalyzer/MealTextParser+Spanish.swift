extension MealTextParser {
  /// "tres tamales de puerco", "una taza de arroz y 2 tortillas de harina medianas": a meal
  /// written in Spanish, or in Spanish and English, read in English words: its numbers,
  /// measures, sizes, joiners and common foods (they had been no food, or "Fritos" for
  /// "huevos fritos"). Only when the meal reads as Spanish, so that an English meal's "pan",
  /// "tres leches" or "la croix" keep their meaning.
  static func withSpanishRead(_ tokens: [Token]) -> [Token] {
    guard readsAsSpanish(tokens) else { return tokens }
    var result: [Token] = []
    result.reserveCapacity(tokens.count)
    var index = 0
    func word(_ offset: Int) -> String? {
      index + offset < tokens.count ? tokens[index + offset].word : nil
    }
    func append(_ words: String, _ count: Int) {
      // The words typed stay with the first word read from them, so an item's text says
      // them once.
      var original = tokens[index..<(index + count)].map(\.original).joined(separator: " ")
      for part in words.split(separator: " ") {
        result.append(.word(String(part), original: original))
        original = ""
      }
      index += count
    }
    while index < tokens.count {
      guard let current = word(0) else {
        result.append(tokens[index])
        index += 1
        continue
      }
      // "una coca de lata": a can of it, as "a coca can" would not be read.
      if current == "de", word(1) == "lata", let food = result.last, food.word != nil {
        result.removeLast()
        result.append(.word("can", original: tokens[index + 1].original))
        result.append(.word("of", original: ""))
        result.append(food)
        index += 2
        continue
      }
      if let next = word(1), let phrase = spanishPhrases[current + " " + next] {
        append(phrase, 2)
        continue
      }
      // "tres leches" is a cake; "masa harina" is USDA's own name.
      if current == "tres", word(1) == "leches" || word(1) == "leche" {
        append(current, 1)
        continue
      }
      if current == "harina", result.last?.word == "masa" {
        append(current, 1)
        continue
      }
      // "huevos fritos", "platanos fritos": fried, after the food; "una bolsa de fritos"
      // is still the corn chips.
      if ["frito", "fritos", "frita", "fritas"].contains(current),
        let before = result.last?.word, !["de", "of", "a", "and"].contains(before),
        !isCount(before)
      {
        append("fried", 1)
        continue
      }
      if let english = spanishWords[current] {
        append(english, 1)
        continue
      }
      result.append(tokens[index])
      index += 1
    }
    return result
  }

  /// Whether the meal is written in Spanish: two of its words are Spanish words no English
  /// meal uses, or one of them and a Spanish word English also borrows ("con", "de").
  private static func readsAsSpanish(_ tokens: [Token]) -> Bool {
    var strong = 0
    var weak = 0
    for token in tokens {
      guard let word = token.word else { continue }
      if spanishMarkers.contains(word) {
        strong += 1
      } else if spanishBorrowings.contains(word) {
        weak += 1
      }
      if strong >= 2 || strong >= 1 && weak >= 1 { return true }
    }
    return false
  }

  /// Spanish words that say the meal is written in Spanish.
  private static let spanishMarkers: WordSet = [
    "y", "un", "una", "uno", "unos", "unas", "taza", "tazas", "vaso", "vasos", "sin", "comi",
    "desayune", "cene", "almorce", "tome", "rebanada", "rebanadas", "cucharada", "cucharadas",
    "cda", "cdas", "cdta", "pedazo", "pedazos", "plato", "grande", "grandes", "mediano",
    "mediana", "medianos", "medianas", "chico", "chica", "chicos", "chicas", "del", "los",
    "las", "para", "pero", "muy", "hoy", "ayer", "jaja", "otra", "vez", "tambien", "despues",
    "antes", "noche", "porque", "nada", "dos", "tres", "cuatro", "cinco", "seis", "media",
    "medio", "hecha", "hecho", "tazon", "lata", "botella", "orden",
  ]

  /// Spanish words English meals also use ("pico de gallo", "chili con carne").
  private static let spanishBorrowings: WordSet = ["de", "con", "la", "el", "en", "mi"]

  /// Spanish phrases of two words, in English.
  private static let spanishPhrases: [String: String] = [
    "pan tostado": "toast", "pan blanco": "white bread", "pan integral": "whole wheat bread",
    "cafe negro": "black coffee", "papas fritas": "french fries", "y media": "and a half",
    "hecha con": "made with", "hecho con": "made with", "me comi": "ate", "me tome": "drank",
    // "huevos revueltos" is already a synonym of FNDDS's scrambled egg.
    "huevos estrellados": "fried eggs",
  ]

  /// Spanish words, in English.
  private static let spanishWords: [String: String] = [
    "y": "and", "o": "or", "sin": "without", "un": "a", "una": "a", "uno": "one",
    "unos": "some", "unas": "some", "dos": "2", "tres": "3", "cuatro": "4", "cinco": "5",
    "seis": "6", "siete": "7", "ocho": "8", "nueve": "9", "diez": "10", "doce": "12",
    "media": "half", "medio": "half", "taza": "cup", "tazas": "cups", "tazon": "bowl",
    "vaso": "glass", "vasos": "glasses", "plato": "plate", "platos": "plates",
    "rebanada": "slice", "rebanadas": "slices", "pedazo": "piece", "pedazos": "pieces",
    "pieza": "piece", "piezas": "pieces", "cucharada": "tbsp", "cucharadas": "tbsp",
    "cda": "tbsp", "cdas": "tbsp", "cucharadita": "tsp", "cucharaditas": "tsp", "cdta": "tsp",
    "lata": "can", "latas": "cans", "botella": "bottle", "botellas": "bottles", "bolsa": "bag",
    "bolsita": "bag", "orden": "order", "ordenes": "orders", "onzas": "oz", "gramos": "g",
    "grande": "large", "grandes": "large", "mediano": "medium", "mediana": "medium",
    "medianos": "medium", "medianas": "medium", "chico": "small", "chica": "small",
    "chicos": "small", "chicas": "small", "pequeno": "small", "pequena": "small",
    "comi": "ate", "desayune": "had", "cene": "had", "almorce": "had", "tome": "drank",
    "pescado": "fish", "cerveza": "beer", "cervezas": "beers", "jugo": "juice",
    "naranja": "orange", "mantequilla": "butter", "sandia": "watermelon", "pepino": "cucumber",
    "totopos": "tortilla chips", "gelatina": "gelatin", "hervido": "boiled",
    "hervidos": "boiled", "hervida": "boiled", "hervidas": "boiled", "refritos": "refried",
    "harina": "flour", "maiz": "corn", "puerco": "pork",
    "refresco": "soda", "azucar": "sugar", "aguacate": "avocado", "cebolla": "onion",
    "tomate": "tomato", "lechuga": "lettuce", "manzana": "apple", "fresa": "strawberry",
    "fresas": "strawberries", "camarones": "shrimp", "camaron": "shrimp", "atun": "tuna",
    "galletas": "cookies", "elote": "corn", "elotes": "corn",
    "derretido": "melted", "asado": "grilled", "asados": "grilled", "avena": "oatmeal",
    "el": "the", "la": "the", "los": "the", "las": "the", "mi": "my", "mis": "my",
    // Narration, which had been read as typos of foods ("tuve" a yogurt tube, "otra" okra).
    "tuve": "then", "fui": "then", "comiendo": "then", "compre": "then", "trajo": "then",
    "alcance": "then", "comer": "then", "otra": "then", "vez": "then", "jaja": "then",
    "jajaja": "then", "ayer": "then", "hoy": "then", "pude": "then", "solo": "then",
    "antes": "then", "despues": "then", "noche": "then", "manana": "then", "tarde": "then",
    "turno": "then", "porque": "then", "pero": "then", "muy": "then", "para": "then",
    "sali": "then", "correr": "then", "trabajo": "then", "millas": "miles", "libra": "lb",
    "libras": "lb", "kilo": "kg", "kilos": "kg",
  ]
}
