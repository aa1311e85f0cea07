import UseCases

/// `wellplate summary`: per-day totals for the last N days, charted against a calorie goal.
public enum SummaryCommand: Subcommand {
  public static let spec = CommandSpec(
    name: "summary",
    summary: "Chart calories per day for the last N days against your daily goals.",
    usage: [
      "summary [--days <N>] [--goal <kcal>] [--goal-min <nutrient=amount>]… "
        + "[--goal-max <nutrient=amount>]… [--by-meal] [--json]"
    ],
    discussion: """
      One row per day, ending today in your time zone (--tz); days without meals show as zero. \
      The bar fills at the daily goal: --goal, WELLPLATE_GOAL or "goal" in the config file \
      (default 2000 kcal, the reference of nutrition labels). The macro split is by energy \
      (protein and carbs 4 kcal/g, fat 9 kcal/g), so P+C+F = 100 %. The average counts only \
      days with meals, since an empty day usually means one that was not logged. --by-meal \
      splits each day's calories between breakfast, lunch, dinner and snack (given with \
      --meal, or inferred from the local time). Goals for other nutrients (--goal-min \
      protein=120, --goal-max sodium=2300, repeatable, or "goal.protein": ">=120" in the config \
      file; amounts in g, or mg for cholesterol, sodium, potassium, calcium, iron and vitamin \
      C) add a table of each day and the average against each goal. A nutrient some meals did \
      not report shows as "300+ mg": the meals that did add up to 300 mg, and a day is called \
      under or met only when that settles it.
      """,
    examples: [
      ("wellplate summary", "The last 7 days against your goal"),
      ("wellplate summary --days 30 --goal 1800", "A month against 1,800 kcal a day"),
      ("wellplate summary --days 14 --json", "Two weeks as JSON, for a script or a spreadsheet"),
      ("wellplate summary --by-meal", "Which meals the calories came from"),
      (
        "wellplate summary --goal-min protein=120 --goal-max sodium=2300",
        "Each day's protein and sodium against your goals"
      ),
    ],
    options: [
      .value(
        "days", "N",
        help: "How many days, ending today (1-\(SummarizeDays.maximumDays), "
          + "default \(SummarizeDays.defaultDays))."),
      .flag("by-meal", help: "Split each day's calories by meal type."),
    ])

  public static func run(_ invocation: Invocation, in context: CommandContext) async throws
    -> CommandOutcome
  {
    let request = SummarizeDaysRequest(
      days: try invocation.value("days").map { try parseDays($0) } ?? SummarizeDays.defaultDays,
      timeZone: context.timeZone,
      goal: context.settings.goal,
      byMeal: invocation.flag("by-meal"),
      nutrientGoals: context.settings.nutrientGoals)
    let summarize = SummarizeDays(
      history: try await context.ports.history(context.settings), clock: context.ports.clock)
    let response = try await summarize.execute(request)
    if context.json {
      return CommandOutcome(
        standardOutput: try JSONDocuments.encode(
          SummaryDocument(
            response,
            timeZone: context.settings.string("tz") ?? context.timeZone.identifier)))
    }
    return CommandOutcome(
      standardOutput: SummaryText.render(
        response, goalIsDefault: context.settings.values["goal"]?.source == .defaultValue,
        style: context.style))
  }

  static func parseDays(_ text: String) throws(UsageError) -> Int {
    guard let days = Int(text), (1...SummarizeDays.maximumDays).contains(days) else {
      throw UsageError(
        "--days: '\(text)' is not a whole number from 1 to \(SummarizeDays.maximumDays)",
        command: "summary")
    }
    return days
  }
}
