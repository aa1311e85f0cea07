/// JSON form of the effective configuration, printed by `config --json`:
/// `{"<key>": {"value": <text or null>, "source": "flag" | "env:NAME" | "file:PATH" | "default"}}`.
///
/// Every known setting appears, `"value": null` when unset. The pseudo-setting `config` tells
/// which configuration file was looked for and why. Secrets are masked.
public struct ConfigurationDocument: Encodable, Hashable, Sendable {
  /// One setting's effective value and its source.
  public struct Entry: Encodable, Hashable, Sendable {
    /// The value as text, masked when secret; `nil` when unset.
    public var value: String?
    /// `SettingSource.description`: "flag", "env:NAME", "file:PATH" or "default".
    public var source: String

    private enum CodingKeys: String, CodingKey {
      case value, source
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(value, forKey: .value)
      try container.encode(source, forKey: .source)
    }
  }

  /// Name of the entry describing the configuration file itself.
  public static let fileEntryName = "config"

  /// Entries by setting name.
  public var entries: [String: Entry]

  /// The document for `settings` resolved over `keys`, with the file looked for at `location`.
  public init(
    settings: Settings, keys: [SettingKey] = SettingKey.all, location: ConfigurationLocation?
  ) {
    var entries: [String: Entry] = [:]
    for key in keys {
      let resolved = settings.values[key.name]
      entries[key.name] = Entry(
        value: resolved.map { SecretMask.masked($0.value, for: key) },
        source: (resolved?.source ?? .defaultValue).description)
    }
    entries[Self.fileEntryName] = Entry(
      value: location.map { SecretMask.masked($0.path) },
      source: (location?.source ?? .defaultValue).description)
    self.entries = entries
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(entries)
  }
}
