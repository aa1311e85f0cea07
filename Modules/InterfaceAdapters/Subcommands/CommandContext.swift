import Entities
import FoundationEssentials

/// What a subcommand runs with: settings, the port provider, and output preferences.
public struct CommandContext: Sendable {
  /// Effective settings.
  public var settings: Settings
  /// Where the drivers come from.
  public var ports: any PortProvider
  /// Whether to print JSON rather than text.
  public var json: Bool
  /// How text for people is styled (plain unless standard output is a color terminal).
  public var style: TextStyle
  /// Where the configuration file was looked for; `nil` when nowhere.
  public var configurationLocation: ConfigurationLocation?
  /// The configuration file read there; `nil` when there is none.
  public var configurationFile: ConfigurationFile?

  /// Creates a context.
  public init(
    settings: Settings, ports: any PortProvider, json: Bool, style: TextStyle = .plain,
    configurationLocation: ConfigurationLocation? = nil,
    configurationFile: ConfigurationFile? = nil
  ) {
    self.settings = settings
    self.ports = ports
    self.json = json
    self.style = style
    self.configurationLocation = configurationLocation
    self.configurationFile = configurationFile
  }

  /// The time zone for days and for times shown to people.
  public var timeZone: TimeZoneRules { settings.timeZone }
}
