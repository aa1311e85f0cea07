import Entities
import Foundation
import InterfaceAdapters
import TestSupport
import Testing
import UseCases

@Suite("ExportFileReader")
struct ExportFileReaderTests {
  private static let id1 = "0193f6a4-7c1e-7d2a-9b1e-2f4c5d6e7f80"
  private static let id2 = "0193f6a4-7c1e-7d2a-9b1e-2f4c5d6e7f81"

  /// Entries with what exports keep: whole seconds, rounded numbers, awkward texts.
  private static let entries: [MealEntry] = {
    var first = MealEntry(
      id: MealEntryID(id1), consumedAt: Samples.breakfastTime,
      description: "=2 eggs, \"sunny\"\nside up",
      items: [
        MealItem(
          text: "2 eggs", food: "Egg, whole, raw", grams: 100,
          nutrition: NutritionFacts(
            calories: 143, protein: 12.56, carbohydrates: 0.72, fat: 9.51, fiber: 0,
            sodium: 142),
          notes: ["assumed large"]),
        MealItem(
          text: "-a slice of toast", food: "Bread, toasted", grams: 22.5,
          nutrition: Samples.toast),
      ],
      totals: NutritionFacts(
        calories: 207.5, protein: 14.54, carbohydrates: 12.69, fat: 10.39, fiber: 0.55,
        sodium: 142, alcohol: 0),
      unmatched: ["xyzzy", "+plugh"], analyzer: "local", mealType: .snack)
    first.items[1].nutrition = NutritionFacts(
      calories: 64.5, protein: 1.98, carbohydrates: 11.97, fat: 0.88, fiber: 0.55)
    let second = MealEntry(
      id: MealEntryID(id2), consumedAt: Samples.breakfastTime.addingTimeInterval(3600),
      description: "restaurant burrito", items: [],
      totals: NutritionFacts(calories: 950, protein: 0, carbohydrates: 0, fat: 0, fiber: 0),
      analyzer: "manual")
    return [first, second]
  }()

  private static let response = ExportHistoryResponse(
    entries: entries, timeZone: FoundationZones["America/New_York"])

  private static func read(_ text: String, format: ExportFileReader.Format? = nil) throws
    -> ImportHistoryRequest
  {
    try ExportFileReader.request(from: Data(text.utf8), format: format, path: "f")
  }

  private static func problems(_ text: String) -> [String] {
    do {
      _ = try read(text)
      Issue.record("expected the file to be refused")
      return []
    } catch let error as ImportFileError {
      return error.problems.map(\.description)
    } catch {
      Issue.record("unexpected \(error)")
      return []
    }
  }

  @Test("a JSON export reads back to the same entries, lines and all")
  func jsonRoundTrip() throws {
    let text = JSONDocuments.encode(ExportDocument(Self.response))
    expectEqual(ExportFileReader.detect(text), .json)
    let request = try Self.read(text)
    expectEqual(request.entries.map(\.entry), Self.entries)
    expectEqual(
      request.entries.map(\.location),
      [
        ImportLocation(line: 1, entry: 1), ImportLocation(line: 1, entry: 2),
      ])
    // A bare array, pretty-printed, tells each entry's line.
    let pretty =
      "[\n  "
      + text.dropFirst(12).dropLast(3).replacingOccurrences(
        of: "},{\"analyzer\"", with: "},\n  {\"analyzer\"") + "\n]\n"
    let lines = try Self.read(pretty).entries.map(\.location)
    expectEqual(lines, [ImportLocation(line: 2, entry: 1), ImportLocation(line: 3, entry: 2)])
  }

  @Test("a CSV export reads back to the same entries, formulas neutralized and restored")
  func csvRoundTrip() throws {
    let text = ExportCSV.render(Self.response)
    expectEqual(ExportFileReader.detect(text), .csv)
    let request = try Self.read(text)
    // CSV has no nutrients per food and no notes.
    let expected = Self.entries.map { entry in
      var entry = entry
      entry.items = entry.items.map {
        MealItem(text: $0.text, food: $0.food, grams: $0.grams, nutrition: .zero)
      }
      return entry
    }
    expectEqual(request.entries.map(\.entry), expected)
    // The first entry's description holds a newline, so the second starts on line 4.
    expectEqual(request.entries.map(\.location.line), [2, 4])
    let again = ExportCSV.render(
      ExportHistoryResponse(entries: request.entries.map(\.entry), timeZone: Self.response.timeZone)
    )
    expectEqual(again, text)
  }

