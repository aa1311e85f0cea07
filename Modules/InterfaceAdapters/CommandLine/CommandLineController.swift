/// The command-line controller: arguments in, use cases run, outcome (text and exit code) out.
///
/// It performs no I/O itself; the composition root supplies drivers through `PortProvider`,
/// the configuration file's bytes through `ConfigurationFileReader` and time zones through
/// `TimeZoneSource`, tells whether standard output is a terminal, and writes the outcome.
public struct CommandLineController: Sendable {
  private let ports: any PortProvider
  private let environment: [String: String]
  private let configurationFiles: (any ConfigurationFileReader)?
  private let timeZones: any TimeZoneSource
  private let standardOutputIsTerminal: Bool
  private let catalog: CommandCatalog

  /// Creates a controller; without `configurationFiles` no configuration file is read.
  public init(
    ports: any PortProvider,
    environment: [String: String],
    configurationFiles: (any ConfigurationFileReader)? = nil,
    timeZones: any TimeZoneSource,
    standardOutputIsTerminal: Bool = false,
    catalog: CommandCatalog = .standard
  ) {
    self.ports = ports
    self.environment = environment
    self.configurationFiles = configurationFiles
    self.timeZones = timeZones
    self.standardOutputIsTerminal = standardOutputIsTerminal
    self.catalog = catalog
  }

  /// The outcome of `arguments` when it needs no settings, port, environment or file:
  /// `--version`, help and mistakes in the command line; nil for a command to run.
  ///
  /// It is synchronous so that the composition root can answer these before building
  /// anything or starting Swift concurrency (ADR 0012); `run` gives the same outcomes.
  public static func immediateOutcome(
    for arguments: [String], catalog: CommandCatalog = .standard
  ) -> CommandOutcome? {
    switch dispatch(arguments, catalog: catalog) {
    case .answered(let outcome): outcome
    case .command: nil
    }
  }

  /// Runs the command line `arguments` (without the program name).
  public func run(_ arguments: [String]) async -> CommandOutcome {
    let invocation: Invocation
    let subcommand: any Subcommand.Type
    switch Self.dispatch(arguments, catalog: catalog) {
    case .answered(let outcome): return outcome
    case .command(let parsed, let command): (invocation, subcommand) = (parsed, command)
    }
    // Warnings about the configuration file are shown whether the command then works or not.
    var warnings: [String] = []
    do {
      let location = ConfigurationLocation.resolve(invocation, environment: environment)
      let file = try await configurationFile(at: location)
      warnings = file?.warnings() ?? []
      let settings = try SettingsResolver(timeZones: timeZones).resolve(
        invocation, environment: environment, file: file)
      let context = CommandContext(
        settings: settings, ports: ports, json: invocation.flag("json"),
        style: .standardOutput(isTerminal: standardOutputIsTerminal, environment: environment),
        configurationLocation: location, configurationFile: file)
      return withWarnings(warnings, try await subcommand.run(invocation, in: context))
    } catch {
      return withWarnings(warnings, ErrorPresenter.outcome(for: error))
    }
  }

  /// What parsing alone decides: an answer, or the subcommand to run.
  private enum Dispatch {
    case answered(CommandOutcome)
    case command(Invocation, any Subcommand.Type)
  }

  private static func dispatch(_ arguments: [String], catalog: CommandCatalog) -> Dispatch {
    do {
      let invocation = try ArgumentParser(catalog: catalog).parse(arguments)
      if invocation.flag("version") {
        return .answered(CommandOutcome(standardOutput: "wellplate \(HelpText.version)\n"))
      }
      guard let name = invocation.command else {
        if invocation.wantsHelp {
          return .answered(CommandOutcome(standardOutput: HelpText.general(catalog)))
        }
        return .answered(
          CommandOutcome(standardError: HelpText.general(catalog), exitCode: .usage))
      }
      if invocation.wantsHelp, let spec = catalog.command(named: name) {
        let topic = spec.helpTopic(invocation.arguments)
        return .answered(CommandOutcome(standardOutput: HelpText.command(topic, in: catalog)))
      }
      if name == HelpCommand.spec.name { return .answered(try help(invocation, catalog: catalog)) }
      guard let subcommand = Subcommands.all.first(where: { $0.spec.name == name }) else {
        throw UsageError("unknown command '\(name)'")
      }
      return .command(invocation, subcommand)
    } catch {
      return .answered(ErrorPresenter.outcome(for: error))
    }
  }

  /// Reads and parses the configuration file at `location`; a missing file the person did not
  /// name is no file, a missing file they named is an error.
  private func configurationFile(
    at location: ConfigurationLocation?
  ) async throws -> ConfigurationFile? {
    guard let location, let configurationFiles else { return nil }
    guard let data = try await configurationFiles.contents(atPath: location.path) else {
      if location.isExplicit {
        let origin = location.source == .flag ? "--config" : location.source.description
        throw InputFileError(path: location.path, reason: "no such file (named by \(origin))")
      }
      return nil
    }
    return try ConfigurationFile.parse(data, path: location.path)
  }

  private func withWarnings(_ warnings: [String], _ outcome: CommandOutcome) -> CommandOutcome {
    var outcome = outcome
    let text = warnings.map { "wellplate: warning: \($0)\n" }.joined()
    outcome.standardError = text + outcome.standardError
    return outcome
  }

  private static func help(
    _ invocation: Invocation, catalog: CommandCatalog
  ) throws(UsageError) -> CommandOutcome {
    guard let topic = invocation.arguments.first else {
      return CommandOutcome(standardOutput: HelpText.general(catalog))
    }
    guard let spec = catalog.command(named: topic) else {
      let hint =
        Suggestion.closest(to: topic, among: catalog.commandNames)
        .map { " (did you mean `\($0)`?)" } ?? ""
      throw UsageError("no help for unknown command '\(topic)'\(hint)")
    }
    let shown = spec.helpTopic(Array(invocation.arguments.dropFirst()))
    return CommandOutcome(standardOutput: HelpText.command(shown, in: catalog))
  }
}
