import Foundation
import UseCases

/// `wellplate analyze "<meal>"`: analyze a meal and save it in the history.
public enum AnalyzeCommand: Subcommand {
  public static let spec = CommandSpec(
    name: "analyze",
    summary: "Analyze a meal and save it in your history.",
    usage: ["analyze \"<meal>\" [--at <time>] [--json]"],
    discussion: """
      Describe the meal as you would to a person: amounts, units and sizes are understood \
      ("2 large eggs, 1 1/2 cups of oatmeal with a tbsp of honey"). The result is saved in \
      your history and printed with a per-item breakdown.
      """,
    examples: [
      ("wellplate analyze \"2 eggs and a slice of toast\"", "A simple breakfast"),
      (
        "wellplate analyze \"200g grilled chicken, 1 cup rice\" --at 2026-11-20T12:30:00Z --json",
        "Log yesterday's lunch and print JSON"
      ),
    ],
    options: [
      .value(
        "at", "time",
        help: "When you ate it: ISO-8601 (2026-11-21T08:30:00Z, or local 2026-11-21T08:30)."
      )
    ],
    positionals: 0...1)

  public static func run(_ invocation: Invocation, in context: CommandContext) async throws
    -> CommandOutcome
  {
    let consumedAt = try invocation.value("at").map {
      try DateText.parseInstant($0, option: "at", timeZone: context.timeZone)
    }
    let request = AnalyzeFoodRequest(
      description: invocation.arguments.first ?? "", consumedAt: consumedAt)
    if request.description.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
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
        ? "" : "warning: " + MealEntryText.energyWarning(response.energyCheck) + "\n")
  }
}
