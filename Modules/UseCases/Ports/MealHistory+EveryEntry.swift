import Entities
import FoundationEssentials

extension MealHistory {
  /// Every entry in `interval`, oldest first, read page by page as `history --cursor` does,
  /// so no store has to answer one unbounded query.
  func everyEntry(
    in interval: DateInterval, pageSize: Int
  ) async throws(MealHistoryError) -> [MealEntry] {
    var newestFirst: [MealEntry] = []
    var cursor: HistoryCursor?
    repeat {
      let page = try await entries(
        HistoryQuery(interval: interval, limit: pageSize, cursor: cursor))
      newestFirst += page.entries
      // A cursor that does not move would loop forever; stop rather than trust the store.
      guard page.nextCursor != cursor else { break }
      cursor = page.nextCursor
    } while cursor != nil
    return newestFirst.reversed()
  }
}
