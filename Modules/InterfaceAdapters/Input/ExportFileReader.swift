import Entities
import FoundationEssentials
import UseCases

/// Reads the files `wellplate export` writes, JSON or CSV, back into entries (ADR 0018).
///
/// Only the form is checked here (fields present, numbers that are numbers, times that are
/// times); whether the entries may be saved is `ImportHistory`'s to decide.
public enum ExportFileReader {
  /// The formats `export` writes.
  public enum Format: String, CaseIterable, Sendable {
    case json, csv
  }

  /// The columns every CSV export has had; later exports add "alcohol", "meal", "mealGiven".
  static let requiredCSVColumns = 21

  /// The format of `text` by its content: JSON when it starts with `{` or `[` after white
  /// space, CSV when its first line is an export's header; `nil` for anything else.
  public static func detect(_ text: String) -> Format? {
    let start = text.unicodeScalars.drop { $0.properties.isWhitespace || $0 == "\u{FEFF}" }
    if start.first == "{" || start.first == "[" { return .json }
    let firstLine = text.unicodeScalars.prefix { $0 != "\r" && $0 != "\n" }
    return csvColumns(String(firstLine).split(separator: ",").map(String.init)) == nil
      ? nil : .csv
  }

  /// The request importing the file `data`, read as `format` or, when `nil`, as its content
  /// shows; `path` names the file in messages.
  public static func request(
    from data: Data, format: Format?, path: String
  ) throws(ImportFileError) -> ImportHistoryRequest {
    guard var text = String(validating: data, as: UTF8.self) else {
      throw ImportFileError(path: path, reason: "it is not UTF-8 text")
    }
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    guard let format = format ?? detect(text) else {
      throw ImportFileError(
        path: path,
        reason: "it is neither a JSON nor a CSV export of WellPlate (JSON starts with { or [; "
          + "CSV with the header \(ExportCSV.header.prefix(3).joined(separator: ","))…); "
          + "make one with `wellplate export`")
    }
    switch format {
    case .json: return try JSONImport.request(text, path: path)
    case .csv: return try CSVImport.request(text, path: path)
    }
  }

  /// The columns of a CSV export's header, by name; `nil` when `fields` is not one.
  static func csvColumns(_ fields: [String]) -> [String: Int]? {
    guard fields.count >= requiredCSVColumns, fields.count <= ExportCSV.header.count,
      Array(ExportCSV.header.prefix(fields.count)) == fields
    else { return nil }
    return Dictionary(uniqueKeysWithValues: fields.enumerated().map { ($1, $0) })
  }

  /// Parses a time as exports write it (ISO-8601, UTC).
  static func instant(_ text: String) -> Date? {
    if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
    return try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
  }

  /// The meal type an export gives: `meal` when `mealGiven`, else none.
  static func mealType(meal: String?, given: Bool?) throws(RowProblem) -> MealType? {
    guard given == true else { return nil }
    guard let meal, let type = MealType(rawValue: meal) else {
      throw RowProblem(
        "meal '\(meal ?? "")' is not a meal type (\(MealType.names)) though mealGiven is true")
    }
    return type
  }
}

/// What is wrong with one row or entry.
struct RowProblem: Error {
  var reason: String
  init(_ reason: String) { self.reason = reason }
}

// MARK: - CSV

/// The CSV export, read back.
enum CSVImport {
  struct Record {
    var line: Int
    var fields: [String]
  }

  static func request(_ text: String, path: String) throws(ImportFileError) -> ImportHistoryRequest
  {
    let records: [Record]
    do throws(ImportProblem) {
      records = try Self.records(text)
    } catch {
      throw ImportFileError(path: path, reason: "it is not valid CSV", problems: [error])
    }
    guard let header = records.first, let columns = ExportFileReader.csvColumns(header.fields)
    else {
      throw ImportFileError(
        path: path,
        reason: "its first line is not the header of a WellPlate CSV export ("
          + ExportCSV.header.joined(separator: ",") + ")")
    }
    var entries: [ImportHistoryRequest.Entry] = []
    var problems: [ImportProblem] = []
    for record in records.dropFirst() {
      let location = ImportLocation(line: record.line)
      guard record.fields.count == header.fields.count else {
        problems.append(
          ImportProblem(
            location: location,
            reason: "it has \(record.fields.count) fields; the header has \(header.fields.count)"
          ))
        continue
      }
      do throws(RowProblem) {
        entries.append(
          ImportHistoryRequest.Entry(
            location: location, entry: try entry(record.fields, columns: columns)))
      } catch {
        problems.append(ImportProblem(location: location, reason: error.reason))
      }
    }
    guard problems.isEmpty else {
      throw ImportFileError(path: path, reason: "some rows cannot be read", problems: problems)
    }
    return ImportHistoryRequest(entries: entries) { entry in
      // How the file writes an entry: its row, read back.
      let fields = ExportCSV.fields(of: entry, timeZone: .utc).map(ExportCSV.neutralized)
      let all = Dictionary(
        uniqueKeysWithValues: ExportCSV.header.enumerated().map { ($1, $0) })
      return (try? Self.entry(fields, columns: all)) ?? entry
    }
  }

