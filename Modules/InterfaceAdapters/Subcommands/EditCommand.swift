import Entities
import FoundationEssentials
import UseCases

/// `wellplate edit <id> [--text "<meal>"] [--at <time>] [--meal <type>]`: correct a saved
/// meal, keeping its id.
public enum EditCommand: Subcommand {
  public static let spec = CommandSpec(
    name: "edit",
    summary: "Change a saved meal's description, time or meal type, keeping its id.",
    usage: ["edit <id> [--text \"<meal>\"] [--at <time>] [--meal <type>] [--json]"],
    discussion: """
      A new description (--text) is analyzed again, as `analyze` would; a new time (--at) \
      only moves the meal, and --meal gives it a type (breakfast, lunch, dinner or snack) \
      that no longer follows its time. If the analysis or the save fails, the entry stays exactly as it \
      was. The ids are those `wellplate history` prints.
      """,
    examples: [
      (
        "wellplate edit 0193f6a4-7c1e-7d2a-9b1e-2f4c5d6e7f80 --text \"3 eggs and a slice of toast\"",
        "It was three eggs, not two"
      ),
      ("wellplate edit 0193f6a4-7c1e-7d2a-9b1e-2f4c5d6e7f80 --at 2026-11-21T19:30", "Eaten later"),
      ("wellplate edit 0193f6a4-7c1e-7d2a-9b1e-2f4c5d6e7f80 --meal snack", "It was a snack"),
    ],
    options: [
      .value("text", "meal", help: "The corrected description; it is analyzed again."),
      .value(
        "at", "time",
        help: "When you ate it: ISO-8601 (2026-11-21T08:30:00Z, or local 2026-11-21T08:30)."
      ),
      .value("meal", "type", help: "breakfast, lunch, dinner or snack."),
    ],
    positionals: 1...1)

  public static func run(_ invocation: Invocation, in context: CommandContext) async throws
    -> CommandOutcome
  {
    let id = try EntryIDArgument.parse(invocation.arguments[0], command: "edit")
    let description = invocation.value("text")
    let consumedAt = try invocation.value("at").map {
      try DateText.parseInstant($0, option: "at", timeZone: context.timeZone)
    }
    let mealType = try invocation.value("meal").map {
      try MealTypeText.parse($0, option: "meal", command: "edit")
    }
    guard description != nil || consumedAt != nil || mealType != nil else {
      throw UsageError(
        "nothing to change: give --text \"<meal>\", --at <time> and/or --meal <type>",
        command: "edit")
    }
    // The analyzer is built only when there is text to analyze, so moving a meal in time
    // works whatever --analyzer says.
    let analyzer = description == nil ? nil : try await context.ports.analyzer(context.settings)
    let editEntry = EditMealEntry(
      analyzer: analyzer, history: try await context.ports.history(context.settings))
    let response = try await editEntry.execute(
      EditMealEntryRequest(
        id: id, description: description, consumedAt: consumedAt,
        mealType: mealType))
    if context.json {
      return CommandOutcome(
        standardOutput: JSONDocuments.encode(
          MealEntryDocument(response.entry, timeZone: context.timeZone)))
    }
    let check = response.entry.totals.energyCheck
    return CommandOutcome(
      standardOutput: MealEntryText.render(
        response.entry, timeZone: context.timeZone, style: context.style),
      standardError: !response.reanalyzed || check.isConsistent
        ? "" : "wellplate: warning: " + MealEntryText.energyWarning(check) + "\n")
  }
}
