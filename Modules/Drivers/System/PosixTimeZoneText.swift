import Entities

/// Reads a POSIX `TZ` rule ("CET-1CEST,M3.5.0,M10.5.0/3", "<+0530>-5:30", "EST5EDT"), as the
/// tz database ends each file with and as the `TZ` variable may hold (RFC 8536 § 3.3).
enum PosixTimeZoneText {
  /// What a rule says of a zone's clocks.
  struct Clocks: Equatable {
    /// Seconds ahead of UTC in standard time.
    var standardOffset: Int
    /// When daylight-saving time applies; `nil` for none.
    var rule: DaylightSavingRule?
  }

  /// The clocks `text` describes; `nil` when it is not such a rule.
  static func parse(_ text: String) -> Clocks? {
    var cursor = Cursor(text: Array(text.utf8))
    guard cursor.name(), let standardWest = cursor.time(maximumHours: 24) else { return nil }
    let standardOffset = -standardWest
    if cursor.isAtEnd { return Clocks(standardOffset: standardOffset) }
    guard cursor.name() else { return nil }
    var daylightOffset = standardOffset + 3600
    if !cursor.isAtEnd, cursor.peek != UInt8(ascii: ",") {
      guard let daylightWest = cursor.time(maximumHours: 24) else { return nil }
      daylightOffset = -daylightWest
    }
    let start: (DaylightSavingRule.Day, Int)
    let end: (DaylightSavingRule.Day, Int)
    if cursor.isAtEnd {
      // No dates: the rule glibc assumes (the United States' since 2007).
      start = (.weekday(month: 3, week: 2, weekday: 0), 7200)
      end = (.weekday(month: 11, week: 1, weekday: 0), 7200)
    } else {
      guard cursor.take(","), let startSwitch = cursor.switchTime(), cursor.take(","),
        let endSwitch = cursor.switchTime(), cursor.isAtEnd
      else { return nil }
      (start, end) = (startSwitch, endSwitch)
    }
    guard
      let rule = DaylightSavingRule(
        standardOffset: standardOffset, daylightOffset: daylightOffset, startDay: start.0,
        startSecond: start.1, endDay: end.0, endSecond: end.1)
    else { return nil }
    return Clocks(standardOffset: standardOffset, rule: rule)
  }

  private struct Cursor {
    let text: [UInt8]
    var index = 0

    var isAtEnd: Bool { index == text.count }
    var peek: UInt8? { index < text.count ? text[index] : nil }

    mutating func take(_ character: Character) -> Bool {
      guard let ascii = character.asciiValue, peek == ascii else { return false }
      index += 1
      return true
    }

    /// A zone abbreviation: three or more letters, or anything alphanumeric, "+" or "-" in
    /// angle brackets.
    mutating func name() -> Bool {
      if take("<") {
        let start = index
        while let byte = peek, byte != UInt8(ascii: ">") {
          guard
            Self.isLetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "+")
              || byte == UInt8(ascii: "-")
          else { return false }
          index += 1
        }
        return index - start >= 3 && take(">")
      }
      let start = index
      while let byte = peek, Self.isLetter(byte) { index += 1 }
      return index - start >= 3
    }

    /// `[+-]hh[:mm[:ss]]` in seconds, hours up to `maximumHours`.
    mutating func time(maximumHours: Int) -> Int? {
      var sign = 1
      if take("-") { sign = -1 } else { _ = take("+") }
      guard let hours = number(maximumDigits: 3), hours <= maximumHours else { return nil }
      var seconds = hours * 3600
      for scale in [60, 1] {
        guard take(":") else { break }
        guard let part = number(maximumDigits: 2), part < 60 else { return nil }
        seconds += part * scale
      }
      return sign * seconds
    }

    /// `Jn`, `n` or `Mm.w.d`, then an optional `/time` (02:00 when absent).
    mutating func switchTime() -> (DaylightSavingRule.Day, Int)? {
      let day: DaylightSavingRule.Day
      if take("J") {
        guard let number = number(maximumDigits: 3) else { return nil }
        day = .julian(number)
      } else if take("M") {
        guard let month = number(maximumDigits: 2), take("."),
          let week = number(maximumDigits: 1), take("."),
          let weekday = number(maximumDigits: 1)
        else { return nil }
        day = .weekday(month: month, week: week, weekday: weekday)
      } else {
        guard let number = number(maximumDigits: 3) else { return nil }
        day = .ordinal(number)
      }
      guard take("/") else { return (day, 7200) }
      guard let time = time(maximumHours: 167) else { return nil }
      return (day, time)
    }

    mutating func number(maximumDigits: Int) -> Int? {
      let start = index
      var value = 0
      while let byte = peek, Self.isDigit(byte), index - start < maximumDigits {
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
        index += 1
      }
      return index > start ? value : nil
    }

    static func isLetter(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
  }
}
