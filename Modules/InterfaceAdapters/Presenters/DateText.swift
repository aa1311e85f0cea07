import Entities
import FoundationEssentials

/// Dates as people type them and as JSON carries them.
public enum DateText {
  /// ISO-8601 in UTC with whole seconds ("2026-11-21T08:30:00Z"): the JSON form.
  public static func iso8601(_ date: Date) -> String {
    // By hand from the day number: every entry of a history page or an export carries one,
    // and the format style cost about 2 µs a date (ADR 0023). Tested equal to it.
    let seconds = date.timeIntervalSince1970.rounded(.down)
    guard abs(seconds) < 1e11 else { return date.formatted(.iso8601) }
    let whole = Int(seconds)
    let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
    let secondOfDay = whole - days * 86_400
    let day = CalendarDay(daysSince1970: days)
    // The format style's calendar is Julian before 1582: only later years are made here.
    guard (1600...9999).contains(day.year) else { return date.formatted(.iso8601) }
    // Twenty bytes written in place: joining strings made a dozen of them for each date.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { text in
      func put(_ value: Int, at offset: Int, digits: Int) {
        var rest = value
        for place in (0..<digits).reversed() {
          text[offset + place] = UInt8(ascii: "0") + UInt8(rest % 10)
          rest /= 10
        }
      }
      put(day.year, at: 0, digits: 4)
      put(day.month, at: 5, digits: 2)
      put(day.day, at: 8, digits: 2)
      put(secondOfDay / 3600, at: 11, digits: 2)
      put(secondOfDay / 60 % 60, at: 14, digits: 2)
      put(secondOfDay % 60, at: 17, digits: 2)
      for (offset, separator) in [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":"), (19, "Z")]
        as [(Int, Unicode.Scalar)]
      {
        text[offset] = UInt8(ascii: separator)
      }
      return String(decoding: UnsafeBufferPointer(text), as: UTF8.self)
    }
  }

  /// Local date and time for people ("2026-11-21 08:30").
  public static func local(_ date: Date, timeZone: TimeZoneRules) -> String {
    // The day from CalendarDay and the time from the zone's offset rather than a date
    // formatter, which took about 0.7 ms to set up and 10 µs a date (measured): `history`
    // shows a time per entry and `export` a date and time per entry.
    let day = CalendarDay(containing: date, in: timeZone)
    // Years before 1000 are not padded, as the formatter this replaced wrote them.
    let dayText =
      day.year >= 1000
      ? day.description : "\(day.year)-\(twoDigits(day.month))-\(twoDigits(day.day))"
    return "\(dayText) \(localTime(date, timeZone: timeZone))"
  }

  /// Local time of day for people ("08:30").
  public static func localTime(_ date: Date, timeZone: TimeZoneRules) -> String {
    let secondOfDay = LocalClock.secondOfDay(of: date, in: timeZone)
    return twoDigits(secondOfDay / 3600) + ":" + twoDigits(secondOfDay / 60 % 60)
  }

  private static func twoDigits(_ value: Int) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }

  /// Parses `--at`: ISO-8601 with a zone or offset, or a local date-time read in `timeZone`,
  /// from 1900-01-01 to 2199-12-31 (`MealEntry.possibleTimes`).
  public static func parseInstant(
    _ text: String, option: String, timeZone: TimeZoneRules
  ) throws(UsageError) -> Date {
    let trimmed = text.trimmingWhitespace()
    guard let date = instant(trimmed, timeZone: timeZone) else {
      throw UsageError(
        "--\(option): '\(text)' is not a time; use ISO-8601 such as 2026-11-21T08:30:00Z "
          + "or local 2026-11-21T08:30")
    }
    // Years before 1000 or after 9999 are read differently by the parsers ("0001-01-01"
    // came back as 1000-01-01): refusing them keeps every accepted time round-tripping.
    guard MealEntry.possibleTimes.contains(date),
      let year = Int(trimmed.prefix(4)), (1900...2199).contains(year)
    else {
      throw UsageError(
        "--\(option): '\(text)' is outside the times WellPlate keeps, "
          + MealEntry.possibleTimesText)
    }
    return date
  }

  private static func instant(_ text: String, timeZone: TimeZoneRules) -> Date? {
    // Every accepted form is ASCII, and Foundation's DateFormatter, which read the local forms
    // before LocalDateTime, trapped on some that are not (a combining mark after a digit:
    // "2026-11-2\u{5AB}07:30:00Z"; found by fuzzing).
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    if let date = try? Date.ISO8601FormatStyle().parse(text) { return date }
    if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) {
      return date
    }
    return LocalDateTime(parsing: text)?.date(in: timeZone)
  }

  /// Parses a day "YYYY-MM-DD".
  public static func parseDay(_ text: String, option: String) throws(UsageError) -> CalendarDay {
    guard let day = CalendarDay(text) else {
      throw UsageError("--\(option): '\(text)' is not a date; use YYYY-MM-DD, e.g. 2026-11-21")
    }
    return day
  }
}
