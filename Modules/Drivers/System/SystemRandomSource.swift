import UseCases

/// Random bytes from the operating system (getrandom(2) on Linux, arc4random on Darwin), via
/// the standard library's `SystemRandomNumberGenerator`, which is cryptographically secure.
public struct SystemRandomSource: RandomSource {
  /// Creates the source.
  public init() {}

  public func bytes(_ count: Int) -> [UInt8] {
    var generator = SystemRandomNumberGenerator()
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    // Eight bytes per call rather than one: fewer system calls for a 32-byte secret.
    while bytes.count < count {
      var word = generator.next()
      for _ in 0..<min(8, count - bytes.count) {
        bytes.append(UInt8(truncatingIfNeeded: word))
        word >>= 8
      }
    }
    return bytes
  }
}
