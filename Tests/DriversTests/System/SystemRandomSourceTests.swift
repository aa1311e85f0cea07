import Drivers
import TestSupport
import Testing

@Suite("SystemRandomSource")
struct SystemRandomSourceTests {
  @Test("gives exactly the bytes asked for", arguments: [0, 1, 7, 8, 9, 32, 33])
  func lengths(_ count: Int) {
    expectEqual(SystemRandomSource().bytes(count).count, count)
  }

  @Test("secrets drawn in a row differ, and every byte value turns up")
  func unpredictable() {
    let source = SystemRandomSource()
    let draws = (0..<200).map { _ in source.bytes(32) }
    expectEqual(Set(draws).count, draws.count)
    // 6,400 bytes: a generator stuck on part of the range (a byte-shift bug) would miss values;
    // a fair one misses any given value with probability about 1e-11.
    expectEqual(Set(draws.joined()).count, 256)
  }
}
