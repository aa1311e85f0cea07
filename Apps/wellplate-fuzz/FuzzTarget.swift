import Foundation
import InterfaceAdapters

/// One part of WellPlate that reads untrusted bytes, and how an input reaches it.
///
/// Every target runs its input through `CommandLineController`, the way `wellplate` runs a
/// command, so the presenters and the use cases see whatever the reader let through. A crash
/// anywhere on that path is a bug. So is an exit status no input may cause (70 is an internal
/// error by definition; 69 from the local analyzer means its own index failed): the target
/// traps then, which libFuzzer reports like any other crash.
enum FuzzTarget: String, CaseIterable, Sendable {
  /// A meal description for the local analyzer (`wellplate analyze "<meal>"`).
  case meal
  /// A configuration file (`--config <path>`), shown by `config` and used by `summary`.
  case config
  /// A 2xx reply body of the WellPlate API (`--http-contract wellplate`).
  case wellplateReply = "wellplate-reply"
  /// A 2xx reply body of a chat-completions server (`--http-contract openai`).
  case openAIReply = "openai-reply"

  /// The environment variable naming the target when no `--target=` argument does.
  static let environmentVariable = "WELLPLATE_FUZZ_TARGET"

  /// The meal sent along with a reply body; the reply decides what was in it.
  static let repliedMeal = "a chicken sandwich and an apple"

  /// Runs one input through the target and returns the exit code of its first command, for
  /// every outcome a person could meet; traps for any other.
  @discardableResult
  func run(_ input: Data) -> ExitCode {
    switch self {
    case .meal:
      let root: CompositionRoot
      do {
        root = try CompositionRoot.localAnalyzer()
      } catch {
        fatalError("the local analyzer cannot run here, so no meal can be fuzzed: \(error)")
      }
      return analyzeAndReadBack(String(decoding: input, as: UTF8.self), root: root)
    case .config:
      let file = InMemoryConfigurationFile(contents: input)
      // No flag or variable sets a setting, so each comes from the file or its default.
      let environment = ["WELLPLATE_CONFIG": "/fuzz/config.json"]
      var exitCodes: Set<ExitCode> = []
      for arguments in [["config"], ["config", "--json"], ["summary"]] {
        exitCodes.insert(
          Self.expect(
            arguments, in: .withoutAnalyzer(), environment: environment, configurationFile: file,
            toEndIn: [.success, .usage]))
      }
      // Settings are resolved alike for every command: one file cannot suit one and not another.
      guard exitCodes.count == 1, let exitCode = exitCodes.first else {
        fatalError("one configuration file gave several exit codes: \(exitCodes)")
      }
      return exitCode
    case .wellplateReply:
      return analyzeAndReadBack(Self.repliedMeal, root: .reply(input, contract: .wellplate))
    case .openAIReply:
      return analyzeAndReadBack(Self.repliedMeal, root: .reply(input, contract: .openAI))
    }
  }

  /// `analyze` of `meal`, then, when it was saved, the commands that read it back.
  private func analyzeAndReadBack(_ meal: String, root: CompositionRoot) -> ExitCode {
    // Global options first: the meal after "--" may itself look like an option.
    let global = ["--store", "memory", "--tz", "UTC"]
    let analyzed = Self.expect(
      global + ["analyze", "--", meal], in: root, toEndIn: [.success, .dataError])
    guard analyzed == .success else { return analyzed }
    for command in [["history", "--json"], ["export", "--format", "csv"], ["summary"]] {
      Self.expect(global + command, in: root, toEndIn: [.success])
    }
    return analyzed
  }

  /// Runs `wellplate <arguments>` and returns its exit code, or traps with what it printed
  /// when the code is not one of `expected`.
  @discardableResult
  private static func expect(
    _ arguments: [String], in root: CompositionRoot, environment: [String: String] = [:],
    configurationFile: (any ConfigurationFileReader)? = nil, toEndIn expected: Set<ExitCode>
  ) -> ExitCode {
    let controller = CommandLineController(
      ports: root, environment: environment, configurationFiles: configurationFile,
      standardOutputIsTerminal: true)
    let outcome = Blocking.run { await controller.run(arguments) }
    guard expected.contains(outcome.exitCode) else {
      fatalError(
        "wellplate \(arguments.prefix { $0 != "--" }.joined(separator: " ")) exited "
          + "\(outcome.exitCode.rawValue) (\(outcome.exitCode)), which no input may cause: "
          + outcome.standardError)
    }
    return outcome.exitCode
  }
}
