import Entities
import Foundation
import InterfaceAdapters
import TestSupport
import Testing
import UseCases

/// Ports for the controller: fakes from TestSupport, and a record of which were asked for.
private struct StubPorts: PortProvider {
  let history: SpyMealHistory
  let analyzerFake: FakeFoodAnalyzer
  let clock: any Clock = FixedClock(Samples.breakfastTime)
  let ids: any IDGenerator = SequentialIDGenerator()

  func history(_ settings: Settings) async throws -> any MealHistory {
    if settings.store == .postgres { throw DriverUnavailableError("postgres is not built") }
    return history
  }

  func analyzer(_ settings: Settings) async throws -> any FoodAnalyzer { analyzerFake }
}

@Suite("CommandLineController")
struct CommandLineControllerTests {
  let analysis = FoodAnalysis(items: [Samples.item("2 eggs", nutrition: Samples.egg)])

  func run(
    _ arguments: [String], history: SpyMealHistory = SpyMealHistory(),
    analyzer: FakeFoodAnalyzer = FakeFoodAnalyzer(.unexpected)
  ) async -> CommandOutcome {
    await CommandLineController(
      ports: StubPorts(history: history, analyzerFake: analyzer), environment: ["TZ": "UTC"],
      timeZones: FoundationTimeZoneSource()
    ).run(arguments)
  }

  @Test("analyze --json prints the saved entry")
  func analyzeJSON() async throws {
    let history = SpyMealHistory(save: .succeeds)
    let outcome = await run(
      ["analyze", "2 eggs", "--json"], history: history,
      analyzer: FakeFoodAnalyzer(.returns(analysis), name: "local"))
    expectEqual(outcome.exitCode, .success)
    #expect(outcome.standardError.isEmpty)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    expectEqual(object["id"] as? String, "id-1")
    expectEqual(object["analyzer"] as? String, "local")
    expectEqual(history.savedEntries.map(\.id.rawValue), ["id-1"])
  }

