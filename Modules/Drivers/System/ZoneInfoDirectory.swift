import Entities
import InterfaceAdapters
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The system's tz database (`/usr/share/zoneinfo`, or `TZDIR`): time zones by name, and the
/// zone the system runs in (`TZ`, else `/etc/localtime`), as glibc finds them (ADR 0025).
public final class ZoneInfoDirectory: TimeZoneSource {
  /// Largest zone file read; the biggest in the database is under 4 kB.
  static let maximumByteCount = 1 << 16

  private let path: String
  private let environment: [String: String]
  private let localTimePath: String
  /// Zones already read, by name: a command asks for its zone more than once.
  private let cache = Mutex<[String: TimeZoneRules]>([:])

  /// The database at `TZDIR` or `/usr/share/zoneinfo`, the system zone from `environment`'s
  /// `TZ` or `localTimePath`.
  public init(environment: [String: String], localTimePath: String = "/etc/localtime") {
    let directory = environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 }
    self.path = directory ?? "/usr/share/zoneinfo"
    self.environment = environment
    self.localTimePath = localTimePath
  }

  /// The zone `identifier` names: a file of the database (after an optional ":"), UTC/GMT or
  /// an offset after them, or a POSIX rule; `nil` for anything else.
  public func zone(named identifier: String) -> TimeZoneRules? {
    if let known = cache.withLock({ $0[identifier] }) { return known }
    guard let rules = load(identifier) else { return nil }
    cache.withLock { $0[identifier] = rules }
    return rules
  }

  public func systemZone() -> TimeZoneRules {
    if let variable = environment["TZ"], !variable.isEmpty {
      // As glibc: a value naming nothing is UTC.
      return zone(named: variable) ?? .utc
    }
    // /etc/localtime is a link into the database, whose path names the zone; a copied file
    // has no name of its own.
    if let target = Self.linkTarget(localTimePath), let range = target.firstRange(of: "zoneinfo/"),
      let named = zone(named: String(target[range.upperBound...]))
    {
      return named
    }
    if let bytes = SmallFile.contents(localTimePath, maximumByteCount: Self.maximumByteCount),
      let rules = ZoneInfoFile.rules(named: "localtime", from: bytes)
    {
      return rules
    }
    return .utc
  }

  /// The forms `TZ` takes in glibc, so that `TZ`, `--tz` and the configuration file all read
  /// alike: a file of the database ("Europe/Paris", also after a ":"), then UTC/GMT and
  /// offsets after them, then a POSIX rule ("EST5EDT,M3.2.0,M11.1.0").
  private func load(_ identifier: String) -> TimeZoneRules? {
    let name = identifier.hasPrefix(":") ? String(identifier.dropFirst()) : identifier
    if Self.isFileName(name),
      let bytes = SmallFile.contents(path + "/" + name, maximumByteCount: Self.maximumByteCount),
      let rules = ZoneInfoFile.rules(named: name, from: bytes)
    {
      return rules
    }
    if let fixed = Self.fixedOffset(name) { return fixed }
    guard let clocks = PosixTimeZoneText.parse(identifier) else { return nil }
    return TimeZoneRules(
      identifier: identifier, initialOffset: clocks.standardOffset, changes: [],
      laterChanges: clocks.rule)
  }

  /// Whether `identifier` can only name a file inside the database: letters, digits and
  /// "_+-." in parts joined by "/", none of them "." or "..".
  static func isFileName(_ identifier: String) -> Bool {
    let parts = identifier.split(separator: "/", omittingEmptySubsequences: false)
    return identifier.utf8.count <= 255
      && parts.allSatisfy { part in
        !part.isEmpty && part != "." && part != ".."
          && part.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
              || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
              || "_+-.".utf8.contains(byte)
          }
      }
  }

  /// "UTC", "GMT", and offsets written after them ("GMT+5", "UTC-03:30"), as ICU knows them,
  /// known even where the database is not installed.
  static func fixedOffset(_ identifier: String) -> TimeZoneRules? {
    for prefix in ["UTC", "GMT"] where identifier.hasPrefix(prefix) {
      let rest = Array(identifier.utf8.dropFirst(3))
      if rest.isEmpty { return TimeZoneRules(identifier: identifier, secondsFromGMT: 0) }
      guard rest[0] == UInt8(ascii: "+") || rest[0] == UInt8(ascii: "-") else { return nil }
      let digits = rest.dropFirst().split(
        separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
      // Hours in one or two digits, minutes (when given) in two.
      let widths = digits.count == 1 ? [1...2] : [1...2, 2...2]
      guard digits.count <= 2,
        zip(digits, widths).allSatisfy({ part, width in
          width.contains(part.count) && part.allSatisfy { (48...57).contains($0) }
        })
      else { return nil }
      let numbers = digits.map { $0.reduce(0) { $0 * 10 + Int($1 - 48) } }
      let minutes = numbers.count == 2 ? numbers[1] : 0
      guard numbers[0] <= 23, minutes <= 59 else { return nil }
      let seconds = (numbers[0] * 3600 + minutes * 60) * (rest[0] == UInt8(ascii: "-") ? -1 : 1)
      return TimeZoneRules(identifier: identifier, secondsFromGMT: seconds)
    }
    return nil
  }

  private static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
