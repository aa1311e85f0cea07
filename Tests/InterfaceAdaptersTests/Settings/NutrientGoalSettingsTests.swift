import Entities
import Foundation
import InterfaceAdapters
import TestSupport
import Testing

@Suite("Nutrient goal settings")
struct NutrientGoalSettingsTests {
  let resolver = SettingsResolver(timeZones: FoundationTimeZoneSource())
  let path = "/home/me/.config/wellplate/config.json"

  func file(_ values: [String: String]) -> ConfigurationFile {
    ConfigurationFile(path: path, values: values)
  }

  func goals(_ values: [String: [String]], file: ConfigurationFile? = nil) throws -> Settings {
    try resolver.resolve(
      Invocation(command: "summary", repeated: values), environment: [:], file: file)
  }

  @Test(
    "reads goals as people write them",
    arguments: [
      (">=120", 120.0 as Double?, nil as Double?), ("≥ 120 g", 120, nil), (">= 120g", 120, nil),
      ("<=50", nil, 50), ("≤50 G", nil, 50), ("25..40", 25, 40), (" 25 g .. 40 g ", 25, 40),
      (">=0.5", 0.5, nil),
    ])
  func parses(_ text: String, _ minimum: Double?, _ maximum: Double?) throws {
    let goal = try NutrientGoalText.goal(.fiber, from: text)
    expectEqual(goal, (try NutrientGoal(.fiber, minimum: minimum, maximum: maximum)))
  }

