/// The command-line controller: arguments in, use cases run, outcome (text and exit code) out.
///
/// It performs no I/O itself; the composition root supplies drivers through `PortProvider`
/// and writes the outcome to the terminal.
public struct CommandLineController: Sendable {
  private let ports: any PortProvider
  private let environment: [String: String]
  private let configuration: ConfigurationFile?
  private let catalog: CommandCatalog

  /// Creates a controller.
  public init(
    ports: any PortProvider,
    environment: [String: String],
    configuration: ConfigurationFile? = nil,
    catalog: CommandCatalog = .standard
  ) {
    self.ports = ports
    self.environment = environment
    self.configuration = configuration
    self.catalog = catalog
  }

  /// Runs the command line `arguments` (without the program name).
  public func run(_ arguments: [String]) async -> CommandOutcome {
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
      if name == HelpCommand.spec.name { return try help(invocation) }
      guard let subcommand = Subcommands.all.first(where: { $0.spec.name == name }) else {
        throw UsageError("unknown command '\(name)'")
      }
      if invocation.wantsHelp {
        return CommandOutcome(standardOutput: HelpText.command(subcommand.spec, in: catalog))
      }
      let settings = try SettingsResolver().resolve(
        invocation, environment: environment, file: configuration)
      let context = CommandContext(
        settings: settings, ports: ports, json: invocation.flag("json"))
      return try await subcommand.run(invocation, in: context)
    } catch {
      return ErrorPresenter.outcome(for: error)
    }
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
