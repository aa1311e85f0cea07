import FoundationEssentials

/// Renders help in the layout of swift-argument-parser: OVERVIEW, USAGE, OPTIONS, EXAMPLES.
public enum HelpText {
  /// The version printed by `--version`.
  public static let version = "0.1.0"

  /// Help for the whole tool.
  public static func general(_ catalog: CommandCatalog) -> String {
    var lines = [
      "OVERVIEW: Turn what you ate into nutrition facts and keep a history of it.",
      "",
      "USAGE: wellplate <command> [options]",
      "",
      "COMMANDS:",
    ]
    let width = (catalog.commands.map(\.name.count).max() ?? 0) + 2
    for command in catalog.commands {
      lines.append(
        "  " + command.name.padded(toLength: width)
          + command.summary)
    }
    lines += ["", "GLOBAL OPTIONS:"] + optionLines(catalog.globalOptions)
    lines += [
      "",
      "EXAMPLES:",
      "  wellplate analyze \"2 eggs and a slice of toast\"",
      "  wellplate history --from 2026-11-01 --json",
      "  wellplate summary --days 30 --goal 1800",
      "",
      "See 'wellplate help <command>' for details on a command.",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Help for one subcommand.
  public static func command(_ spec: CommandSpec, in catalog: CommandCatalog) -> String {
    var lines = ["OVERVIEW: \(spec.summary)", ""]
    if !spec.discussion.isEmpty { lines += [spec.discussion, ""] }
    lines.append("USAGE: " + spec.usage.map { "wellplate \($0)" }.joined(separator: "\n       "))
    if !spec.options.isEmpty {
      lines += ["", "OPTIONS:"] + optionLines(spec.options)
    }
    lines += ["", "GLOBAL OPTIONS:"] + optionLines(catalog.globalOptions)
    if !spec.examples.isEmpty {
      lines += ["", "EXAMPLES:"]
      for example in spec.examples {
        lines += ["  # \(example.comment)", "  \(example.command)"]
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func optionLines(_ options: [OptionSpec]) -> [String] {
    let width = (options.map(\.synopsis.count).max() ?? 0) + 2
    return options.map {
      "  " + $0.synopsis.padded(toLength: width) + $0.help
    }
  }
}
