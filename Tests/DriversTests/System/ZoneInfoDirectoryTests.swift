import Entities
import Foundation
import TestSupport
import Testing

@testable import Drivers

@Suite("ZoneInfoDirectory: the system's tz database")
struct ZoneInfoDirectoryTests {
  let database = ZoneInfoDirectory(environment: [:])

  /// Zones with DST north and south, half- and quarter-hour offsets, offsets past ±12 h, a
  /// half-hour DST (Lord Howe) and changes at midnight, whose rules ICU's copy of the database
  /// and the system's agree on since 1970.
  static let zones = [
    "UTC", "Europe/Paris", "Europe/London", "America/New_York", "America/Los_Angeles",
    "America/St_Johns", "America/Sao_Paulo", "America/Havana", "Asia/Kolkata", "Asia/Kathmandu",
    "Asia/Tokyo", "Asia/Tehran", "Asia/Beirut", "Australia/Sydney", "Australia/Lord_Howe",
    "Pacific/Chatham", "Pacific/Auckland", "Pacific/Kiritimati", "Pacific/Pago_Pago",
    "Africa/Cairo", "Etc/GMT+5",
  ]

  @Test(
    "reads every zone's offsets as Foundation's ICU zones give them, 1970 to 2200", arguments: zones
  )
  func matchesFoundation(_ name: String) throws {
    let rules = try #require(database.zone(named: name))
    let zone = try #require(TimeZone(identifier: name))
    expectEqual(rules.identifier, name)
    var fractions = SplitMix(state: UInt64(name.utf8.count))
    var instants = (0..<3000).map { _ in Double(Int(fractions.next() * 7.258e9)) }
    // Every change Foundation knows of, a second either side: the list before 2037, the
    // footer's rule after it.
    var change = zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: 0))
    while let instant = change, instant.timeIntervalSince1970 < 7_258_118_400 {
      let seconds = instant.timeIntervalSince1970
      instants += [seconds - 1, seconds, seconds + 1]
      change = zone.nextDaylightSavingTimeTransition(after: instant)
    }
    for seconds in instants {
      let instant = Date(timeIntervalSince1970: seconds)
      #expect(
        rules.secondsFromGMT(for: instant) == zone.secondsFromGMT(for: instant),
        "\(name) at \(instant)")
    }
  }

  @Test("a name that would leave the database, or is not a zone, is unknown")
  func refusesPathsAndUnknownNames() {
    for name in [
      "../../etc/passwd", "/etc/localtime", "Europe/../Europe/Paris", "./UTC", "Europe//Paris",
      "Europe/Nowhere", "", "Europe", "zone.tab", "Europe/Paris\0", "Europe/Paris ",
      String(repeating: "A", count: 300), "UTC+25", "GMT5x", "UTC+", "::UTC",
    ] {
      #expect(database.zone(named: name) == nil, "\(name)")
    }
  }

  @Test("UTC, GMT and offsets after them are known even without the database")
  func fixedOffsets() throws {
    let missing = ZoneInfoDirectory(environment: ["TZDIR": "/nonexistent"])
    expectEqual(missing.zone(named: "Europe/Paris"), nil)
    let cases = [
      ("UTC", 0), ("GMT", 0), ("GMT+05:30", 19_800), ("UTC-3", -10_800), ("GMT+14", 50_400),
      ("UTC-09:30", -34_200),
    ]
    for (name, offset) in cases {
      let rules = try #require(missing.zone(named: name), "\(name)")
      expectEqual(rules.secondsFromGMT(for: Date(timeIntervalSince1970: 1_795_219_200)), offset)
      expectEqual(rules.identifier, name)
    }
  }

  @Test("the system zone is TZ's file or rule, else /etc/localtime's link, else UTC")
  func systemZone() throws {
    let folder = try TemporaryDirectory()
    let july = Date(timeIntervalSince1970: 1_784_000_000)  // 2026-07-14
    func zone(_ environment: [String: String], link: String = "/nonexistent") -> TimeZoneRules {
      ZoneInfoDirectory(environment: environment, localTimePath: link).systemZone()
    }
    expectEqual(zone(["TZ": ":Europe/Paris"]).identifier, "Europe/Paris")
    expectEqual(zone(["TZ": "America/New_York"]).secondsFromGMT(for: july), -4 * 3600)
    let rule = zone(["TZ": "EST5EDT,M3.2.0,M11.1.0"])
    expectEqual(rule.secondsFromGMT(for: july), -4 * 3600)
    expectEqual(rule.secondsFromGMT(for: Date(timeIntervalSince1970: 1_795_219_200)), -5 * 3600)
    expectEqual(zone(["TZ": "not a zone!"]), .utc)
    // --tz and the configuration file read the same forms.
    expectEqual(
      ZoneInfoDirectory(environment: [:]).zone(named: ":Asia/Tokyo")?.identifier, "Asia/Tokyo")
    #expect(ZoneInfoDirectory(environment: [:]).zone(named: "<+0530>-5:30") != nil)
    // No TZ: the link's target names the zone; a link to nothing, or nothing, is UTC.
    let link = folder.path("localtime")
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: "/usr/share/zoneinfo/Asia/Kolkata")
    expectEqual(zone([:], link: link).identifier, "Asia/Kolkata")
    expectEqual(zone(["TZ": ""], link: link).identifier, "Asia/Kolkata")
    let copy = folder.path("copied")
    try FileManager.default.copyItem(atPath: "/usr/share/zoneinfo/Asia/Tokyo", toPath: copy)
    expectEqual(zone([:], link: copy).secondsFromGMT(for: july), 9 * 3600)
    expectEqual(zone([:], link: copy).identifier, "localtime")
    expectEqual(zone([:]), .utc)
  }

  @Test("a damaged zone file is refused, never read as something else, at every length")
  func damagedFiles() throws {
    let bytes = try [UInt8](
      Data(contentsOf: URL(fileURLWithPath: "/usr/share/zoneinfo/Europe/Paris")))
    #expect(ZoneInfoFile.rules(named: "Paris", from: bytes) != nil)
    // Cut anywhere before its last byte, the file is incomplete (the footer ends in "\n").
    for length in 0..<bytes.count {
      #expect(ZoneInfoFile.rules(named: "Paris", from: Array(bytes[..<length])) == nil, "\(length)")
    }
    var badMagic = bytes
    badMagic[0] = UInt8(ascii: "X")
    expectEqual(ZoneInfoFile.rules(named: "Paris", from: badMagic), nil)
    var badFooter = bytes
    badFooter[badFooter.count - 3] = UInt8(ascii: "?")
    expectEqual(ZoneInfoFile.rules(named: "Paris", from: badFooter), nil)
    // Every single byte changed, one at a time: anything may come back but a crash.
    for index in stride(from: 0, to: bytes.count, by: 7) {
      var changed = bytes
      changed[index] ^= 0xA5
      _ = ZoneInfoFile.rules(named: "Paris", from: changed)
    }
  }

  @Test("POSIX rules: weekday, Julian and ordinal days, negative and 25-hour switch times")
  func posixRules() throws {
    func offset(_ text: String, _ seconds: Int64) throws -> Int {
      let parsed = try #require(PosixTimeZoneText.parse(text), "\(text)")
      return parsed.rule?.secondsFromGMT(atSecond: seconds) ?? parsed.standardOffset
    }
    let paris = "CET-1CEST,M3.5.0,M10.5.0/3"
    // 2026-03-29 01:00:00Z is when Paris's clocks go forward; 2026-10-25 01:00:00Z back.
    expectEqual(try offset(paris, 1_774_745_999), 3600)
    expectEqual(try offset(paris, 1_774_746_000), 7200)
    expectEqual(try offset(paris, 1_792_889_999), 7200)
    expectEqual(try offset(paris, 1_792_890_000), 3600)
    expectEqual(try offset("<+0530>-5:30", 1_774_746_000), 19_800)
    expectEqual(try offset("<-03>3", 0), -10_800)
    // Switches at −1:00 and 0:00 standard time (Greenland's form): 2026-03-29 00:00 local
    // on the −02 clocks is 02:00Z, less an hour.
    let nuuk = "<-02>2<-01>,M3.5.0/-1,M10.5.0/0"
    expectEqual(try offset(nuuk, 1_774_745_999), -7200)
    expectEqual(try offset(nuuk, 1_774_746_000), -3600)
    // Daylight time all year: it starts on January 1 at 00:00 and ends after December 31.
    let always = "EST5EDT4,0/0,J365/25"
    for seconds: Int64 in [1_767_225_600, 1_784_000_000, 1_798_761_599, 1_798_779_600] {
      #expect(try offset(always, seconds) == -4 * 3600, "\(seconds)")
    }
    // J60 is March 1 even in a leap year; day 59 counting February 29 is February 29.
    let julian = try #require(PosixTimeZoneText.parse("AAA0BBB,J60/0,J300/0")?.rule)
    expectEqual(julian.secondsFromGMT(atSecond: 1_709_251_199), 0)  // 2024-02-29 23:59:59Z
    expectEqual(julian.secondsFromGMT(atSecond: 1_709_251_200), 3600)  // 2024-03-01
    let ordinal = try #require(PosixTimeZoneText.parse("AAA0BBB,59/0,300/0")?.rule)
    expectEqual(ordinal.secondsFromGMT(atSecond: 1_709_164_800), 3600)  // 2024-02-29
    for text in [
      "", "ES5", "EST", "EST5EDT,M13.1.0,M11.1.0", "EST5EDT,M3.2.0", "EST25", "<AB>5",
      "EST5EDT,M3.6.0,M11.1.0", "EST5EDT,J366,M11.1.0", "EST5EDT,M3.2.0/168,M11.1.0",
      "EST5EDT,M3.2.0,M11.1.0x", "EST5:60",
    ] {
      #expect(PosixTimeZoneText.parse(text) == nil, "\(text)")
    }
  }
}

/// Numbers in [0, 1), the same for the same seed.
private struct SplitMix {
  var state: UInt64

  mutating func next() -> Double {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return Double((mixed ^ (mixed >> 31)) >> 11) / Double(1 << 53)
  }
}
