import Entities
import FoundationEssentials

/// Which days of the history to export.
public struct ExportHistoryRequest: Hashable, Sendable {
  /// First day included (in `timeZone`); `nil` for no lower bound.
  public var from: CalendarDay?
  /// Last day included (in `timeZone`); `nil` for no upper bound.
  public var to: CalendarDay?
  /// The time zone that decides where days start and end.
  public var timeZone: TimeZoneRules

  /// Creates a request.
  public init(from: CalendarDay? = nil, to: CalendarDay? = nil, timeZone: TimeZoneRules) {
    self.from = from
    self.to = to
    self.timeZone = timeZone
  }
}
