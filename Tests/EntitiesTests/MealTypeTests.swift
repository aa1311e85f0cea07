import Entities
import Foundation
import TestSupport
import Testing

@Suite("MealType")
struct MealTypeTests {
  @Test("hours map to breakfast 04–10, lunch 11–15, dinner 16–21 and a snack otherwise")
  func hours() {
    let expected: [MealType] =
      Array(repeating: .snack, count: 4) + Array(repeating: .breakfast, count: 7)
      + Array(repeating: .lunch, count: 5) + Array(repeating: .dinner, count: 6)
      + Array(repeating: .snack, count: 2)
    expectEqual((0..<24).map(MealType.inferred(hour:)), expected)
  }

  @Test("the boundaries are the first minute of each range")
  func boundaries() throws {
    let zone = FoundationZones["UTC"]
    func at(_ hour: Int, _ minute: Int, _ second: Int = 0) -> MealType {
      // 2026-11-21T00:00:00Z
      let instant = Date(
        timeIntervalSince1970: 1_795_219_200 + Double(hour * 3600 + minute * 60 + second))
      return MealType.inferred(from: instant, in: zone)
    }
    expectEqual(at(3, 59, 59), .snack)
    expectEqual(at(4, 0), .breakfast)
    expectEqual(at(10, 59, 59), .breakfast)
    expectEqual(at(11, 0), .lunch)
    expectEqual(at(15, 59, 59), .lunch)
    expectEqual(at(16, 0), .dinner)
    expectEqual(at(21, 59, 59), .dinner)
    expectEqual(at(22, 0), .snack)
    expectEqual(at(0, 0), .snack)
  }

  @Test("the hour is read on the clock of the time zone given")
  func timeZones() throws {
    // 2026-11-21T12:30:00Z: lunch in London, breakfast in New York, dinner in Tokyo.
    let instant = Date(timeIntervalSince1970: 1_795_264_200)
    expectEqual(
      MealType.inferred(from: instant, in: FoundationZones["Europe/London"]), .lunch)
    expectEqual(
      MealType.inferred(from: instant, in: FoundationZones["America/New_York"]), .breakfast)
    expectEqual(
      MealType.inferred(from: instant, in: FoundationZones["Asia/Tokyo"]), .dinner)
  }

  @Test("the hour is the calendar's, across zones, DST changes and the whole range of times")
  func hourAsTheCalendarReadsIt() throws {
    // Read from the zone's offset for speed (ADR 0023); it must be the calendar's hour.
    var random = ZoneSamples.Fractions(state: 42)
    let range = MealEntry.possibleTimes
    for name in ZoneSamples.names {
      let zone = FoundationZones[name]
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = try #require(TimeZone(identifier: name))
      for _ in 0..<3000 {
        let span = range.upperBound.timeIntervalSince(range.lowerBound)
        let instant = range.lowerBound.addingTimeInterval((random.next() * span).rounded(.down))
        let hour = calendar.component(.hour, from: instant)
        expectEqual(MealType.inferred(from: instant, in: zone), MealType.inferred(hour: hour))
      }
    }
  }

  @Test("an entry's given type wins over its time; without one, the time decides")
  func entryType() throws {
    let zone = FoundationZones["UTC"]
    // 2026-11-21T08:00:00Z
    var entry = MealEntry(
      id: MealEntryID("a"), consumedAt: Date(timeIntervalSince1970: 1_795_248_000),
      description: "toast", items: [], totals: .zero, analyzer: "local")
    expectEqual(entry.mealType, nil)
    expectEqual(entry.mealType(in: zone), .breakfast)
    entry.mealType = .snack
    expectEqual(entry.mealType(in: zone), .snack)
  }

  @Test("names are read whatever their case, and nothing else is a type")
  func names() {
    expectEqual(MealType(name: "Lunch"), .lunch)
    expectEqual(MealType(name: " DINNER "), .dinner)
    expectEqual(MealType(name: "brunch"), nil)
    expectEqual(MealType(name: ""), nil)
    expectEqual(MealType.names, "breakfast, lunch, dinner, snack")
    expectEqual(MealType.allCases.map(\.description), ["breakfast", "lunch", "dinner", "snack"])
  }
}
