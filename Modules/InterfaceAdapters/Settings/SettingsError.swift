/// An invalid setting, named with where it came from so the person knows what to fix.
public struct SettingsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the bad value came from.
  public var source: SettingSource
  /// Which setting.
  public var key: String
  /// What is wrong with it.
  public var problem: String

  /// Creates a settings error.
  public init(source: SettingSource, key: String, problem: String) {
    self.source = source
    self.key = key
    self.problem = problem
  }

  public var description: String {
    switch source {
    case .flag: "--\(key): \(problem)"
    case .environment(let name): "\(name): \(problem)"
    case .file(let path): "\(path): \(key): \(problem)"
    case .defaultValue: "\(key): \(problem)"
    }
  }
}
