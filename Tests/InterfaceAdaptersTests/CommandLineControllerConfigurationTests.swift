import Entities
import Foundation
import InterfaceAdapters
import Synchronization
import TestSupport
import Testing
import UseCases

/// Configuration files kept in memory, recording which paths were asked for.
private final class FakeConfigurationFiles: ConfigurationFileReader {
  private let files: [String: String]
  private let unreadable: Set<String>
  private let asked = Mutex<[String]>([])

  init(_ files: [String: String] = [:], unreadable: Set<String> = []) {
    self.files = files
    self.unreadable = unreadable
  }

  var paths: [String] { asked.withLock { $0 } }

  func contents(atPath path: String) async throws(InputFileError) -> Data? {
    asked.withLock { $0.append(path) }
    if unreadable.contains(path) { throw InputFileError(path: path, reason: "permission denied") }
    return files[path].map { Data($0.utf8) }
  }
}

private struct SummaryPorts: PortProvider {
  let history: SpyMealHistory
  let clock: any Clock = FixedClock(Samples.breakfastTime)
  let ids: any IDGenerator = SequentialIDGenerator()

  func history(_ settings: Settings) async throws -> any MealHistory { history }
  func analyzer(_ settings: Settings) async throws -> any FoodAnalyzer {
    FakeFoodAnalyzer(.unexpected)
  }
}

@Suite("CommandLineController: configuration, summary, color")
struct CommandLineControllerConfigurationTests {
  let home = ["HOME": "/home/me", "TZ": "UTC"]
  let defaultPath = "/home/me/.config/wellplate/config.json"

  private func run(
    _ arguments: [String], environment: [String: String]? = nil,
    files: FakeConfigurationFiles = FakeConfigurationFiles(),
    history: SpyMealHistory = SpyMealHistory(), terminal: Bool = false
  ) async -> CommandOutcome {
    await CommandLineController(
      ports: SummaryPorts(history: history), environment: environment ?? home,
      configurationFiles: files, timeZones: FoundationTimeZoneSource(),
      standardOutputIsTerminal: terminal
    ).run(arguments)
  }

