import Entities
import FoundationEssentials

/// The exported entries.
public struct ExportHistoryResponse: Hashable, Sendable {
  /// Every entry in the range, oldest first, as a file is read.
  public var entries: [MealEntry]
  /// The time zone the range was cut in, for presenting local dates.
  public var timeZone: TimeZoneRules

  /// Creates a response.
  public init(entries: [MealEntry], timeZone: TimeZoneRules) {
    self.entries = entries
    self.timeZone = timeZone
  }
}
