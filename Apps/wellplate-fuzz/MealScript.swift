/// How the `meal` target reads its input: the meal, after lines that first keep foods and
/// recipes of the person's own and set goals for the summary that reads the entry back.
///
/// ```
/// food: my shake | kcal=180 protein=30 carbs=6 fat=3 | 350
/// recipe: chili | 500 g ground beef, 1 can kidney beans, 1 onion | 6
/// goal-min: protein=120
/// goal-max: sodium=2300
/// 2 scoops of my shake and a bowl of chili
/// ```
///
/// `food: NAME | PER-SERVING [| GRAMS]` runs `food add NAME --per-serving PER-SERVING
/// [--grams GRAMS]`; `recipe: NAME | INGREDIENTS | SERVINGS` runs `recipe add NAME
/// INGREDIENTS --servings SERVINGS`; `goal-min:` and `goal-max:` lines become `summary`'s
/// `--goal-min`/`--goal-max`. Every other line is the meal, so a one-line meal (every seed
/// from before these lines existed) is read as it always was. Before the input's own foods,
/// `standardFood` is always added, so every meal goes through personal-food matching.
struct MealScript: Sendable {
  /// `food add` and `recipe add` arguments, in the input's order, `standardFood` first.
  var additions: [[String]]
  /// The description `analyze` reads.
  var meal: String
  /// `--goal-min=…` and `--goal-max=…` arguments for `summary`.
  var goalFlags: [String] = []

  /// The food kept before every fuzzed meal, whose name the meal corpus uses.
  static let standardFood = [
    "food", "add", "--per-serving=kcal=180 protein=30 carbs=6 fat=3", "--grams=350", "--",
    "my protein shake",
  ]

  /// A script that only analyzes `meal`, with no food of the person's own.
  init(meal: String) {
    additions = []
    self.meal = meal
  }

  /// The script `text` writes.
  init(_ text: String) {
    additions = [Self.standardFood]
    var mealLines: [Substring] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if let rest = Self.rest(of: line, after: "food:") {
        let fields = Self.fields(rest)
        var arguments = ["food", "add", "--per-serving=" + (fields.count > 1 ? fields[1] : "")]
        if fields.count > 2 { arguments.append("--grams=" + fields[2]) }
        additions.append(arguments + ["--", fields[0]])
      } else if let rest = Self.rest(of: line, after: "recipe:") {
        let fields = Self.fields(rest)
        additions.append(
          ["recipe", "add", "--servings=" + (fields.count > 2 ? fields[2] : "1"), "--", fields[0]]
            + (fields.count > 1 ? [fields[1]] : []))
      } else if let rest = Self.rest(of: line, after: "goal-min:") {
        goalFlags.append("--goal-min=" + rest.trimmingSpaces)
      } else if let rest = Self.rest(of: line, after: "goal-max:") {
        goalFlags.append("--goal-max=" + rest.trimmingSpaces)
      } else {
        mealLines.append(line)
      }
    }
    meal = mealLines.joined(separator: "\n")
  }

  private static func rest(of line: Substring, after prefix: String) -> Substring? {
    line.hasPrefix(prefix) ? line.dropFirst(prefix.count) : nil
  }

  /// The `|`-separated fields of `text`, each without surrounding spaces; at least one.
  private static func fields(_ text: Substring) -> [String] {
    text.split(separator: "|", omittingEmptySubsequences: false).map(\.trimmingSpaces)
  }
}

extension Substring {
  /// The text without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
