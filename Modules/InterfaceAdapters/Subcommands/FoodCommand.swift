import Entities
import UseCases

/// `wellplate food add|list|remove`: foods of the person's own, whose numbers they know, found
/// by name in meals before the food database (ADR 0019).
public enum FoodCommand: Subcommand {
  public static let spec = CommandSpec(
    name: "food",
    summary: "Keep foods of your own (a shake, a bar), found by name in meals.",
    usage: [
      "food add \"<name>\" --per-serving \"kcal=<N> protein=<g> carbs=<g> fat=<g> …\" "
        + "[--grams <g>] [--replace] [--json]",
      "food list [--json]",
      "food remove \"<name>\" [--json]",
    ],
    discussion: """
      A food of your own is one you know the numbers of, per serving. Once added, a meal that \
      names it is read with your numbers before the food database: "2 scoops of my protein \
      shake" is two servings, "350 g of my protein shake" is by weight when you gave --grams \
      (what one serving weighs). The whole name must appear, in any case. --per-serving takes \
      kcal (required) and any of protein, carbs, fat, fiber (0 g when left out), sugars, \
      saturated-fat, alcohol (g), cholesterol, sodium, potassium, calcium, iron, vitamin-c \
      (mg). Names are unique in a profile, foods and recipes together; adding a name you have \
      is refused unless you give --replace. Meals already saved keep their numbers when a \
      food is replaced or removed. Recipes are kept with `wellplate recipe`.
      """,
    examples: [
      (
        "wellplate food add \"my protein shake\" --per-serving \"kcal=180 protein=30 carbs=6 "
          + "fat=3\" --grams 350",
        "Keep your shake, 350 g a serving"
      ),
      ("wellplate analyze \"2 scoops of my protein shake\"", "Log two servings of it"),
      ("wellplate food list --json", "Your foods as JSON"),
      ("wellplate food remove \"my protein shake\"", "Forget it"),
    ],
    options: [
      .value(
        "per-serving", "amounts",
        help: "With add: \"kcal=<N> protein=<g> carbs=<g> fat=<g> fiber=<g> sodium=<mg> …\"."),
      .value("grams", "g", help: "With add: what one serving weighs, to read meals by weight."),
      .flag("replace", help: "With add: replace a food or recipe of the same name."),
    ],
    positionals: 1...2)

  public static func run(_ invocation: Invocation, in context: CommandContext) async throws
    -> CommandOutcome
  {
    let action = try PersonalFoodArguments.action(
      invocation, among: ["add", "list", "remove"], command: "food",
      addOnly: ["per-serving", "grams", "replace"])
    let foods = try await context.ports.personalFoods(context.settings)
    switch action {
    case "add":
      let name = try PersonalFoodArguments.name(invocation, command: "food", action: "add")
      guard let perServing = invocation.value("per-serving") else {
        throw UsageError(
          "food add needs --per-serving \"kcal=<N> protein=<g> carbs=<g> fat=<g>\"",
          command: "food")
      }
      var grams: Double?
      if let text = invocation.value("grams") {
        do {
          grams = try AnalyzeCommand.parseAmount(text, option: "grams")
        } catch {
          throw UsageError(error.message, command: "food")
        }
      }
      let response = try await AddPersonalFood(foods: foods).execute(
        AddPersonalFoodRequest(
          name: name, perServing: try PerServingText.parse(perServing, command: "food"),
          servingGrams: grams, replace: invocation.flag("replace")))
      if context.json {
        return CommandOutcome(
          standardOutput: try JSONDocuments.encode(PersonalFoodAddedDocument(response)))
      }
      return CommandOutcome(
        standardOutput: (response.replaced ? "Replaced" : "Added") + " your food.\n"
          + PersonalFoodText.render(response.food))
    case "list":
      return try await PersonalFoodArguments.list(.food, foods: foods, in: context)
    default:
      return try await PersonalFoodArguments.remove(
        invocation, .food, foods: foods, in: context)
    }
  }
}

/// What `food` and `recipe` share: the action word, the name, `list` and `remove`.
enum PersonalFoodArguments {
  /// The action (first argument), checked against `actions`; options meant for `add` are
  /// refused with the others.
  static func action(
    _ invocation: Invocation, among actions: [String], command: String, addOnly: [String]
  ) throws(UsageError) -> String {
    let action = invocation.arguments[0]
    guard actions.contains(action) else {
      let hint =
        Suggestion.closest(to: action, among: actions).map { " (did you mean `\($0)`?)" } ?? ""
      throw UsageError(
        "unknown action '\(action.prefix(30))' for \(command); use "
          + actions.joined(separator: ", ") + hint,
        command: command)
    }
    if action != "add",
      let option = addOnly.first(where: { invocation.value($0) != nil || invocation.flag($0) })
    {
      throw UsageError("--\(option) goes with \(command) add, not \(action)", command: command)
    }
    let expected = action == "list" ? 1 : 2
    if invocation.arguments.count > expected, command == "food" || action != "add" {
      throw UsageError(
        "\(command) \(action) takes \(expected == 1 ? "no name" : "one name"); quote a name "
          + "of several words", command: command)
    }
    return action
  }

  /// The name after the action.
  static func name(
    _ invocation: Invocation, command: String, action: String
  ) throws(UsageError) -> String {
    guard invocation.arguments.count >= 2 else {
      throw UsageError("\(command) \(action) needs a name", command: command)
    }
    return invocation.arguments[1]
  }

  /// `food list` or `recipe list`.
  static func list(
    _ kind: PersonalFood.Kind, foods: any PersonalFoods, in context: CommandContext
  ) async throws -> CommandOutcome {
    let response = try await ListPersonalFoods(foods: foods).execute(
      ListPersonalFoodsRequest(kind: kind))
    if context.json {
      return CommandOutcome(
        standardOutput: try JSONDocuments.encode(PersonalFoodListDocument(response)))
    }
    return CommandOutcome(standardOutput: PersonalFoodText.list(response.foods, kind: kind))
  }

  /// `food remove` or `recipe remove`.
  static func remove(
    _ invocation: Invocation, _ kind: PersonalFood.Kind, foods: any PersonalFoods,
    in context: CommandContext
  ) async throws -> CommandOutcome {
    let name = try name(invocation, command: kind.rawValue, action: "remove")
    let response = try await RemovePersonalFood(foods: foods).execute(
      RemovePersonalFoodRequest(name: name, kind: kind))
    if context.json {
      return CommandOutcome(
        standardOutput: try JSONDocuments.encode(
          ["removed": response.name, "kind": response.kind.rawValue]))
    }
    return CommandOutcome(
      standardOutput: "Removed your \(response.kind.rawValue) \"\(response.name)\".\n")
  }
}
