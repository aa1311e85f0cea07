/// The subcommands and global options of `wellplate`: the single source of parsing and help.
public struct CommandCatalog: Sendable {
  /// Options every subcommand accepts, before or after its name.
  public var globalOptions: [OptionSpec]
  /// The subcommands, in the order help lists them.
  public var commands: [CommandSpec]

  /// Creates a catalog.
  public init(globalOptions: [OptionSpec], commands: [CommandSpec]) {
    self.globalOptions = globalOptions
    self.commands = commands
  }

  /// The catalog of the shipped command line.
  public static let standard = CommandCatalog(
    globalOptions: GlobalOptions.all,
    commands: Subcommands.all.map { $0.spec } + [HelpCommand.spec])

  /// The subcommand called `name`.
  public func command(named name: String) -> CommandSpec? {
    commands.first { $0.name == name }
  }

  /// Names of all subcommands.
  public var commandNames: [String] { commands.map(\.name) }

  /// The option called `name`, looking at the subcommand's own options first.
  public func option(named name: String, in command: CommandSpec?) -> OptionSpec? {
    command?.options.first { $0.name == name } ?? globalOptions.first { $0.name == name }
  }

  /// Names of options valid in `command` (or globally).
  public func optionNames(in command: CommandSpec?) -> [String] {
    (command?.options ?? []).map(\.name) + globalOptions.map(\.name)
  }
}
