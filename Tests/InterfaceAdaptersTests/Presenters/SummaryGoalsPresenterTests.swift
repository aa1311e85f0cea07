import Entities
import Foundation
import InterfaceAdapters
import TestSupport
import Testing
import UseCases

@Suite("Summary presenters with nutrient goals")
struct SummaryGoalsPresenterTests {
  let protein = try! NutrientGoal(.protein, minimum: 120)
  let sodium = try! NutrientGoal(.sodium, maximum: 2300)

  /// Three days: nothing; 96 g protein and 1,900 mg sodium from 3 meals that all report it;
  /// 130 g protein and 2,500 mg sodium from 2 meals, one without a sodium figure.
  func response() -> SummarizeDaysResponse {
    func facts(_ protein: Double, _ sodium: Double) -> NutritionFacts {
      NutritionFacts(
        calories: 2000, protein: protein, carbohydrates: 250, fat: 60, fiber: 25, sugars: 40,
        sodium: sodium)
    }
    let goals = [protein, sodium]
    return SummarizeDaysResponse(
      days: [
        DaySummary(
          DailyTotals(day: CalendarDay("2026-11-19")!, count: 0, nutrition: .zero), goals: goals),
        DaySummary(
          DailyTotals(
            day: CalendarDay("2026-11-20")!, count: 3, nutrition: facts(96, 1900),
            unreported: [.alcohol: 3]), goals: goals),
        DaySummary(
          DailyTotals(
            day: CalendarDay("2026-11-21")!, count: 2, nutrition: facts(130, 2500),
            unreported: [.sodium: 1, .alcohol: 2]), goals: goals),
      ],
      goal: 2000, nutrientGoals: goals)
  }

  @Test("text shows each goal against each day and the average, '+' where meals lack figures")
  func text() throws {
    let text = SummaryText.render(response())
    let lines = text.split(separator: "\n").map(String.init)
    let header = try #require(lines.first { $0.hasPrefix("  GOALS") })
    #expect(header.contains("protein ≥ 120 g"))
    #expect(header.contains("sodium ≤ 2,300 mg"))
    let goalRows = lines.drop { !$0.hasPrefix("  GOALS") }.dropFirst()
    let rows = Array(goalRows.prefix(4))
    #expect(rows[0].hasPrefix("  2026-11-19 Thu  –"))
    #expect(rows[1].contains("96 g  under by 24 g"))
    #expect(rows[1].contains("1,900 mg  met"))
    #expect(rows[2].contains("130 g  met"))
    #expect(rows[2].contains("2,500+ mg  over by 200+ mg"))
    #expect(rows[3].hasPrefix("  Average"))
    #expect(rows[3].contains("113 g  under by 7 g"))
    #expect(rows[3].contains("2,200+ mg  unsure: 1 meal unreported"))
    // Columns line up: each sodium cell starts where its header does.
    let column = header.range(of: "sodium")!.lowerBound.utf16Offset(in: header)
    for row in rows[1...] {
      let cell = row.firstRange(of: /[0-9,]+\+? mg/)!.lowerBound.utf16Offset(in: row)
      #expect(cell == column, "\(row)")
    }
    #expect(text.contains("sugars 80 g · sodium 4,400+ mg"), "the other nutrients of the total")
    #expect(text.contains("+ some meals had no figure for it"))
  }

  @Test("text without nutrient goals has no goals table, and no footnote when all is reported")
  func noGoals() {
    let plain = SummarizeDaysResponse(
      days: [
        DaySummary(
          DailyTotals(
            day: CalendarDay("2026-11-21")!, count: 1,
            nutrition: NutritionFacts(
              calories: 500, protein: 20, carbohydrates: 60, fat: 20, fiber: 5, sodium: 400)))
      ],
      goal: 2000)
    let text = SummaryText.render(plain)
    #expect(!text.contains("GOALS"))
    #expect(text.contains("           sodium 400 mg\n"))
    #expect(!text.contains("+ some meals"))
  }

