import Entities
import FoundationEssentials

/// How meal types are read from the command line and shown (ADR 0017).
public enum MealTypeText {
  /// The entry's type as shown: "lunch" when the person gave it, "lunch (from the time)" when
  /// it is inferred from the time eaten in `timeZone`.
  public static func label(_ entry: MealEntry, timeZone: TimeZoneRules) -> String {
    let type = entry.mealType(in: timeZone)
    return entry.mealType == nil ? "\(type) (from the time)" : type.rawValue
  }

  /// Reads a meal type for `--option` (or, when `option` is nil, a `yesterday:<type>`), or
  /// throws a usage error listing the valid names.
  public static func parse(
    _ text: String, option: String?, command: String
  ) throws(UsageError) -> MealType {
    guard let type = MealType(name: text) else {
      let shown = text.count > 20 ? text.prefix(20) + "…" : Substring(text)
      throw UsageError(
        (option.map { "--\($0): " } ?? "") + "'\(shown)' is not a meal type; use one of "
          + MealType.names, command: command)
    }
    return type
  }
}
