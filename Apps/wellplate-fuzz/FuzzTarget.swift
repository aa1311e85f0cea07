import Foundation
import InterfaceAdapters
import UseCases

/// One part of WellPlate that reads untrusted bytes, and how an input reaches it.
///
/// Every target runs its input through `CommandLineController`, the way `wellplate` runs a
/// command, so the presenters and the use cases see whatever the reader let through. A crash
/// anywhere on that path is a bug. So is an exit status no input may cause (70 is an internal
/// error by definition; 69 from the local analyzer means its own index failed): the target
/// traps then, which libFuzzer reports like any other crash.
enum FuzzTarget: String, CaseIterable, Sendable {
  /// A meal description for the local analyzer (`wellplate analyze "<meal>"`), after foods and
  /// recipes of the person's own were added (`MealScript`).
  case meal
  /// A configuration file (`--config <path>`), shown by `config` and used by `summary` over
  /// a saved entry, so its goals are held against a day.
  case config
  /// A 2xx reply body of the WellPlate API (`--http-contract wellplate`).
  case wellplateReply = "wellplate-reply"
  /// A 2xx reply body of a chat-completions server (`--http-contract openai`).
  case openAIReply = "openai-reply"
  /// A request to the WellPlate API (`wellplate serve`), framed as `APIRequestText` says and
  /// answered by `WellPlateAPI` (`APIExchange`).
  case apiRequest = "api-request"

  /// The environment variable naming the target when no `--target=` argument does.
  static let environmentVariable = "WELLPLATE_FUZZ_TARGET"

  /// The meal sent along with a reply body; the reply decides what was in it.
  static let repliedMeal = "a chicken sandwich and an apple"

  /// Runs one input through the target and returns what it ended in ("exit 65", "status
  /// 404"), for every outcome a person could meet; traps for any other.
  @discardableResult
  func run(_ input: Data) -> String {
    switch self {
    case .apiRequest:
      "status \(APIExchange.run(input))"
    default:
      "exit \(runCommands(input).rawValue)"
    }
  }

  /// The exit code of the first command an input of a command-line target ran.
  private func runCommands(_ input: Data) -> ExitCode {
    switch self {
    case .meal:
      let root: CompositionRoot
      do {
        root = try CompositionRoot.localAnalyzer()
      } catch {
        fatalError("the local analyzer cannot run here, so no meal can be fuzzed: \(error)")
      }
      return analyzeAndReadBack(MealScript(String(decoding: input, as: UTF8.self)), root: root)
    case .config:
      let file = InMemoryConfigurationFile(contents: input)
      // No flag or variable sets a setting, so each comes from the file or its default.
      let environment = ["WELLPLATE_CONFIG": "/fuzz/config.json"]
      let root = CompositionRoot.withoutAnalyzer()
      // An entry eaten now, so `summary` holds the file's goals against a day with meals.
      Blocking.run { await Self.saveBagel(in: root) }
      var exitCodes: Set<ExitCode> = []
      for arguments in [["config"], ["config", "--json"], ["summary"], ["summary", "--json"]] {
        exitCodes.insert(
          Self.expect(
            arguments, in: root, environment: environment, configurationFile: file,
            toEndIn: [.success, .usage],
            printing: arguments == ["summary", "--json"] ? SummaryDocument.self : nil))
      }
      // Settings are resolved alike for every command: one file cannot suit one and not another.
      guard exitCodes.count == 1, let exitCode = exitCodes.first else {
        fatalError("one configuration file gave several exit codes: \(exitCodes)")
      }
      return exitCode
    case .wellplateReply:
      return analyzeAndReadBack(
        MealScript(meal: Self.repliedMeal), root: .reply(input, contract: .wellplate))
    case .openAIReply:
      return analyzeAndReadBack(
        MealScript(meal: Self.repliedMeal), root: .reply(input, contract: .openAI))
    case .apiRequest:
      fatalError("api-request answers statuses, not exit codes")
    }
  }

