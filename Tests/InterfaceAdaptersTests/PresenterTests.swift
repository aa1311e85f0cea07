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
    let json = JSONDocuments.encode(MealEntryDocument(entry, timeZone: .utc))
    expectEqual(
      json,
      """
      {"analyzer":"local","consumedAt":"2026-11-21T08:30:00Z","description":"2 eggs, zorp",\
      "id":"e1","items":[{"food":"Egg, whole, raw, fresh","grams":100,"notes":["assumed large"],\
      "nutrition":{"calories":143,"carbs":0.72,"fat":9.51,"fiber":0,"protein":12.56},\
      "text":"2 eggs"}],"meal":"breakfast","mealGiven":false,\
      "nutrition":{"calories":143,"carbs":0.72,"fat":9.51,"fiber":0,\
      "protein":12.56,"sodium":0.3},"unmatched":["zorp"],"warnings":[]}

      """)
  }

  @Test("an entry's meal type: inferred in the time zone given, or as given")
  func mealTypeShown() throws {
    func fields(_ entry: MealEntry, _ zone: String) throws -> (String?, Bool?) {
      let json = JSONDocuments.encode(
        MealEntryDocument(entry, timeZone: try #require(FoundationZones.rules(named: zone))))
      let object = try #require(
        JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
      return (object["meal"] as? String, object["mealGiven"] as? Bool)
    }
    // 08:30 UTC: breakfast in London, a snack (03:30) in New York.
    #expect(try fields(entry, "Europe/London") == ("breakfast", false))
    #expect(try fields(entry, "America/New_York") == ("snack", false))
    var given = entry
    given.mealType = .lunch
    #expect(try fields(given, "America/New_York") == ("lunch", true))

    let paris = FoundationZones["Europe/Paris"]
    #expect(
      MealEntryText.render(entry, timeZone: paris).contains(
        "eaten 2026-11-21 09:30 · breakfast (from the time) ·"))
    #expect(MealEntryText.render(given, timeZone: paris).contains("09:30 · lunch · analyzed by"))
  }

  @Test("a meal type is read whatever its case; anything else lists the four")
  func mealTypeParsing() throws {
    expectEqual(try MealTypeText.parse("Dinner", option: "meal", command: "analyze"), .dinner)
    do {
      _ = try MealTypeText.parse("brunch", option: "meal", command: "analyze")
      Issue.record("brunch was read as a meal type")
    } catch {
      #expect(error.description.contains("--meal: 'brunch' is not a meal type"))
      #expect(error.description.contains("breakfast, lunch, dinner, snack"))
      expectEqual(ErrorPresenter.outcome(for: error).exitCode, .usage)
    }
  }

  @Test("JSON of an entry never fails, even for values no meal can have")
  func jsonNeverFails() throws {
    var huge = entry
    huge.totals.protein = 1e308
    huge.totals.carbohydrates = .infinity
    let text = JSONDocuments.encode(MealEntryDocument(huge, timeZone: .utc))
    #expect(text.contains("\"protein\":1e+308"))
    #expect(text.contains("\"carbs\":\"Infinity\""))
  }

  @Test("history --json always carries nextCursor, null on the last page")
  func historyJSON() throws {
    let response = FetchHistoryResponse(
      entries: [entry],
      days: [DailyTotals(day: CalendarDay("2026-11-21")!, count: 1, nutrition: entry.totals)],
      nextCursor: nil)
    let json = JSONDocuments.encode(HistoryDocument(response, timeZone: .utc))
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(object["nextCursor"] is NSNull)
    let days = try #require(object["days"] as? [[String: Any]])
    expectEqual(days.first?["date"] as? String, "2026-11-21")
    expectEqual(days.first?["count"] as? Int, 1)
    let entries = try #require(object["entries"] as? [[String: Any]])
    expectEqual(entries.count, 1)
    expectEqual(entries.first?["meal"] as? String, "breakfast")
    expectEqual(entries.first?["mealGiven"] as? Bool, false)
  }

  @Test("history text groups each day's meals by type, latest group first, with subtotals")
  func historyGroupsByMeal() throws {
    // 2026-11-21 in UTC: breakfast 08:30 (inferred), a 09:00 snack (given), lunch 12:30, and
    // a 07:00 entry given as lunch; 2026-11-20 has one dinner at 19:00.
    func at(_ seconds: Double, _ id: String, _ type: MealType? = nil) -> MealEntry {
      var entry = Samples.entry(id: id, at: Date(timeIntervalSince1970: seconds), description: id)
      entry.mealType = type
      return entry
    }
    let entries = [
      at(1_795_264_200, "soup"), at(1_795_251_600, "apple", .snack),
      at(1_795_249_800, "eggs"), at(1_795_244_400, "early", .lunch),
      at(1_795_201_200, "pasta"),
    ]
    let response = FetchHistoryResponse(
      entries: entries,
      days: [
        DailyTotals(day: CalendarDay("2026-11-20")!, count: 1, nutrition: Samples.egg),
        DailyTotals(day: CalendarDay("2026-11-21")!, count: 4, nutrition: Samples.egg),
      ],
      nextCursor: nil)
    let lines = HistoryText.render(response, timeZone: .utc).split(separator: "\n")
      .map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
    expectEqual(
      lines,
      [
        "DAY / TIME", "2026-11-21 4 meals", "lunch 2 entries", "12:30 soup 72",
        "07:00 early 72", "snack 1 entry", "09:00 apple 72", "breakfast 1 entry",
        "08:30 eggs 72", "2026-11-20 1 meal", "dinner 1 entry", "19:00 pasta 72",
      ])
    let text = HistoryText.render(response, timeZone: .utc)
    // A group's row carries its subtotal: two eggs' worth of calories for lunch.
    #expect(text.split(separator: "\n")[2].contains("143"))
  }

  @Test("text output aligns columns and shows items, total and what was not understood")
  func entryText() {
    let text = MealEntryText.render(entry, timeZone: FoundationZones["Europe/Paris"])
    #expect(text.contains("eaten 2026-11-21 09:30"))
    #expect(text.contains("not understood: \"zorp\""))
    #expect(text.contains("note: 2 eggs: assumed large"))
    let rows = text.split(separator: "\n").filter { $0.contains("KCAL") || $0.contains("TOTAL") }
    expectEqual(rows.count, 2)
    expectEqual(
      rows[0].range(of: "KCAL")?.upperBound.utf16Offset(in: rows[0]),
      rows[1].range(of: "143")?.upperBound.utf16Offset(in: rows[1]))
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
    expectEqual(outcome.exitCode, code)
    #expect(outcome.standardOutput.isEmpty)
    #expect(outcome.standardError.hasPrefix("wellplate: error: "))
  }
}
