/// A yearly switch between standard and daylight-saving time, as the tz database states a
/// zone's clocks after its last listed change (the POSIX `TZ` rule, e.g. Paris's
/// "CET-1CEST,M3.5.0,M10.5.0/3"): what `TimeZoneRules` answers for years past its list.
public struct DaylightSavingRule: Hashable, Sendable {
  /// Seconds ahead of UTC in standard time.
  public let standardOffset: Int
  /// Seconds ahead of UTC in daylight-saving time.
  public let daylightOffset: Int
  /// The day daylight-saving time starts.
  public let startDay: Day
  /// The second of `startDay` it starts at, on the standard clocks (may pass 24 h or be negative).
  public let startSecond: Int
  /// The day daylight-saving time ends.
  public let endDay: Day
  /// The second of `endDay` it ends at, on the daylight-saving clocks.
  public let endSecond: Int

  /// A day of the year as the POSIX rule names it.
  public enum Day: Hashable, Sendable {
    /// "Jn": day 1–365, February 29 never counted (J60 is always March 1).
    case julian(Int)
    /// "n": day 0–365 counting February 29.
    case ordinal(Int)
    /// "Mm.w.d": weekday `weekday` (0 = Sunday) of week `week` (1–5, 5 = the last) of `month`.
    case weekday(month: Int, week: Int, weekday: Int)

    /// Whether the parts are within the POSIX ranges.
    var isValid: Bool {
      switch self {
      case .julian(let day): (1...365).contains(day)
      case .ordinal(let day): (0...365).contains(day)
      case .weekday(let month, let week, let weekday):
        (1...12).contains(month) && (1...5).contains(week) && (0...6).contains(weekday)
      }
    }

    /// Days from 1970-01-01 to this day in `year`.
    func daysSince1970(in year: Int) -> Int {
      let january1 = CalendarDay.daysSince1970(year: year, month: 1, day: 1)
      let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
      switch self {
      case .julian(let day):
        return january1 + day - 1 + (leap && day >= 60 ? 1 : 0)
      case .ordinal(let day):
        return january1 + day
      case .weekday(let month, let week, let weekday):
        let first = CalendarDay.daysSince1970(year: year, month: month, day: 1)
        let next = CalendarDay.daysSince1970(
          year: month == 12 ? year + 1 : year, month: month % 12 + 1, day: 1)
        let firstWeekday = CalendarDay.weekday(daysSince1970: first)
        var day = first + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
        while day >= next { day -= 7 }
        return day
      }
    }
  }

  /// A rule from its parts; `nil` when an offset is impossible, a day is out of the POSIX
  /// ranges, or a switch is more than a week from its day's midnight (POSIX allows ±167 hours).
  public init?(
    standardOffset: Int, daylightOffset: Int, startDay: Day, startSecond: Int, endDay: Day,
    endSecond: Int
  ) {
    let switchSeconds = -167 * 3600...167 * 3600
    guard TimeZoneRules.possibleOffsets.contains(standardOffset),
      TimeZoneRules.possibleOffsets.contains(daylightOffset),
      startDay.isValid, endDay.isValid,
      switchSeconds.contains(startSecond), switchSeconds.contains(endSecond)
    else { return nil }
    self.standardOffset = standardOffset
    self.daylightOffset = daylightOffset
    (self.startDay, self.startSecond) = (startDay, startSecond)
    (self.endDay, self.endSecond) = (endDay, endSecond)
  }

  /// Seconds ahead of UTC at `second` (UTC seconds since 1970).
  public func secondsFromGMT(atSecond second: Int64) -> Int {
    // Beyond about 30 million years either way the answer no longer changes; clamping keeps
    // the arithmetic below from overflowing.
    let second = min(max(second, -TimeZoneRules.farthestSecond), TimeZoneRules.farthestSecond)
    // The switches of the years around `second`, in order: the last one at or before it says
    // which clocks are running. Three years cover rules whose switches cross a new year.
    let localDays = Int((second + Int64(standardOffset)) / 86_400)
    let year = CalendarDay(daysSince1970: localDays).year
    var latest: (instant: Int64, daylight: Bool)?
    for candidate in year - 1...year + 1 {
      let starts =
        Int64(startDay.daysSince1970(in: candidate)) * 86_400
        + Int64(startSecond - standardOffset)
      let ends =
        Int64(endDay.daysSince1970(in: candidate)) * 86_400
        + Int64(endSecond - daylightOffset)
      for (instant, daylight) in [(starts, true), (ends, false)]
      where instant <= second && instant >= (latest?.instant ?? .min) {
        latest = (instant, daylight)
      }
    }
    return latest?.daylight == true ? daylightOffset : standardOffset
  }
}
