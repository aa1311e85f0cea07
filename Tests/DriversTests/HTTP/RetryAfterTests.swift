import Foundation
import TestSupport
import Testing

@testable import Drivers

@Suite("RetryAfter")
struct RetryAfterTests {
  @Test("reads delay-seconds and HTTP-dates")
  func readable() throws {
    let now = try #require(RetryAfter.delay("Fri, 21 Nov 2026 07:30:00 GMT", now: .distantPast))
    #expect(now > .seconds(1_000_000))
    expectEqual(RetryAfter.delay(" 30 ", now: Date()), .seconds(30))
    let later = Date(timeIntervalSince1970: 1_795_246_200 - 90)  // 90 s before 07:30
    expectEqual(RetryAfter.delay("Fri, 21 Nov 2026 07:30:00 GMT", now: later), .seconds(90))
  }

  @Test("the three HTTP-date forms of RFC 9110 name the same instant")
  func httpDateForms() throws {
    let instant = Date(timeIntervalSince1970: 784_111_777)  // 1994-11-06T08:49:37Z
    let now = Date(timeIntervalSince1970: 1_795_246_200)  // 2026-11-21
    for text in [
      "Sun, 06 Nov 1994 08:49:37 GMT", "Sunday, 06-Nov-94 08:49:37 GMT", "Sun Nov  6 08:49:37 1994",
    ] {
      #expect(RetryAfter.httpDate(text, now: now) == instant, "\(text)")
    }
    // An RFC 850 year is at most 50 years ahead: "76" is 2076 in 2026, "77" is 1977.
    let seventySix = try #require(RetryAfter.httpDate("Sunday, 01-Jan-76 00:00:00 GMT", now: now))
    expectEqual(seventySix, Date(timeIntervalSince1970: 3_345_062_400))
    let seventySeven = try #require(
      RetryAfter.httpDate("Saturday, 01-Jan-77 00:00:00 GMT", now: now))
    expectEqual(seventySeven, Date(timeIntervalSince1970: 220_924_800))
    expectEqual(RetryAfter.delay("Fri, 21 Nov 2026 07:31:30 GMT", now: now), .seconds(90))
  }

  @Test(
    "what is not an HTTP-date is unreadable",
    arguments: [
      "Sun, 31 Nov 1994 08:49:37 GMT", "Sun, 29 Feb 1900 08:49:37 GMT",
      "Sun, 06 Nov 1994 24:00:00 GMT",
      "Sun, 06 Nov 1994 08:60:00 GMT", "Sun, 06 Nov 1994 08:49:37 PST", "Sun, 06 Nov 1994 08:49:37",
      "Sun,06 Nov 1994 08:49:37 GMT", "sun, 06 nov 1994 08:49:37 gmt",
      "Sun, 6 Nov 1994 08:49:37 GMT",
      "Sun Nov 6 08:49:37 1994", "soon", "30s", "-5",
    ])
  func unreadable(_ value: String) {
    expectEqual(RetryAfter.delay(value, now: Date()), nil)
  }

  @Test(
    "a date with letters from other scripts is unreadable, not a crash",
    arguments: [
      "Fri, 2\u{5AB}1 Nov 2026 07:30:00 GMT", "Fri, 21 Nov 2026 07:30\u{301}:00 GMT",
      "Fri, \u{662}\u{661} Nov 2026 07:30:00 GMT",
    ])
  func notASCII(_ value: String) {
    // Foundation's DateFormatter traps on a combining mark after a digit (found by fuzzing
    // the API's times, which share the parser's behaviour).
    expectEqual(RetryAfter.delay(value, now: Date()), nil)
  }
}
