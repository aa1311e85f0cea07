import Entities
import FoundationEssentials

/// The local days between two instants and their UTC boundaries, for grouping in SQL.
struct DayBuckets {
  /// The days, oldest first; bucket n of the SQL query is `days[n]`.
  let days: [CalendarDay]
  /// A JSON array of n + 1 boundaries in UTC milliseconds: day n is [b[n], b[n+1]).
  let boundaries: String

  /// The days from the one holding `oldest` through the one holding `newest` in `timeZone`,
  /// the first and last cut to `clamp` so entries outside the asked interval stay out.
  init(
    from oldest: Date, through newest: Date, clampedTo clamp: Range<Int64>, timeZone: TimeZoneRules
  ) {
    let last = CalendarDay(containing: newest, in: timeZone)
    var day = CalendarDay(containing: oldest, in: timeZone)
    var days: [CalendarDay] = []
    var edges = [max(clamp.lowerBound, Milliseconds.nearest(day.start(in: timeZone)))]
    while day <= last {
      days.append(day)
      day = day.adding(days: 1)
      edges.append(min(clamp.upperBound, Milliseconds.nearest(day.start(in: timeZone))))
    }
    self.days = days
    self.boundaries = "[" + edges.map(String.init).joined(separator: ",") + "]"
  }
}
