import Entities
import FoundationEssentials

/// Reads a page of someone's history, newest first, with the totals of the days it covers.
public struct FetchHistory: Sendable {
  /// Page size when none is asked for.
  public static let defaultLimit = 50
  /// Largest page; bigger pages belong to `export`.
  public static let maximumLimit = 10_000

  private let history: any MealHistory

  /// Creates the use case from its port.
  public init(history: any MealHistory) {
    self.history = history
  }

  /// Returns the page of entries asked for and per-day totals for every day on the page.
  ///
  /// Day totals count all entries of those days within the range, not only those on the page,
  /// so a day split across two pages shows the same total on both.
  public func execute(
    _ request: FetchHistoryRequest
  ) async throws(FetchHistoryError) -> FetchHistoryResponse {
    guard (1...Self.maximumLimit).contains(request.limit) else {
      throw .invalidLimit(request.limit, maximum: Self.maximumLimit)
    }
    if let from = request.from, let to = request.to, from > to {
      throw .invalidRange(from: from, to: to)
    }
    let timeZone = request.timeZone
    let interval = DateInterval(
      start: request.from?.start(in: timeZone) ?? Self.earliest,
      end: request.to?.adding(days: 1).start(in: timeZone) ?? Self.latest)

    do {
      let page = try await history.entries(
        HistoryQuery(interval: interval, limit: request.limit, cursor: request.cursor))
      guard let newest = page.entries.first, let oldest = page.entries.last else {
        return FetchHistoryResponse(entries: [], days: [], nextCursor: nil)
      }
      let firstDay = CalendarDay(containing: oldest.consumedAt, in: timeZone)
      let lastDay = CalendarDay(containing: newest.consumedAt, in: timeZone)
      let days = try await history.dailyTotals(
        in: DateInterval(
          start: max(interval.start, firstDay.start(in: timeZone)),
          end: min(interval.end, lastDay.adding(days: 1).start(in: timeZone))),
        timeZone: timeZone)
      return FetchHistoryResponse(
        entries: page.entries, days: days, nextCursor: page.nextCursor)
    } catch {
      throw .storageFailed(error)
    }
  }

  /// Bounds for an open range: every time a meal can have (`MealEntry.possibleTimes`).
  static let earliest = MealEntry.possibleTimes.lowerBound
  static let latest = MealEntry.possibleTimes.upperBound
}
