/// Unpredictable bytes, for secrets nobody may guess (API token ids and secrets).
public protocol RandomSource: Sendable {
  /// `count` bytes from a cryptographically secure generator.
  func bytes(_ count: Int) -> [UInt8]
}
