import Entities
import FoundationEssentials

/// Logs a meal eaten before again ("the same breakfast as yesterday"): copies saved entries
/// with new ids and a new time, without analyzing anything.
///
/// The copy keeps the original's analyzer name, since that analyzer produced its numbers, and
/// its meal type as given: an untyped original gives an untyped copy, typed by its new time.
public struct RelogMeal: Sendable {
  /// Entries read from the store per query when copying a whole day.
  public static let pageSize = 1000

  private let history: any MealHistory
  private let clock: any Clock
  private let ids: any IDGenerator

  /// Creates the use case from its ports.
  public init(history: any MealHistory, clock: any Clock, ids: any IDGenerator) {
    self.history = history
    self.clock = clock
    self.ids = ids
  }

  /// Saves a copy of each entry named by `request.source` at `request.consumedAt` (or now).
  public func execute(
    _ request: RelogMealRequest
  ) async throws(RelogMealError) -> RelogMealResponse {
    let now = clock.now()
    let consumedAt = Self.wholeSeconds(request.consumedAt ?? now)
    // Checked before reading: a time no history can hold is a mistake to fix first.
    guard MealEntry.possibleTimes.contains(consumedAt) else { throw .timeOutOfRange(consumedAt) }

    let originals: [MealEntry]
    switch request.source {
    case .entry(let id):
      let found: MealEntry?
      do {
        found = try await history.entry(id)
      } catch {
        throw .storageFailed(error)
      }
      guard let found else { throw .notFound(id) }
      originals = [found]
    case .yesterday:
      let yesterday = CalendarDay(containing: now, in: request.timeZone).adding(days: -1)
      originals = try await entries(on: yesterday, timeZone: request.timeZone)
      guard !originals.isEmpty else { throw .nothingToCopy(yesterday) }
    case .yesterdays(let mealType):
      let yesterday = CalendarDay(containing: now, in: request.timeZone).adding(days: -1)
      originals = try await entries(on: yesterday, timeZone: request.timeZone).filter {
        $0.mealType(in: request.timeZone) == mealType
      }
      guard !originals.isEmpty else { throw .noMealOfType(mealType, yesterday) }
    }

    var copies: [RelogMealResponse.Copy] = []
    for original in originals {
      var copy = original
      copy.id = ids.next()
      copy.consumedAt = consumedAt
      do {
        try await history.save(copy)
      } catch {
        guard copies.isEmpty else {
          throw .partlyCopied(
            saved: copies.map(\.entry.id), total: originals.count, cause: error)
        }
        throw .storageFailed(error)
      }
      copies.append(RelogMealResponse.Copy(original: original.id, entry: copy))
    }
    return RelogMealResponse(copies: copies)
  }

  /// Every entry of `day`, oldest first, so copies get ids in the order the meals were eaten.
  private func entries(
    on day: CalendarDay, timeZone: TimeZoneRules
  ) async throws(RelogMealError) -> [MealEntry] {
    let interval = DateInterval(
      start: day.start(in: timeZone), end: day.adding(days: 1).start(in: timeZone))
    do {
      return try await history.everyEntry(in: interval, pageSize: Self.pageSize)
    } catch {
      throw .storageFailed(error)
    }
  }

  /// People log meals to the second at best; whole seconds keep output and storage identical.
  private static func wholeSeconds(_ date: Date) -> Date {
    Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
  }
}