  @Test("analyze --meal saves the type; without it the output says it is from the time")
  func analyzeMeal() async throws {
    let history = SpyMealHistory(save: .succeeds)
    let typed = await run(
      ["analyze", "2 eggs", "--meal", "DINNER", "--json"], history: history,
      analyzer: FakeFoodAnalyzer(.returns(analysis)))
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(typed.standardOutput.utf8)) as? [String: Any])
    expectEqual(object["meal"] as? String, "dinner")
    expectEqual(object["mealGiven"] as? Bool, true)
    // The clock says 08:30 UTC.
    let inferred = await run(
      ["analyze", "2 eggs"], history: history, analyzer: FakeFoodAnalyzer(.returns(analysis)))
    #expect(inferred.standardOutput.contains("eaten 2026-11-21 08:30 · breakfast (from the time)"))
    let quick = await run(
      ["analyze", "burrito", "--kcal", "950", "--meal", "lunch"], history: history)
    #expect(quick.exitCode == .success, "\(quick.standardError)")
    #expect(quick.standardOutput.contains("· lunch · entered by hand"))
    expectEqual(history.savedEntries.map(\.mealType), [.dinner, nil, .lunch])
  }

  @Test("an unknown --meal is a usage error listing the types, before any analysis or save")
  func analyzeBadMeal() async {
    let history = SpyMealHistory()
    for arguments in [
      ["analyze", "2 eggs", "--meal", "brunch"],
      ["analyze", "burrito", "--kcal", "950", "--meal", "brunch"],
    ] {
      let outcome = await run(arguments, history: history)
      expectEqual(outcome.exitCode, .usage)
      #expect(
        outcome.standardError.contains(
          "--meal: 'brunch' is not a meal type; use one of breakfast, lunch, dinner, snack"))
    }
    #expect(history.savedEntries.isEmpty)
  }

  @Test("help history says meals are grouped by type")
  func historyHelp() async {
    let outcome = await run(["help", "history"])
    #expect(outcome.standardOutput.contains("Each day's meals are grouped by type"))
  }

  @Test("help analyze explains --meal and the hours it is inferred from")
  func analyzeHelp() async {
    let outcome = await run(["help", "analyze"])
    #expect(outcome.standardOutput.contains("--meal <type>"))
    #expect(outcome.standardOutput.contains("breakfast 04:00-10:59, lunch 11:00-15:59"))
  }

  @Test("analyze --at stores the given time")
  func analyzeAt() async {
    let history = SpyMealHistory(save: .succeeds)
    _ = await run(
      ["analyze", "2 eggs", "--at", "2026-11-20T12:30:00+01:00"], history: history,
      analyzer: FakeFoodAnalyzer(.returns(analysis)))
    expectEqual(
      history.savedEntries.first?.consumedAt, Date(timeIntervalSince1970: 1_795_174_200))
  }

  @Test("a bad --at is a usage error and nothing is analyzed")
  func badTime() async {
    let outcome = await run(["analyze", "2 eggs", "--at", "yesterday"])
    expectEqual(outcome.exitCode, .usage)
    #expect(outcome.standardError.contains("'yesterday' is not a time"))
  }

  @Test(
    "a time outside 1900–2199 is a usage error, so every accepted time round-trips",
    arguments: [
      "0001-01-01T00:00:00Z", "9999-12-31T00:00:00Z", "10000-01-01T00:00:00Z",
      "1899-12-31T23:59:59Z", "2200-01-01T00:00:00Z",
    ])
  func timeOutOfRange(_ time: String) async {
    let outcome = await run(["analyze", "2 eggs", "--at", time])
    #expect(outcome.exitCode == .usage, "\(time)")
    #expect(outcome.standardError.contains("1900-01-01 to 2199-12-31"))
  }

  @Test(
    "a time with letters from other scripts is a usage error, not a crash",
    arguments: [
      "2026-11-2\u{5AB}07:30:00Z", "2026-11-21T08:30\u{301}", "２０２６-11-21T08:30:00Z",
      "2026-11-21\u{A0}08:30", "\u{662}\u{660}\u{662}\u{666}-11-21T08:30:00Z",
    ])
  func timeNotASCII(_ time: String) async {
    // Foundation's DateFormatter traps on the first of these (found by fuzzing the API).
    let outcome = await run(["analyze", "2 eggs", "--at", time])
    #expect(outcome.exitCode == .usage, "\(time)")
    #expect(outcome.standardError.contains("is not a time"))
  }

  @Test("accepted times at both ends are kept to the second")
  func timeRoundTrip() throws {
    for time in ["1900-01-01T00:00:00Z", "2199-12-31T23:59:59Z", "2026-11-21T08:30:00Z"] {
      let date = try DateText.parseInstant(time, option: "at", timeZone: .utc)
      expectEqual(DateText.iso8601(date), time)
    }
  }

  @Test("a long bad cursor is echoed only in part")
  func longCursor() async {
    let cursor = String(repeating: "x", count: 100_000)
    let outcome = await run(["history", "--cursor", cursor])
    expectEqual(outcome.exitCode, .usage)
    #expect(outcome.standardError.contains("(100000 characters)"))
    #expect(outcome.standardError.count < 400)
  }

  @Test("an empty meal exits 65 and saves nothing")
  func emptyMeal() async {
    let outcome = await run(["analyze", "  "])
    expectEqual(outcome.exitCode, .dataError)
    #expect(outcome.standardError.contains("nothing to analyze"))
  }

  @Test("history asks for the page and prints a table with day totals")
  func history() async {
    let entry = Samples.entry(id: "e1", at: Samples.breakfastTime)
    let history = SpyMealHistory(
      read: .succeeds, page: HistoryPage(entries: [entry], nextCursor: nil),
      days: [DailyTotals(day: CalendarDay("2026-11-21")!, count: 1, nutrition: Samples.egg)])
    let outcome = await run(["history", "--limit", "5"], history: history)
    expectEqual(outcome.exitCode, .success)
    expectEqual(history.queries.first?.limit, 5)
    #expect(outcome.standardOutput.contains("2026-11-21"))
    #expect(outcome.standardOutput.contains("08:30"))
    #expect(outcome.standardOutput.contains("e1"))
  }

  @Test("a store that is not available exits 69 with its reason")
  func unavailableStore() async {
    let outcome = await run(["history", "--store", "postgres"])
    expectEqual(outcome.exitCode, .unavailable)
    #expect(outcome.standardError.contains("postgres is not built"))
  }

  @Test("help and version need no drivers")
  func helpAndVersion() async {
    let help = await run(["help", "history"])
    expectEqual(help.exitCode, .success)
    #expect(help.standardOutput.contains("USAGE: wellplate history"))
    #expect(help.standardOutput.contains("EXAMPLES:"))
    let commandHelp = await run(["analyze", "--help"])
    #expect(commandHelp.standardOutput.contains("--at <time>"))
    let version = await run(["--version"])
    expectEqual(version.standardOutput, "wellplate \(HelpText.version)\n")
    let bare = await run([])
    expectEqual(bare.exitCode, .usage)
    #expect(bare.standardError.contains("COMMANDS:"))
  }

  @Test(
    "what needs no drivers is answered synchronously, as run answers it",
    arguments: [
      ["--version"], ["help"], ["help", "history"], ["analyze", "--help"], [], ["bogus"],
      ["help", "bogus"], ["history", "--limit"], ["history", "--nonsense"],
    ])
  func immediateOutcome(_ arguments: [String]) async throws {
    let immediate = try #require(CommandLineController.immediateOutcome(for: arguments))
    let ran = await run(arguments)
    expectEqual(immediate.standardOutput, ran.standardOutput)
    expectEqual(immediate.standardError, ran.standardError)
    expectEqual(immediate.exitCode, ran.exitCode)
  }

  @Test("a command to run has no synchronous answer")
  func noImmediateOutcome() {
    expectEqual(CommandLineController.immediateOutcome(for: ["history", "--limit", "5"]), nil)
    expectEqual(CommandLineController.immediateOutcome(for: ["analyze", "2 eggs"]), nil)
  }

  @Test("delete of an unknown id exits 65")
  func deleteUnknown() async {
    let outcome = await run(
      ["delete", "0193f6a4-0000-7000-8000-000000000000"], history: SpyMealHistory(delete: .succeeds)
    )
    expectEqual(outcome.exitCode, .dataError)
    #expect(outcome.standardError.contains("no entry with id 0193f6a4-0000-7000-8000-000000000000"))
  }

  @Test("delete of text that is not an id is a usage error, before touching the store")
  func deleteNotAnID() async {
    let outcome = await run(["delete", "nope"], history: SpyMealHistory(delete: .unexpected))
    expectEqual(outcome.exitCode, .usage)
    #expect(outcome.standardError.contains("'nope' is not an entry id"))
  }
}

