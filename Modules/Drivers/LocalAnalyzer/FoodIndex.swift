import Entities
import FoundationEssentials

/// Read-only access to the food index built by `FoodIndexBuilder`.
///
/// One instance serves one analysis: it is opened, queried a handful of times and closed, so
/// it never crosses isolation domains (an SQLite connection must not).
final class FoodIndex {
  /// A food found by a search, with what ranking needs and nothing more.
  struct Candidate: Hashable, Sendable {
    /// USDA food id (`food_id` in foods.csv).
    let id: Int
    /// USDA name, e.g. "Egg, whole, raw, fresh".
    let name: String
    /// "sr_legacy", "fndds" or "foundation".
    let source: String
    /// USDA category, e.g. "Dairy and Egg Products".
    let category: String
    /// How many household portions the food has.
    let portionCount: Int
    /// The name's stems, as ranking reads them.
    let stems: StemmedName
    /// What ranking and portion choice read of `category`.
    let categoryTraits: FoodMatcher.CategoryTraits
  }

  /// A household measure of a food from portions.csv.
  struct Portion: Hashable, Sendable {
    /// How many of `description` the row weighs (usually 1; "0.5 cup" rows say 0.5).
    let amount: Double
    /// USDA's words, e.g. "cup, sliced", "1 medium", "large (8\" to 8-7/8\" long)".
    let description: String
    /// Weight of `amount` of `description`, in grams.
    let grams: Double
  }

  private let connection: SQLiteConnection
  private let nameSearch: FoodNameSearch
  /// Every food this index has found, with its name's stems, by id: an index serves one
  /// analysis at a time, and `serve` keeps it open for the next (`OpenFoodIndexes`), so a
  /// food's name is read and stemmed once.
  private var candidates: [Int: Candidate] = [:]
  /// What ranking has read of the names it scored, by food id, kept for the same reason.
  private var nameTraits: [Int: FoodMatcher.NameTraits] = [:]
  /// What ranking reads of each category, by its name: a few dozen categories serve every
  /// candidate, and reading one lowercases and scans its name.
  private var traitsByCategory: [String: FoodMatcher.CategoryTraits] = [:]
  /// The household measures of every food this index has read them for, by food id, kept for
  /// the same reason: ranking reads the portions of the best candidates of every item.
  private var measuresByFood: [Int: [PortionChooser.Measure]] = [:]
  /// The stems of every food name, read on the first search.
  private var vocabulary: StemVocabulary?

  /// Opens the index at `path` read-only and checks that it is one this code can read.
  init(path: String) throws(FoodIndexError) {
    do {
      // The index is generated and shipped; nothing writes it, so no locks are needed.
      let connection = try SQLiteConnection(path: path, mode: .immutable)
      self.connection = connection
      nameSearch = FoodNameSearch(connection: connection)
      // Reading the 2 MB index through a mapping saves a read() call for each page.
      try connection.execute("PRAGMA mmap_size = 16777216")
      let version =
        try connection.cached("SELECT value FROM meta WHERE key = 'schema_version'")
        .firstRow { $0.string(at: 0) } ?? nil
      guard version == FoodIndexBuilder.schemaVersion else {
        throw FoodIndexError(
          "the food index at \(path) has schema version \(version ?? "none"); this build "
            + "reads version \(FoodIndexBuilder.schemaVersion)")
      }
    } catch let error as FoodIndexError {
      throw error
    } catch {
      throw FoodIndexError("the food index at \(path) cannot be read: \(error)")
    }
  }

  deinit {
    connection.close()
  }

  /// Foods whose names contain every word of `words` (Porter-stemmed, as FTS5 matches), best
  /// BM25 first, at most `limit`.
  func search(allOf words: [String], limit: Int) throws(FoodIndexError) -> [Candidate] {
    let terms = words.map { $0.filter { $0.isLetter || $0.isNumber } }.filter { !$0.isEmpty }
    guard !terms.isEmpty else { return [] }
    do {
      let ids = try nameSearch.foods(matchingAllOf: terms, limit: limit)
      try readCandidates(ids.filter { candidates[$0] == nil })
      return try ids.map { id in
        guard let candidate = candidates[id] else {
          throw FoodIndexError("the food index lists food \(id) under a word but has no such food")
        }
        return candidate
      }
    } catch let error as FoodIndexError {
      throw error
    } catch {
      throw FoodIndexError("searching the food index failed: \(error)")
    }
  }

