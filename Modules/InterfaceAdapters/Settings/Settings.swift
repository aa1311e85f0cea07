import Entities
import FoundationEssentials

/// The effective configuration of one run, with the source of every value.
public struct Settings: Sendable {
  /// One resolved value and where it came from.
  public struct Resolved: Hashable, Sendable {
    /// The value as text.
    public var value: String
    /// Its source.
    public var source: SettingSource
  }

  /// Every setting that has a value, by key name.
  public var values: [String: Resolved]
  /// The time zone days are cut in: the rules of `tz`, else the system's (the resolver finds
  /// them).
  public var timeZone: TimeZoneRules

  /// Creates settings from resolved values and the zone they name.
  public init(values: [String: Resolved], timeZone: TimeZoneRules = .utc) {
    self.values = values
    self.timeZone = timeZone
  }

  /// The value of setting `name`, if it has one.
  public func string(_ name: String) -> String? { values[name]?.value }

  /// The history store to use.
  public var store: StoreKind { string("store").flatMap(StoreKind.init(rawValue:)) ?? .sqlite }

  /// The analyzer to use.
  public var analyzer: AnalyzerKind {
    string("analyzer").flatMap(AnalyzerKind.init(rawValue:)) ?? .local
  }

  /// Whose history to read and write; validated by the resolver.
  public var profile: String { string("profile") ?? ProfileName.standard }

  /// The SQLite history file: `--db`, else `WELLPLATE_DB`, else the XDG data folder.
  public func databasePath() throws(SettingsError) -> String {
    guard let path = string("db") else {
      throw SettingsError(
        source: .defaultValue, key: "db",
        problem: "no place for the history file: neither HOME nor XDG_DATA_HOME is set; "
          + "pass --db <path> or set WELLPLATE_DB")
    }
    return path
  }
}
