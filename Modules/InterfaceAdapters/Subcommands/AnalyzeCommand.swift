import Foundation
import UseCases

/// `wellplate analyze "<meal>"` or `--photo <path>`: analyze a meal and save it in the history.
public enum AnalyzeCommand: Subcommand {
  public static let spec = CommandSpec(
    name: "analyze",
    summary: "Analyze a meal and save it in your history.",
    usage: [
      "analyze \"<meal>\" [--at <time>] [--json]",
      "analyze --photo <path> [\"<meal>\"] [--at <time>] [--json]",
    ],
    discussion: """
      Describe the meal as you would to a person: amounts, units and sizes are understood \
      ("2 large eggs, 1 1/2 cups of oatmeal with a tbsp of honey"). The result is saved in \
      your history and printed with a per-item breakdown. A photo (JPEG, PNG, HEIC or WebP, \
      at most 10 MiB) is analyzed by a remote service: add --analyzer http and its address.
      """,
    examples: [
      ("wellplate analyze \"2 eggs and a slice of toast\"", "A simple breakfast"),
      (
        "wellplate analyze \"200g grilled chicken, 1 cup rice\" --at 2026-11-20T12:30:00Z --json",
        "Log yesterday's lunch and print JSON"
      ),
      (
        "wellplate analyze --analyzer http --analyzer-url http://localhost:8080 --photo meal.jpg",
        "Analyze a photo through the WellPlate API"
      ),
    ],
    options: [
      .value(
        "at", "time",
        help: "When you ate it: ISO-8601 (2026-11-21T08:30:00Z, or local 2026-11-21T08:30)."
      ),
      .value(
        "photo", "path",
        help: "A photo of the meal (JPEG, PNG, HEIC or WebP, at most 10 MiB; --analyzer http)."),
    ],
    positionals: 0...1)

  public static func run(_ invocation: Invocation, in context: CommandContext) async throws
    -> CommandOutcome
  {
    let consumedAt = try invocation.value("at").map {
      try DateText.parseInstant($0, option: "at", timeZone: context.timeZone)
    }
    var photo: MealPhoto?
    if let path = invocation.value("photo") {
      photo = try PhotoFormat.photo(try await context.ports.readFile(at: path), path: path)
    }
    let request = AnalyzeFoodRequest(
      description: invocation.arguments.first ?? "", photo: photo, consumedAt: consumedAt)
    if request.description.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
      photo == nil
    {
      throw AnalyzeFoodError.emptyInput
    }
    let analyzeFood = AnalyzeFood(
      analyzer: try await context.ports.analyzer(context.settings),
      history: try await context.ports.history(context.settings),
      clock: context.ports.clock,
      ids: context.ports.ids)
    let response = try await analyzeFood.execute(request)
    if context.json {
      return CommandOutcome(standardOutput: try JSONDocuments.encode(MealEntryDocument(response)))
    }
    return CommandOutcome(
      standardOutput: MealEntryText.render(
        response.entry, timeZone: context.timeZone, style: context.style),
      standardError: response.energyCheck.isConsistent
        ? ""
        : "wellplate: warning: " + MealEntryText.energyWarning(response.energyCheck) + "\n")
  }
}