@Suite("CommandLineController: again")
struct AgainCommandTests {
  static let id = "0193f6a4-0000-7000-8000-000000000001"
  let original = Samples.entry(id: Self.id, at: Samples.breakfastTime, description: "oatmeal")

  func run(_ arguments: [String], history: SpyMealHistory) async -> CommandOutcome {
    await CommandLineController(
      ports: StubPorts(history: history, analyzerFake: FakeFoodAnalyzer(.unexpected)),
      environment: ["TZ": "UTC"], timeZones: FoundationTimeZoneSource()
    ).run(arguments)
  }

  @Test("again <id> --json saves a copy at --at and prints it with its original's id")
  func againJSON() async throws {
    let history = SpyMealHistory(save: .succeeds, read: .succeeds, stored: [original])
    let outcome = await run(
      ["again", Self.id, "--at", "2026-11-20T12:30:00+01:00", "--json"], history: history)
    #expect(outcome.exitCode == .success, "\(outcome.standardError)")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    let copies = try #require(object["copies"] as? [[String: Any]])
    expectEqual(copies.count, 1)
    expectEqual(copies.first?["copiedFrom"] as? String, Self.id)
    let entry = try #require(copies.first?["entry"] as? [String: Any])
    expectEqual(entry["id"] as? String, "id-1")
    expectEqual(entry["description"] as? String, "oatmeal")
    expectEqual(entry["consumedAt"] as? String, "2026-11-20T11:30:00Z")
    expectEqual(history.savedEntries.map(\.id.rawValue), ["id-1"])
    expectEqual(
      history.savedEntries.first?.consumedAt, Date(timeIntervalSince1970: 1_795_174_200))
  }

