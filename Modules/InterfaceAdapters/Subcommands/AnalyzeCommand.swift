import Entities
import FoundationEssentials
import UseCases

/// `wellplate analyze "<meal>"` or `--photo <path>`: analyze a meal and save it in the history.
public enum AnalyzeCommand: Subcommand {
  public static let spec = CommandSpec(
    name: "analyze",
    summary: "Analyze a meal and save it in your history.",
    usage: [
      "analyze \"<meal>\" [--at <time>] [--meal <type>] [--json]",
      "analyze --photo <path> [\"<meal>\"] [--at <time>] [--meal <type>] [--json]",
      "analyze \"<meal>\" --kcal <N> [--protein <g>] [--carbs <g>] [--fat <g>] [--fiber <g>] "
        + "[--at <time>] [--meal <type>] [--json]",
    ],
    discussion: """
      Describe the meal as you would to a person: amounts, units and sizes are understood \
      ("2 large eggs, 1 1/2 cups of oatmeal with a tbsp of honey"). The result is saved in \
      your history and printed with a per-item breakdown. A photo (JPEG, PNG, HEIC or WebP, \
      at most 10 MiB) is analyzed by a remote service: add --analyzer http and its address. \
      When you already know the numbers (a menu, a label), give them with --kcal and any of \
      --protein, --carbs, --fat and --fiber: the meal is saved as entered by hand, without \
      analysis; macronutrients you leave out count as 0 g. --meal says which meal it was \
      (breakfast, lunch, dinner or snack); without it, the type follows from the local time \
      eaten: breakfast 04:00-10:59, lunch 11:00-15:59, dinner 16:00-21:59, otherwise a snack.
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
      (
        "wellplate analyze \"restaurant burrito\" --kcal 950 --protein 40 --carbs 110 --fat 35",
        "Log numbers you know, without analysis"
      ),
      ("wellplate analyze \"an apple\" --meal snack", "Say which meal it was"),
    ],
    options: [
      .value(
        "at", "time",
        help: "When you ate it: ISO-8601 (2026-11-21T08:30:00Z, or local 2026-11-21T08:30)."
      ),
      .value(
        "photo", "path",
        help: "A photo of the meal (JPEG, PNG, HEIC or WebP, at most 10 MiB; --analyzer http)."),
      .value(
        "meal", "type",
        help: "breakfast, lunch, dinner or snack; without it, inferred from the time eaten."),
      .value(
        "kcal", "N", help: "Calories you know; saves the meal as entered by hand, unanalyzed."),
      .value("protein", "g", help: "Protein in grams (with --kcal)."),
      .value("carbs", "g", help: "Carbohydrates in grams (with --kcal)."),
      .value("fat", "g", help: "Fat in grams (with --kcal)."),
      .value("fiber", "g", help: "Fiber in grams (with --kcal)."),
    ],
    positionals: 0...1)

  public static func run(_ invocation: Invocation, in context: CommandContext) async throws
    -> CommandOutcome
  {
    let consumedAt = try invocation.value("at").map {
      try DateText.parseInstant($0, option: "at", timeZone: context.timeZone)
    }
    let mealType = try invocation.value("meal").map {
      try MealTypeText.parse($0, option: "meal", command: "analyze")
    }
    if let calories = invocation.value("kcal") {
      return try await logKnown(
        calories, invocation, consumedAt: consumedAt, mealType: mealType, in: context)
    }
    if let macro = macroOptions.first(where: { invocation.value($0) != nil }) {
      throw UsageError(
        "--\(macro) gives a number you know, which needs --kcal too (e.g. --kcal 950 "
          + "--\(macro) 40); without --kcal the meal is analyzed", command: "analyze")
    }
    var photo: MealPhoto?
    if let path = invocation.value("photo") {
      photo = try PhotoFormat.photo(try await context.ports.readFile(at: path), path: path)
    }
    let request = AnalyzeFoodRequest(
      description: invocation.arguments.first ?? "", photo: photo, consumedAt: consumedAt,
      mealType: mealType)
    if request.description.trimmingWhitespaceAndNewlines().isEmpty,
      photo == nil
    {
      throw AnalyzeFoodError.emptyInput
    }
    // The history first: the analyzer reads the person's own foods, and a provider may read
    // them through the history already open.
    let history = try await context.ports.history(context.settings)
    let analyzeFood = AnalyzeFood(
      analyzer: try await context.ports.analyzer(context.settings), history: history,
      clock: context.ports.clock, ids: context.ports.ids)
    let response = try await analyzeFood.execute(request)
    if context.json {
      return CommandOutcome(
        standardOutput: JSONDocuments.encode(
          MealEntryDocument(response, timeZone: context.timeZone)))
    }
    return CommandOutcome(
      standardOutput: MealEntryText.render(
        response.entry, timeZone: context.timeZone, style: context.style),
      standardError: response.energyCheck.isConsistent
        ? ""
        : "wellplate: warning: " + MealEntryText.energyWarning(response.energyCheck) + "\n")
  }

  /// The options that give a macronutrient with --kcal.
  static let macroOptions = ["protein", "carbs", "fat", "fiber"]

  /// Quick add: saves the numbers given, never asking for an analyzer (ADR 0016).
  private static func logKnown(
    _ calories: String, _ invocation: Invocation, consumedAt: Date?, mealType: MealType?,
    in context: CommandContext
  ) async throws -> CommandOutcome {
    if invocation.value("photo") != nil {
      throw UsageError(
        "--kcal saves numbers you know and --photo asks for an analysis; give one of them",
        command: "analyze")
    }
    func grams(_ option: String) throws(UsageError) -> Double? {
      try invocation.value(option).map { text throws(UsageError) in
        try parseAmount(text, option: option)
      }
    }
    let request = LogKnownNutritionRequest(
      description: invocation.arguments.first ?? "",
      calories: try parseAmount(calories, option: "kcal"),
      protein: try grams("protein"), carbohydrates: try grams("carbs"), fat: try grams("fat"),
      fiber: try grams("fiber"), consumedAt: consumedAt, mealType: mealType)
    let logKnownNutrition = LogKnownNutrition(
      history: try await context.ports.history(context.settings),
      clock: context.ports.clock,
      ids: context.ports.ids)
    let response = try await logKnownNutrition.execute(request)
    if context.json {
      return CommandOutcome(
        standardOutput: JSONDocuments.encode(
          MealEntryDocument(response, timeZone: context.timeZone)))
    }
    let warning = response.energyCheck.flatMap { check in
      check.isConsistent
        ? nil : "wellplate: warning: " + MealEntryText.energyWarning(check) + "\n"
    }
    return CommandOutcome(
      standardOutput: MealEntryText.render(
        response.entry, timeZone: context.timeZone, style: context.style),
      standardError: warning ?? "")
  }

  /// A plain decimal number ("950", "12.5", "-3"); "nan", "inf" and "1e3" are not what
  /// anyone reads off a label, so they are usage errors here. Whether the number is plausible
  /// is the nutrition rules' call, in the use case.
  static func parseAmount(_ text: String, option: String) throws(UsageError) -> Double {
    let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let isDecimal =
      !digits.isEmpty && digits != "." && parts.count <= 2
      && parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    guard isDecimal, let value = Double(text) else {
      let shown = text.count > 20 ? text.prefix(20) + "…" : Substring(text)
      throw UsageError(
        "--\(option): '\(shown)' is not a number; give a plain decimal such as 950 or 12.5",
        command: "analyze")
    }
    return value
  }
}
