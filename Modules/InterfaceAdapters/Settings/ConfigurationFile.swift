/// Settings read from a configuration file, already flattened to text values.
public struct ConfigurationFile: Hashable, Sendable {
  /// Where the file is, for messages and `config` output.
  public var path: String
  /// Values by setting name.
  public var values: [String: String]

  /// Creates a configuration file's contents.
  public init(path: String, values: [String: String]) {
    self.path = path
    self.values = values
  }
}