  @Test("again <id> prints the copy as analyze does, at the clock's now")
  func againText() async {
    let history = SpyMealHistory(save: .succeeds, read: .succeeds, stored: [original])
    let outcome = await run(["again", Self.id], history: history)
    expectEqual(outcome.exitCode, .success)
    #expect(outcome.standardOutput.hasPrefix("Copied 1 meal.\n\noatmeal\neaten "))
    #expect(outcome.standardOutput.contains("id id-1"))
    expectEqual(history.savedEntries.first?.consumedAt, Samples.breakfastTime)
  }

  @Test("again yesterday asks the store for yesterday in --tz")
  func againYesterday() async {
    // The clock says 2026-11-21T08:30Z, 00:30 in Los Angeles, where yesterday is the 20th.
    let history = SpyMealHistory(
      save: .succeeds, read: .succeeds,
      page: HistoryPage(entries: [original], nextCursor: nil))
    let outcome = await run(
      ["again", "yesterday", "--tz", "America/Los_Angeles"], history: history)
    expectEqual(outcome.exitCode, .success)
    expectEqual(
      history.queries.first?.interval.start, Date(timeIntervalSince1970: 1_795_161_600))
    expectEqual(history.savedEntries.map(\.description), ["oatmeal"])
  }

  @Test("again yesterday:<type> copies only the meals of that type, given or inferred")
  func againYesterdaysLunch() async {
    // `original` is at 08:30 UTC: a breakfast by its time.
    var lunch = Samples.entry(
      id: "0193f6a4-0000-7000-8000-0000000000aa", at: Samples.breakfastTime.addingTimeInterval(60),
      description: "soup")
    lunch.mealType = .lunch
    let history = SpyMealHistory(
      save: .succeeds, read: .succeeds,
      page: HistoryPage(entries: [lunch, original], nextCursor: nil))
    let outcome = await run(["again", "yesterday:Lunch"], history: history)
    #expect(outcome.exitCode == .success, "\(outcome.standardError)")
    expectEqual(history.savedEntries.map(\.description), ["soup"])
    #expect(outcome.standardOutput.contains("· lunch ·"))

    let breakfasts = SpyMealHistory(
      save: .succeeds, read: .succeeds,
      page: HistoryPage(entries: [lunch, original], nextCursor: nil))
    _ = await run(["again", "yesterday:breakfast"], history: breakfasts)
    expectEqual(breakfasts.savedEntries.map(\.description), ["oatmeal"])
  }

  @Test("again yesterday:<type> without such a meal exits 65 and names the type")
  func noDinnerYesterday() async {
    let history = SpyMealHistory(
      read: .succeeds, page: HistoryPage(entries: [original], nextCursor: nil))
    let outcome = await run(["again", "yesterday:dinner"], history: history)
    expectEqual(outcome.exitCode, .dataError)
    #expect(outcome.standardError.contains("there is no dinner on 2026-11-20 to copy"))
  }

