import Entities
import FoundationEssentials

/// Nutrient goals as people write them in the configuration file and on the command line
/// (ADR 0020): `">=120"` (at least), `"<=2300"` (at most) or `"100..150"` (both), the unit
/// optional ("≥ 120 g"); nutrients by their setting names ("protein", "saturated-fat").
public enum NutrientGoalText {
  /// A goal text that cannot be used, in words a person can act on.
  public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var description: String
  }

  /// Nutrients that take a goal here: all but calories, whose goal is the `goal` setting.
  public static let nutrients = Nutrient.allCases.filter { $0 != .calories }

  /// Prefix of the settings holding nutrient goals ("goal.protein").
  public static let settingPrefix = "goal."

  /// The nutrient's name in settings and flags: "protein", "carbs", "saturated-fat".
  public static func name(of nutrient: Nutrient) -> String {
    switch nutrient {
    case .carbohydrates: "carbs"
    case .saturatedFat: "saturated-fat"
    case .vitaminC: "vitamin-c"
    default: nutrient.rawValue
    }
  }

  /// The setting holding `nutrient`'s goal ("goal.sodium").
  public static func settingName(of nutrient: Nutrient) -> String {
    settingPrefix + name(of: nutrient)
  }

  /// The nutrient whose goal setting is `setting`, if it is one.
  public static func nutrient(ofSetting setting: String) -> Nutrient? {
    nutrients.first { settingName(of: $0) == setting }
  }

  /// The nutrient called `text`, forgiving case and spelling of the separator
  /// ("saturated_fat", "saturatedFat", "Vitamin C", "carbohydrates").
  public static func nutrient(named text: String) -> Nutrient? {
    let wanted = loose(text)
    return Nutrient.allCases.first { nutrient in
      [name(of: nutrient), nutrient.rawValue, nutrient.displayName].map(loose).contains(wanted)
    }
  }

  /// The goal for `nutrient` written as `text`.
  public static func goal(
    _ nutrient: Nutrient, from text: String
  ) throws(Problem) -> NutrientGoal {
    let trimmed = text.trimmingWhitespace()
    var minimum: Double?
    var maximum: Double?
    if let rest = strip(trimmed, prefixes: [">=", "≥"]) {
      minimum = try amount(rest, nutrient, in: text)
    } else if let rest = strip(trimmed, prefixes: ["<=", "≤"]) {
      maximum = try amount(rest, nutrient, in: text)
    } else if let dots = trimmed.firstRange(of: "..") {
      minimum = try amount(String(trimmed[..<dots.lowerBound]), nutrient, in: text)
      maximum = try amount(String(trimmed[dots.upperBound...]), nutrient, in: text)
    } else {
      // The number they typed, if they typed one, makes the clearest example.
      let value = Double(trimmed).flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
      let example = number(value ?? nutrient.dailyGoalMaximum / 20)
      let upper = number((value ?? nutrient.dailyGoalMaximum / 20) * 2)
      throw Problem(
        description: "'\(text)' does not say whether it is a minimum or a maximum: write "
          + ">=\(example) (at least), <=\(example) (at most) or \(example)..\(upper) "
          + "(both), in \(nutrient.unit)")
    }
    do {
      return try NutrientGoal(nutrient, minimum: minimum, maximum: maximum)
    } catch {
      throw Problem(description: error.description)
    }
  }

  /// `goal` as the settings hold it: ">=120", "<=2300" or "100..150".
  public static func text(_ goal: NutrientGoal) -> String {
    switch (goal.minimum, goal.maximum) {
    case (let minimum?, let maximum?): "\(number(minimum))..\(number(maximum))"
    case (let minimum?, nil): ">=\(number(minimum))"
    case (nil, let maximum?): "<=\(number(maximum))"
    case (nil, nil): ""
    }
  }

  /// The goals given by `--goal-min nutrient=amount` and `--goal-max nutrient=amount`, each
  /// repeatable, as setting values by setting name; the last value for a bound wins.
  public static func flagValues(
    minimums: [String], maximums: [String]
  ) throws(SettingsError) -> [String: String] {
    var bounds: [Nutrient: (minimum: Double?, maximum: Double?)] = [:]
    var flagsOf: [Nutrient: Set<String>] = [:]
    for (flag, values) in [("goal-min", minimums), ("goal-max", maximums)] {
      for value in values {
        let (nutrient, amount) = try flagValue(value, flag: flag)
        if flag == "goal-min" {
          bounds[nutrient, default: (nil, nil)].minimum = amount
        } else {
          bounds[nutrient, default: (nil, nil)].maximum = amount
        }
        flagsOf[nutrient, default: []].insert(flag)
      }
    }
    var values: [String: String] = [:]
    for (nutrient, bound) in bounds {
      do {
        let goal = try NutrientGoal(nutrient, minimum: bound.minimum, maximum: bound.maximum)
        values[settingName(of: nutrient)] = text(goal)
      } catch {
        let flags = flagsOf[nutrient, default: []].sorted().joined(separator: "/--")
        throw SettingsError(source: .flag, key: flags, problem: error.description)
      }
    }
    return values
  }

  /// "protein=120" split into the nutrient and the amount in its unit.
  private static func flagValue(
    _ value: String, flag: String
  ) throws(SettingsError) -> (Nutrient, Double) {
    let parts = value.split(separator: "=", maxSplits: 1).map(String.init)
    guard parts.count == 2 else {
      throw SettingsError(
        source: .flag, key: flag,
        problem: "'\(value)' is not nutrient=amount (e.g. --\(flag) protein=120)")
    }
    guard let nutrient = nutrient(named: parts[0]) else {
      let names = nutrients.map(name(of:))
      let hint = Suggestion.closest(to: parts[0], among: names).map { " (did you mean '\($0)'?)" }
      throw SettingsError(
        source: .flag, key: flag,
        problem: "'\(parts[0])' is not a nutrient\(hint ?? ""); one of "
          + names.joined(separator: ", "))
    }
    guard nutrient != .calories else {
      throw SettingsError(
        source: .flag, key: flag,
        problem: "the calorie goal is --goal <kcal> (the daily target summary charts)")
    }
    do {
      return (nutrient, try amount(parts[1], nutrient, in: value))
    } catch {
      throw SettingsError(source: .flag, key: flag, problem: error.description)
    }
  }

  /// "120", "120 g" or "120g" for a nutrient in grams, as a number.
  private static func amount(
    _ text: String, _ nutrient: Nutrient, in whole: String
  ) throws(Problem) -> Double {
    let trimmed = text.trimmingWhitespace()
    let unitStart = trimmed.firstIndex { $0.isLetter } ?? trimmed.endIndex
    let number = trimmed[..<unitStart].trimmingWhitespace()
    let unit = trimmed[unitStart...].lowercased()
    guard let value = Double(number), value.isFinite else {
      throw Problem(
        description: "'\(whole)': '\(trimmed)' is not a number of \(nutrient.unit) "
          + "(write 2300, not 2,300)")
    }
    guard unit.isEmpty || unit == nutrient.unit else {
      throw Problem(
        description: "'\(whole)': \(nutrient.displayName) goals are in \(nutrient.unit), "
          + "not \(unit)")
    }
    return value
  }

  private static func strip(_ text: String, prefixes: [String]) -> String? {
    for prefix in prefixes where text.hasPrefix(prefix) {
      return String(text.dropFirst(prefix.count))
    }
    return nil
  }

  private static func loose(_ text: String) -> String {
    text.lowercased().filter { $0.isLetter || $0.isNumber }
  }

  /// "120" for 120.0 and "2.5" for 2.5, as people write them.
  private static func number(_ value: Double) -> String {
    value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}