  /// The entry a row describes.
  static func entry(_ fields: [String], columns: [String: Int]) throws(RowProblem) -> MealEntry {
    func text(_ name: String) -> String { columns[name].map { fields[$0] } ?? "" }
    var problems: [String] = []
    func number(_ name: String) -> Double? {
      let value = text(name)
      guard !value.isEmpty else { return nil }
      guard let number = Double(value) else {
        problems.append("\(name) '\(value.prefix(40))' is not a number")
        return nil
      }
      return number
    }
    func required(_ name: String) -> Double {
      if text(name).isEmpty { problems.append("\(name) is empty") }
      return number(name) ?? 0
    }
    let id = text("id")
    if id.isEmpty { problems.append("id is empty") }
    let consumedAt = ExportFileReader.instant(text("consumedAt"))
    if consumedAt == nil {
      problems.append("consumedAt '\(text("consumedAt").prefix(40))' is not an ISO-8601 time")
    }
    let totals = NutritionFacts(
      calories: required("calories"), protein: required("protein"),
      carbohydrates: required("carbs"), fat: required("fat"), fiber: required("fiber"),
      sugars: number("sugars"), saturatedFat: number("saturatedFat"),
      cholesterol: number("cholesterol"), sodium: number("sodium"),
      potassium: number("potassium"), calcium: number("calcium"), iron: number("iron"),
      vitaminC: number("vitaminC"), alcohol: number("alcohol"))
    var items: [MealItem] = []
    let itemsCell = restored(text("items"))
    if !itemsCell.isEmpty {
      for (index, part) in itemsCell.components(separatedBy: " | ").enumerated() {
        if let item = item(part) {
          items.append(item)
        } else {
          problems.append(
            "food \(index + 1) '\(part.prefix(60))' is not 'words = food (grams g)'")
        }
      }
    }
    let unmatchedCell = restored(text("unmatched"))
    var mealType: MealType?
    if columns["mealGiven"] != nil {
      let given = text("mealGiven")
      if given != "true" && given != "false" {
        problems.append("mealGiven '\(given.prefix(20))' is neither true nor false")
      } else {
        do throws(RowProblem) {
          mealType = try ExportFileReader.mealType(meal: text("meal"), given: given == "true")
        } catch {
          problems.append(error.reason)
        }
      }
    }
    guard problems.isEmpty, let consumedAt else {
      throw RowProblem(problems.joined(separator: "; "))
    }
    return MealEntry(
      id: MealEntryID(id), consumedAt: consumedAt, description: restored(text("description")),
      items: items, totals: totals,
      unmatched: unmatchedCell.isEmpty ? [] : unmatchedCell.components(separatedBy: " | "),
      analyzer: restored(text("analyzer")), mealType: mealType)
  }

  /// A food as a CSV export writes it, "2 eggs = Egg, whole, raw (100 g)"; CSV has no
  /// nutrients per food, so it gets none (zero), and no notes.
  static func item(_ text: String) -> MealItem? {
    guard text.hasSuffix(" g)"), let open = text.ranges(of: " (").last,
      let grams = Double(text[open.upperBound..<text.index(text.endIndex, offsetBy: -3)]),
      let equals = text[..<open.lowerBound].firstRange(of: " = ")
    else { return nil }
    return MealItem(
      text: String(text[..<equals.lowerBound]),
      food: String(text[equals.upperBound..<open.lowerBound]), grams: grams, nutrition: .zero)
  }

  /// `field` without the `'` an export puts before a value a spreadsheet would run as a
  /// formula.
  static func restored(_ field: String) -> String {
    let scalars = field.unicodeScalars
    guard scalars.first == "'", let second = scalars.dropFirst().first,
      ExportCSV.formulaStarts.contains(second)
    else { return field }
    return String(scalars.dropFirst())
  }