  @Test("an unknown id exits 65, the code delete uses")
  func unknownID() async {
    let outcome = await run(["again", Self.id], history: SpyMealHistory(read: .succeeds))
    expectEqual(outcome.exitCode, .dataError)
    #expect(outcome.standardError.contains("no entry with id \(Self.id)"))
  }

  @Test("an empty yesterday exits 65 and names the day")
  func emptyYesterday() async {
    let outcome = await run(["again", "yesterday"], history: SpyMealHistory(read: .succeeds))
    expectEqual(outcome.exitCode, .dataError)
    #expect(outcome.standardError.contains("no meals on 2026-11-20 to copy"))
  }

  @Test(
    "text that is not an id, or a meal type, is a usage error before touching the store",
    arguments: [
      ("nope", "'nope' is neither an entry id nor 'yesterday'"),
      (
        "yesterday:brunch",
        "'brunch' is not a meal type; use one of breakfast, lunch, dinner, snack"
      ),
      ("yesterday:", "'' is not a meal type"),
    ])
  func notAnID(_ argument: String, _ message: String) async {
    let outcome = await run(["again", argument], history: SpyMealHistory())
    expectEqual(outcome.exitCode, .usage)
    #expect(outcome.standardError.contains(message))
    #expect(outcome.standardError.contains("wellplate help again"))
  }

  @Test("a bad or out-of-range --at is a usage error", arguments: ["soon", "2200-01-01T00:00:00Z"])
  func badTime(_ time: String) async {
    let history = SpyMealHistory(read: .succeeds, stored: [original])
    let outcome = await run(["again", Self.id, "--at", time], history: history)
    expectEqual(outcome.exitCode, .usage)
    #expect(history.savedEntries.isEmpty)
  }

  @Test("help again explains ids, yesterday and --at")
  func help() async {
    let outcome = await run(["help", "again"], history: SpyMealHistory())
    expectEqual(outcome.exitCode, .success)
    #expect(outcome.standardOutput.contains("USAGE: wellplate again <id>"))
    #expect(outcome.standardOutput.contains("again yesterday"))
    #expect(outcome.standardOutput.contains("--at <time>"))
    #expect(outcome.standardOutput.contains("Nothing is analyzed again"))
    #expect(outcome.standardOutput.contains("again yesterday[:<type>]"))
    #expect(outcome.standardOutput.contains("`yesterday:lunch` (or breakfast, dinner, snack)"))
    let viaFlag = await run(["again", "--help"], history: SpyMealHistory())
    expectEqual(viaFlag.standardOutput, outcome.standardOutput)
  }
}

@Suite("CommandLineController: analyze --kcal")
struct QuickAddCommandTests {
  func run(_ arguments: [String], history: SpyMealHistory) async -> CommandOutcome {
    // The analyzer fails the test if it is asked to analyze anything.
    await CommandLineController(
      ports: StubPorts(history: history, analyzerFake: FakeFoodAnalyzer(.unexpected)),
      environment: ["TZ": "UTC"], timeZones: FoundationTimeZoneSource()
    ).run(arguments)
  }

  @Test("--kcal --json saves the numbers as entered by hand, without analysis or warnings")
  func quickAddJSON() async throws {
    let history = SpyMealHistory(save: .succeeds)
    let outcome = await run(
      ["analyze", "restaurant burrito", "--kcal", "950", "--protein", "40.5", "--json"],
      history: history)
    #expect(outcome.exitCode == .success, "\(outcome.standardError)")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    expectEqual(object["analyzer"] as? String, "manual")
    expectEqual(object["description"] as? String, "restaurant burrito")
    expectEqual((object["items"] as? [Any])?.isEmpty, true)
    expectEqual((object["warnings"] as? [Any])?.isEmpty, true)
    let nutrition = try #require(object["nutrition"] as? [String: Any])
    expectEqual(nutrition["calories"] as? Double, 950)
    expectEqual(nutrition["protein"] as? Double, 40.5)
    expectEqual(nutrition["carbs"] as? Double, 0)
    expectEqual(
      history.savedEntries.map(\.totals),
      [NutritionFacts(calories: 950, protein: 40.5, carbohydrates: 0, fat: 0, fiber: 0)])
  }

