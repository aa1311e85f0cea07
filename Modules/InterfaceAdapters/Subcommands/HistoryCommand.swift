import Entities
import UseCases

/// `wellplate history`: list saved meals, newest first, with per-day totals.
public enum HistoryCommand: Subcommand {
  public static let spec = CommandSpec(
    name: "history",
    summary: "List saved meals, newest first, with per-day totals.",
    usage: ["history [--from <date>] [--to <date>] [--limit <N>] [--cursor <token>] [--json]"],
    discussion: """
      Days run midnight to midnight in your time zone (--tz). --from and --to are inclusive. \
      Each day's meals are grouped by type (breakfast, lunch, dinner, snack: given with --meal, \
      or inferred from the local time), each group with its subtotal. When more entries remain, \
      the output ends with a cursor for the next page.
      """,
    examples: [
      ("wellplate history", "The 50 most recent meals"),
      ("wellplate history --from 2026-11-01 --to 2026-11-07 --json", "One week as JSON"),
    ],
    options: [
      .value("from", "date", help: "First day to include (YYYY-MM-DD)."),
      .value("to", "date", help: "Last day to include (YYYY-MM-DD)."),
      .value("limit", "N", help: "At most N entries (1-10000, default 50)."),
      .value("cursor", "token", help: "Continue after the page that printed this token."),
    ])

  public static func run(_ invocation: Invocation, in context: CommandContext) async throws
    -> CommandOutcome
  {
    let request = FetchHistoryRequest(
      from: try invocation.value("from").map { try DateText.parseDay($0, option: "from") },
      to: try invocation.value("to").map { try DateText.parseDay($0, option: "to") },
      limit: try invocation.value("limit").map { try parseLimit($0) } ?? FetchHistory.defaultLimit,
      cursor: try invocation.value("cursor").map { try parseCursor($0) },
      timeZone: context.timeZone)
    let fetchHistory = FetchHistory(history: try await context.ports.history(context.settings))
    let response = try await fetchHistory.execute(request)
    if context.json {
      return CommandOutcome(
        standardOutput: JSONDocuments.encode(
          HistoryDocument(response, timeZone: context.timeZone)))
    }
    return CommandOutcome(
      standardOutput: HistoryText.render(
        response, timeZone: context.timeZone, style: context.style))
  }

  static func parseLimit(_ text: String) throws(UsageError) -> Int {
    guard let limit = Int(text) else {
      throw UsageError("--limit: '\(text)' is not a whole number", command: "history")
    }
    return limit
  }

  static func parseCursor(_ text: String) throws(UsageError) -> HistoryCursor {
    guard let cursor = HistoryCursor(token: text) else {
      // A cursor is short; a long one is a paste accident, so only its start is echoed.
      let shown = text.count > 40 ? text.prefix(40) + "… (\(text.count) characters)" : text
      throw UsageError(
        "--cursor: '\(shown)' is not a cursor printed by `wellplate history`", command: "history")
    }
    return cursor
  }
}
