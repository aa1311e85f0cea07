/// Where the effective value of a setting came from, highest precedence first.
public enum SettingSource: Hashable, Sendable, CustomStringConvertible {
  /// A command-line flag.
  case flag
  /// An environment variable.
  case environment(String)
  /// The configuration file at this path.
  case file(String)
  /// The built-in default.
  case defaultValue

  public var description: String {
    switch self {
    case .flag: "flag"
    case .environment(let name): "env:\(name)"
    case .file(let path): "file:\(path)"
    case .defaultValue: "default"
    }
  }
}