  @Test("with every macronutrient given, disagreeing calories are warned about")
  func quickAddWarns() async {
    let history = SpyMealHistory(save: .succeeds)
    let outcome = await run(
      ["analyze", "label", "--kcal", "900", "--protein", "1", "--carbs", "1", "--fat", "1"],
      history: history)
    expectEqual(outcome.exitCode, .success)
    #expect(outcome.standardOutput.contains("entered by hand"))
    #expect(!outcome.standardOutput.contains("analyzed by"))
    #expect(outcome.standardError.hasPrefix("wellplate: warning: calories (900 kcal) differ"))
  }

  @Test(
    "values that are not plain numbers, or macros without --kcal, are usage errors (64)",
    arguments: [
      (["--kcal", "abc"], "--kcal: 'abc' is not a number"),
      (["--kcal", "nan"], "--kcal: 'nan' is not a number"),
      (["--kcal", "inf"], "'inf' is not a number"),
      (["--kcal", "1e3"], "'1e3' is not a number"),
      (["--kcal", "500", "--fat", "."], "--fat: '.' is not a number"),
      (["--protein", "40"], "--protein gives a number you know, which needs --kcal too"),
      (["--kcal", "500", "--photo", "meal.jpg"], "give one of them"),
    ])
  func usageErrors(_ options: [String], _ message: String) async {
    let outcome = await run(["analyze", "burrito"] + options, history: SpyMealHistory())
    expectEqual(outcome.exitCode, .usage)
    #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
  }

  @Test(
    "numbers the nutrition rules refuse are bad data (65), as from an analyzer",
    arguments: [
      (["--kcal", "-5"], "calories is negative (-5.0 kcal)"),
      (["--kcal", "20000"], "calories comes to 20000 kcal, more than one meal can hold"),
      (["--kcal", "500", "--protein", "1001"], "protein comes to 1001 g"),
    ])
  func implausible(_ options: [String], _ message: String) async {
    let outcome = await run(["analyze", "burrito"] + options, history: SpyMealHistory())
    expectEqual(outcome.exitCode, .dataError)
    #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
  }

  @Test("--kcal without a description is bad data (65), like analyze without one")
  func noDescription() async {
    let outcome = await run(["analyze", "--kcal", "500"], history: SpyMealHistory())
    expectEqual(outcome.exitCode, .dataError)
    #expect(outcome.standardError.contains("name the meal"))
  }

  @Test("history marks entries entered by hand")
  func historyMarksManual() async {
    var manual = Samples.entry(id: "m", at: Samples.breakfastTime, description: "burrito")
    manual.analyzer = "manual"
    let analyzed = Samples.entry(id: "a", at: Samples.breakfastTime, description: "2 eggs")
    let history = SpyMealHistory(
      read: .succeeds, page: HistoryPage(entries: [manual, analyzed], nextCursor: nil))
    let outcome = await run(["history"], history: history)
    #expect(outcome.standardOutput.contains("burrito (by hand)"))
    #expect(!outcome.standardOutput.contains("2 eggs (by hand)"))
  }
}

@Suite("CommandLineController: edit")
struct EditCommandTests {
  static let id = "0193f6a4-0000-7000-8000-000000000002"
  let original = Samples.entry(id: Self.id, at: Samples.breakfastTime, description: "2 eggs")

  func run(
    _ arguments: [String], history: SpyMealHistory,
    analyzer: FakeFoodAnalyzer = FakeFoodAnalyzer(.unexpected)
  ) async -> CommandOutcome {
    await CommandLineController(
      ports: StubPorts(history: history, analyzerFake: analyzer), environment: ["TZ": "UTC"],
      timeZones: FoundationTimeZoneSource()
    ).run(arguments)
  }

