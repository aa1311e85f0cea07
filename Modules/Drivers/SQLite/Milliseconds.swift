import FoundationEssentials

/// Instants as stored: whole milliseconds since 1970-01-01T00:00:00Z in a 64-bit integer.
enum Milliseconds {
  /// Bounds that fit any store and any meal (years 1000 to 9000), so odd dates cannot overflow.
  private static let range: ClosedRange<Double> = -30_610_224_000_000...221_845_392_000_000

  /// The stored form of an instant: the nearest millisecond.
  static func nearest(_ date: Date) -> Int64 {
    clamp((date.timeIntervalSince1970 * 1000).rounded())
  }

  /// A range bound: the first stored millisecond at or after `date`.
  ///
  /// With `>=` for a start and `<` for an end, this keeps exactly the instants the query's
  /// half-open interval holds, even when its bounds are not whole milliseconds.
  static func bound(_ date: Date) -> Int64 {
    clamp((date.timeIntervalSince1970 * 1000).rounded(.up))
  }

  /// The instant a stored value stands for.
  static func date(_ milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  private static func clamp(_ value: Double) -> Int64 {
    guard !value.isNaN else { return 0 }
    return Int64(min(max(value, range.lowerBound), range.upperBound))
  }
}
