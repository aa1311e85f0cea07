import Foundation
import TestSupport
import Testing

@testable import InterfaceAdapters

/// LocalDateTime reads `--at`'s local forms, which Foundation's DateFormatter read before
/// FoundationEssentials (ADR 0012): the same text must give the same instant, or none.
@Suite("LocalDateTime")
struct LocalDateTimeTests {
  /// What `DateText.parseInstant` did with a local time: three patterns, in order.
  static func formatterInstant(_ text: String, _ formatters: [DateFormatter]) -> Date? {
    for formatter in formatters {
      if let date = formatter.date(from: text) { return date }
    }
    return nil
  }

  static func formatters(_ timeZone: TimeZone) -> [DateFormatter] {
    ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd HH:mm"].map { pattern in
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.calendar = Calendar(identifier: .gregorian)
      formatter.timeZone = timeZone
      formatter.dateFormat = pattern
      return formatter
    }
  }

  static func ours(_ text: String, _ timeZone: TimeZone) -> Date? {
    LocalDateTime(parsing: text)?.date(in: FoundationZones[timeZone.identifier])
  }

  /// Whether `text` reads as the formatter read it: the same instant from 1900 to 2199 (the
  /// years `--at` keeps); outside them only whether it is a time at all, since the formatter's
  /// calendar was Julian before 1583 and its zones kept local mean time before their first
  /// standard time, and `--at` refuses those years either way.
  static func agree(_ text: String, _ timeZone: TimeZone, _ formatters: [DateFormatter]) -> Bool {
    let (ours, theirs) = (ours(text, timeZone), formatterInstant(text, formatters))
    if let year = LocalDateTime(parsing: text)?.year, !(1900...2199).contains(year) {
      return (ours == nil) == (theirs == nil)
    }
    return ours == theirs
  }

  static let written = [
    "2026-11-21T08:30:00", "2026-11-21T08:30", "2026-11-21 08:30", "2026-11-21 08:30:00",
    "2026-1-2T3:4:5", "2026-001-02T03:04", "2026-11-021T08:30", "2026-11-21T008:030",
    "02026-11-21T08:30", "202-11-21T08:30", "26-11-21T08:30", "20260-11-21T08:30",
    "2026-13-21T08:30", "2026-02-29T08:30", "2024-02-29T08:30", "2026-02-30T08:30",
    "2026-11-31T08:30", "2026-11-21T24:00", "2026-11-21T23:60", "2026-11-21T23:59:60",
    "2026-00-21T08:30", "2026-11-00T08:30", "2026-11-21  08:30", "2026-11-21\t08:30",
    "2026-11-21T 08:30", "2026-11-21 T08:30", "2026 -11-21T08:30", "+2026-11-21T08:30",
    "-2026-11-21T08:30", "2026-+1-21T08:30", "2026-11-21T08:30 ", "2026-11-21T08:30Z",
    "2026-11-21t08:30", "2026/11/21 08:30", "2026.11.21T08.30.15", "2026,11,21T08:30",
    "2026:11-21T08:30", "2026-11-21T08,30", "2026-11-21T08-30-15", "2026-11-21T08:30:00.5",
    "2026-11-21T08", "2026-11-21", "2026-11-21T08:30:", "2026-11-21T08:30\n", "\n2026-11-21T08:30",
    "\u{0C}2026-11-21T08:30", "2026-11-21\n\t08:30", "2026-11-21T0000000000000000000008:30",
    "0000-01-01T00:00", "0001-01-01T00:00", "1500-02-29T00:00", "1900-02-29T00:00",
    "1582-10-10T00:00", "1582-10-04T23:59:59", "1582-10-15T00:00", "144683-12-31T23:59:59",
    "144684-01-01T00:00", "99999999999-01-01T00:00", "2026-11-21T08:30:0000000000005", "",
    "2026-11-21T0830", "20261121T0830", "2026-11-2108:30", "2026-11-21 08:3", "1-1-1 0:0",
  ]

  @Test(
    "written forms read as the formatter read them",
    arguments: ["UTC", "Europe/Paris", "America/New_York", "Pacific/Apia", "Asia/Kathmandu"])
  func writtenForms(_ zone: String) throws {
    let timeZone = try #require(TimeZone(identifier: zone))
    let formatters = Self.formatters(timeZone)
    for text in Self.written {
      #expect(
        Self.agree(text, timeZone, formatters),
        "\(text.debugDescription) in \(zone)")
    }
  }

  @Test("generated forms read as the formatter read them")
  func generatedForms() throws {
    let timeZone = try #require(TimeZone(identifier: "Europe/Paris"))
    let formatters = Self.formatters(timeZone)
    var random = SeededGenerator(seed: 2026)
    func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }
    func number(_ values: [Int]) -> String {
      let value = pick(values)
      return pick([String(value), value < 10 ? "0\(value)" : String(value), "00\(value)"])
    }
    let dateSeparators = ["-", "-", "-", "/", ".", ",", " ", "--", " -", ":", "", "x"]
    let middles = ["T", "T", "T", " ", "  ", "\t", "T ", " T", "t", "-", "\n"]
    let timeSeparators = [":", ":", ":", ".", "-", " ", ",", "::", ": ", "/", ""]
    let endings = ["", "", "", " ", "\t", "\n", ":", "Z", "x"]
    for _ in 0..<20_000 {
      var text = number([1, 26, 999, 1582, 1900, 2024, 2026, 2100, 9999, 10_000])
      text += pick(dateSeparators) + number([0, 1, 2, 3, 10, 12, 13])
      text += pick(dateSeparators) + number([0, 1, 15, 28, 29, 30, 31, 32])
      text += pick(middles) + number([0, 2, 9, 23, 24])
      text += pick(timeSeparators) + number([0, 5, 30, 59, 60])
      if random.next() % 2 == 0 { text += pick(timeSeparators) + number([0, 7, 59, 60]) }
      text += pick(endings)
      #expect(
        Self.agree(text, timeZone, formatters),
        "\(text.debugDescription)")
    }
  }

  @Test(
    "times around clock changes: a skipped time is refused, a repeated one is the second",
    arguments: [
      "Europe/Paris", "America/New_York", "Australia/Lord_Howe", "America/Sao_Paulo",
      "Pacific/Apia", "Asia/Tehran", "Europe/Dublin",
    ])
  func clockChanges(_ zone: String) throws {
    let timeZone = try #require(TimeZone(identifier: zone))
    let formatters = Self.formatters(timeZone)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    var transition = timeZone.nextDaylightSavingTimeTransition(
      after: Date(timeIntervalSince1970: 631_152_000))
    var checked = 0
    while let instant = transition, instant.timeIntervalSince1970 < 2_208_988_800 {
      for offset in stride(from: -7200.0, through: 7200, by: 900) + [-1, 1, 1799, 1800] {
        let parts = calendar.dateComponents(
          [.year, .month, .day, .hour, .minute, .second], from: instant + offset)
        // Every wall time near the change, and an hour later, which the clocks may skip.
        for (hour, minute) in [(0, 0), (0, 30), (1, 0), (1, 30)]
        where parts.hour! + hour < 24 {
          let text = String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d", parts.year!, parts.month!, parts.day!,
            parts.hour! + hour, (parts.minute! + minute) % 60, parts.second!)
          #expect(
            Self.agree(text, timeZone, formatters),
            "\(text) in \(zone)")
          checked += 1
        }
      }
      transition = timeZone.nextDaylightSavingTimeTransition(after: instant)
    }
    #expect(checked > 100)
  }
}
