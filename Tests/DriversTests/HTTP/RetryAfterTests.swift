import Foundation
import Testing

@testable import Drivers

@Suite("RetryAfter")
struct RetryAfterTests {
  @Test("reads delay-seconds and HTTP-dates")
  func readable() throws {
    let now = try #require(RetryAfter.delay("Fri, 21 Nov 2026 07:30:00 GMT", now: .distantPast))
    #expect(now > .seconds(1_000_000))
    #expect(RetryAfter.delay(" 30 ", now: Date()) == .seconds(30))
    let later = Date(timeIntervalSince1970: 1_795_246_200 - 90)  // 90 s before 07:30
    #expect(RetryAfter.delay("Fri, 21 Nov 2026 07:30:00 GMT", now: later) == .seconds(90))
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
    #expect(RetryAfter.delay(value, now: Date()) == nil)
  }
}
