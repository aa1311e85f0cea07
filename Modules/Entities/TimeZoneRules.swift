import FoundationEssentials

/// The offsets from UTC a time zone's clocks keep and when they change: what cuts instants
/// into local days, times of day and meal types.
///
/// WellPlate reads these from the system's tz database itself (ADR 0025) rather than through
/// Foundation's `TimeZone`, whose named zones need ICU, 35 MB of the executable.
public struct TimeZoneRules: Hashable, Sendable, CustomStringConvertible {
  /// The zone's name in the tz database ("Europe/Paris"), or how it was given ("UTC+05:30").
  public let identifier: String
  /// The offset in effect before the first change.
  private let initialOffset: Int
  /// UTC seconds since 1970 at which each change takes effect, ascending.
  private let changeTimes: [Int64]
  /// The offset in effect from the change at the same index on.
  private let changeOffsets: [Int32]
  /// What the clocks do after the last listed change; `nil` keeps its offset.
  private let laterChanges: DaylightSavingRule?

  /// One change of a zone's offset: from `instant` (UTC seconds since 1970) on, the clocks
  /// are `offset` seconds ahead of UTC.
  public struct Change: Hashable, Sendable {
    /// UTC seconds since 1970 at which the change takes effect.
    public var instant: Int64
    /// Seconds the clocks are ahead of UTC from then on (negative west of Greenwich).
    public var offset: Int

    /// A change at `instant` to `offset`.
    public init(at instant: Int64, to offset: Int) {
      (self.instant, self.offset) = (instant, offset)
    }
  }

  /// Offsets beyond a day and a few hours are not any place's clocks (the tz database's
  /// extremes are about −15:56 and +15:13, from local mean times before 1900).
  public static let possibleOffsets = -26 * 3600...26 * 3600

  /// A zone from its history: `initialOffset` before the first of `changes`, each change's
  /// offset after it, and `laterChanges` after the last; `nil` when an offset is impossible or
  /// the changes are not in order.
  public init?(
    identifier: String, initialOffset: Int, changes: [Change],
    laterChanges: DaylightSavingRule? = nil
  ) {
    guard Self.possibleOffsets.contains(initialOffset),
      changes.allSatisfy({ Self.possibleOffsets.contains($0.offset) }),
      zip(changes, changes.dropFirst()).allSatisfy({ $0.instant < $1.instant })
    else { return nil }
    self.identifier = identifier
    self.initialOffset = initialOffset
    changeTimes = changes.map(\.instant)
    changeOffsets = changes.map { Int32($0.offset) }
    self.laterChanges = laterChanges
  }

  /// A zone whose clocks are always `secondsFromGMT` ahead of UTC; `nil` beyond ±26 hours.
  public init?(identifier: String, secondsFromGMT: Int) {
    self.init(identifier: identifier, initialOffset: secondsFromGMT, changes: [])
  }

  /// The farthest second from 1970 either way that the rules answer for as themselves (about
  /// 31 million years); farther seconds are read as this one.
  public static let farthestSecond: Int64 = 1_000_000_000_000_000

  /// Coordinated Universal Time.
  public static let utc = TimeZoneRules(identifier: "UTC", secondsFromGMT: 0)!

  public var description: String { identifier }

  /// Seconds the clocks are ahead of UTC at `instant` (negative west of Greenwich).
  public func secondsFromGMT(for instant: Date) -> Int {
    let seconds = instant.timeIntervalSince1970.rounded(.down)
    // Instants millions of years away are not times anyone ate at; clamping keeps the
    // conversion from trapping.
    let limit = Double(Self.farthestSecond)
    return secondsFromGMT(atSecond: Int64(max(-limit, min(limit, seconds.isNaN ? 0 : seconds))))
  }

  /// Seconds the clocks are ahead of UTC at `second` (UTC seconds since 1970).
  public func secondsFromGMT(atSecond second: Int64) -> Int {
    if let laterChanges, second >= changeTimes.last ?? .min {
      return laterChanges.secondsFromGMT(atSecond: second)
    }
    guard let firstChange = changeTimes.first, second >= firstChange else {
      return initialOffset
    }
    // The last change at or before `second`, by binary search.
    var low = 0
    var high = changeTimes.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if changeTimes[middle] <= second { low = middle } else { high = middle }
    }
    return Int(changeOffsets[low])
  }

  /// The UTC seconds at which the clocks read `localSecond` (seconds since 1970-01-01 00:00
  /// on the zone's clocks), in order: none in a spring-forward gap, two where the clocks fall
  /// back.
  public func seconds(showing localSecond: Int64) -> [Int64] {
    let localSecond = min(max(localSecond, -Self.farthestSecond), Self.farthestSecond)
    // The offsets in effect a day either side cover every change that could apply.
    let offsets = Set(
      [localSecond - 86_400 - 26 * 3600, localSecond, localSecond + 86_400 + 26 * 3600].map {
        Int64(secondsFromGMT(atSecond: $0))
      })
    return offsets.map { localSecond - $0 }
      .filter { Int64(secondsFromGMT(atSecond: $0)) + $0 == localSecond }
      .sorted()
  }

  /// The first UTC second at which the clocks read `localSecond`; a reading the clocks skip
  /// (in a spring-forward gap) is the instant the gap ends, so a day starting in one starts
  /// when the clocks jump.
  public func firstSecond(showing localSecond: Int64) -> Int64 {
    let localSecond = min(max(localSecond, -Self.farthestSecond), Self.farthestSecond)
    if let first = seconds(showing: localSecond).first { return first }
    // In a gap: the change itself, the first second whose reading is later, found by halving
    // two days before the reading (clocks then read earlier) and the reading taken with the
    // offset before the change (they read later).
    func reading(_ second: Int64) -> Int64 { second + Int64(secondsFromGMT(atSecond: second)) }
    var earlier = localSecond - 2 * 86_400 - 26 * 3600
    var later = localSecond - Int64(secondsFromGMT(atSecond: localSecond - 86_400 - 26 * 3600))
    while later - earlier > 1 {
      let middle = earlier + (later - earlier) / 2
      if reading(middle) >= localSecond { later = middle } else { earlier = middle }
    }
    return later
  }
}
