/// Options accepted by every subcommand; settings they carry are resolved by `SettingsResolver`.
public enum GlobalOptions {
  /// All global options, in help order.
  public static let all: [OptionSpec] = [
    .value(
      "store", "kind", choices: StoreKind.allCases.map(\.rawValue),
      help: "Where history is kept: memory, sqlite (default) or postgres."),
    .value(
      "analyzer", "kind", choices: AnalyzerKind.allCases.map(\.rawValue),
      help: "Who analyzes meals: local (default, offline USDA data) or http."),
    .value(
      "tz", "zone",
      help: "Time zone for days and times shown, e.g. Europe/Paris (default: $TZ, else system)."),
    .flag("json", help: "Print machine-readable JSON instead of a table."),
    .flag("help", help: "Show help for wellplate or the subcommand."),
    .flag("version", help: "Show the version."),
    .value(
      "goal", "kcal",
      help: "Daily calorie goal for summary (default 2000; $WELLPLATE_GOAL)."),
    .value(
      "config", "path",
      help: "Configuration file (default: $XDG_CONFIG_HOME/wellplate/config.json)."),
  ]
}
