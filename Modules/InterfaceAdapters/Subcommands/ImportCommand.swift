import UseCases

/// `wellplate import <file>`: add the meals of a file `export` wrote to the history.
public enum ImportCommand: Subcommand {
  public static let spec = CommandSpec(
    name: "import",
    summary: "Add the meals of a file `export` wrote (JSON or CSV) to the history.",
    usage: ["import <file> [--format json|csv] [--json]"],
    discussion: """
      Reads what `wellplate export` writes, to restore a backup or move a history to another \
      store; - reads standard input. The format is told by the content (JSON starts with { or \
      [, CSV with the export's header) unless --format says. Entries keep their ids, times and \
      numbers. An entry whose id the history already holds, the same, is skipped, so importing \
      a file twice adds nothing; one that differs stops the import. Every row is checked \
      first, and the entries are saved in one transaction: a bad row, named by its line, \
      means nothing is imported (exit 65). CSV has no nutrients per food: use JSON to move a \
      history whole.
      """,
    examples: [
      ("wellplate import meals.json", "Restore a JSON export"),
      (
        "wellplate export --store sqlite | wellplate import - --store postgres",
        "Move a history from SQLite to PostgreSQL"
      ),
    ],
    options: [
      .value(
        "format", "kind", choices: ExportFileReader.Format.allCases.map(\.rawValue),
        help: "Read the file as json or csv rather than telling by its content.")
    ],
    positionals: 1...1)

  public static func run(_ invocation: Invocation, in context: CommandContext) async throws
    -> CommandOutcome
  {
    let path = invocation.arguments[0]
    // The parser has already checked the value against the choices.
    let format = invocation.value("format").flatMap(ExportFileReader.Format.init(rawValue:))
    let data =
      path == "-"
      ? try await context.ports.readStandardInput()
      : try await context.ports.readFile(at: path)
    let request = try ExportFileReader.request(from: data, format: format, path: path)
    let importHistory = ImportHistory(history: try await context.ports.history(context.settings))
    let response = try await importHistory.execute(request)
    if context.json {
      return CommandOutcome(
        standardOutput: try JSONDocuments.encode([
          "imported": response.imported, "skipped": response.skipped,
        ]))
    }
    let entries = response.imported == 1 ? "entry" : "entries"
    return CommandOutcome(
      standardOutput:
        "Imported \(response.imported) \(entries), skipped \(response.skipped) already present.\n"
    )
  }
}
