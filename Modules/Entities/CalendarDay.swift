import FoundationEssentials

/// A calendar date without a time ("2026-11-21"), as a person names a day.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Year, e.g. 2026.
  public let year: Int
  /// Month, 1–12.
  public let month: Int
  /// Day of the month, 1–31.
  public let day: Int

  /// A day from its parts; `nil` when they do not name a real date (proleptic Gregorian,
  /// years −1,000,000 to 1,000,000).
  public init?(year: Int, month: Int, day: Int) {
    guard Self.possibleYears.contains(year), (1...12).contains(month), day >= 1,
      day <= Self.daysSince1970(
        year: month == 12 ? year + 1 : year, month: month % 12 + 1, day: 1)
        - Self.daysSince1970(year: year, month: month, day: 1)
    else { return nil }
    (self.year, self.month, self.day) = (year, month, day)
  }

  /// Parses "YYYY-MM-DD".
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The day on which `instant` falls in `timeZone`.
  public init(containing instant: Date, in timeZone: TimeZoneRules) {
    // From the zone's offset and the day number rather than a calendar, whose first use costs
    // a command about 1.3 M instructions and each date's components 1.7 µs (ADR 0012).
    let seconds = instant.timeIntervalSince1970.rounded(.down)
    let limit = Double(Self.possibleSeconds)
    let clamped = Date(timeIntervalSince1970: seconds.isNaN ? 0 : max(-limit, min(limit, seconds)))
    let local = LocalClock.seconds(of: clamped, in: timeZone)
    self.init(daysSince1970: local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
  }

  /// The day `days` days after 1970-01-01 (before it when negative) in the proleptic
  /// Gregorian calendar, by Howard Hinnant's `civil_from_days`: arithmetic only, for paths
  /// that turn many instants into dates.
  public init(daysSince1970 days: Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  }

  /// Days from 1970-01-01 to `year`-`month`-`day` in the proleptic Gregorian calendar
  /// (Howard Hinnant's `days_from_civil`); the parts are not checked.
  public static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// Days from 1970-01-01 to this day (proleptic Gregorian).
  public var daysSince1970: Int { Self.daysSince1970(year: year, month: month, day: day) }

  /// The day of the week, 0 for Sunday to 6 for Saturday.
  public var weekday: Int { Self.weekday(daysSince1970: daysSince1970) }

  /// The day of the week of the day `days` days after 1970-01-01, a Thursday: 0 for Sunday to
  /// 6 for Saturday.
  public static func weekday(daysSince1970 days: Int) -> Int { ((days + 4) % 7 + 7) % 7 }

  /// The instant this day starts in `timeZone` (midnight, or the first instant after a DST gap).
  public func start(in timeZone: TimeZoneRules) -> Date {
    Date(
      timeIntervalSince1970: Double(timeZone.firstSecond(showing: Int64(daysSince1970) * 86_400)))
  }

  /// The day `count` days later (earlier when negative).
  public func adding(days count: Int) -> CalendarDay {
    CalendarDay(daysSince1970: daysSince1970 + count)
  }

  public var description: String {
    // printf's "%04d-%02d-%02d" by hand: String(format:) costs a process about 0.9 M
    // instructions the first time, in the Swift runtime's conformance lookups (ADR 0012).
    Self.padded(year, width: 4) + "-" + Self.padded(month, width: 2) + "-"
      + Self.padded(day, width: 2)
  }

  /// `value` in decimal, zero-padded to `width` characters after any minus sign, as `%0Nd`.
  private static func padded(_ value: Int, width: Int) -> String {
    let digits = String(value.magnitude)
    let sign = value < 0 ? "-" : ""
    let zeros = String(repeating: "0", count: max(0, width - sign.count - digits.count))
    return sign + zeros + digits
  }

  public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// Years a day may have: far beyond any meal, within what the arithmetic counts exactly.
  private static let possibleYears = -1_000_000...1_000_000
  /// Seconds from 1970 an instant's day is counted to (about 30,000 years either way).
  private static let possibleSeconds = 1_000_000_000_000
}
