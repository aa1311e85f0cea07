/// The command-line controller: arguments in, use cases run, outcome (text and exit code) out.
///
/// It performs no I/O itself; the composition root supplies drivers through `PortProvider`,
/// the configuration file's bytes through `ConfigurationFileReader`, tells whether standard
/// output is a terminal, and writes the outcome.
public struct CommandLineController: Sendable {
  private let ports: any PortProvider
  private let environment: [String: String]
  private let configurationFiles: (any ConfigurationFileReader)?
  private let standardOutputIsTerminal: Bool
  private let catalog: CommandCatalog

  /// Creates a controller; without `configurationFiles` no configuration file is read.
  public init(
    ports: any PortProvider,
    environment: [String: String],
    configurationFiles: (any ConfigurationFileReader)? = nil,
    standardOutputIsTerminal: Bool = false,
    catalog: CommandCatalog = .standard
  ) {
    self.ports = ports
    self.environment = environment
    self.configurationFiles = configurationFiles
    self.standardOutputIsTerminal = standardOutputIsTerminal
    self.catalog = catalog
  }

  /// Runs the command line `arguments` (without the program name).
  public func run(_ arguments: [String]) async -> CommandOutcome {
    // Warnings about the configuration file are shown whether the command then works or not.
    var warnings: [String] = []
    do {
      let invocation = try ArgumentParser(catalog: catalog).parse(arguments)
      if invocation.flag("version") {
        return CommandOutcome(standardOutput: "wellplate \(HelpText.version)\n")
      }
      guard let name = invocation.command else {
        if invocation.wantsHelp { return CommandOutcome(standardOutput: HelpText.general(catalog)) }
        return CommandOutcome(
          standardError: HelpText.general(catalog), exitCode: .usage)
      }
      if invocation.wantsHelp, let spec = catalog.command(named: name) {
        return CommandOutcome(standardOutput: HelpText.command(spec, in: catalog))
      }
      if name == HelpCommand.spec.name { return try help(invocation) }
      guard let subcommand = Subcommands.all.first(where: { $0.spec.name == name }) else {
        throw UsageError("unknown command '\(name)'")
      }
      let location = ConfigurationLocation.resolve(invocation, environment: environment)
      let file = try await configurationFile(at: location)
      warnings = file?.warnings() ?? []
      let settings = try SettingsResolver().resolve(
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

  private func help(_ invocation: Invocation) throws(UsageError) -> CommandOutcome {
    guard let topic = invocation.arguments.first else {
      return CommandOutcome(standardOutput: HelpText.general(catalog))
    }
    guard let spec = catalog.command(named: topic) else {
      let hint =
        Suggestion.closest(to: topic, among: catalog.commandNames)
        .map { " (did you mean `\($0)`?)" } ?? ""
      throw UsageError("no help for unknown command '\(topic)'\(hint)")
    }
    return CommandOutcome(standardOutput: HelpText.command(spec, in: catalog))
  }
}
