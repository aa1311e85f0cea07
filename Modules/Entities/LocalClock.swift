import FoundationEssentials

/// An instant as the clocks of a time zone show it, in whole seconds: what days, hours and meal
/// types are cut from without a calendar, whose first use costs a command about 1.3 M
/// instructions and each date's components a microsecond or two (ADR 0012, ADR 0023).
public enum LocalClock {
  /// Whole seconds from 1970-01-01 00:00 on the clocks of `timeZone` to `instant` (the UTC
  /// seconds rounded down, plus the zone's offset at that instant). `instant` must be within
  /// a few thousand years of 1970.
  public static func seconds(of instant: Date, in timeZone: TimeZoneRules) -> Int {
    Int(instant.timeIntervalSince1970.rounded(.down)) + timeZone.secondsFromGMT(for: instant)
  }

  /// Seconds since midnight on the clocks of `timeZone` at `instant` (0 to 86,399).
  public static func secondOfDay(of instant: Date, in timeZone: TimeZoneRules) -> Int {
    let seconds = seconds(of: instant, in: timeZone)
    return (seconds % 86_400 + 86_400) % 86_400
  }
}