  /// The script's foods and recipes added, `analyze` of its meal, then, when it was saved,
  /// the commands that read it back.
  private func analyzeAndReadBack(_ script: MealScript, root: CompositionRoot) -> ExitCode {
    // Global options first: the meal after "--" may itself look like an option.
    let global = ["--store", "memory", "--tz", "UTC"]
    var kept = false
    for arguments in script.additions {
      let added = Self.expect(
        global + arguments, in: root, toEndIn: [.success, .usage, .dataError])
      // The standard food is the same for every input: reading it back each time would only
      // halve the inputs tried.
      kept = kept || (added == .success && arguments != MealScript.standardFood)
    }
    if kept {
      // What was kept must read back, whatever numbers and name it was given.
      for command in [["food", "list", "--json"], ["recipe", "list", "--json"]] {
        Self.expect(global + command, in: root, toEndIn: [.success])
      }
    }
    let analyzed = Self.expect(
      global + ["analyze", "--", script.meal], in: root, toEndIn: [.success, .dataError])
    guard analyzed == .success else { return analyzed }
    Self.expect(
      global + ["history", "--json"], in: root, toEndIn: [.success],
      printing: HistoryDocument.self)
    Self.expect(global + ["export", "--format", "csv"], in: root, toEndIn: [.success])
    // Goal flags an input wrote may be malformed (64); without any, summary must succeed.
    Self.expect(
      global + ["summary"] + script.goalFlags, in: root,
      toEndIn: script.goalFlags.isEmpty ? [.success] : [.success, .usage])
    return analyzed
  }

  /// Saves an entry of "a bagel", eaten now, in `root`'s history, through the use case and
  /// an analyzer that knows the answer.
  private static func saveBagel(in root: CompositionRoot) async {
    let reply = Data(
      #"{"calories": 289, "protein": 11, "carbohydrates": 56, "fat": 2, "fiber": 2.4}"#.utf8)
    do {
      _ = try await AnalyzeFood(
        analyzer: CompositionRoot.replyAnalyzer(reply, contract: .wellplate),
        history: try await root.history(Settings(values: [:])), clock: root.clock, ids: root.ids
      ).execute(AnalyzeFoodRequest(description: "a bagel"))
    } catch {
      fatalError("the entry the config target summarizes cannot be saved: \(error)")
    }
  }

  /// Runs `wellplate <arguments>` and returns its exit code, or traps with what it printed
  /// when the code is not one of `expected`.
  @discardableResult
  private static func expect(
    _ arguments: [String], in root: CompositionRoot, environment: [String: String] = [:],
    configurationFile: (any ConfigurationFileReader)? = nil, toEndIn expected: Set<ExitCode>,
    printing document: (any Decodable.Type)? = nil
  ) -> ExitCode {
    let controller = CommandLineController(
      ports: root, environment: environment, configurationFiles: configurationFile,
      timeZones: CompositionRoot.timeZones(environment), standardOutputIsTerminal: true)
    let outcome = Blocking.run { await controller.run(arguments) }
    guard expected.contains(outcome.exitCode) else {
      fatalError(
        "wellplate \(arguments.prefix { $0 != "--" }.joined(separator: " ")) exited "
          + "\(outcome.exitCode.rawValue) (\(outcome.exitCode)), which no input may cause: "
          + outcome.standardError)
    }
    // A `--json` document its own type cannot read back is broken for every client (a
    // percentage printed as "Infinity" was, until the fuzzer found it).
    if let document, outcome.exitCode == .success,
      (try? JSONDecoder().decode(document, from: Data(outcome.standardOutput.utf8))) == nil
    {
      fatalError(
        "wellplate \(arguments.joined(separator: " ")) printed JSON that is no "
          + "\(document): \(outcome.standardOutput)")
    }
    return outcome.exitCode
  }
}
