import Foundation

/// What a subcommand runs with: settings, the port provider, and output preferences.
public struct CommandContext: Sendable {
  /// Effective settings.
  public var settings: Settings
  /// Where the drivers come from.
  public var ports: any PortProvider
  /// Whether to print JSON rather than text.
  public var json: Bool

  /// Creates a context.
  public init(settings: Settings, ports: any PortProvider, json: Bool) {
    self.settings = settings
    self.ports = ports
    self.json = json
  }

  /// The time zone for days and for times shown to people.
  public var timeZone: TimeZone { settings.timeZone }
}
