import Entities
import Foundation
import TestSupport
import Testing
import UseCases

@testable import InterfaceAdapters

/// History pages, entries and exports write their own JSON (`JSONText`); it must be byte for
/// byte what `JSONEncoder` with `JSONDocuments`' settings prints, which scripts rely on.
@Suite("Hand-written JSON text")
struct JSONTextTests {
  /// The encoder's text for `document`: in a generic context only the `Encodable` overload
  /// applies.
  private func encoded<Document: Encodable>(_ document: Document) throws -> String {
    try JSONDocuments.encode(document)
  }

  /// A fixed-seed generator, so a failure can be run again.
  private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Every character the writer treats specially, and some it must leave alone.
  static let awkwardStrings: [String] =
    (0..<0x20).map { String(UnicodeScalar(UInt8($0))) } + [
      "", "\"", "\\", "/", "a/b", "\u{7F}", "é", "🥚 eggs", "\u{2028}\u{2029}", "tab\there",
      "quote \"in\" text", "C:\\path", "</script>", "\u{FEFF}bom", "日本語の朝ごはん",
    ]

  /// Numbers over many magnitudes, with the ones whose text is unusual.
  static let awkwardNumbers: [Double] = [
    0, -0.0, 1, -1, 0.1, 0.5, 1.5, 143, 143.5, 1e-5, 1.25e-7, 123_456_789, 1e15, 1e16, 1e17,
    1.7976931348623157e308, .leastNonzeroMagnitude, 2.2250738585072014e-308, 33983.1, 0.07,
    12.549999999999999, .nan, .infinity, -.infinity,
  ]

  private func nutrition(_ random: inout SplitMix) -> NutritionDocument {
    func value() -> Double {
      switch Int.random(in: 0..<4, using: &random) {
      case 0: Self.awkwardNumbers.randomElement(using: &random)!
      case 1: Double(Int.random(in: 0..<5000, using: &random))
      case 2: JSONDocuments.rounded(Double.random(in: 0..<3000, using: &random))
      default: Double.random(in: -1e6..<1e6, using: &random)
      }
    }
    func optional() -> Double? { Bool.random(using: &random) ? value() : nil }
    var document = NutritionDocument(Samples.egg)
    document.calories = value()
    document.protein = value()
    document.carbs = value()
    document.fat = value()
    document.fiber = value()
    document.sugars = optional()
    document.saturatedFat = optional()
    document.cholesterol = optional()
    document.sodium = optional()
    document.potassium = optional()
    document.calcium = optional()
    document.iron = optional()
    document.vitaminC = optional()
    document.alcohol = optional()
    return document
  }

  private func text(_ random: inout SplitMix) -> String {
    let parts = (0..<Int.random(in: 0..<4, using: &random)).map { _ in
      Self.awkwardStrings.randomElement(using: &random)!
    }
    return parts.joined(separator: ["", " ", "x"].randomElement(using: &random)!)
  }

  private func entry(_ random: inout SplitMix) -> MealEntryDocument {
    var document = MealEntryDocument(
      Samples.entry(id: "e", at: Samples.breakfastTime), timeZone: .utc)
    document.id = text(&random)
    document.consumedAt = text(&random)
    document.description = text(&random)
    document.analyzer = text(&random)
    document.meal = text(&random)
    document.mealGiven = Bool.random(using: &random)
    document.nutrition = nutrition(&random)
    document.items = (0..<Int.random(in: 0..<4, using: &random)).map { _ in
      var item = MealEntryDocument.Item(Samples.item("x"))
      item.text = text(&random)
      item.food = text(&random)
      item.grams = Self.awkwardNumbers.randomElement(using: &random)!
      item.nutrition = nutrition(&random)
      item.notes = (0..<Int.random(in: 0..<3, using: &random)).map { _ in text(&random) }
      return item
    }
    document.unmatched = (0..<Int.random(in: 0..<3, using: &random)).map { _ in text(&random) }
    document.warnings = (0..<Int.random(in: 0..<2, using: &random)).map { _ in text(&random) }
    return document
  }

  @Test("entries read as the encoder prints them: escapes, numbers, absent nutrients")
  func entries() throws {
    var random = SplitMix(state: 12)
    for _ in 0..<2000 {
      let document = entry(&random)
      expectEqual(JSONDocuments.encode(document), (try encoded(document)))
    }
  }

  @Test("history pages read as the encoder prints them: days, unreported counts, cursor")
  func historyPages() throws {
    var random = SplitMix(state: 7)
    for round in 0..<300 {
      let response = FetchHistoryResponse(entries: [], days: [], nextCursor: nil)
      var document = HistoryDocument(response, timeZone: .utc)
      document.entries = (0..<Int.random(in: 0..<6, using: &random)).map { _ in entry(&random) }
      document.days = (0..<Int.random(in: 0..<4, using: &random)).map { _ in
        let keys = Nutrient.allCases.map(\.rawValue) + ["Zinc", "éclair", "a\"b", ""]
        return HistoryDocument.Day(
          date: text(&random), count: Int.random(in: -5..<Int.max, using: &random),
          nutrition: nutrition(&random),
          unreported: Dictionary(
            keys.filter { _ in Bool.random(using: &random) }.map {
              ($0, Int.random(in: 0..<1000, using: &random))
            }, uniquingKeysWith: max))
      }
      document.nextCursor = round % 3 == 0 ? nil : text(&random)
      expectEqual(JSONDocuments.encode(document), (try encoded(document)))
    }
  }