  @Test("an entry in the history is compared as the file writes it")
  func asWritten() throws {
    var stored = Self.entries[0]
    stored.totals.calories = 207.5123
    stored.consumedAt = stored.consumedAt.addingTimeInterval(0.25)
    let json = try Self.read(JSONDocuments.encode(ExportDocument(Self.response)))
    expectEqual(json.asWritten(stored), Self.entries[0])
    let csv = try Self.read(ExportCSV.render(Self.response))
    expectEqual(csv.asWritten(stored), csv.entries[0].entry)
    expectEqual(csv.asWritten(Self.entries[1]), Self.entries[1])
  }

  @Test("an older CSV without the meal columns is read, with no meal type given")
  func olderCSV() throws {
    let header = ExportCSV.header.prefix(21).joined(separator: ",")
    let row =
      "\(Self.id1),2026-11-21T08:30:00Z,2026-11-21,08:30,eggs,local,143,12.56,0.72,9.51,0,,,,"
      + ",,,,,2 eggs = Egg (100 g),"
    let request = try Self.read(header + "\r\n" + row + "\r\n")
    expectEqual(request.entries.first?.entry.mealType, nil)
    expectEqual(request.entries.first?.entry.items.first?.grams, 100)
  }

  @Test("bad rows are reported by line with what is wrong")
  func badRows() {
    var lines = ExportCSV.render(Self.response).components(separatedBy: "\r\n")
    // lines[1] is the first entry, on lines 2 and 3 (a newline in its description); lines[2]
    // the second, on line 4.
    lines[2] = lines[2].replacingOccurrences(of: ",950,", with: ",lots,")
      .replacingOccurrences(of: "2026-11-21T09:30:00Z", with: "yesterday")
    lines.insert("only,three,fields", at: 3)
    let problems = Self.problems(lines.joined(separator: "\r\n"))
    expectEqual(problems.count, 2)
    expectEqual(problems.first?.hasPrefix("line 4: "), true)
    expectEqual(problems.first?.contains("consumedAt 'yesterday' is not an ISO-8601 time"), true)
    expectEqual(problems.first?.contains("calories 'lots' is not a number"), true)
    expectEqual(problems.last, "line 5: it has 3 fields; the header has 24")
  }

  @Test("bad JSON entries are reported with their line and number")
  func badJSON() {
    let text = """
      {"entries": [
        {"id": "\(Self.id1)", "consumedAt": "2026-11-21T08:30:00Z", "description": "x",
         "analyzer": "local", "nutrition": {"calories": 1, "protein": 0, "carbs": 0, "fat": 0,
         "fiber": 0}, "items": [], "unmatched": []},
        {"id": "\(Self.id2)", "consumedAt": "2026-11-21T08:30:00Z", "description": "x",
         "analyzer": "local", "nutrition": {"calories": "many"}, "items": [], "unmatched": []},
        {"id": 3}
      ]}
      """
    let problems = Self.problems(text)
    expectEqual(
      problems,
      [
        "line 5, entry 2: \"nutrition.calories\" is not a number",
        "line 7, entry 3: \"id\" is not text",
      ])
  }

  @Test("a file that is neither JSON nor an export's CSV is refused with a clear message")
  func neither() {
    for text in ["date,meal\n2026-11-21,eggs\n", "", "hello", "id,consumedAt\n"] {
      expectEqual(ExportFileReader.detect(text), nil)
      #expect(throws: ImportFileError.self) { try Self.read(text) }
    }
    do {
      _ = try Self.read("{\"entries\": [")
    } catch let error as ImportFileError {
      #expect(error.description.contains("it is not valid JSON"))
    } catch {
      Issue.record("unexpected \(error)")
    }
    do {
      _ = try Self.read("{\"meals\": []}")
    } catch let error as ImportFileError {
      #expect(error.description.contains("it is not a JSON export of WellPlate"))
    } catch {
      Issue.record("unexpected \(error)")
    }
    // --format forces a reading.
    #expect(throws: ImportFileError.self) {
      try Self.read(ExportCSV.render(Self.response), format: .json)
    }
    #expect(throws: ImportFileError.self) {
      try ExportFileReader.request(from: Data([0xFF, 0xFE, 0x00]), format: nil, path: "f")
    }
  }

  @Test("an unclosed quote is a CSV error with its line")
  func unclosedQuote() {
    let text = ExportCSV.row(ExportCSV.header) + "\"never closed,\r\n"
    do {
      _ = try Self.read(text)
      Issue.record("expected a failure")
    } catch let error as ImportFileError {
      #expect(error.description.contains("line 2: a quoted field is never closed"))
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
