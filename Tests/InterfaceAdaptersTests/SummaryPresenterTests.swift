import Entities
import Foundation
import InterfaceAdapters
import TestSupport
import Testing
import UseCases

@Suite("Summary presenters")
struct SummaryPresenterTests {
  /// Three days: nothing, 1,000 kcal, 2,300 kcal.
  func response(goal: Double? = 2000) -> SummarizeDaysResponse {
    let half = NutritionFacts(calories: 1000, protein: 50, carbohydrates: 125, fat: 33.33, fiber: 8)
    let over = NutritionFacts(
      calories: 2300, protein: 115, carbohydrates: 287.5, fat: 76.67, fiber: 20)
    return SummarizeDaysResponse(
      days: [
        DaySummary(DailyTotals(day: CalendarDay("2026-11-19")!, count: 0, nutrition: .zero)),
        DaySummary(DailyTotals(day: CalendarDay("2026-11-20")!, count: 2, nutrition: half)),
        DaySummary(DailyTotals(day: CalendarDay("2026-11-21")!, count: 3, nutrition: over)),
      ],
      goal: goal)
  }

  @Test(
    "groups thousands",
    arguments: [(0.0, "0"), (999.4, "999"), (1850.0, "1,850"), (1_234_567.8, "1,234,568")])
  func grouped(_ value: Double, _ expected: String) {
    expectEqual(SummaryText.grouped(value), expected)
  }

  @Test("bars fill in proportion to the goal, full when over, never empty when something was eaten")
  func bars() {
    expectEqual(SummaryText.bar(0, scale: 2000), String(repeating: "░", count: 20))
    expectEqual(
      SummaryText.bar(1000, scale: 2000),
      String(repeating: "█", count: 10)
        + String(repeating: "░", count: 10))
    expectEqual(SummaryText.bar(5000, scale: 2000), String(repeating: "█", count: 20))
    #expect(SummaryText.bar(1, scale: 2000).hasPrefix("█░"))
  }

  @Test("text is an aligned chart with goal, meals, macro split and the period's figures")
  func text() {
    let text = SummaryText.render(response())
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    expectEqual(lines[0], "Last 3 days, 2026-11-19 to 2026-11-21 · goal 2,000 kcal a day")
    let rows = lines.filter { $0.hasPrefix("  2026-") }
    expectEqual(rows.count, 3)
    #expect(rows[0].contains("2026-11-19 Thu  ░░░░░░░░░░░░░░░░░░░░"))
    #expect(rows[1].contains("2026-11-20 Fri  ██████████░░░░░░░░░░  1,000 / 2,000 kcal   50%"))
    #expect(rows[2].contains("████████████████████  2,300 / 2,000 kcal  115%"))
    #expect(rows[1].hasSuffix("2  P 20% C 50% F 30%"))
    #expect(rows[0].hasSuffix("0  –"))
    // Aligned: the calories column ends at the same place on every row and in the header.
    let header = lines.first { $0.contains("CALORIES") }!
    let ends = (rows + [header]).map {
      $0.range(of: "kcal")?.upperBound.utf16Offset(in: $0)
        ?? $0.range(of: "CALORIES")!.upperBound.utf16Offset(in: $0)
    }
    #expect(Set(ends).count == 1, "\(ends)")
    #expect(text.contains("Average  1,650 kcal a day on the 2 of 3 days with meals (83% of goal)"))
    #expect(text.contains("Total    3,300 kcal in 5 meals · protein 165.0 g · carbs 412.5 g"))
    #expect(text.contains("Macros   P 20% C 50% F 30% of the energy from protein, carbs and fat"))
    #expect(!text.contains("\u{1B}["), "plain style writes no escape codes")
  }

  @Test("a default goal is labelled as such")
  func defaultGoal() {
    #expect(SummaryText.render(response(), goalIsDefault: true).contains("set yours with --goal"))
  }

  @Test("without a goal the bars scale to the biggest day and there is no goal column")
  func noGoal() {
    let text = SummaryText.render(response(goal: nil))
    #expect(!text.contains("GOAL"))
    #expect(text.contains("████████████████████  2,300 kcal"))
    #expect(text.contains("█████████░░░░░░░░░░░  1,000 kcal"))  // 1000/2300 of 20 ≈ 8.7
  }