  @Test("numbers in hundredths are written as the encoder writes them")
  func hundredths() throws {
    let encoder = JSONEncoder()
    var random = SplitMix(state: 9)
    let values =
      (-3000...3000).map { Double($0) / 100 }
      + (0..<3000).map { _ in
        JSONDocuments.rounded(Double.random(in: -1e9...1e9, using: &random))
      } + [999_999_999.99, -999_999_999.99, 1e9, 0.01, -0.01, 0.1, 100, -0.0]
    for value in values {
      var json = JSONText()
      json.value(value)
      let expected = String(decoding: try encoder.encode([value]), as: UTF8.self)
      #expect("[\(json.string)]" == expected, "\(value)")
    }
  }

  @Test("whole numbers are written as the encoder writes them, down to Int.min")
  func wholeNumbers() throws {
    let encoder = JSONEncoder()
    var random = SplitMix(state: 11)
    let values =
      Array(-1000...1000) + [Int.max, Int.min, Int.max - 1, Int.min + 1, 1_000_000_007]
      + (0..<2000).map { _ in Int.random(in: Int.min...Int.max, using: &random) }
    for value in values {
      var json = JSONText()
      json.value(value)
      let expected = String(decoding: try encoder.encode([value]), as: UTF8.self)
      #expect("[\(json.string)]" == expected, "\(value)")
    }
    var null = JSONText()
    null.null()
    expectEqual(null.string, "null")
  }

  @Test("times are written as the ISO-8601 format style writes them")
  func times() {
    var random = SplitMix(state: 11)
    let range = MealEntry.possibleTimes
    let span = range.upperBound.timeIntervalSince(range.lowerBound)
    let times =
      (0..<5000).map { _ in
        range.lowerBound.addingTimeInterval(Double.random(in: 0..<span, using: &random))
      } + [
        range.lowerBound, range.upperBound.addingTimeInterval(-0.5),
        Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -0.25),
        Date(timeIntervalSince1970: 951_782_400),  // 2000-02-29
        Date(timeIntervalSince1970: -2_203_891_200),  // 1900-03-01
      ]
    for time in times {
      #expect(DateText.iso8601(time) == time.formatted(.iso8601), "\(time.timeIntervalSince1970)")
    }
  }

  @Test("the API's analysis answers read as the encoder prints them")
  func analyses() throws {
    var random = SplitMix(state: 13)
    let eaten = Samples.entry(id: "a", at: Samples.breakfastTime)
    let saved = AnalyzeFoodResponse(entry: eaten, energyCheck: eaten.totals.energyCheck)
    for _ in 0..<500 {
      var document = AnalysisDocument(saved, timeZone: .utc)
      let entry = entry(&random)
      (document.id, document.consumedAt, document.description) =
        (entry.id, entry.consumedAt, entry.description)
      (document.analyzer, document.meal, document.mealGiven) =
        (entry.analyzer, entry.meal, entry.mealGiven)
      document.calories = Int.random(in: -10...20_000, using: &random)
      document.protein = entry.nutrition.protein
      document.carbohydrates = entry.nutrition.carbs
      document.fat = entry.nutrition.fat
      document.fiber = entry.nutrition.fiber
      (document.nutrition, document.items) = (entry.nutrition, entry.items)
      (document.unmatched, document.warnings) = (entry.unmatched, entry.warnings)
      expectEqual(JSONDocuments.encode(document), (try encoded(document)))
    }
  }

  @Test("exports read as the encoder prints them")
  func exports() throws {
    var random = SplitMix(state: 3)
    var document = ExportDocument(ExportHistoryResponse(entries: [], timeZone: .utc))
    expectEqual(JSONDocuments.encode(document), (try encoded(document)))
    document.entries = (0..<50).map { _ in entry(&random) }
    expectEqual(JSONDocuments.encode(document), (try encoded(document)))
  }

  @Test("the API answers a history page with the same bytes the CLI prints")
  func apiBody() throws {
    var random = SplitMix(state: 5)
    var document = HistoryDocument(
      FetchHistoryResponse(entries: [], days: [], nextCursor: nil), timeZone: .utc)
    document.entries = (0..<3).map { _ in entry(&random) }
    let response = APIResponse.json(document)
    expectEqual(String(decoding: response.body, as: UTF8.self), (try encoded(document)))
    expectEqual(response.headers["Content-Type"], "application/json")
    expectEqual(response.headers["Cache-Control"], "no-store")
  }
}
