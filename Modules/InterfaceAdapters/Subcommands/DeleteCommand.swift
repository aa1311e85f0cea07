import Entities
import UseCases

/// `wellplate delete <id>`: remove one entry from the history.
public enum DeleteCommand: Subcommand {
  public static let spec = CommandSpec(
    name: "delete",
    summary: "Delete one saved meal by its id.",
    usage: ["delete <id> [--json]"],
    examples: [
      ("wellplate delete 0193f6a4-7c1e-7d2a-9b1e-2f4c5d6e7f80", "Remove a mistaken entry")
    ],
    positionals: 1...1)

  public static func run(_ invocation: Invocation, in context: CommandContext) async throws
    -> CommandOutcome
  {
    let id = try EntryIDArgument.parse(invocation.arguments[0], command: "delete")
    let deleteEntry = DeleteMealEntry(history: try await context.ports.history(context.settings))
    let response = try await deleteEntry.execute(DeleteMealEntryRequest(id: id))
    if context.json {
      return CommandOutcome(
        standardOutput: try JSONDocuments.encode(["deleted": response.id.rawValue]))
    }
    return CommandOutcome(standardOutput: "Deleted \(response.id).\n")
  }
}
