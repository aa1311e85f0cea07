import Entities
import Foundation
import InterfaceAdapters
import TestSupport
import Testing
import UseCases

@Suite("Presenters")
struct PresenterTests {
  let entry = MealEntry(
    id: MealEntryID("e1"), consumedAt: Samples.breakfastTime, description: "2 eggs, zorp",
    items: [
      MealItem(
        text: "2 eggs", food: "Egg, whole, raw, fresh", grams: 100,
        nutrition: NutritionFacts(
          calories: 143, protein: 12.56, carbohydrates: 0.72, fat: 9.51, fiber: 0),
        notes: ["assumed large"])
    ],
    totals: NutritionFacts(
      calories: 143, protein: 12.56, carbohydrates: 0.72, fat: 9.51, fiber: 0, sodium: 0.1 + 0.2),
    unmatched: ["zorp"], analyzer: "local")

  @Test("analyze --json has the documented, stable shape")
  func entryJSON() throws {
    let json = try JSONDocuments.encode(MealEntryDocument(entry))
    #expect(
      json == """
        {"analyzer":"local","consumedAt":"2026-11-21T08:30:00Z","description":"2 eggs, zorp",\
        "id":"e1","items":[{"food":"Egg, whole, raw, fresh","grams":100,"notes":["assumed large"],\
        "nutrition":{"calories":143,"carbs":0.72,"fat":9.51,"fiber":0,"protein":12.56},\
        "text":"2 eggs"}],"nutrition":{"calories":143,"carbs":0.72,"fat":9.51,"fiber":0,\
        "protein":12.56,"sodium":0.3},"unmatched":["zorp"],"warnings":[]}

        """)
  }

  @Test("JSON of an entry never fails, even for values no meal can have")
  func jsonNeverFails() throws {
    var huge = entry
    huge.totals.protein = 1e308
    huge.totals.carbohydrates = .infinity
    let text = try JSONDocuments.encode(MealEntryDocument(huge))
    #expect(text.contains("\"protein\":1e+308"))
    #expect(text.contains("\"carbs\":\"Infinity\""))
  }

  @Test("history --json always carries nextCursor, null on the last page")
  func historyJSON() throws {
    let response = FetchHistoryResponse(
      entries: [entry],
      days: [DailyTotals(day: CalendarDay("2026-11-21")!, count: 1, nutrition: entry.totals)],
      nextCursor: nil)
    let json = try JSONDocuments.encode(HistoryDocument(response))
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["nextCursor"] is NSNull)
    let days = try #require(object["days"] as? [[String: Any]])
    #expect(days.first?["date"] as? String == "2026-11-21")
    #expect(days.first?["count"] as? Int == 1)
    #expect((object["entries"] as? [Any])?.count == 1)
  }

  @Test("text output aligns columns and shows items, total and what was not understood")
  func entryText() {
    let text = MealEntryText.render(entry, timeZone: TimeZone(identifier: "Europe/Paris")!)
    #expect(text.contains("eaten 2026-11-21 09:30"))
    #expect(text.contains("not understood: \"zorp\""))
    #expect(text.contains("note: 2 eggs: assumed large"))
    let rows = text.split(separator: "\n").filter { $0.contains("KCAL") || $0.contains("TOTAL") }
    #expect(rows.count == 2)
    #expect(
      rows[0].range(of: "KCAL")?.upperBound.utf16Offset(in: rows[0])
        == rows[1].range(of: "143")?.upperBound.utf16Offset(in: rows[1]))
  }

  @Test(
    "errors map to sysexits codes",
    arguments: [
      (UsageError("x") as any Error, ExitCode.usage),
      (AnalyzeFoodError.emptyInput, .dataError),
      (AnalyzeFoodError.analysisFailed(.nothingRecognized(unmatched: ["x"])), .dataError),
      (AnalyzeFoodError.analysisFailed(.serviceUnavailable("down")), .unavailable),
      (AnalyzeFoodError.analysisFailed(.unusableReply("junk")), .dataError),
      (AnalyzeFoodError.storageFailed(.storageFailed("corrupt")), .ioError),
      (FetchHistoryError.storageFailed(.unavailable("down")), .unavailable),
      (DeleteMealEntryError.notFound(MealEntryID("x")), .dataError),
      (InputFileError(path: "meal.jpg", reason: "no such file"), .noInput),
      (DriverUnavailableError("not built"), .unavailable),
      (CocoaError(.featureUnsupported), .internalError),
    ])
  func exitCodes(_ error: any Error, _ code: ExitCode) {
    let outcome = ErrorPresenter.outcome(for: error)
    #expect(outcome.exitCode == code)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.hasPrefix("wellplate: error: "))
  }
}
