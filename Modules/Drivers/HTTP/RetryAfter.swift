import Entities
import FoundationEssentials

/// The `Retry-After` header (RFC 9110 §10.2.3): delay-seconds or an HTTP-date.
enum RetryAfter {
  /// The longest delay read from a header, about 31 years: any longer one means the same
  /// (far longer than anyone waits), and a bounded number is safe to do arithmetic on.
  static let longest = 1_000_000_000

  /// How long the service asks to wait, measured from `now`; `nil` when absent or unreadable.
  static func delay(_ value: String?, now: Date) -> Duration? {
    guard let value = value?.trimmingWhitespace(), !value.isEmpty else {
      return nil
    }
    if value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
      // "9223372036854775807" and longer are just "very long".
      return .seconds(min(Int(value) ?? longest, longest))
    }
    guard let date = httpDate(value, now: now) else { return nil }
    let seconds = date.timeIntervalSince(now).rounded(.up)
    return .seconds(Int(min(max(0, seconds), Double(longest))))
  }

  /// An HTTP-date (RFC 9110 §5.6.7) in any of its three forms: "Sun, 06 Nov 1994 08:49:37 GMT"
  /// (IMF-fixdate), "Sunday, 06-Nov-94 08:49:37 GMT" (RFC 850) and "Sun Nov  6 08:49:37 1994"
  /// (asctime). The day name is not checked against the date; an RFC 850 year is the latest
  /// with its two digits not more than 50 years after `now`.
  static func httpDate(_ text: String, now: Date) -> Date? {
    let dayName = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)"
    let month = "(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)"
    let time = "([0-9]{2}):([0-9]{2}):([0-9]{2})"
    let forms = [
      "\(dayName), ([0-9]{2}) \(month) ([0-9]{4}) \(time) GMT",
      "(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), ([0-9]{2})-\(month)-"
        + "([0-9]{2}) \(time) GMT",
      "\(dayName) \(month) ((?:[0-9]| )[0-9]) \(time) ([0-9]{4})",
    ]
    for (index, form) in forms.enumerated() {
      guard let pattern = try? Regex<AnyRegexOutput>(form),
        let match = try? pattern.wholeMatch(in: text)
      else { continue }
      let parts = match.output.dropFirst().compactMap { $0.substring.map(String.init) }
      guard parts.count == 6 else { return nil }
      // The fields' order: day, month, year, time (IMF, RFC 850); month, day, time, year.
      let (dayText, monthText, yearText, clock) =
        index == 2
        ? (parts[1], parts[0], parts[5], Array(parts[2...4]))
        : (parts[0], parts[1], parts[2], Array(parts[3...5]))
      guard let monthIndex = months.firstIndex(of: monthText),
        let day = Int(dayText.trimmingWhitespace()), var year = Int(yearText)
      else { return nil }
      if index == 1 {
        let nowYear = CalendarDay(containing: now, in: .utc).year
        year += nowYear - nowYear % 100
        if year > nowYear + 50 { year -= 100 }
      }
      guard let date = CalendarDay(year: year, month: monthIndex + 1, day: day),
        let hour = Int(clock[0]), let minute = Int(clock[1]), let second = Int(clock[2]),
        hour < 24, minute < 60, second < 60
      else { return nil }
      let seconds = date.daysSince1970 * 86_400 + hour * 3600 + minute * 60 + second
      return Date(timeIntervalSince1970: Double(seconds))
    }
    return nil
  }

  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]
}
