import Foundation

/// The `Retry-After` header (RFC 9110 §10.2.3): delay-seconds or an HTTP-date.
enum RetryAfter {
  /// The longest delay read from a header, about 31 years: any longer one means the same
  /// (far longer than anyone waits), and a bounded number is safe to do arithmetic on.
  static let longest = 1_000_000_000

  /// How long the service asks to wait, measured from `now`; `nil` when absent or unreadable.
  static func delay(_ value: String?, now: Date) -> Duration? {
    guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
      return nil
    }
    if value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
      // "9223372036854775807" and longer are just "very long".
      return .seconds(min(Int(value) ?? longest, longest))
    }
    // An HTTP-date is ASCII, and Foundation's DateFormatter traps on some text that is not
    // (a combining mark after a digit; see `DateText`).
    guard value.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    guard let date = formatter.date(from: value) else { return nil }
    let seconds = date.timeIntervalSince(now).rounded(.up)
    return .seconds(Int(min(max(0, seconds), Double(longest))))
  }
}
