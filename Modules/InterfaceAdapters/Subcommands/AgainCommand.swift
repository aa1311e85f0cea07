import Entities
import FoundationEssentials
import UseCases

/// `wellplate again <id>` or `again yesterday`: log meals eaten before again, without analyzing.
public enum AgainCommand: Subcommand {
  public static let spec = CommandSpec(
    name: "again",
    summary: "Log a saved meal, or all of yesterday's, again at a new time.",
    usage: [
      "again <id> [--at <time>] [--json]",
      "again yesterday[:<type>] [--at <time>] [--json]",
    ],
    discussion: """
      Saves a copy of a meal you already logged, with a new id, eaten now or at --at. \
      Nothing is analyzed again: the copy has the original's foods and numbers. \
      `yesterday` copies every meal of the day before today in your time zone (--tz), \
      all at the same time; `yesterday:lunch` (or breakfast, dinner, snack) only that meal, \
      given or inferred from its time. The ids are those `wellplate history` prints.
      """,
    examples: [
      ("wellplate again 0193f6a4-7c1e-7d2a-9b1e-2f4c5d6e7f80", "The same breakfast as before"),
      ("wellplate again yesterday --at 2026-11-22T12:30", "Everything eaten yesterday, today"),
      ("wellplate again yesterday:breakfast", "Yesterday's breakfast, now"),
    ],
    options: [
      .value(
        "at", "time",
        help: "When you ate it: ISO-8601 (2026-11-21T08:30:00Z, or local 2026-11-21T08:30)."
      )
    ],
    positionals: 1...1)

  public static func run(_ invocation: Invocation, in context: CommandContext) async throws
    -> CommandOutcome
  {
    let source = try parseSource(invocation.arguments[0])
    let consumedAt = try invocation.value("at").map {
      try DateText.parseInstant($0, option: "at", timeZone: context.timeZone)
    }
    let relogMeal = RelogMeal(
      history: try await context.ports.history(context.settings),
      clock: context.ports.clock,
      ids: context.ports.ids)
    let response = try await relogMeal.execute(
      RelogMealRequest(source: source, consumedAt: consumedAt, timeZone: context.timeZone))
    if context.json {
      return CommandOutcome(
        standardOutput: try JSONDocuments.encode(
          RelogDocument(response, timeZone: context.timeZone)))
    }
    let count = response.copies.count
    var text = "Copied \(count) meal\(count == 1 ? "" : "s").\n"
    for copy in response.copies {
      text +=
        "\n" + MealEntryText.render(copy.entry, timeZone: context.timeZone, style: context.style)
    }
    return CommandOutcome(standardOutput: text)
  }

  /// Reads `<id>`, `yesterday` or `yesterday:<type>`; anything else is a usage error, before
  /// touching the store.
  static func parseSource(_ text: String) throws(UsageError) -> RelogMealRequest.Source {
    if text == "yesterday" { return .yesterday }
    if text.hasPrefix("yesterday:") {
      return .yesterdays(
        try MealTypeText.parse(
          String(text.dropFirst("yesterday:".count)), option: nil, command: "again"))
    }
    return .entry(try EntryIDArgument.parse(text, command: "again", alternative: "'yesterday'"))
  }
}
