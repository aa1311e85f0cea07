import Entities
import FoundationEssentials

/// A local date and time as `--at` takes it ("2026-11-21T08:30:00", "2026-11-21T08:30",
/// "2026-11-21 08:30"), read as Foundation's DateFormatter read those three patterns
/// (en_US_POSIX, not lenient), which FoundationEssentials does not have. Tested against it.
///
/// The formatter was more forgiving than the patterns look: any number of digits in a field
/// ("2026-1-5T8:05", "02026"), whitespace before a field, and where the text has another
/// character than a "-", any run of "-,./" and whitespace ("2026/11/21"), than a ":", any run
/// of "-.:" and whitespace ("08.30"); after a "-" or ":" comes the field ("2026--11" is
/// refused). "T" is exactly "T", and the space of the third pattern any run of whitespace.
/// Fields out of range (month 13, 29 February 2026, hour 24, year 0 or after 144683) are
/// refused.
struct LocalDateTime: Equatable {
  var year: Int
  var month: Int
  var day: Int
  var hour: Int
  var minute: Int
  var second: Int

  /// Reads `text` in the three patterns, in order; `nil` when none reads all of it.
  init?(parsing text: String) {
    let bytes = Array(text.utf8)
    for pattern in Pattern.allCases {
      if let fields = Self.fields(of: bytes, pattern), Self.isValid(fields) {
        (year, month, day, hour, minute, second) = fields
        return
      }
    }
    return nil
  }

  /// The instant this local time names in `timeZone`; `nil` when the zone's clocks skip it
  /// (the formatter refused those). A time the clocks show twice is the second one, as the
  /// formatter read it.
  func date(in timeZone: TimeZoneRules) -> Date? {
    // Days by the proleptic Gregorian arithmetic, unchecked: a Julian-only leap day before
    // 1583 still names an instant, which `--at` then refuses as out of range, as before.
    let local =
      Int64(CalendarDay.daysSince1970(year: year, month: month, day: day)) * 86_400
      + Int64(hour * 3600 + minute * 60 + second)
    guard let last = timeZone.seconds(showing: local).last else { return nil }
    return Date(timeIntervalSince1970: Double(last))
  }

  private typealias Fields = (Int, Int, Int, Int, Int, Int)

  private enum Pattern: CaseIterable {
    case withSeconds  // yyyy-MM-dd'T'HH:mm:ss
    case withT  // yyyy-MM-dd'T'HH:mm
    case withSpace  // yyyy-MM-dd HH:mm
  }

  private static func fields(of bytes: [UInt8], _ pattern: Pattern) -> Fields? {
    var reader = Reader(bytes: bytes)
    guard let year = reader.number(),
      let month = reader.number(after: UInt8(ascii: "-"), or: dateSeparators),
      let day = reader.number(after: UInt8(ascii: "-"), or: dateSeparators)
    else { return nil }
    switch pattern {
    case .withSeconds, .withT:
      guard reader.take(UInt8(ascii: "T")) else { return nil }
    case .withSpace:
      guard reader.skip(whitespace) > 0 else { return nil }
    }
    guard let hour = reader.number(),
      let minute = reader.number(after: UInt8(ascii: ":"), or: timeSeparators)
    else { return nil }
    var second = 0
    if pattern == .withSeconds {
      guard let seconds = reader.number(after: UInt8(ascii: ":"), or: timeSeparators)
      else { return nil }
      second = seconds
    }
    // Trailing spaces and tabs were let through; nothing else may follow.
    reader.skip([0x20, 0x09])
    guard reader.position == bytes.count else { return nil }
    return (year, month, day, hour, minute, second)
  }

  private static func isValid(_ fields: Fields) -> Bool {
    let (year, month, day, hour, minute, second) = fields
    guard (1...144_683).contains(year), (1...12).contains(month), (0...23).contains(hour),
      (0...59).contains(minute), (0...59).contains(second)
    else { return false }
    // Julian leap years up to the reform of 1582, Gregorian after, as the formatter's calendar.
    let isLeap =
      year <= 1582 ? year % 4 == 0 : year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return (1...lengths[month - 1]).contains(day)
  }

  private static let whitespace: Set<UInt8> = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20]
  private static let dateSeparators = whitespace.union("-,./".utf8)
  private static let timeSeparators = whitespace.union("-.:".utf8)

  private struct Reader {
    let bytes: [UInt8]
    var position = 0

    /// Skips any run of `set`, answering how many bytes that was.
    @discardableResult
    mutating func skip(_ set: Set<UInt8>) -> Int {
      let start = position
      while position < bytes.count && set.contains(bytes[position]) { position += 1 }
      return position - start
    }

    mutating func take(_ byte: UInt8) -> Bool {
      guard position < bytes.count, bytes[position] == byte else { return false }
      position += 1
      return true
    }

    /// The pattern's `literal` or, when the text has another byte there, any run of
    /// `separators`; then whitespace and one or more digits. Values past a million read as a
    /// million, which no field allows.
    mutating func number(after literal: UInt8? = nil, or separators: Set<UInt8> = []) -> Int? {
      if let literal, !take(literal) { skip(separators) }
      skip(LocalDateTime.whitespace)
      let start = position
      var value = 0
      while position < bytes.count, (0x30...0x39).contains(bytes[position]) {
        value = min(value * 10 + Int(bytes[position] - 0x30), 1_000_000)
        position += 1
      }
      return position > start ? value : nil
    }
  }
}
