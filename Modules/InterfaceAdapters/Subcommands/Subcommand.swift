/// One `wellplate <name>` subcommand: its spec for parsing and help, and how it runs.
public protocol Subcommand: Sendable {
  /// Name, options, usage and examples.
  static var spec: CommandSpec { get }
  /// Turns the invocation into a use-case request, runs it, and presents the response.
  static func run(_ invocation: Invocation, in context: CommandContext) async throws
    -> CommandOutcome
}

/// The subcommands of the shipped command line, in help order.
public enum Subcommands {
  /// All subcommands except `help`, which the controller answers itself.
  public static let all: [any Subcommand.Type] = [
    AnalyzeCommand.self,
    HistoryCommand.self,
    DeleteCommand.self,
    EditCommand.self,
    AgainCommand.self,
    ExportCommand.self,
    ImportCommand.self,
    SummaryCommand.self,
    FoodCommand.self,
    RecipeCommand.self,
    ConfigCommand.self,
    TokenCommand.self,
    ServeCommand.self,
  ]
}