  /// Reads the foods `ids` as ranking reads them into `candidates`, in one statement: a
  /// search finds up to 300, and a statement run for each cost twice as much (ADR 0012).
  private func readCandidates(_ ids: [Int]) throws {
    guard !ids.isEmpty else { return }
    let statement = try connection.cached(
      """
      SELECT id, name, source, category, portion_count, stems, is_brand FROM foods
      WHERE id IN (SELECT value FROM json_each(?1))
      """)
    let vocabulary = try stemVocabulary()
    try statement.bind(.text("[" + ids.map(String.init).joined(separator: ",") + "]"))
    candidates.reserveCapacity(candidates.count + ids.count)
    for candidate in try statement.rows({ row in
      let category = row.string(at: 3) ?? ""
      return Candidate(
        id: row.int(at: 0), name: row.string(at: 1) ?? "", source: row.string(at: 2) ?? "",
        category: category, portionCount: row.int(at: 4),
        stems: row.withBlob(at: 5) {
          StemmedName(stored: $0, isBrand: row.int(at: 6) != 0, vocabulary: vocabulary)
        },
        categoryTraits: traits(ofCategory: category))
    }) {
      candidates[candidate.id] = candidate
    }
  }

  /// What ranking reads of the category `category`, read once per category.
  private func traits(ofCategory category: String) -> FoodMatcher.CategoryTraits {
    if let known = traitsByCategory[category] { return known }
    let traits = FoodMatcher.CategoryTraits(category: category)
    traitsByCategory[category] = traits
    return traits
  }

  /// The stems of every food name, which the names' stems are ids in; read on first use.
  func stemVocabulary() throws(FoodIndexError) -> StemVocabulary {
    if let vocabulary { return vocabulary }
    guard let stored = try meta("stem_vocabulary") else {
      throw FoodIndexError("the food index has no stem vocabulary")
    }
    let read = StemVocabulary(stored: stored)
    vocabulary = read
    return read
  }

  /// What ranking reads of `candidate`'s name whatever the query, read on first use.
  func nameTraits(of candidate: Candidate) -> FoodMatcher.NameTraits {
    if let known = nameTraits[candidate.id] { return known }
    let traits = FoodMatcher.NameTraits(candidate.stems)
    nameTraits[candidate.id] = traits
    return traits
  }

  /// Nutrition per 100 g of the food `id`, or `nil` if the index lacks calories or macros.
  func nutritionPer100Grams(of id: Int) throws(FoodIndexError) -> NutritionFacts? {
    do {
      let columns = (FoodIndexBuilder.nutrientColumns + FoodIndexBuilder.derivedColumns)
        .joined(separator: ", ")
      let statement = try connection.cached("SELECT \(columns) FROM foods WHERE id = ?1")
      try statement.bind(.integer(Int64(id)))
      return try statement.firstRow { row -> NutritionFacts? in
        func value(_ index: Int32) -> Double? {
          // A few Foundation rows carry small negative values (analytical noise around
          // zero, e.g. carbohydrate by difference); they mean "none", not "less than none".
          row.isNull(at: index) ? nil : max(0, row.double(at: index))
        }
        guard let calories = value(0), let protein = value(1), let carbohydrates = value(2),
          let fat = value(3)
        else { return nil }
        return NutritionFacts(
          calories: calories, protein: protein, carbohydrates: carbohydrates, fat: fat,
          fiber: value(4) ?? 0, sugars: value(5), saturatedFat: value(6),
          cholesterol: value(7), sodium: value(8), potassium: value(9), calcium: value(10),
          iron: value(11), vitaminC: value(12), alcohol: value(13))
      } ?? nil
    } catch {
      throw FoodIndexError("reading food \(id) from the index failed: \(error)")
    }
  }

  /// The household portions of food `id`, in the order of portions.csv.
  func portions(of id: Int) throws(FoodIndexError) -> [Portion] {
    do {
      let statement = try connection.cached(
        "SELECT amount, description, gram_weight FROM portions WHERE food_id = ?1 ORDER BY rowid"
      )
      try statement.bind(.integer(Int64(id)))
      return try statement.rows { row in
        Portion(
          amount: row.double(at: 0), description: row.string(at: 1) ?? "",
          grams: row.double(at: 2))
      }
    } catch {
      throw FoodIndexError("reading the portions of food \(id) failed: \(error)")
    }
  }