  @Test("edit --text --at --json re-analyzes and keeps the id")
  func editJSON() async throws {
    let history = SpyMealHistory(save: .succeeds, read: .succeeds, stored: [original])
    let analyzer = FakeFoodAnalyzer(
      .returns(FoodAnalysis(items: [Samples.item("toast", nutrition: Samples.toast)])),
      name: "local")
    let outcome = await run(
      ["edit", Self.id, "--text", "toast", "--at", "2026-11-21T09:00", "--json"],
      history: history, analyzer: analyzer)
    #expect(outcome.exitCode == .success, "\(outcome.standardError)")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    expectEqual(object["id"] as? String, Self.id)
    expectEqual(object["description"] as? String, "toast")
    expectEqual(object["consumedAt"] as? String, "2026-11-21T09:00:00Z")
    expectEqual((object["nutrition"] as? [String: Any])?["calories"] as? Double, 64.5)
    expectEqual(history.replacedEntries.map(\.id.rawValue), [Self.id])
  }

  @Test("edit --meal retypes the entry without an analyzer; the JSON says it was given")
  func editMeal() async throws {
    let history = SpyMealHistory(save: .succeeds, read: .succeeds, stored: [original])
    let outcome = await run(["edit", Self.id, "--meal", "snack", "--json"], history: history)
    #expect(outcome.exitCode == .success, "\(outcome.standardError)")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    expectEqual(object["meal"] as? String, "snack")
    expectEqual(object["mealGiven"] as? Bool, true)
    expectEqual(history.replacedEntries.map(\.mealType), [.snack])
    expectEqual(history.replacedEntries.map(\.description), ["2 eggs"])
  }

  @Test("a failed analysis exits as analyze would and replaces nothing")
  func failedAnalysis() async {
    let history = SpyMealHistory(read: .succeeds, stored: [original])
    let outcome = await run(
      ["edit", Self.id, "--text", "asdf"], history: history,
      analyzer: FakeFoodAnalyzer(.fails(.nothingRecognized(unmatched: ["asdf"]))))
    expectEqual(outcome.exitCode, .dataError)
    #expect(outcome.standardError.contains("the entry was not changed"))
    #expect(history.replacedEntries.isEmpty)
  }

  @Test("an unknown id exits 65, as for delete")
  func unknown() async {
    let outcome = await run(
      ["edit", Self.id, "--at", "2026-11-21T09:00"], history: SpyMealHistory(read: .succeeds))
    expectEqual(outcome.exitCode, .dataError)
    #expect(outcome.standardError.contains("no entry with id \(Self.id)"))
  }

  @Test(
    "a malformed id, nothing to change, or a bad time is a usage error before the store",
    arguments: [
      (["edit", "nope", "--at", "2026-11-21T09:00"], "'nope' is not an entry id"),
      (["edit", Self.id], "nothing to change"),
      (["edit", Self.id, "--at", "soon"], "'soon' is not a time"),
      (["edit", Self.id, "--at", "2200-01-01T00:00:00Z"], "1900-01-01 to 2199-12-31"),
      (["edit", Self.id, "--meal", "elevenses"], "'elevenses' is not a meal type; use one of"),
    ])
  func usage(_ arguments: [String], _ message: String) async {
    let outcome = await run(arguments, history: SpyMealHistory())
    expectEqual(outcome.exitCode, .usage)
    #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
  }

  @Test("help edit explains --text and --at")
  func help() async {
    let outcome = await run(["edit", "--help"], history: SpyMealHistory())
    expectEqual(outcome.exitCode, .success)
    #expect(outcome.standardOutput.contains("USAGE: wellplate edit <id>"))
    #expect(outcome.standardOutput.contains("--text <meal>"))
    #expect(outcome.standardOutput.contains("stays exactly as it"))
    #expect(outcome.standardOutput.contains("--meal <type>"))
    #expect(outcome.standardOutput.contains("breakfast, lunch, dinner or snack"))
  }
}
