import Foundation
import TestSupport
import Testing

/// `food` and `recipe` as people run them: each command its own process on one SQLite file.
@Suite("personal foods across processes", .serialized)
struct PersonalFoodProcessTests {
  private func run(
    _ arguments: [String], db: String, profile: String = "me"
  ) throws -> WellPlateBinary.Result {
    try WellPlateBinary.run(arguments + ["--db", db, "--profile", profile])
  }

  private func object(_ result: WellPlateBinary.Result) throws -> [String: Any] {
    try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
  }

  private func calories(_ object: [String: Any]) -> Double? {
    (object["nutrition"] as? [String: Any])?["calories"] as? Double
  }

  @Test("food add, recipe add, then a meal naming both counts their servings, in one profile")
  func addThenAnalyze() throws {
    let dir = try TemporaryDirectory()
    let db = dir.path("history.sqlite")
    let shake = try run(
      [
        "food", "add", "my protein shake", "--per-serving", "kcal=180 protein=30 carbs=6 fat=3",
        "--grams", "350",
      ], db: db)
    #expect(shake.status == 0, "\(shake.standardError)")
    let recipe = try run(
      [
        "recipe", "add", "chili", "500 g ground beef, 1 can kidney beans, 1 onion, 1 can tomatoes",
        "--servings", "6", "--json",
      ], db: db)
    #expect(recipe.status == 0, "\(recipe.standardError)")
    let perServing = try #require(
      ((try object(recipe))["food"] as? [String: Any])?["perServing"] as? [String: Any])
    let chiliCalories = try #require(perServing["calories"] as? Double)
    #expect(chiliCalories > 150 && chiliCalories < 500)

    let meal = try run(
      ["analyze", "a bowl of chili and 2 scoops of my protein shake", "--json"], db: db)
    #expect(meal.status == 0, "\(meal.standardError)")
    let entry = try object(meal)
    let items = try #require(entry["items"] as? [[String: Any]])
    expectEqual(
      items.map { $0["food"] as? String },
      [
        "chili (your recipe)", "my protein shake (your food)",
      ])
    let total = try #require(calories(entry))
    #expect(abs(total - (chiliCalories + 360)) < 0.2)
    expectEqual((entry["unmatched"] as? [String]), [])

    // Another profile has none of them: the same words are USDA's chili and no shake of theirs.
    let other = try run(
      ["analyze", "a bowl of chili and 2 scoops of my protein shake", "--json"], db: db,
      profile: "partner")
    if other.status == 0 {
      let foods = (try object(other)["items"] as? [[String: Any]] ?? []).compactMap {
        $0["food"] as? String
      }
      #expect(foods.allSatisfy { !$0.contains("(your ") })
    } else {
      expectEqual(other.status, 65)
    }
    #expect(try run(["food", "list"], db: db, profile: "partner").standardOutput.hasPrefix("No "))

    let list = try run(["recipe", "list", "--json"], db: db)
    expectEqual((try object(list)["foods"] as? [[String: Any]])?.count, 1)
    expectEqual(try run(["recipe", "remove", "Chili"], db: db).status, 0)
    expectEqual(try run(["recipe", "show", "chili"], db: db).status, 65)
    let after = try run(["analyze", "a bowl of chili", "--json"], db: db)
    expectEqual(after.status, 0)
    #expect(
      (try object(after)["items"] as? [[String: Any]])?.first?["food"] as? String
        != "chili (your recipe)")
  }

  @Test("mistakes exit as documented: 64 usage, 65 bad data")
  func exitCodes() throws {
    let dir = try TemporaryDirectory()
    let db = dir.path("history.sqlite")
    expectEqual(try run(["food", "add", "bar"], db: db).status, 64)
    expectEqual(try run(["recipe", "add", "soup", "water", "--servings", "x"], db: db).status, 64)
    expectEqual(
      try run(["recipe", "add", "soup", "zorblax flurp", "--servings", "2"], db: db).status, 65)
    expectEqual(try run(["food", "remove", "bar"], db: db).status, 65)
    expectEqual(
      try run(["food", "add", "bar", "--per-serving", "kcal=200"], db: db).status, 0)
    expectEqual(
      try run(["food", "add", "BAR", "--per-serving", "kcal=210"], db: db).status, 65)
    expectEqual(try run(["analyze", "100 g of bar"], db: db).status, 65)
  }
}
