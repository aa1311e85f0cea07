import Entities
import FoundationEssentials

/// Which part of the history to read.
public struct FetchHistoryRequest: Hashable, Sendable {
  /// First day included (in `timeZone`); `nil` for no lower bound.
  public var from: CalendarDay?
  /// Last day included (in `timeZone`); `nil` for no upper bound.
  public var to: CalendarDay?
  /// Page size, 1 to `FetchHistory.maximumLimit`.
  public var limit: Int
  /// Continue after this position; `nil` for the newest page.
  public var cursor: HistoryCursor?
  /// The time zone that decides where days start and end.
  public var timeZone: TimeZoneRules

  /// Creates a request.
  public init(
    from: CalendarDay? = nil,
    to: CalendarDay? = nil,
    limit: Int = FetchHistory.defaultLimit,
    cursor: HistoryCursor? = nil,
    timeZone: TimeZoneRules
  ) {
    self.from = from
    self.to = to
    self.limit = limit
    self.cursor = cursor
    self.timeZone = timeZone
  }
}
