import Entities
import Foundation
import TestSupport
import Testing

@Suite("MealEntry.possibleTimes")
struct MealEntryTimesTests {
  @Test("the text messages name is the first and the last UTC day of the range")
  func textNamesTheBounds() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    func day(_ date: Date) -> String {
      let parts = calendar.dateComponents([.year, .month, .day], from: date)
      return String(
        format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
    let first = day(MealEntry.possibleTimes.lowerBound)
    // The range is half-open: its last day is the one before the upper bound.
    let last = day(MealEntry.possibleTimes.upperBound.addingTimeInterval(-1))
    expectEqual(MealEntry.possibleTimesText, "\(first) to \(last)")
  }
}
