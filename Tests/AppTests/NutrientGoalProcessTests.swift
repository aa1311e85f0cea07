import Foundation
import TestSupport
import Testing

/// Nutrient goals through the built binary: a config file holding goals, a flag overriding one,
/// `summary` and `config` reporting them (ADR 0020).
@Suite("nutrient goals (process)")
struct NutrientGoalProcessTests {
  /// A home with the config file, and an SQLite history holding two meals eaten now: two eggs
  /// (analyzed, with a sodium figure) and a shake entered by hand (no sodium figure).
  func setUp() throws -> (home: TemporaryDirectory, environment: [String: String]) {
    let home = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: home.path(".config/wellplate"), withIntermediateDirectories: true)
    // Dotted keys, so the calorie goal (`goal`) and nutrient goals sit side by side.
    let text =
      #"{"goal": 1800, "goal.protein": ">=120", "goal.sodium": "<=2300", "goal.fiber": ">=30"}"#
    try Data(text.utf8).write(to: URL(fileURLWithPath: home.path(".config/wellplate/config.json")))
    let environment = ["WELLPLATE_DB": home.path("history.sqlite")]
    for meal in [
      ["analyze", "2 eggs"], ["analyze", "protein shake", "--kcal", "300", "--protein", "40"],
    ] {
      let result = try WellPlateBinary.run(meal, environment: environment, home: home.url.path)
      #expect(result.status == 0, "stderr: \(result.standardError)")
    }
    return (home, environment)
  }

  @Test("summary --json holds each day against the file's goals, a flag replacing one")
  func summaryJSON() throws {
    let (home, environment) = try setUp()
    let result = try WellPlateBinary.run(
      ["summary", "--days", "2", "--json", "--goal-max", "sodium=100"],
      environment: environment, home: home.url.path)
    #expect(result.status == 0, "stderr: \(result.standardError)")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    expectEqual(object["goal"] as? Double, 1800)
    let goals = try #require(object["nutrientGoals"] as? [[String: Any]])
    expectEqual(goals.map { $0["nutrient"] as? String }, ["protein", "fiber", "sodium"])
    expectEqual(goals[0]["minimum"] as? Double, 120)
    #expect(goals[2]["maximum"] as? Double == 100, "the flag, not the file's 2300")

    // The meals were saved "now"; find their day rather than assume midnight is far.
    let days = try #require(object["days"] as? [[String: Any]])
    let day = try #require(days.first { $0["count"] as? Int == 2 })
    let checks = try #require(day["goals"] as? [[String: Any]])
    expectEqual(checks[0]["status"] as? String, "under")
    expectEqual(checks[0]["complete"] as? Bool, true)
    expectEqual(checks[1]["status"] as? String, "under")
    #expect(checks[1]["by"] as? Double == 30, "hand-entered fiber counts as 0 g; eggs have none")
    #expect(checks[2]["status"] as? String == "over", "the eggs alone pass 100 mg of sodium")
    expectEqual(checks[2]["complete"] as? Bool, false)
    expectEqual(checks[2]["unreported"] as? Int, 1)
    let unreported = try #require(day["unreported"] as? [String: Int])
    expectEqual(unreported["sodium"], 1)
    let nutrition = try #require(day["nutrition"] as? [String: Any])
    #expect((nutrition["sodium"] as? Double ?? 0) > 100)
    #expect(nutrition["cholesterol"] is Double, "every known nutrient appears")
    let average = try #require(object["averageGoals"] as? [[String: Any]])
    expectEqual(average.map { $0["status"] as? String }, ["under", "under", "over"])

    let history = try WellPlateBinary.run(
      ["history", "--json"], environment: environment, home: home.url.path)
    let page = try #require(
      JSONSerialization.jsonObject(with: Data(history.standardOutput.utf8)) as? [String: Any])
    let historyDays = try #require(page["days"] as? [[String: Any]])
    expectEqual((historyDays.first?["unreported"] as? [String: Int])?["sodium"], 1)
  }

  @Test("summary text shows the goals table; config shows each goal with its source")
  func textAndConfig() throws {
    let (home, environment) = try setUp()
    let summary = try WellPlateBinary.run(
      ["summary", "--days", "2", "--goal-max", "sodium=100"], environment: environment,
      home: home.url.path)
    #expect(summary.status == 0, "stderr: \(summary.standardError)")
    #expect(summary.standardOutput.contains("protein ≥ 120 g"))
    #expect(summary.standardOutput.contains("sodium ≤ 100 mg"))
    #expect(summary.standardOutput.contains("under by 30 g"))
    #expect(summary.standardOutput.contains("+ some meals had no figure for it"))

    let config = try WellPlateBinary.run(
      ["config", "--json", "--goal-max", "sodium=100"], environment: environment,
      home: home.url.path)
    let entries = try #require(
      JSONSerialization.jsonObject(with: Data(config.standardOutput.utf8))
        as? [String: [String: Any]])
    let file = "file:" + home.path(".config/wellplate/config.json")
    expectEqual(entries["goal.protein"]?["value"] as? String, ">=120")
    expectEqual(entries["goal.protein"]?["source"] as? String, file)
    expectEqual(entries["goal.sodium"]?["value"] as? String, "<=100")
    expectEqual(entries["goal.sodium"]?["source"] as? String, "flag")
    #expect(entries["goal.iron"]?["value"] is NSNull)
    let text = try WellPlateBinary.run(["config"], environment: environment, home: home.url.path)
    #expect(text.standardOutput.contains("goal.fiber"))
    #expect(!text.standardOutput.contains("goal.iron"), "unset goals stay out of the table")
  }

  @Test("a bad goal in the file or on the command line is a usage error (64) saying where")
  func errors() throws {
    let (home, environment) = try setUp()
    let flag = try WellPlateBinary.run(
      ["summary", "--goal-min", "protien=120"], environment: environment, home: home.url.path)
    expectEqual(flag.status, 64)
    #expect(flag.standardError.contains("--goal-min: 'protien' is not a nutrient"))
    let bad = home.path("bad.json")
    try Data(#"{"goal.sodium": "2300"}"#.utf8).write(to: URL(fileURLWithPath: bad))
    let file = try WellPlateBinary.run(
      ["summary", "--config", bad], environment: environment, home: home.url.path)
    expectEqual(file.status, 64)
    #expect(file.standardError.contains("\(bad): goal.sodium: '2300' does not say whether"))
  }
}