  /// The nearest food to `food` that has household portions, when `food` itself has none.
  ///
  /// USDA's FNDDS extract lists no portions for some plain foods ("Jam or jelly, NFS",
  /// "Mayonnaise, regular") whose SR Legacy twins have them ("Jams and preserves": tbsp 20 g);
  /// without one, "toast with jam" would weigh 100 g of jam. The donor's name starts with the
  /// same word and adds the fewest words of its own, then shares the most ("Chocolate
  /// hazelnut spread" borrows from "Chocolate-flavored hazelnut spread", not "Chocolate
  /// candy"); brands never lend.
  func portionDonor(for food: Candidate) throws(FoodIndexError) -> (
    donor: Candidate, portions: [Portion]
  )? {
    guard let first = food.stems.segments.first?.first else { return nil }
    var best: (donor: Candidate, extra: Int, shared: Int)?
    // Foods with all of its words first: a common first word ("chocolate") has hundreds.
    let near = try search(allOf: food.stems.segments.flatMap { $0 }, limit: 40)
    for candidate in try near + search(allOf: [first], limit: 40)
    where candidate.id != food.id && candidate.portionCount > 0 && !candidate.stems.isBrand
      && candidate.stems.segments.first?.first == first
    {
      let extra =
        candidate.stems.words.subtracting(food.stems.words).count
        + (candidate.category == food.category ? 0 : 1)
      let shared = candidate.stems.words.intersection(food.stems.words).count
      if best == nil || (extra, -shared) < (best!.extra, -best!.shared) {
        best = (candidate, extra, shared)
      }
    }
    guard let donor = best?.donor else { return nil }
    return (donor, try portions(of: donor.id))
  }

  /// The household measures of food `id` (its portions, read), in the order of portions.csv.
  func measures(of id: Int) throws(FoodIndexError) -> [PortionChooser.Measure] {
    if let known = measuresByFood[id] { return known }
    let measures = try portions(of: id).map(PortionChooser.Measure.init)
    measuresByFood[id] = measures
    return measures
  }

  /// The words of every food name with how often they appear (see `FoodNameWords`).
  ///
  /// Only what one analysis needs is read: the food-name words among `words`, and for each
  /// word of `misspelled` the name words it could be a typo of (same first letter, length
  /// within two), not all 2,500 words, since a cold analysis must start fast.
  func nameWords(
    among words: Set<String>, correcting misspelled: Set<String> = []
  ) throws(FoodIndexError) -> FoodNameWords {
    do {
      var frequencies: [String: FoodNameWords.Frequency] = [:]
      let exact = try connection.cached(
        "SELECT word, foods, heads FROM name_words WHERE word = ?1")
      for word in words {
        try exact.bind(.text(word))
        _ = try exact.rows { row in
          frequencies[word] = FoodNameWords.Frequency(foods: row.int(at: 1), heads: row.int(at: 2))
        }
      }
      // The primary key orders the words, so one letter's words are one range.
      let near = try connection.cached(
        """
        SELECT word, foods, heads FROM name_words
        WHERE word >= ?1 AND word < ?2 AND length(word) BETWEEN ?3 AND ?4
        """)
      for word in misspelled {
        guard let first = word.unicodeScalars.first, first.isASCII,
          let next = Unicode.Scalar(first.value + 1)
        else { continue }
        try near.bind(
          .text(String(first)), .text(String(next)), .integer(Int64(word.count - 2)),
          .integer(Int64(word.count + 2)))
        _ = try near.rows { row in
          frequencies[row.string(at: 0) ?? ""] = FoodNameWords.Frequency(
            foods: row.int(at: 1), heads: row.int(at: 2))
        }
      }
      return FoodNameWords(frequencies)
    } catch {
      throw FoodIndexError("reading the food name words from the index failed: \(error)")
    }
  }

  /// Every food-name word, for tools that look at the whole vocabulary.
  func allNameWords() throws(FoodIndexError) -> FoodNameWords {
    do {
      let words = try connection.cached("SELECT word FROM name_words").rows {
        $0.string(at: 0) ?? ""
      }
      return try nameWords(among: Set(words))
    } catch let error as FoodIndexError {
      throw error
    } catch {
      throw FoodIndexError("reading the food name words from the index failed: \(error)")
    }
  }

  /// Those of `words` that are English words the reader must not take for misspellings.
  func englishWords(among words: Set<String>) throws(FoodIndexError) -> Set<String> {
    guard !words.isEmpty else { return [] }
    do {
      let statement = try connection.cached("SELECT 1 FROM english_words WHERE word = ?1")
      return try words.filter { word throws in
        try statement.bind(.text(word))
        return try statement.firstRow { _ in true } ?? false
      }
    } catch {
      throw FoodIndexError("reading the English words from the index failed: \(error)")
    }
  }

  /// The value stored under `key` in the index's `meta` table.
  func meta(_ key: String) throws(FoodIndexError) -> String? {
    do {
      let statement = try connection.cached("SELECT value FROM meta WHERE key = ?1")
      try statement.bind(.text(key))
      return try statement.firstRow { $0.string(at: 0) } ?? nil
    } catch {
      throw FoodIndexError("reading \(key) from the food index failed: \(error)")
    }
  }
}
