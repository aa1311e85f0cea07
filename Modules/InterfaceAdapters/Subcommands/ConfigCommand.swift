/// `wellplate config`: the effective configuration and where each value came from.
public enum ConfigCommand: Subcommand {
  public static let spec = CommandSpec(
    name: "config",
    summary: "Show the effective configuration and where each value came from.",
    usage: ["config [--json]"],
    discussion: """
      Each setting comes from the first of: a command-line flag, an environment variable \
      (WELLPLATE_*, TZ), the configuration file, the built-in default. The file is --config \
      <path>, else $WELLPLATE_CONFIG, else $XDG_CONFIG_HOME/wellplate/config.json, else \
      ~/.config/wellplate/config.json: one JSON object such as {"store": "sqlite", "goal": \
      1800, "goal.protein": ">=120"}. Nutrient goals (goal.<nutrient>, set in the file or by \
      --goal-min/--goal-max) are listed when set. Secrets and passwords inside URLs are shown \
      as ****.
      """,
    examples: [
      ("wellplate config", "What this machine is set up to do, and why"),
      (
        "WELLPLATE_STORE=memory wellplate config --json --goal 1800",
        "As JSON: store from env:WELLPLATE_STORE, goal from flag"
      ),
    ])

  public static func run(_ invocation: Invocation, in context: CommandContext) async throws
    -> CommandOutcome
  {
    if context.json {
      return CommandOutcome(
        standardOutput: try JSONDocuments.encode(
          ConfigurationDocument(
            settings: context.settings, location: context.configurationLocation)))
    }
    return CommandOutcome(
      standardOutput: ConfigurationText.render(
        settings: context.settings, location: context.configurationLocation,
        fileFound: context.configurationFile != nil, style: context.style))
  }
}
