import Entities
import Foundation
import Synchronization

/// Time zone rules copied from Foundation's zones (ICU's data), for tests of the inner layers,
/// which take rules rather than reading the tz database, and to check the driver that reads it.
public enum FoundationZones {
  /// The first instant copied: 1900-01-01T00:00:00Z.
  public static let firstInstant = Date(timeIntervalSince1970: -2_208_988_800)
  /// The end of the copied changes: 2200-01-01T00:00:00Z (after every time an entry may have);
  /// later instants keep the last offset.
  public static let endInstant = Date(timeIntervalSince1970: 7_258_118_400)

  private static let copied = Mutex<[String: TimeZoneRules]>([:])

  /// The rules of the zone Foundation knows as `identifier`, with every change it reports
  /// from 1900 to 2200; `nil` when Foundation does not know the zone.
  public static func rules(named identifier: String) -> TimeZoneRules? {
    if let known = copied.withLock({ $0[identifier] }) { return known }
    guard let zone = TimeZone(identifier: identifier) else { return nil }
    var changes: [TimeZoneRules.Change] = []
    var instant = firstInstant
    while let next = zone.nextDaylightSavingTimeTransition(after: instant), next < endInstant {
      changes.append(
        .init(at: Int64(next.timeIntervalSince1970), to: zone.secondsFromGMT(for: next)))
      instant = next
    }
    let rules = TimeZoneRules(
      identifier: identifier, initialOffset: zone.secondsFromGMT(for: firstInstant),
      changes: changes)
    copied.withLock { $0[identifier] = rules }
    return rules
  }

  /// `rules(named:)` for a zone a test names, which Foundation always knows.
  public static subscript(_ identifier: String) -> TimeZoneRules {
    rules(named: identifier)!
  }
}