  /// The records of an RFC 4180 text, each with the line it starts on; blank lines are
  /// skipped.
  static func records(_ text: String) throws(ImportProblem) -> [Record] {
    let scalars = Array(text.unicodeScalars)
    var records: [Record] = []
    var fields: [String] = []
    var field = String.UnicodeScalarView()
    var line = 1
    var recordLine = 1
    var inQuotes = false
    var wasQuoted = false
    func endField() {
      fields.append(String(field))
      field = String.UnicodeScalarView()
      wasQuoted = false
    }
    func endRecord() {
      let blank = fields.isEmpty && field.isEmpty && !wasQuoted
      endField()
      if !blank { records.append(Record(line: recordLine, fields: fields)) }
      fields = []
    }
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      index += 1
      if inQuotes {
        if scalar == "\"" {
          if index < scalars.count, scalars[index] == "\"" {
            field.append("\"")
            index += 1
          } else {
            inQuotes = false
          }
        } else {
          if scalar == "\n" { line += 1 }
          field.append(scalar)
        }
        continue
      }
      switch scalar {
      case "\"":
        guard field.isEmpty, !wasQuoted else {
          throw ImportProblem(
            location: ImportLocation(line: line), reason: "a quote inside an unquoted field")
        }
        inQuotes = true
        wasQuoted = true
      case ",":
        endField()
      case "\r", "\n":
        if scalar == "\r", index < scalars.count, scalars[index] == "\n" { index += 1 }
        endRecord()
        line += 1
        recordLine = line
      default:
        guard !wasQuoted else {
          throw ImportProblem(
            location: ImportLocation(line: line), reason: "text after a closing quote")
        }
        field.append(scalar)
      }
    }
    if inQuotes {
      throw ImportProblem(
        location: ImportLocation(line: recordLine), reason: "a quoted field is never closed")
    }
    endRecord()
    return records
  }
}

// MARK: - JSON

/// The JSON export, read back.
enum JSONImport {
  struct Entry: Decodable {
    struct Item: Decodable {
      var text: String
      var food: String
      var grams: Double
      var nutrition: NutritionDocument
      var notes: [String]?
    }

    var id: String
    var consumedAt: String
    var description: String
    var analyzer: String
    var meal: String?
    var mealGiven: Bool?
    var nutrition: NutritionDocument
    var items: [Item]
    var unmatched: [String]

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.decode(String.self, forKey: .id)
      consumedAt = try container.decode(String.self, forKey: .consumedAt)
      description = try container.decode(String.self, forKey: .description)
      analyzer = try container.decode(String.self, forKey: .analyzer)
      meal = try container.decodeIfPresent(String.self, forKey: .meal)
      mealGiven = try container.decodeIfPresent(Bool.self, forKey: .mealGiven)
      nutrition = try container.decode(NutritionDocument.self, forKey: .nutrition)
      items = try container.decode([Item].self, forKey: .items)
      unmatched = try container.decode([String].self, forKey: .unmatched)
    }

    init(_ document: MealEntryDocument) {
      id = document.id
      consumedAt = document.consumedAt
      description = document.description
      analyzer = document.analyzer
      meal = document.meal
      mealGiven = document.mealGiven
      nutrition = document.nutrition
      items = document.items.map {
        Item(
          text: $0.text, food: $0.food, grams: $0.grams, nutrition: $0.nutrition, notes: $0.notes)
      }
      unmatched = document.unmatched
    }

    private enum CodingKeys: String, CodingKey {
      case id, consumedAt, description, analyzer, meal, mealGiven, nutrition, items, unmatched
    }

