import Foundation

/// The `Retry-After` header (RFC 9110 §10.2.3): delay-seconds or an HTTP-date.
enum RetryAfter {
  /// How long the service asks to wait, measured from `now`; `nil` when absent or unreadable.
  static func delay(_ value: String?, now: Date) -> Duration? {
    guard let value = value?.trimmingCharacters(in: .whitespaces), !value.isEmpty else {
      return nil
    }
    if let seconds = Int(value) { return .seconds(max(0, seconds)) }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    guard let date = formatter.date(from: value) else { return nil }
    return .seconds(max(0, date.timeIntervalSince(now).rounded(.up)))
  }
}