  @Test("color: met green, missed red, undetermined and empty days dim")
  func colored() {
    let text = SummaryText.render(response(), style: TextStyle(isColored: true))
    #expect(text.contains("\u{1B}[31m96 g  under by 24 g"))
    #expect(text.contains("\u{1B}[32m1,900 mg  met"))
    #expect(text.contains("\u{1B}[2m2,200+ mg  unsure"))
  }

  @Test("a day summarized without the goals shows blank cells rather than failing")
  func dayWithoutChecks() {
    let response = SummarizeDaysResponse(
      days: [
        DaySummary(DailyTotals(day: CalendarDay("2026-11-21")!, count: 1, nutrition: .zero))
      ],
      goal: nil, nutrientGoals: [protein])
    let text = SummaryText.render(response, style: TextStyle(isColored: true))
    #expect(text.contains("protein ≥ 120 g"))
  }

  @Test("a goal reads as people write it")
  func goalText() throws {
    expectEqual(GoalText.goal(try NutrientGoal(.fiber, minimum: 25, maximum: 40)), "25–40 g")
    expectEqual(GoalText.goal(try NutrientGoal(.iron, minimum: 8.5)), "≥ 8.5 mg")
    expectEqual(GoalText.goal(try NutrientGoal(.potassium, minimum: 3400)), "≥ 3,400 mg")
  }

  @Test("JSON gives the goals, each day's and the average's checks, and unreported counts")
  func json() throws {
    let json = try JSONDocuments.encode(SummaryDocument(response(), timeZone: "UTC"))
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let goals = try #require(object["nutrientGoals"] as? [[String: Any]])
    expectEqual(goals.count, 2)
    expectEqual(goals[0]["nutrient"] as? String, "protein")
    expectEqual(goals[0]["minimum"] as? Double, 120)
    #expect(goals[0]["maximum"] is NSNull)
    expectEqual(goals[1]["unit"] as? String, "mg")
    expectEqual(object["unreported"] as? [String: Int], ["sodium": 1, "alcohol": 5])

    let days = try #require(object["days"] as? [[String: Any]])
    let empty = try #require(days[0]["goals"] as? [[String: Any]])
    #expect(empty[0]["status"] is NSNull)
    #expect(empty[0]["amount"] is NSNull)
    expectEqual(days[0]["unreported"] as? [String: Int], [:])
    let under = try #require((days[1]["goals"] as? [[String: Any]])?.first)
    expectEqual(under["status"] as? String, "under")
    expectEqual(under["by"] as? Double, 24)
    expectEqual(under["amount"] as? Double, 96)
    expectEqual(under["complete"] as? Bool, true)
    let over = try #require((days[2]["goals"] as? [[String: Any]])?.last)
    expectEqual(over["status"] as? String, "over")
    expectEqual(over["by"] as? Double, 200)
    expectEqual(over["complete"] as? Bool, false)
    expectEqual(over["unreported"] as? Int, 1)
    expectEqual(days[2]["unreported"] as? [String: Int], ["sodium": 1, "alcohol": 2])
    let nutrition = try #require(days[2]["nutrition"] as? [String: Any])
    expectEqual(nutrition["sodium"] as? Double, 2500)
    expectEqual(nutrition["sugars"] as? Double, 40)
    let average = try #require(object["averageGoals"] as? [[String: Any]])
    expectEqual(average[1]["status"] as? String, "unknown")
    #expect(average[1]["by"] is NSNull)
    #expect(json.contains(#""nutrient":"sodium""#))
  }

  @Test("history JSON days gain unreported counts by JSON field name")
  func historyDays() throws {
    let response = FetchHistoryResponse(
      entries: [],
      days: [
        DailyTotals(
          day: CalendarDay("2026-11-21")!, count: 2, nutrition: .zero,
          unreported: [.saturatedFat: 1, .vitaminC: 2])
      ], nextCursor: nil)
    let json = JSONDocuments.encode(HistoryDocument(response, timeZone: .utc))
    #expect(json.contains(#""unreported":{"saturatedFat":1,"vitaminC":2}"#))
  }
}
