import Entities
import Foundation
import TestSupport
import Testing

@Suite("CalendarDay")
struct CalendarDayTests {
  @Test(
    "parses YYYY-MM-DD and rejects anything else",
    arguments: [
      ("2026-11-21", true), ("2024-02-29", true), ("2026-02-29", false), ("2026-13-01", false),
      ("2026-1-01", false), ("21/11/2026", false), ("", false), ("2026-11-21T00:00", false),
    ])
  func parses(_ text: String, _ valid: Bool) {
    expectEqual((CalendarDay(text) != nil), valid)
    if valid { expectEqual(CalendarDay(text)?.description, text) }
  }

  @Test("the same instant falls on different days in different time zones")
  func timeZones() {
    let instant = Date(timeIntervalSince1970: 1_795_230_000)  // 2026-11-21T03:00:00Z
    expectEqual(CalendarDay(containing: instant, in: .utc).description, "2026-11-21")
    let newYork = FoundationZones["America/New_York"]
    expectEqual(CalendarDay(containing: instant, in: newYork).description, "2026-11-20")
  }

  @Test("a day starts at local midnight, and DST days are 23 or 25 hours long")
  func starts() {
    let paris = FoundationZones["Europe/Paris"]
    let day = CalendarDay("2026-03-29")!  // clocks go forward in Paris
    let start = day.start(in: paris)
    expectEqual(start, Date(timeIntervalSince1970: 1_774_738_800))  // 2026-03-28T23:00:00Z
    let next = day.adding(days: 1).start(in: paris)
    expectEqual(next.timeIntervalSince(start), 23 * 3600)
  }

  @Test("the day of the week is the calendar's, before 1970 too")
  func weekdays() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    for days in stride(from: -50_000, through: 50_000, by: 13) {
      let noon = Date(timeIntervalSince1970: Double(days) * 86_400 + 43_200)
      let expected = calendar.component(.weekday, from: noon) - 1
      #expect(CalendarDay(daysSince1970: days).weekday == expected, "\(days)")
    }
  }

  @Test("adding days crosses months and years")
  func adding() {
    expectEqual(CalendarDay("2026-12-31")!.adding(days: 1).description, "2027-01-01")
    expectEqual(CalendarDay("2026-03-01")!.adding(days: -1).description, "2026-02-28")
    #expect(CalendarDay("2026-11-21")! < CalendarDay("2026-11-22")!)
  }

  @Test(
    "description is printf's %04d-%02d-%02d",
    arguments: [(1, 1, 1), (5, 3, 9), (99, 10, 31), (999, 12, 1), (2026, 11, 21), (12345, 6, 15)])
  func descriptionIsZeroPadded(_ parts: (Int, Int, Int)) throws {
    let day = try #require(CalendarDay(year: parts.0, month: parts.1, day: parts.2))
    expectEqual(day.description, String(format: "%04d-%02d-%02d", parts.0, parts.1, parts.2))
  }

  @Test("a day number gives the calendar's date, leap days and centuries included")
  func dayNumbers() throws {
    // Every eleventh day from 1600 to 2400 (all days of the month over the years), every day
    // around 1900 and 2000, and a few far out: arithmetic must agree with the calendar, which
    // is Julian before 1582-10-15, where the arithmetic goes on in the proleptic Gregorian.
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    let sampled = Array(stride(from: -135_140, through: 157_000, by: 11))
    let centuries = Array(-25_600...(-25_500)) + Array(10_900...11_050)
    for days in sampled + centuries + [2_932_896, 1_000_000] {
      let instant = Date(timeIntervalSince1970: Double(days) * 86_400 + 43_200)
      let parts = calendar.dateComponents([.year, .month, .day], from: instant)
      let day = CalendarDay(daysSince1970: days)
      expectEqual([day.year, day.month, day.day], [parts.year, parts.month, parts.day])
    }
    let yearZero = CalendarDay(daysSince1970: -719_468)
    #expect(yearZero.year == 0 && yearZero.month == 3 && yearZero.day == 1)
    let leapDay = CalendarDay(daysSince1970: -719_469)
    #expect(leapDay.year == 0 && leapDay.month == 2 && leapDay.day == 29)
  }

  @Test("the day of an instant is the calendar's, across zones, DST changes and centuries")
  func dayOfAnInstant() throws {
    var random = ZoneSamples.Fractions(state: 7)
    // 1900 to 2200 (the changes copied from Foundation's zones), and the instants around
    // midnight.
    let first = FoundationZones.firstInstant.timeIntervalSince1970
    let span = FoundationZones.endInstant.timeIntervalSince1970 - 86_400 - first
    for name in ZoneSamples.names {
      let zone = FoundationZones[name]
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = try #require(TimeZone(identifier: name))
      for _ in 0..<2000 {
        let base = (first + random.next() * span).rounded(.down)
        for instant in [base, base - base.truncatingRemainder(dividingBy: 86_400), base + 0.5] {
          let date = Date(timeIntervalSince1970: instant)
          let parts = calendar.dateComponents([.year, .month, .day], from: date)
          let day = CalendarDay(containing: date, in: zone)
          let expected = [parts.year ?? 0, parts.month ?? 0, parts.day ?? 0]
          #expect([day.year, day.month, day.day] == expected, "\(name) \(instant)")
        }
      }
    }
  }

  @Test("days are checked, counted and started as the calendar does them")
  func arithmeticAsTheCalendar() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    // Validity: every day number 0...32 of every month of years around the leap rules.
    for year in [1583, 1600, 1700, 1899, 1900, 1999, 2000, 2024, 2025, 2100, 2400] {
      for month in 0...13 {
        for day in 0...32 {
          var parts = DateComponents()
          (parts.year, parts.month, parts.day) = (year, month, day)
          let valid = parts.isValidDate(in: calendar)
          #expect((CalendarDay(year: year, month: month, day: day) != nil) == valid, "\(parts)")
        }
      }
    }
    // Adding days, across month, year and century ends.
    let start = try #require(CalendarDay(year: 1899, month: 12, day: 25))
    let startDate = try #require(
      calendar.date(from: DateComponents(year: 1899, month: 12, day: 25)))
    for offset in stride(from: -400, through: 200_000, by: 37) {
      let date = try #require(calendar.date(byAdding: .day, value: offset, to: startDate))
      expectEqual(start.adding(days: offset), CalendarDay(containing: date, in: .utc))
    }
    // Starts of days in zones whose clocks change, midnight changes included (Sao Paulo's
    // DST began at 00:00, so some days start at 01:00; Beirut's at 00:00 too).
    for name in ["America/Sao_Paulo", "Asia/Beirut", "America/Havana", "Europe/Paris", "UTC"] {
      let zone = FoundationZones[name]
      var local = Calendar(identifier: .gregorian)
      local.timeZone = try #require(TimeZone(identifier: name))
      var day = try #require(CalendarDay(year: 1900, month: 1, day: 1))
      while day.year < 2040 {
        let noon = try #require(
          local.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12))
        )
        #expect(day.start(in: zone) == local.startOfDay(for: noon), "\(name) \(day)")
        day = day.adding(days: 3)
      }
    }
  }
}
