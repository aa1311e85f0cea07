import Foundation
import TestSupport
import Testing

@testable import InterfaceAdapters

/// Numbers and times are formatted by hand for start-up speed (ADR 0012); they must read
/// exactly as Foundation's formatting did.
@Suite("Hand-made number and time text")
struct FastTextTests {
  /// Ties in binary (x.25, x.5, x.75), decimal near-ties (x.05, x.15, …), tiny, large,
  /// negative and non-finite values.
  static let values: [Double] = {
    let quarters: [Double] = (0..<4000).map { Double($0) / 4 }
    let twentieths: [Double] = (0..<4000).map { Double($0) / 20 }
    let halfHundredths: [Double] = (0..<2000).map { Double($0) * 0.01 + 0.005 }
    let negatives: [Double] = (0..<500).map { -Double($0) / 40 }
    let edges: [Double] = [
      0, -0.0, 1e-300, 0.04999999999999999, 0.05000000000000001, 0.45, 0.55, 1.45, 2.5, 3.5,
      1_234_567.85, 99.95, 99.949999999, 1e14 + 0.5, 0x1p50, 0x1p52 + 1, .nan, .infinity,
      -.infinity, .ulpOfOne, .leastNonzeroMagnitude, 143.00000000000003, 12.549999999999999,
    ]
    return quarters + twentieths + halfHundredths + negatives + edges
  }()

  @Test func gramsAndCaloriesReadAsStringFormatDid() {
    var seeded = SystemRandomNumberGenerator()
    let random = (0..<2000).map { _ in Double.random(in: 0..<5000, using: &seeded) }
    for value in Self.values + random {
      #expect(NutritionText.grams(value) == String(format: "%.1f g", value), "\(value)")
      #expect(NutritionText.calories(value) == String(format: "%.0f", value), "\(value)")
      #expect(
        NutritionText.weight(value)
          == (value >= 100 ? String(format: "%.0f g", value) : String(format: "%.1f g", value)),
        "\(value)")
    }
  }

  /// `DateText.local` as Foundation's format style wrote it before FoundationEssentials.
  static func formatStyleLocal(_ date: Date, timeZone: TimeZone) -> String {
    let format: Date.FormatString = """
      \(year: .defaultDigits)-\(month: .twoDigits)-\(day: .twoDigits) \
      \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)
      """
    var style = Date.VerbatimFormatStyle(
      format: format, timeZone: timeZone, calendar: Calendar(identifier: .gregorian))
    style.locale = Locale(identifier: "en_US_POSIX")
    return date.formatted(style)
  }

  @Test("before the year 1000 the year is not padded; the calendar is the proleptic Gregorian")
  func earlyLocalTimes() {
    // 0999-01-02T03:04:00Z and 0005-03-01T00:00:00Z in the proleptic Gregorian calendar.
    expectEqual(
      DateText.local(Date(timeIntervalSince1970: -30_641_662_560), timeZone: .utc),
      "999-01-02 03:04")
    expectEqual(
      DateText.local(Date(timeIntervalSince1970: -62_004_268_800), timeZone: .utc), "5-03-01 00:00")
  }

  @Test(arguments: [
    "UTC", "America/New_York", "Europe/Paris", "Asia/Kathmandu", "Pacific/Chatham",
    "America/St_Johns", "Australia/Lord_Howe", "Europe/Amsterdam", "Pacific/Apia",
  ])
  func localTimesReadAsTheDateFormatterDid(_ zone: String) throws {
    let timeZone = try #require(TimeZone(identifier: zone))
    let rules = FoundationZones[zone]
    // 1900 to 2100 in steps of about 41 days and 7 minutes, plus instants around every
    // clock change from 1990 to 2040.
    var instants = stride(from: -2_208_988_800.0, to: 4_102_444_800, by: 3_542_821.7).map {
      Date(timeIntervalSince1970: $0)
    }
    var transition = timeZone.nextDaylightSavingTimeTransition(
      after: Date(timeIntervalSince1970: 631_152_000))
    while let instant = transition, instant.timeIntervalSince1970 < 2_208_988_800 {
      instants += [-1, -0.001, 0, 0.5, 1, 3599, 3600].map(instant.addingTimeInterval)
      transition = timeZone.nextDaylightSavingTimeTransition(after: instant)
    }
    for instant in instants {
      let expected = Self.formatStyleLocal(instant, timeZone: timeZone)
      #expect(DateText.local(instant, timeZone: rules) == expected, "\(instant) in \(zone)")
      #expect(
        DateText.localTime(instant, timeZone: rules) == String(expected.suffix(5)),
        "\(instant) in \(zone)")
    }
  }
}