  @Test(
    "refuses goal texts that cannot be read, saying how to write them",
    arguments: [
      ("120", "'120' does not say whether it is a minimum or a maximum: write >=120 (at least)"),
      (">=120 mg", "'>=120 mg': protein goals are in g, not mg"),
      (">=lots", "'>=lots': 'lots' is not a number of g"),
      ("<=2,300", "'<=2,300': '2,300' is not a number of g (write 2300, not 2,300)"),
      (">=0", "a protein goal must be more than 0 g; got 0"),
      ("150..100", "the protein minimum 150 g is above the maximum 100 g"),
      (">=900", "a protein goal of 900 g a day is more than anyone could aim for"),
    ])
  func refuses(_ text: String, _ message: String) {
    #expect {
      try NutrientGoalText.goal(.protein, from: text)
    } throws: { error in
      (error as? NutrientGoalText.Problem)?.description.hasPrefix(message) == true
    }
  }

  @Test("writes goals back in the form it reads")
  func roundTrips() throws {
    for goal in [
      try NutrientGoal(.sodium, maximum: 2300), try NutrientGoal(.protein, minimum: 120),
      try NutrientGoal(.iron, minimum: 8, maximum: 45.5),
    ] {
      let text = NutrientGoalText.text(goal)
      expectEqual(try NutrientGoalText.goal(goal.nutrient, from: text), goal)
    }
    expectEqual(
      NutrientGoalText.text(try NutrientGoal(.iron, minimum: 8, maximum: 45.5)), "8..45.5")
  }

  @Test("names nutrients for settings and forgives how people spell them")
  func names() {
    expectEqual(NutrientGoalText.settingName(of: .saturatedFat), "goal.saturated-fat")
    expectEqual(NutrientGoalText.settingName(of: .carbohydrates), "goal.carbs")
    expectEqual(NutrientGoalText.nutrient(ofSetting: "goal.vitamin-c"), .vitaminC)
    expectEqual(NutrientGoalText.nutrient(ofSetting: "goal"), nil)
    #expect(NutrientGoalText.nutrient(ofSetting: "goal.calories") == nil, "that is `goal`")
    for spelling in ["saturated-fat", "saturated_fat", "saturatedFat", "Saturated fat"] {
      expectEqual(NutrientGoalText.nutrient(named: spelling), .saturatedFat)
    }
    expectEqual(NutrientGoalText.nutrient(named: "carbohydrates"), .carbohydrates)
    expectEqual(NutrientGoalText.nutrient(named: "vitamin C"), .vitaminC)
    expectEqual(NutrientGoalText.nutrient(named: "salt"), nil)
  }

  @Test("reads goals from the configuration file, in nutrient order, with their source")
  func fromFile() throws {
    let settings = try goals(
      [:], file: file(["goal.sodium": "<=2300", "goal.protein": ">=120", "goal": "1800"]))
    expectEqual(
      settings.nutrientGoals,
      [
        try NutrientGoal(.protein, minimum: 120), try NutrientGoal(.sodium, maximum: 2300),
      ])
    expectEqual(settings.values["goal.protein"]?.source, .file(path))
    #expect(settings.goal == 1800, "the calorie goal stays its own setting")
  }

  @Test("--goal-min and --goal-max replace the file's goal for the nutrients they name only")
  func flagsOverridePerNutrient() throws {
    let settings = try goals(
      ["goal-min": ["protein=100", "fiber=30g"], "goal-max": ["protein=150"]],
      file: file(["goal.protein": ">=120", "goal.sodium": "<=2300"]))
    expectEqual(
      settings.nutrientGoals,
      [
        try NutrientGoal(.protein, minimum: 100, maximum: 150),
        try NutrientGoal(.fiber, minimum: 30), try NutrientGoal(.sodium, maximum: 2300),
      ])
    expectEqual(settings.values["goal.protein"]?.value, "100..150")
    expectEqual(settings.values["goal.protein"]?.source, .flag)
    expectEqual(settings.values["goal.fiber"]?.source, .flag)
    expectEqual(settings.values["goal.sodium"]?.source, .file(path))
  }

  @Test("a flag bound replaces the file's goal whole, not one bound of it")
  func flagReplacesWhole() throws {
    let settings = try goals(
      ["goal-max": ["fiber=50"]], file: file(["goal.fiber": "25..40"]))
    expectEqual(settings.nutrientGoals, [try NutrientGoal(.fiber, maximum: 50)])
  }

  @Test("the last value given for a bound wins, as for other options")
  func lastWins() throws {
    let settings = try goals(["goal-min": ["protein=100", "protein=130"]])
    expectEqual(settings.nutrientGoals, [try NutrientGoal(.protein, minimum: 130)])
  }

  @Test("no goals by default")
  func noneByDefault() throws {
    let settings = try goals([:])
    #expect(settings.nutrientGoals.isEmpty)
    expectEqual(settings.values["goal.protein"], nil)
  }

  @Test(
    "an invalid flag is an error naming the flag",
    arguments: [
      (
        ["goal-min": ["protien=120"]],
        "--goal-min: 'protien' is not a nutrient (did you mean 'protein'?)"
      ),
      (["goal-max": ["sodium"]], "--goal-max: 'sodium' is not nutrient=amount"),
      (["goal-max": ["calories=2000"]], "--goal-max: the calorie goal is --goal <kcal>"),
      (["goal-max": ["sodium=23000"]], "--goal-max: a sodium goal of 23000 mg a day is more"),
      (["goal-min": ["iron=8mg", "iron=-1"]], "--goal-min: an iron goal must be more than 0 mg"),
      (
        ["goal-min": ["protein=150"], "goal-max": ["protein=100"]],
        "--goal-max/--goal-min: the protein minimum 150 g is above the maximum 100 g"
      ),
    ])
  func invalidFlag(_ values: [String: [String]], _ message: String) {
    #expect {
      try goals(values)
    } throws: { error in
      (error as? SettingsError)?.description.hasPrefix(message) == true
    }
  }

  @Test("an invalid goal in the file names the file and the key")
  func invalidInFile() {
    #expect {
      try goals([:], file: file(["goal.sodium": "2300"]))
    } throws: { error in
      (error as? SettingsError)?.description.hasPrefix(
        "\(path): goal.sodium: '2300' does not say whether it is a minimum or a maximum") == true
    }
  }

  @Test("a config file with nested or dotted goal keys knows them all")
  func configurationFileKeys() throws {
    let nested = try ConfigurationFile.parse(
      Data(#"{"goal": {"protein": ">=120", "saturated-fat": "<=20"}}"#.utf8), path: path)
    expectEqual(nested.values, ["goal.protein": ">=120", "goal.saturated-fat": "<=20"])
    #expect(nested.unknownKeys().isEmpty)
    let dotted = try ConfigurationFile.parse(
      Data(#"{"goal": 1800, "goal.sodium": "<=2300", "goal.salt": "<=6"}"#.utf8), path: path)
    expectEqual(dotted.unknownKeys(), ["goal.salt"])
  }
}