  @Test("color: bold header, green within the goal, red well over, dim empty days")
  func colored() {
    let text = SummaryText.render(response(), style: TextStyle(isColored: true))
    #expect(text.contains("\u{1B}[1mDAY"))
    #expect(text.contains("\u{1B}[32m██████████░░░░░░░░░░\u{1B}[0m"))
    #expect(text.contains("\u{1B}[31m████████████████████\u{1B}[0m"))
    #expect(text.contains("\u{1B}[2m2026-11-19 Thu\u{1B}[0m"))
  }

  @Test("--by-meal adds a column per meal type and the period's split; JSON gains byMeal")
  func byMeal() throws {
    let base = response()
    let days = base.days.map { day in
      DaySummary(
        day.totals,
        byMeal: MealType.allCases.map { type in
          let calories: Double = day.count == 0 ? 0 : (type == .dinner ? 600 : 200)
          return MealTotals(
            type: type, count: calories > 0 ? 1 : 0,
            nutrition: NutritionFacts(
              calories: calories, protein: 0, carbohydrates: 0, fat: 0, fiber: 0))
        })
    }
    let split = SummarizeDaysResponse(days: days, goal: 2000)
    let text = SummaryText.render(split)
    let lines = text.split(separator: "\n")
    let header = try #require(lines.first { $0.contains("DAY") })
    #expect(header.contains("MEALS  BREAKFAST  LUNCH  DINNER  SNACK  MACROS BY ENERGY"))
    let empty = try #require(lines.first { $0.hasPrefix("  2026-11-19") })
    #expect(empty.contains("0          –      –       –      –"))
    let full = try #require(lines.first { $0.hasPrefix("  2026-11-20") })
    #expect(full.contains("2        200    200     600    200"))
    #expect(
      text.contains(
        "By meal  breakfast 400 kcal (17%) · lunch 400 kcal (17%) · dinner 1,200 kcal (50%) · "
          + "snack 400 kcal (17%)"))
    #expect(!SummaryText.render(base).contains("BREAKFAST"))
    #expect(!SummaryText.render(base).contains("By meal"))

    let json = try JSONDocuments.encode(SummaryDocument(split, timeZone: "UTC"))
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let jsonDays = try #require(object["days"] as? [[String: Any]])
    let meals = try #require(jsonDays[1]["byMeal"] as? [String: [String: Any]])
    expectEqual(Set(meals.keys), ["breakfast", "lunch", "dinner", "snack"])
    expectEqual(meals["dinner"]?["count"] as? Int, 1)
    expectEqual((meals["dinner"]?["nutrition"] as? [String: Any])?["calories"] as? Double, 600)
    let plain = try JSONDocuments.encode(SummaryDocument(base, timeZone: "UTC"))
    #expect(plain.contains(#""byMeal":null"#))
  }

  @Test("JSON has the documented, stable shape with explicit nulls")
  func json() throws {
    let document = SummaryDocument(response(), timeZone: "Europe/Paris")
    let json = try JSONDocuments.encode(document)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    expectEqual(
      Set(object.keys),
      [
        "from", "to", "timeZone", "goal", "days", "total", "mealCount", "loggedDays", "average",
        "macroSplit", "nutrientGoals", "unreported", "averageGoals",
      ])
    expectEqual(object["from"] as? String, "2026-11-19")
    expectEqual(object["to"] as? String, "2026-11-21")
    expectEqual(object["timeZone"] as? String, "Europe/Paris")
    expectEqual(object["goal"] as? Double, 2000)
    expectEqual(object["mealCount"] as? Int, 5)
    expectEqual(object["loggedDays"] as? Int, 2)
    let days = try #require(object["days"] as? [[String: Any]])
    expectEqual(days.map { $0["date"] as? String }, ["2026-11-19", "2026-11-20", "2026-11-21"])
    #expect(days[0]["macroSplit"] is NSNull)
    expectEqual(days[1]["goalPercent"] as? Double, 50)
    expectEqual(days[2]["goalPercent"] as? Double, 115)
    let split = try #require(days[1]["macroSplit"] as? [String: Double])
    expectEqual(split, ["protein": 20, "carbs": 50, "fat": 30])
    let average = try #require(object["average"] as? [String: Any])
    expectEqual(average["calories"] as? Double, 1650)
    #expect(json.contains(#""carbs":"#) && !json.contains("carbohydrates"))
    let withoutGoal = try JSONDocuments.encode(
      SummaryDocument(response(goal: nil), timeZone: "UTC"))
    #expect(withoutGoal.contains(#""goal":null"#))
    #expect(withoutGoal.contains(#""goalPercent":null"#))
  }
}
