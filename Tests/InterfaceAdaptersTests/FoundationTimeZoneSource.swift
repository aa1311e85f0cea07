import Entities
import InterfaceAdapters
import TestSupport

/// Zones as Foundation knows them (`FoundationZones`); the system's zone is UTC, so that no
/// test depends on the machine's.
struct FoundationTimeZoneSource: TimeZoneSource {
  func zone(named identifier: String) -> TimeZoneRules? {
    FoundationZones.rules(named: identifier)
  }

  func systemZone() -> TimeZoneRules { .utc }
}
