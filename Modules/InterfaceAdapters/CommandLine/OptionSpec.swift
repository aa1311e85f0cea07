/// One `--option` a command accepts.
public struct OptionSpec: Hashable, Sendable {
  /// The long name without dashes ("limit").
  public var name: String
  /// Placeholder for the value in help ("N"); `nil` for a flag that takes no value.
  public var valueName: String?
  /// Allowed values, when the option is a choice.
  public var choices: [String]?
  /// One line of help.
  public var help: String
  /// Whether every occurrence counts (`Invocation.repeatedValues`) instead of the last.
  public var isRepeatable = false

  /// An option that takes a value; a repeatable one keeps every occurrence.
  public static func value(
    _ name: String, _ valueName: String, choices: [String]? = nil, repeatable: Bool = false,
    help: String
  ) -> OptionSpec {
    OptionSpec(
      name: name, valueName: valueName, choices: choices, help: help, isRepeatable: repeatable)
  }

  /// A flag that takes no value.
  public static func flag(_ name: String, help: String) -> OptionSpec {
    OptionSpec(name: name, valueName: nil, choices: nil, help: help)
  }

  /// How the option is spelled in usage text ("--limit N", "--json").
  public var synopsis: String {
    valueName.map { "--\(name) <\($0)>" } ?? "--\(name)"
  }
}
