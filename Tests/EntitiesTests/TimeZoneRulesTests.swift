import Entities
import Foundation
import TestSupport
import Testing

@Suite("TimeZoneRules")
struct TimeZoneRulesTests {
  /// Clocks at UTC+1 that jump to UTC+2 at 2026-03-29T01:00:00Z (02:00 → 03:00 local) and fall
  /// back to UTC+1 at 2026-10-25T01:00:00Z (03:00 → 02:00 local), as Paris's do.
  let paris = TimeZoneRules(
    identifier: "Test/Paris", initialOffset: 3600,
    changes: [.init(at: 1_774_746_000, to: 7200), .init(at: 1_792_890_000, to: 3600)])!

  /// Paris's yearly rule: UTC+2 from the last Sunday of March, 02:00, to the last Sunday of
  /// October, 03:00.
  static let parisRule = DaylightSavingRule(
    standardOffset: 3600, daylightOffset: 7200,
    startDay: .weekday(month: 3, week: 5, weekday: 0), startSecond: 7200,
    endDay: .weekday(month: 10, week: 5, weekday: 0), endSecond: 10_800)!

  /// Local seconds of 2026-`month`-`day` `hour`:`minute`.
  func local(_ month: Int, _ day: Int, _ hour: Int, _ minute: Int) -> Int64 {
    Int64(CalendarDay(year: 2026, month: month, day: day)!.daysSince1970) * 86_400
      + Int64(hour * 3600 + minute * 60)
  }

  @Test("offsets change at the listed instants, not a second early")
  func offsets() {
    expectEqual(paris.secondsFromGMT(atSecond: 1_774_745_999), 3600)
    expectEqual(paris.secondsFromGMT(atSecond: 1_774_746_000), 7200)
    expectEqual(paris.secondsFromGMT(atSecond: 1_792_889_999), 7200)
    expectEqual(paris.secondsFromGMT(atSecond: 1_792_890_000), 3600)
    expectEqual(paris.secondsFromGMT(atSecond: .min / 2), 3600)
    expectEqual(TimeZoneRules.utc.secondsFromGMT(for: Date(timeIntervalSince1970: 1e300)), 0)
  }

  @Test("a local reading is shown once, never in a gap, twice where the clocks fall back")
  func readings() {
    expectEqual(paris.seconds(showing: local(3, 29, 1, 30)), [1_774_744_200])
    #expect(paris.seconds(showing: local(3, 29, 2, 30)).isEmpty)
    expectEqual(paris.seconds(showing: local(10, 25, 2, 30)), [1_792_888_200, 1_792_891_800])
    // A day starting in a gap starts when the clocks jump.
    expectEqual(paris.firstSecond(showing: local(3, 29, 2, 0)), 1_774_746_000)
    expectEqual(paris.firstSecond(showing: local(3, 29, 2, 59)), 1_774_746_000)
    expectEqual(paris.firstSecond(showing: local(10, 25, 2, 30)), 1_792_888_200)
  }

  @Test("the farthest seconds are answered, not trapped on")
  func extremes() throws {
    let rule = Self.parisRule
    let zone = try #require(
      TimeZoneRules(identifier: "x", initialOffset: 0, changes: [], laterChanges: rule))
    for second in [Int64.min, Int64.max, -TimeZoneRules.farthestSecond - 1] {
      #expect([3600, 7200].contains(zone.secondsFromGMT(atSecond: second)))
      #expect(zone.seconds(showing: second).count <= 2)
      _ = zone.firstSecond(showing: second)
    }
    #expect([3600, 7200].contains(zone.secondsFromGMT(for: Date(timeIntervalSince1970: -1e300))))
  }

  @Test("impossible offsets and changes out of order are refused")
  func refused() {
    expectEqual(TimeZoneRules(identifier: "x", secondsFromGMT: 27 * 3600), nil)
    expectEqual(
      TimeZoneRules(
        identifier: "x", initialOffset: 0, changes: [.init(at: 10, to: 0), .init(at: 10, to: 60)]),
      nil)
  }

  @Test("yearly rules: the last Sunday, the first, Julian and ordinal days, across a new year")
  func yearlyRules() throws {
    // Paris's rule: the last Sundays of March and October (2026-03-29, 2026-10-25).
    let rule = Self.parisRule
    expectEqual(rule.secondsFromGMT(atSecond: 1_774_745_999), 3600)
    expectEqual(rule.secondsFromGMT(atSecond: 1_774_746_000), 7200)
    expectEqual(rule.secondsFromGMT(atSecond: 1_792_890_000), 3600)
    // Southern: daylight time from the first Sunday of October to the first of April
    // (Sydney, UTC+10/+11): 2026-04-05 and 2026-10-04.
    let sydney = try #require(
      DaylightSavingRule(
        standardOffset: 36_000, daylightOffset: 39_600,
        startDay: .weekday(month: 10, week: 1, weekday: 0), startSecond: 7200,
        endDay: .weekday(month: 4, week: 1, weekday: 0), endSecond: 10_800))
    expectEqual(sydney.secondsFromGMT(atSecond: 1_767_225_600), 39_600)  // 2026-01-01
    expectEqual(sydney.secondsFromGMT(atSecond: 1_784_000_000), 36_000)  // 2026-07-14
    expectEqual(sydney.secondsFromGMT(atSecond: 1_798_761_599), 39_600)  // 2026-12-31
    expectEqual(
      DaylightSavingRule(
        standardOffset: 0, daylightOffset: 3600, startDay: .julian(0), startSecond: 0,
        endDay: .julian(300), endSecond: 0), nil)
  }
}
