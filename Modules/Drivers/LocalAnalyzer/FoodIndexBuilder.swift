import Entities
import FoundationEssentials
import UseCases

/// Builds the food index (an SQLite file with its own search terms) from the USDA CSV extract.
///
/// The analyzer never parses CSV at run time: this runs once, from
/// `swift run -c release wellplate-dev build-food-index`, and its output ships as a resource
/// (ADR 0007). The CSVs' SHA-256 hashes are recorded inside, so a test can prove the shipped
/// file was built from the CSVs in the repository.
package enum FoodIndexBuilder {
  /// Version of the tables below; the analyzer refuses an index of another version.
  package static let schemaVersion = "6"

  /// The 13 nutrient columns of `foods.csv`, per 100 g, in the order they are stored.
  package static let nutrientColumns = [
    "energy_kcal", "protein_g", "carbohydrate_g", "fat_g", "fiber_g", "sugars_g",
    "saturated_fat_g", "cholesterol_mg", "sodium_mg", "potassium_mg", "calcium_mg", "iron_mg",
    "vitamin_c_mg",
  ]

  /// Columns the builder derives rather than copies: grams of alcohol per 100 g, which
  /// foods.csv does not list.
  package static let derivedColumns = ["alcohol_g"]

  /// Misspellings in USDA's own names, corrected in the index: a person who types
  /// "blueberries" (or "bluberries", which the reader corrects only when no name has it)
  /// means the berries, and "Bluberries, canned" matched a typo exactly.
  package static let usdaMisspellings: [(typed: String, meant: String)] = [
    ("Bluberries", "Blueberries"), ("Turrnip", "Turnip"),
  ]

  /// `name` with USDA's misspellings corrected.
  package static func corrected(_ name: String) -> String {
    var name = name
    for (typed, meant) in usdaMisspellings where name.contains(typed) {
      name = name.replacing(typed, with: meant)
    }
    return name
  }

  /// What was written.
  package struct Summary: Sendable, Hashable {
    /// Rows in `foods`.
    package var foodCount: Int
    /// Rows in `portions`.
    package var portionCount: Int
    /// SHA-256 of `foods.csv`.
    package var foodsHash: String
    /// SHA-256 of `portions.csv`.
    package var portionsHash: String
  }

  /// Why the index could not be built.
  package struct BuildError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    package let description: String
  }

  /// Writes a fresh index at `path` (replacing any file there) from the two CSV files' bytes
  /// and the English words that must never be taken for misspelled food words (one per line,
  /// `Resources/English/english-words.txt`).
  @discardableResult
  package static func build(
    foodsCSV: Data, portionsCSV: Data, englishWords: Data = Data(), into path: String
  ) throws(BuildError) -> Summary {
    let foods = try table(foodsCSV, named: "foods.csv")
    let portions = try table(portionsCSV, named: "portions.csv")
    let summary = Summary(
      foodCount: foods.rows.count, portionCount: portions.rows.count,
      foodsHash: SHA256Digest.hex(of: foodsCSV), portionsHash: SHA256Digest.hex(of: portionsCSV))
    try? FileManager.default.removeItem(atPath: path)
    do {
      let connection = try SQLiteConnection(path: path, mode: .readWriteCreate)
      defer { connection.close() }
      // DELETE journal mode so the shipped file opens read-only without -wal/-shm files.
      try connection.execute(
        """
        PRAGMA page_size = 4096;
        PRAGMA journal_mode = DELETE;
        \(schema)
        """)
      try connection.transaction(.immediate) {
        try insertMeta(summary, into: connection)
        try insertFoods(foods, into: connection)
        try insertPortions(portions, into: connection)
        // Ranking asks whether a candidate has household portions for every food a search
        // finds: counted once here, not in a subquery per row of every search.
        try connection.execute(
          """
          UPDATE foods SET portion_count =
            (SELECT count(*) FROM portions WHERE portions.food_id = foods.id)
          """)
        try insertNameWords(foods, into: connection)
        try insertEnglishWords(englishWords, into: connection)
        try insertSearchTerms(foods, into: connection)
      }
      try connection.execute("VACUUM")
    } catch let error as BuildError {
      throw error
    } catch {
      throw BuildError(description: "could not write the index at \(path): \(error)")
    }
    return summary
  }

  static let schema = """
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
    CREATE TABLE foods (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      source TEXT NOT NULL,
      category TEXT NOT NULL,
      energy_kcal REAL, protein_g REAL, carbohydrate_g REAL, fat_g REAL, fiber_g REAL,
      sugars_g REAL, saturated_fat_g REAL, cholesterol_mg REAL, sodium_mg REAL,
      potassium_mg REAL, calcium_mg REAL, iron_mg REAL, vitamin_c_mg REAL, alcohol_g REAL,
      portion_count INTEGER NOT NULL DEFAULT 0,
      stems BLOB NOT NULL,
      is_brand INTEGER NOT NULL
    );
    CREATE TABLE portions (
      food_id INTEGER NOT NULL REFERENCES foods (id),
      amount REAL NOT NULL,
      description TEXT NOT NULL,
      gram_weight REAL NOT NULL
    );
    CREATE INDEX portions_by_food ON portions (food_id);
    CREATE TABLE name_words (
      word TEXT PRIMARY KEY,
      foods INTEGER NOT NULL,
      heads INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE english_words (word TEXT PRIMARY KEY) WITHOUT ROWID;
    CREATE TABLE search_terms (term TEXT PRIMARY KEY, postings BLOB NOT NULL) WITHOUT ROWID;
    """

  private static func table(_ data: Data, named name: String) throws(BuildError) -> CSVTable {
    do {
      return try CSVTable(parsing: String(decoding: data, as: UTF8.self))
    } catch {
      throw BuildError(description: "\(name): \(error)")
    }
  }

  private static func insertMeta(_ summary: Summary, into connection: SQLiteConnection) throws {
    let statement = try connection.prepare("INSERT INTO meta (key, value) VALUES (?, ?)")
    let entries = [
      ("schema_version", schemaVersion),
      ("foods_csv_sha256", summary.foodsHash),
      ("portions_csv_sha256", summary.portionsHash),
      ("food_count", String(summary.foodCount)),
      ("portion_count", String(summary.portionCount)),
      (
        "attribution",
        "U.S. Department of Agriculture, Agricultural Research Service. FoodData Central. "
          + "fdc.nal.usda.gov (public domain, CC0 1.0)"
      ),
    ]
    for (key, value) in entries {
      try statement.bind(.text(key), .text(value)).run()
    }
  }

  private static func insertFoods(_ foods: CSVTable, into connection: SQLiteConnection) throws {
    let columns = try ["food_id", "name", "source", "category"].map { name throws in
      try foods.column(name)
    }
    let nutrients = try nutrientColumns.map { name throws in try foods.column(name) }
    let placeholders = Array(repeating: "?", count: 7 + nutrients.count).joined(separator: ", ")
    let statement = try connection.prepare(
      "INSERT INTO foods (id, name, source, category, "
        + (nutrientColumns + derivedColumns).joined(separator: ", ")
        + ", stems, is_brand) VALUES (\(placeholders))")
    // What ranking reads of every name it finds, worked out here rather than per search: its
    // stems as ids in the vocabulary of every name's stems, which the index keeps too.
    let segments = foods.rows.map { WordStem.segments(in: corrected($0[columns[1]])) }
    let vocabulary = Set(segments.joined().joined())
    guard vocabulary.count < Int(StemmedName.partEnd) else {
      throw BuildError(
        description: "the food names have \(vocabulary.count) stems, too many for ids")
    }
    let stems = StemVocabulary.ordered(vocabulary)
    let ids = Dictionary(uniqueKeysWithValues: stems.enumerated().map { ($1, UInt16($0)) })
    try connection.prepare("INSERT INTO meta (key, value) VALUES ('stem_vocabulary', ?)")
      .bind(.text(StemVocabulary.stored(stems))).run()
    for (line, row) in foods.rows.enumerated() {
      guard let id = Int64(row[columns[0]]) else {
        throw BuildError(description: "foods.csv line \(line + 2): food_id is not a number")
      }
      let name = corrected(row[columns[1]])
      var values: [SQLiteValue] = [
        .integer(id), .text(name), .text(row[columns[2]]), .text(row[columns[3]]),
      ]
      for index in nutrients {
        let cell = row[index]
        if cell.isEmpty {
          values.append(.null)
        } else if let number = Double(cell), number.isFinite {
          values.append(.real(number))
        } else {
          throw BuildError(description: "foods.csv line \(line + 2): \"\(cell)\" is not a number")
        }
      }
      values.append(
        alcohol(name: name, category: row[columns[3]], per100Grams: values[4...])
          .map(SQLiteValue.real) ?? .null)
      values += [
        .blob(Data(StemmedName.stored(segments[line], ids: ids))),
        .integer(FoodMatcher.isBrand(name) ? 1 : 0),
      ]
      try statement.bind(values).run()
    }
  }

  /// Every word of the food names with how many names contain it and how many have it in
  /// their first two comma-separated parts (where USDA says what the food is), so the meal
  /// reader knows
  /// which of a person's words can name a food and can correct a misspelled one.
  private static func insertNameWords(
    _ foods: CSVTable, into connection: SQLiteConnection
  ) throws {
    let name = try foods.column("name")
    var counts: [String: (foods: Int, heads: Int)] = [:]
    for row in foods.rows {
      let foodName = corrected(row[name])
      let lowered = foodName.lowercased()
      // "Cheese, Cheddar", "Fish, salmon", "Soft drink, cola": the food is named in the
      // first two parts, and a brand ("Candies, MARS SNACKFOOD US, SNICKERS Bar") in capitals.
      let parts = foodName.split(separator: ",")
      let head = parts.enumerated().filter { index, part in
        index < 2 || FoodMatcher.isBrand(String(part))
      }.map { $0.element.lowercased() }.joined(separator: " ")
      let words = Set(lowered.split { !("a"..."z").contains($0) }.map(String.init))
      let headWords = Set(head.split { !("a"..."z").contains($0) }.map(String.init))
      for word in words where word.count >= 2 {
        counts[word, default: (0, 0)].foods += 1
        if headWords.contains(word) { counts[word, default: (0, 0)].heads += 1 }
      }
    }
    let statement = try connection.prepare(
      "INSERT INTO name_words (word, foods, heads) VALUES (?, ?, ?)")
    for (word, count) in counts.sorted(by: { $0.key < $1.key }) {
      try statement.bind(.text(word), .integer(Int64(count.foods)), .integer(Int64(count.heads)))
        .run()
    }
  }

  /// Each term of the food names (as `FoodNameSearch` reads them: SQLite's Porter tokenizer)
  /// with the foods that have it, and the counts FTS5 would keep for BM25.
  private static func insertSearchTerms(
    _ foods: CSVTable, into connection: SQLiteConnection
  ) throws {
    let (id, name) = (try foods.column("food_id"), try foods.column("name"))
    let tokenizer = try connection.fts5Tokenizer(
      FoodNameSearch.tokenizer.name, arguments: FoodNameSearch.tokenizer.arguments)
    var postings: [String: [FoodNameSearch.Posting]] = [:]
    var termCount = 0
    for row in foods.rows {
      let terms = tokenizer.terms(in: corrected(row[name]), document: true)
      guard let food = Int32(row[id]), food >= 0, terms.count <= Int(UInt8.max) else {
        throw BuildError(
          description: "food \(row[id]): the id or the name's \(terms.count) terms do not fit "
            + "the search index")
      }
      termCount += terms.count
      var occurrences: [String: Int] = [:]
      for term in terms { occurrences[term, default: 0] += 1 }
      for (term, count) in occurrences {
        postings[term, default: []].append(
          FoodNameSearch.Posting(
            food: food, occurrences: UInt8(count), length: UInt8(terms.count)))
      }
    }
    let statement = try connection.prepare(
      "INSERT INTO search_terms (term, postings) VALUES (?, ?)")
    for (term, foods) in postings.sorted(by: { $0.key < $1.key }) {
      let bytes = FoodNameSearch.encode(foods.sorted { $0.food < $1.food })
      try statement.bind(.text(term), .blob(Data(bytes))).run()
    }
    let meta = try connection.prepare("INSERT INTO meta (key, value) VALUES (?, ?)")
    try meta.bind(.text("search_rows"), .text(String(foods.rows.count))).run()
    try meta.bind(.text("search_terms"), .text(String(termCount))).run()
  }

  /// Grams of alcohol in 100 g of an alcoholic drink, or `nil` for any other food.
  ///
  /// USDA's energy counts alcohol at about 7 kcal/g, so what the energy has beyond
  /// 4·protein + 4·carbohydrates + 9·fat is the alcohol: 10.6 g in 100 g of red wine,
  /// 3.9 g in beer. Only drinks USDA files as alcoholic are read this way.
  static func alcohol(
    name: String, category: String, per100Grams values: ArraySlice<SQLiteValue>
  ) -> Double? {
    let lowered = name.lowercased()
    let alcoholic =
      ["Beer", "Wine", "Liquor and cocktails"].contains(category)
      || lowered.hasPrefix("alcoholic beverage")
    guard alcoholic, !lowered.contains("nonalcoholic"), !lowered.contains("non-alcoholic"),
      case .real(let kcal)? = values.first
    else { return nil }
    func grams(_ offset: Int) -> Double {
      if case .real(let value) = values[values.startIndex + offset] { return max(0, value) }
      return 0
    }
    let rest = kcal - 4 * grams(1) - 4 * grams(2) - 9 * grams(3)
    return (max(0, rest) / 7 * 100).rounded() / 100
  }

  /// The English words near food-name words, which the reader leaves as they are.
  private static func insertEnglishWords(
    _ data: Data, into connection: SQLiteConnection
  ) throws {
    let words = Set(
      String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map {
        $0.trimmingWhitespace().lowercased()
      }.filter { !$0.isEmpty })
    let statement = try connection.prepare("INSERT INTO english_words (word) VALUES (?)")
    for word in words.sorted() {
      try statement.bind(.text(word)).run()
    }
  }

  private static func insertPortions(
    _ portions: CSVTable, into connection: SQLiteConnection
  ) throws {
    let columns = try ["food_id", "amount", "description", "gram_weight"].map { name throws in
      try portions.column(name)
    }
    let statement = try connection.prepare(
      "INSERT INTO portions (food_id, amount, description, gram_weight) VALUES (?, ?, ?, ?)")
    for (line, row) in portions.rows.enumerated() {
      guard let id = Int64(row[columns[0]]), let amount = Double(row[columns[1]]),
        let grams = Double(row[columns[3]]), amount > 0, grams > 0
      else {
        throw BuildError(
          description: "portions.csv line \(line + 2): food_id, amount or gram_weight is not a "
            + "positive number")
      }
      try statement.bind(.integer(id), .real(amount), .text(row[columns[2]]), .real(grams)).run()
    }
  }
}
