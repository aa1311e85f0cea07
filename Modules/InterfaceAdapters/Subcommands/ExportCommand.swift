import UseCases

/// `wellplate export`: every saved meal in a range of days, as JSON or CSV.
public enum ExportCommand: Subcommand {
  /// The file formats `export` writes.
  public enum Format: String, CaseIterable, Sendable {
    /// `{"entries": [...]}`, entries as in `history --json`.
    case json
    /// RFC 4180 CSV, one row per entry, with a header row.
    case csv
  }

  public static let spec = CommandSpec(
    name: "export",
    summary: "Write all saved meals in a range of days as JSON or CSV.",
    usage: ["export [--format json|csv] [--from <date>] [--to <date>]"],
    discussion: """
      Entries come oldest first. --from and --to are inclusive days in your time zone (--tz); \
      without them the whole history is exported. CSV follows RFC 4180 (CRLF line ends, a \
      header row, one row per meal); the date and time columns are local, consumedAt is UTC.
      """,
    examples: [
      ("wellplate export --format csv > meals.csv", "Everything, for a spreadsheet"),
      (
        "wellplate export --format json --from 2026-11-01 --to 2026-11-30",
        "One month as JSON"
      ),
    ],
    options: [
      .value(
        "format", "kind", choices: Format.allCases.map(\.rawValue),
        help: "json (default) or csv."),
      .value("from", "date", help: "First day to include (YYYY-MM-DD)."),
      .value("to", "date", help: "Last day to include (YYYY-MM-DD)."),
    ])

  public static func run(_ invocation: Invocation, in context: CommandContext) async throws
    -> CommandOutcome
  {
    // The parser has already checked the value against the choices.
    let format = invocation.value("format").flatMap(Format.init(rawValue:)) ?? .json
    let request = ExportHistoryRequest(
      from: try invocation.value("from").map { try DateText.parseDay($0, option: "from") },
      to: try invocation.value("to").map { try DateText.parseDay($0, option: "to") },
      timeZone: context.timeZone)
    let exportHistory = ExportHistory(history: try await context.ports.history(context.settings))
    let response = try await exportHistory.execute(request)
    switch format {
    case .json:
      return CommandOutcome(standardOutput: JSONDocuments.encode(ExportDocument(response)))
    case .csv:
      return CommandOutcome(standardOutput: ExportCSV.render(response))
    }
  }
}
