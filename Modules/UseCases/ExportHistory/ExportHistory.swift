import Entities
import FoundationEssentials

/// Reads every entry of someone's history in a range of days, for a file they keep elsewhere.
public struct ExportHistory: Sendable {
  /// Entries read from the store per query: large enough to be quick, small enough that no
  /// single query holds the database for long.
  public static let pageSize = 1000

  private let history: any MealHistory

  /// Creates the use case from its port.
  public init(history: any MealHistory) {
    self.history = history
  }

  /// Returns all entries from `request.from` through `request.to` (inclusive), oldest first.
  public func execute(
    _ request: ExportHistoryRequest
  ) async throws(ExportHistoryError) -> ExportHistoryResponse {
    if let from = request.from, let to = request.to, from > to {
      throw .invalidRange(from: from, to: to)
    }
    let timeZone = request.timeZone
    let interval = DateInterval(
      start: request.from?.start(in: timeZone) ?? FetchHistory.earliest,
      end: request.to?.adding(days: 1).start(in: timeZone) ?? FetchHistory.latest)
    do {
      let entries = try await history.everyEntry(in: interval, pageSize: Self.pageSize)
      return ExportHistoryResponse(entries: entries, timeZone: timeZone)
    } catch {
      throw .storageFailed(error)
    }
  }
}
