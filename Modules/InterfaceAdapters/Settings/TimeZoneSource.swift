import Entities

/// Finds a time zone's rules by name; implemented by a driver reading the system's tz
/// database (ADR 0025), by Foundation's zones in tests.
///
/// A port of the settings rather than of a use case: use cases are handed the zone's rules,
/// only the adapter layer turns `--tz` into them.
public protocol TimeZoneSource: Sendable {
  /// The zone `identifier` names in any form the `TZ` variable takes ("Europe/Paris",
  /// ":Europe/Paris", "UTC", "GMT+05:30", "EST5EDT,M3.2.0,M11.1.0"); `nil` when unknown.
  func zone(named identifier: String) -> TimeZoneRules?
  /// The zone the system runs in (the `TZ` variable, else the system setting); UTC when it
  /// names nothing readable.
  func systemZone() -> TimeZoneRules
}
