import Entities
import Foundation
import TestSupport
import Testing

@Suite("LocalClock")
struct LocalClockTests {
  @Test("reads the clock of a zone as Foundation's calendar does, across offsets and DST")
  func matchesTheCalendar() throws {
    var fractions = ZoneSamples.Fractions(state: 5)
    for name in ZoneSamples.names {
      let zone = FoundationZones[name]
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = try #require(TimeZone(identifier: name))
      for _ in 0..<2000 {
        // 1900 to 2100, at any second.
        let instant = Date(timeIntervalSince1970: -2_208_988_800 + fractions.next() * 6.3e9)
        let parts = calendar.dateComponents([.hour, .minute, .second], from: instant)
        let expected = parts.hour! * 3600 + parts.minute! * 60 + parts.second!
        #expect(LocalClock.secondOfDay(of: instant, in: zone) == expected, "\(name) \(instant)")
      }
    }
  }

  @Test("counts whole seconds down, before 1970 too")
  func roundsDown() throws {
    let utc = TimeZoneRules.utc
    expectEqual(LocalClock.seconds(of: Date(timeIntervalSince1970: -0.25), in: utc), -1)
    expectEqual(LocalClock.secondOfDay(of: Date(timeIntervalSince1970: -0.25), in: utc), 86_399)
    let kathmandu = FoundationZones["Asia/Kathmandu"]
    // 2026-11-21 00:00 UTC is 05:45 there (it was 05:30 before 1986).
    let midnight = Date(timeIntervalSince1970: 1_795_219_200)
    expectEqual(LocalClock.secondOfDay(of: midnight, in: kathmandu), 20_700)
    expectEqual(LocalClock.secondOfDay(of: Date(timeIntervalSince1970: 0), in: kathmandu), 19_800)
  }
}
