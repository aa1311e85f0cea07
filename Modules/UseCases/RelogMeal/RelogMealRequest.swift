import Entities
import FoundationEssentials

/// Which meals to log again, and when they were eaten this time.
public struct RelogMealRequest: Hashable, Sendable {
  /// What to copy.
  public enum Source: Hashable, Sendable {
    /// One saved entry.
    case entry(MealEntryID)
    /// Every entry of the day before today, days cut in `timeZone`.
    case yesterday
    /// The entries of the day before today that are of this meal type, given or inferred
    /// from the time in `timeZone` (ADR 0017).
    case yesterdays(MealType)
  }

  /// What to copy.
  public var source: Source
  /// When the copies were eaten; `nil` means now.
  public var consumedAt: Date?
  /// The person's time zone, which says where yesterday begins and ends.
  public var timeZone: TimeZoneRules

  /// Creates a request.
  public init(source: Source, consumedAt: Date? = nil, timeZone: TimeZoneRules) {
    self.source = source
    self.consumedAt = consumedAt
    self.timeZone = timeZone
  }
}
