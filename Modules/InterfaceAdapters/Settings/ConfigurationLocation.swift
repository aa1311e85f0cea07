/// Where the configuration file is looked for, and what said so.
public struct ConfigurationLocation: Hashable, Sendable {
  /// The environment variable naming a configuration file, like `--config`.
  public static let environmentVariable = "WELLPLATE_CONFIG"

  /// The file's path.
  public var path: String
  /// `.flag` for `--config`, `.environment` for `WELLPLATE_CONFIG`, `.defaultValue` otherwise.
  public var source: SettingSource

  /// Creates a location.
  public init(path: String, source: SettingSource) {
    self.path = path
    self.source = source
  }

  /// Whether the person named this file; a named file that is missing is an error, while a
  /// missing file at the default place just means "no configuration".
  public var isExplicit: Bool { source != .defaultValue }

  /// The location for `invocation` in `environment`: `--config`, then `WELLPLATE_CONFIG`, then
  /// `$XDG_CONFIG_HOME/wellplate/config.json`, then `$HOME/.config/wellplate/config.json`;
  /// `nil` when none of them can be worked out.
  public static func resolve(
    _ invocation: Invocation, environment: [String: String]
  ) -> ConfigurationLocation? {
    if let path = invocation.value("config") {
      return ConfigurationLocation(path: path, source: .flag)
    }
    if let path = environment[environmentVariable], !path.isEmpty {
      return ConfigurationLocation(path: path, source: .environment(environmentVariable))
    }
    // The XDG Base Directory spec says a relative XDG_CONFIG_HOME is invalid and is ignored.
    if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") {
      return ConfigurationLocation(
        path: join(base, "wellplate/config.json"), source: .defaultValue)
    }
    if let home = environment["HOME"], !home.isEmpty {
      return ConfigurationLocation(
        path: join(home, ".config/wellplate/config.json"), source: .defaultValue)
    }
    return nil
  }

  private static func join(_ directory: String, _ relative: String) -> String {
    var directory = directory
    while directory.count > 1, directory.hasSuffix("/") { directory.removeLast() }
    return directory == "/" ? "/" + relative : directory + "/" + relative
  }
}
