/// A setting that can come from a flag, an environment variable, the config file or a default.
public struct SettingKey: Sendable {
  /// Name in the config file and in `config` output ("store").
  public var name: String
  /// The global flag that sets it, without dashes ("store"), if any.
  public var flag: String?
  /// Environment variables that set it, in precedence order ("WELLPLATE_STORE").
  public var environment: [String]
  /// The default value; `nil` when the setting is simply absent by default.
  public var defaultValue: String?
  /// Allowed values, when the setting is a choice.
  public var choices: [String]?
  /// Whether the value must never be printed in full (passwords, keys).
  public var isSecret: Bool
  /// Works out a default from the environment when there is no fixed `defaultValue`.
  public var environmentDefault: (@Sendable (_ environment: [String: String]) -> String?)?

  /// Creates a setting key.
  public init(
    name: String, flag: String? = nil, environment: [String] = [], defaultValue: String? = nil,
    choices: [String]? = nil, isSecret: Bool = false,
    environmentDefault: (@Sendable (_ environment: [String: String]) -> String?)? = nil
  ) {
    self.name = name
    self.flag = flag
    self.environment = environment
    self.defaultValue = defaultValue
    self.choices = choices
    self.isSecret = isSecret
    self.environmentDefault = environmentDefault
  }

  /// Settings of the shipped command line.
  public static let all: [SettingKey] =
    [
      SettingKey(
        name: "store", flag: "store", environment: ["WELLPLATE_STORE"], defaultValue: "sqlite",
        choices: StoreKind.allCases.map(\.rawValue)),
      SettingKey(
        name: "analyzer", flag: "analyzer", environment: ["WELLPLATE_ANALYZER"],
        defaultValue: "local", choices: AnalyzerKind.allCases.map(\.rawValue)),
      SettingKey(name: "tz", flag: "tz", environment: ["TZ"]),
      SettingKey(
        name: "analyzer-url", flag: "analyzer-url", environment: ["WELLPLATE_ANALYZER_URL"]),
      SettingKey(
        name: "http-contract", flag: "http-contract", environment: ["WELLPLATE_HTTP_CONTRACT"],
        defaultValue: "wellplate", choices: HTTPContractKind.allCases.map(\.rawValue)),
      SettingKey(name: "model", flag: "model", environment: ["WELLPLATE_MODEL"]),
      SettingKey(
        name: "timeout", flag: "timeout", environment: ["WELLPLATE_TIMEOUT"], defaultValue: "30"),
      SettingKey(name: "api-key", environment: ["WELLPLATE_API_KEY"], isSecret: true),
      SettingKey(
        name: "goal", flag: "goal", environment: ["WELLPLATE_GOAL"],
        defaultValue: Settings.defaultGoal),
      SettingKey(
        name: "db", flag: "db", environment: ["WELLPLATE_DB"],
        environmentDefault: HistoryLocation.defaultDatabasePath(environment:)),
      SettingKey(
        name: "profile", flag: "profile", environment: ["WELLPLATE_PROFILE"], defaultValue: "me"),
      // Not secret as a whole (host and user are what `config` is checked for); SecretMask
      // hides the password inside it wherever it is printed.
      SettingKey(
        name: "database-url", flag: "database-url", environment: ["WELLPLATE_DATABASE_URL"]),
    ] + nutrientGoals
}
