import Entities
import FoundationEssentials
import UseCases

/// Generates UUID version 7 identifiers (RFC 9562): a millisecond timestamp, then random bits.
///
/// Time-ordered ids keep entries saved within the same second in the order they were made when
/// history breaks ties by id, and they index well in B-trees.
public struct TimeOrderedIDGenerator: IDGenerator {
  private let clock: any Clock

  /// Creates a generator reading time from `clock`.
  public init(clock: any Clock = SystemClock()) {
    self.clock = clock
  }

  public func next() -> MealEntryID {
    var generator = SystemRandomNumberGenerator()
    let milliseconds = UInt64(max(0, clock.now().timeIntervalSince1970 * 1000))
    var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &generator) }
    for index in 0..<6 {
      bytes[index] = UInt8(truncatingIfNeeded: milliseconds >> (8 * (5 - index)))
    }
    bytes[6] = 0x70 | (bytes[6] & 0x0F)  // version 7
    bytes[8] = 0x80 | (bytes[8] & 0x3F)  // RFC 9562 variant
    let uuid = UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
    return MealEntryID(uuid.uuidString.lowercased())
  }
}
