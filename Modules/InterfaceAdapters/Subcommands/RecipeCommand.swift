import Entities
import UseCases

/// `wellplate recipe add|list|show|remove`: recipes the person cooks, analyzed once and kept
/// per serving, found by name in meals before the food database (ADR 0019).
public enum RecipeCommand: Subcommand {
  public static let spec = CommandSpec(
    name: "recipe",
    summary: "Keep recipes you cook, analyzed once and found by name in meals.",
    usage: [
      "recipe add \"<name>\" \"<ingredients>\" --servings <N> [--replace] [--json]",
      "recipe list [--json]",
      "recipe show \"<name>\" [--json]",
      "recipe remove \"<name>\" [--json]",
    ],
    discussion: """
      The ingredients of the whole recipe are analyzed once, as a meal would be, and the \
      totals divided by --servings (1 to 1000). A recipe any of whose ingredients is not \
      recognized is refused, naming them: reword or leave them out and add it again. Once \
      added, a meal that names the recipe is read with its numbers before the food database: \
      "a bowl of chili" is one serving, "half a serving of chili" a half, "300 g of chili" by \
      the weight of its analyzed ingredients. Names are unique in a profile, foods and \
      recipes together; --replace replaces one. Meals already saved keep their numbers.
      """,
    examples: [
      (
        "wellplate recipe add chili \"500 g ground beef, 1 can kidney beans, 1 onion, 1 can "
          + "tomatoes\" --servings 6",
        "Keep your chili, six servings"
      ),
      ("wellplate analyze \"a bowl of chili\"", "Log one serving of it"),
      ("wellplate recipe show chili", "Its ingredients and numbers per serving"),
      ("wellplate recipe remove chili", "Forget it"),
    ],
    options: [
      .value("servings", "N", help: "With add: how many servings the recipe makes (1-1000)."),
      .flag("replace", help: "With add: replace a food or recipe of the same name."),
    ],
    positionals: 1...3)

  public static func run(_ invocation: Invocation, in context: CommandContext) async throws
    -> CommandOutcome
  {
    let action = try PersonalFoodArguments.action(
      invocation, among: ["add", "list", "show", "remove"], command: "recipe",
      addOnly: ["servings", "replace"])
    switch action {
    case "add":
      return try await add(invocation, in: context)
    case "list":
      return try await PersonalFoodArguments.list(
        .recipe, foods: try await context.ports.personalFoods(context.settings), in: context)
    case "show":
      let name = try PersonalFoodArguments.name(invocation, command: "recipe", action: "show")
      let response = try await ShowPersonalFood(
        foods: try await context.ports.personalFoods(context.settings)
      ).execute(ShowPersonalFoodRequest(name: name, kind: .recipe))
      if context.json {
        return CommandOutcome(
          standardOutput: try JSONDocuments.encode(PersonalFoodDocument(response.food)))
      }
      return CommandOutcome(standardOutput: PersonalFoodText.render(response.food))
    default:
      return try await PersonalFoodArguments.remove(
        invocation, .recipe, foods: try await context.ports.personalFoods(context.settings),
        in: context)
    }
  }

  private static func add(
    _ invocation: Invocation, in context: CommandContext
  ) async throws -> CommandOutcome {
    let name = try PersonalFoodArguments.name(invocation, command: "recipe", action: "add")
    guard invocation.arguments.count == 3 else {
      throw UsageError(
        "recipe add needs a name and the ingredients, each quoted (e.g. recipe add chili "
          + "\"500 g ground beef, 1 onion\" --servings 6)", command: "recipe")
    }
    guard let servingsText = invocation.value("servings") else {
      throw UsageError(
        "recipe add needs --servings <N>, how many servings the recipe makes", command: "recipe")
    }
    guard servingsText.allSatisfy({ $0.isASCII && $0.isNumber }), servingsText.count <= 9,
      let servings = Int(servingsText)
    else {
      throw UsageError(
        "--servings: '\(servingsText.prefix(20))' is not a whole number such as 6",
        command: "recipe")
    }
    let addRecipe = AddRecipe(
      analyzer: try await context.ports.analyzer(context.settings),
      foods: try await context.ports.personalFoods(context.settings))
    let response = try await addRecipe.execute(
      AddRecipeRequest(
        name: name, ingredients: invocation.arguments[2], servings: servings,
        replace: invocation.flag("replace")))
    if context.json {
      return CommandOutcome(
        standardOutput: try JSONDocuments.encode(PersonalFoodAddedDocument(response)))
    }
    var text = (response.replaced ? "Replaced" : "Added") + " your recipe.\n"
    text += PersonalFoodText.render(response.food)
    text += "  Read as (whole recipe):\n"
    for item in response.items {
      text += "    · \(item.text) → \(item.food), \(NutritionText.weight(item.grams)), "
      text += "\(NutritionText.calories(item.nutrition.calories)) kcal\n"
    }
    return CommandOutcome(standardOutput: text)
  }
}