    /// The entry this describes.
    func entry() throws(RowProblem) -> MealEntry {
      guard let date = ExportFileReader.instant(consumedAt) else {
        throw RowProblem("consumedAt '\(consumedAt.prefix(40))' is not an ISO-8601 time")
      }
      return MealEntry(
        id: MealEntryID(id), consumedAt: date, description: description,
        items: items.map {
          MealItem(
            text: $0.text, food: $0.food, grams: $0.grams, nutrition: $0.nutrition.facts,
            notes: $0.notes ?? [])
        },
        totals: nutrition.facts, unmatched: unmatched, analyzer: analyzer,
        mealType: try ExportFileReader.mealType(meal: meal, given: mealGiven))
    }
  }

  /// An element decoded on its own, so one bad entry does not hide the others.
  struct Failable: Decodable {
    var result: Result<Entry, DecodingError>

    init(from decoder: any Decoder) throws {
      do {
        result = .success(try Entry(from: decoder))
      } catch let error as DecodingError {
        result = .failure(error)
      }
    }
  }

  struct File: Decodable {
    var entries: [Failable]
  }

  static func request(_ text: String, path: String) throws(ImportFileError) -> ImportHistoryRequest
  {
    let isArray = text.unicodeScalars.first { !$0.properties.isWhitespace } == "["
    let elements: [Failable]
    do {
      let data = Data(text.utf8)
      elements =
        isArray
        ? try JSONDecoder().decode([Failable].self, from: data)
        : try JSONDecoder().decode(File.self, from: data).entries
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      throw ImportFileError(
        path: path, reason: "it is not valid JSON (\(Self.underlying(context)))")
    } catch {
      throw ImportFileError(
        path: path,
        reason: "it is not a JSON export of WellPlate, {\"entries\": [...]} as "
          + "`wellplate export --format json` writes it")
    }
    let lines = entryLines(text)
    var entries: [ImportHistoryRequest.Entry] = []
    var problems: [ImportProblem] = []
    for (index, element) in elements.enumerated() {
      let location = ImportLocation(
        line: index < lines.count ? lines[index] : 1, entry: index + 1)
      do throws(RowProblem) {
        switch element.result {
        case .success(let entry):
          entries.append(ImportHistoryRequest.Entry(location: location, entry: try entry.entry()))
        case .failure(let error):
          throw RowProblem(describe(error))
        }
      } catch {
        problems.append(ImportProblem(location: location, reason: error.reason))
      }
    }
    guard problems.isEmpty else {
      throw ImportFileError(path: path, reason: "some entries cannot be read", problems: problems)
    }
    return ImportHistoryRequest(entries: entries) { entry in
      // How the file writes an entry: its document, read back.
      (try? Entry(MealEntryDocument(entry, timeZone: .utc)).entry()) ?? entry
    }
  }

  private static func underlying(_ context: DecodingError.Context) -> String {
    // JSONDecoder gives a syntax error no underlying error (Foundation's localizedDescription
    // of one was shown before); should it ever, its own description is the best there is.
    context.underlyingError.map { "\($0)" } ?? context.debugDescription
  }

  /// A decoding error in words, naming the field within the entry.
  static func describe(_ error: DecodingError) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      // Drop everything up to the entry's own index ("entries", 3).
      let start = (keys.firstIndex { $0.intValue != nil }).map { $0 + 1 } ?? 0
      let inside = keys[start...].map { key in
        key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
      }.joined()
      return inside.hasPrefix(".") ? String(inside.dropFirst()) : inside
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\"\(path(context.codingPath + [key]))\" is missing"
    case .typeMismatch(let type, let context):
      return "\"\(path(context.codingPath))\" is not \(name(of: type))"
    case .valueNotFound(let type, let context):
      return "\"\(path(context.codingPath))\" is null, not \(name(of: type))"
    case .dataCorrupted(let context):
      return "\"\(path(context.codingPath))\": \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Double?.Type: "a number"
    case is String.Type, is String?.Type: "text"
    case is Bool.Type, is Bool?.Type: "true or false"
    case is [String].Type: "a list of texts"
    default: "\(type)".lowercased().contains("array") ? "a list" : "an object"
    }
  }

  /// The line each element of the entries array starts on, by a scan of the text that follows
  /// strings and nesting.
  static func entryLines(_ text: String) -> [Int] {
    var lines: [Int] = []
    var line = 1
    var depth = 0
    var inString = false
    var escaped = false
    var entriesDepth = -1
    var expecting = false
    var topIsArray: Bool?
    for byte in text.utf8 {
      if byte == UInt8(ascii: "\n") { line += 1 }
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      let isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
      if isSpace { continue }
      if depth == entriesDepth, expecting, byte != UInt8(ascii: "]") {
        lines.append(line)
        expecting = false
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        if topIsArray == nil { topIsArray = byte == UInt8(ascii: "[") }
        depth += 1
        if byte == UInt8(ascii: "["), entriesDepth == -1,
          depth == (topIsArray == true ? 1 : 2)
        {
          entriesDepth = depth
          expecting = true
        }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if depth == entriesDepth { entriesDepth = -2 }
        depth -= 1
      case UInt8(ascii: ","):
        if depth == entriesDepth { expecting = true }
      default:
        break
      }
    }
    return lines
  }
}
