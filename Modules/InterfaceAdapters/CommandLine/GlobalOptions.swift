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
      "analyzer-url", "url",
      help: "Base URL of the http analyzer's service ($WELLPLATE_ANALYZER_URL; API key: "
        + "$WELLPLATE_API_KEY only)."),
    .value(
      "http-contract", "contract", choices: HTTPContractKind.allCases.map(\.rawValue),
      help: "What the service speaks: wellplate (default, the WellPlate API) or openai."),
    .value("model", "name", help: "Model for --http-contract openai (or $WELLPLATE_MODEL)."),
    .value(
      "timeout", "seconds",
      help: "Seconds to wait for the http analyzer's service (default 30)."),
    .value(
      "tz", "zone",
      help: "Time zone for days and times shown, e.g. Europe/Paris (default: $TZ, else system)."),
    .value(
      "db", "path",
      help: "SQLite history file (default: $WELLPLATE_DB, else "
        + "$XDG_DATA_HOME/wellplate/history.sqlite)."),
    .value(
      "profile", "name",
      help: "Whose history to use (default: $WELLPLATE_PROFILE, else me)."),
    .value(
      "database-url", "url",
      help: "PostgreSQL history for --store postgres, e.g. postgres://me@db.example/wellplate "
        + "($WELLPLATE_DATABASE_URL)."),
    .flag("json", help: "Print machine-readable JSON instead of a table."),
    .flag("help", help: "Show help for wellplate or the subcommand."),
    .flag("version", help: "Show the version."),
    .value(
      "goal", "kcal",
      help: "Daily calorie goal for summary (default 2000; $WELLPLATE_GOAL)."),
    .value(
      "goal-min", "nutrient=amount", repeatable: true,
      help: "A daily minimum for summary, e.g. protein=120 (g) or fiber=30; repeatable."),
    .value(
      "goal-max", "nutrient=amount", repeatable: true,
      help: "A daily maximum for summary, e.g. sodium=2300 (mg) or sugars=50; repeatable."),
    .value(
      "config", "path",
      help: "Configuration file (default: $XDG_CONFIG_HOME/wellplate/config.json)."),
  ]
}