  func json(_ outcome: CommandOutcome) throws -> [String: [String: String?]] {
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8))
        as? [String: [String: Any]])
    return object.mapValues { $0.mapValues { $0 as? String } }
  }

  @Test("the default file is read, its values used and reported with their source")
  func defaultFile() async throws {
    let files = FakeConfigurationFiles([defaultPath: #"{"store": "memory", "goal": 1800}"#])
    let outcome = await run(["config", "--json"], files: files)
    #expect(outcome.exitCode == .success, "\(outcome.standardError)")
    expectEqual(files.paths, [defaultPath])
    let document = try json(outcome)
    expectEqual(document["store"]?["value"], "memory")
    expectEqual(document["store"]?["source"], "file:\(defaultPath)")
    expectEqual(document["goal"]?["value"], "1800")
    expectEqual(document["config"]?["value"], defaultPath)
    expectEqual(document["config"]?["source"], "default")
  }

  @Test("a missing default file is no configuration at all")
  func missingDefault() async throws {
    let outcome = await run(["config"])
    expectEqual(outcome.exitCode, .success)
    #expect(outcome.standardError.isEmpty)
    #expect(outcome.standardOutput.contains("\(defaultPath) (not found)"))
  }

  @Test("a missing file named by --config or WELLPLATE_CONFIG exits 66 naming it")
  func missingExplicit() async {
    let outcome = await run(["config", "--config", "/nope.json"])
    expectEqual(outcome.exitCode, .noInput)
    #expect(outcome.standardError.contains("'/nope.json': no such file (named by --config)"))
    let byEnvironment = await run(
      ["history"], environment: home.merging(["WELLPLATE_CONFIG": "/nope.json"]) { $1 })
    expectEqual(byEnvironment.exitCode, .noInput)
    #expect(byEnvironment.standardError.contains("named by env:WELLPLATE_CONFIG"))
  }

  @Test("an unreadable file exits 66")
  func unreadable() async {
    let outcome = await run(["config"], files: FakeConfigurationFiles(unreadable: [defaultPath]))
    expectEqual(outcome.exitCode, .noInput)
    #expect(outcome.standardError.contains("permission denied"))
  }

  @Test("malformed JSON exits 64 naming the file")
  func malformed() async {
    let files = FakeConfigurationFiles([defaultPath: "{store: memory}"])
    let outcome = await run(["summary"], files: files)
    expectEqual(outcome.exitCode, .usage)
    #expect(outcome.standardError.hasPrefix("wellplate: error: \(defaultPath): not valid JSON"))
  }

  @Test("an invalid value in the file exits 64 naming the file and key")
  func invalidValue() async {
    let files = FakeConfigurationFiles(["/c.json": #"{"store": "sqlit"}"#])
    let outcome = await run(["config", "--config", "/c.json"], files: files)
    expectEqual(outcome.exitCode, .usage)
    #expect(
      outcome.standardError.contains(
        "/c.json: store: 'sqlit' is not one of memory, sqlite, postgres"))
  }

  @Test("an unknown key is a warning naming key and file; the command still runs")
  func unknownKey() async {
    let files = FakeConfigurationFiles(["/c.json": #"{"stroe": "memory", "goal": 1800}"#])
    let outcome = await run(["config", "--config", "/c.json"], files: files)
    expectEqual(outcome.exitCode, .success)
    expectEqual(
      outcome.standardError,
      "wellplate: warning: /c.json: unknown key 'stroe' is ignored (did you mean 'store'?)\n")
    #expect(
      outcome.standardOutput.split(separator: "\n").contains {
        $0.split(separator: " ").prefix(2) == ["goal", "1800"]
      })
  }

  @Test("warnings are still shown when the command then fails")
  func warningThenError() async {
    let files = FakeConfigurationFiles(["/c.json": #"{"stroe": "memory"}"#])
    let outcome = await run(["summary", "--config", "/c.json", "--days", "x"], files: files)
    expectEqual(outcome.exitCode, .usage)
    #expect(outcome.standardError.hasPrefix("wellplate: warning: /c.json: unknown key 'stroe'"))
    #expect(outcome.standardError.contains("--days: 'x' is not a whole number"))
  }

  @Test("help and version read no configuration file")
  func helpReadsNothing() async {
    let files = FakeConfigurationFiles([defaultPath: "not json"])
    for arguments in [["help", "summary"], ["summary", "--help"], ["--version"]] {
      let outcome = await run(arguments, files: files)
      expectEqual(outcome.exitCode, .success)
    }
    #expect(files.paths.isEmpty)
  }

  @Test("summary asks for the last N days and compares them with the goal from the file")
  func summaryWithGoal() async throws {
    let history = SpyMealHistory(
      read: .succeeds,
      days: [DailyTotals(day: CalendarDay("2026-11-21")!, count: 2, nutrition: Samples.egg)])
    let files = FakeConfigurationFiles([defaultPath: #"{"goal": 1800}"#])
    let outcome = await run(["summary", "--days", "3"], files: files, history: history)
    #expect(outcome.exitCode == .success, "\(outcome.standardError)")
    #expect(outcome.standardOutput.hasPrefix("Last 3 days, 2026-11-19 to 2026-11-21 · goal 1,800"))
    #expect(outcome.standardOutput.contains("72 / 1,800 kcal"))
    expectEqual(history.totalsRequests.count, 1)
  }

  @Test("summary --by-meal reads the entries and splits the day; help explains it")
  func summaryByMeal() async throws {
    var lunch = Samples.entry(id: "a", at: Samples.breakfastTime)
    lunch.mealType = .lunch
    let history = SpyMealHistory(
      read: .succeeds, page: HistoryPage(entries: [lunch], nextCursor: nil),
      days: [DailyTotals(day: CalendarDay("2026-11-21")!, count: 1, nutrition: Samples.egg)])
    let outcome = await run(["summary", "--days", "1", "--by-meal"], history: history)
    #expect(outcome.exitCode == .success, "\(outcome.standardError)")
    #expect(outcome.standardOutput.contains("BREAKFAST  LUNCH  DINNER  SNACK"))
    #expect(outcome.standardOutput.contains("lunch 72 kcal (100%)"))
    expectEqual(history.queries.count, 1)
    let help = await run(["help", "summary"])
    #expect(help.standardOutput.contains("--by-meal"))
    #expect(help.standardOutput.contains("splits each day's calories between breakfast, lunch"))
  }

  @Test("summary --json and --goal from a flag")
  func summaryJSON() async throws {
    let outcome = await run(
      ["--goal", "2500", "summary", "--json", "--days", "2"],
      history: SpyMealHistory(read: .succeeds))
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any])
    expectEqual(object["goal"] as? Double, 2500)
    expectEqual((object["days"] as? [Any])?.count, 2)
  }

  @Test(
    "summary rejects bad --days and goals as usage errors, before touching the store",
    arguments: [
      (["summary", "--days", "0"], "--days: '0' is not a whole number from 1 to 366"),
      (["summary", "--days", "367"], "from 1 to 366"),
      (["summary", "--goal", "-5"], "--goal: '-5' is not a number of kcal from 1 to 20000"),
      (["summary", "--goal", "20001"], "from 1 to 20000"),
      // A goal of next to nothing made each day's percentage of it infinite (fuzzing, issue 13).
      (["summary", "--goal", "1e-320"], "from 1 to 20000"),
    ])
  func summaryMistakes(_ arguments: [String], _ message: String) async {
    let outcome = await run(arguments)
    expectEqual(outcome.exitCode, .usage)
    #expect(outcome.standardError.contains(message), "\(outcome.standardError)")
  }

  @Test("a terminal gets color; NO_COLOR, TERM=dumb and JSON never do")
  func color() async {
    let history = SpyMealHistory(read: .succeeds)
    let colored = await run(["summary"], history: history, terminal: true)
    #expect(colored.standardOutput.contains("\u{1B}[1m"))
    let noColor = await run(
      ["summary"], environment: home.merging(["NO_COLOR": "1"]) { $1 }, history: history,
      terminal: true)
    #expect(!noColor.standardOutput.contains("\u{1B}["))
    let dumb = await run(
      ["config"], environment: home.merging(["TERM": "dumb"]) { $1 }, terminal: true)
    #expect(!dumb.standardOutput.contains("\u{1B}["))
    let json = await run(["summary", "--json"], history: history, terminal: true)
    #expect(!json.standardOutput.contains("\u{1B}["))
    let pipe = await run(["summary"], history: history, terminal: false)
    #expect(!pipe.standardOutput.contains("\u{1B}["))
  }
}
