import Entities
import FoundationEssentials
import UseCases

/// JSON form of a history page: `{"entries": [...], "days": [...], "nextCursor": ... }`.
public struct HistoryDocument: Codable, Hashable, Sendable {
  /// JSON form of `DailyTotals`.
  public struct Day: Codable, Hashable, Sendable {
    /// "YYYY-MM-DD" in the requested time zone.
    public var date: String
    public var count: Int
    public var nutrition: NutritionDocument
    /// For each nutrient some of the day's entries do not report, how many entries; the
    /// day's `nutrition` holds what the others add up to (ADR 0020).
    public var unreported: [String: Int]
  }

  public var entries: [MealEntryDocument]
  public var days: [Day]
  /// Token for the next page, or `null` on the last page.
  public var nextCursor: String?

  /// The document for a `FetchHistory` response, meal types inferred in `timeZone`.
  public init(_ response: FetchHistoryResponse, timeZone: TimeZoneRules) {
    entries = response.entries.map { MealEntryDocument($0, timeZone: timeZone) }
    days = response.days.map {
      Day(
        date: $0.day.description, count: $0.count, nutrition: NutritionDocument($0.nutrition),
        unreported: NutritionDocument.unreported($0.unreported))
    }
    nextCursor = response.nextCursor?.token
  }

  // `nextCursor` is always present, as null on the last page, so readers need not guess.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(entries, forKey: .entries)
    try container.encode(days, forKey: .days)
    try container.encode(nextCursor, forKey: .nextCursor)
  }
}

extension HistoryDocument: JSONWritable {
  /// An entry takes about 900 bytes, a day about 600.
  public var expectedByteCount: Int { 1024 * (entries.count + days.count + 1) }

  /// The members in sorted order; `nextCursor` always, as `null` on the last page.
  public func write(to json: inout JSONText) {
    json.object { json in
      json.key("days")
      json.array(days) { day, json in day.write(to: &json) }
      json.key("entries")
      json.array(entries) { entry, json in entry.write(to: &json) }
      json.key("nextCursor")
      json.value(nextCursor)
    }
  }
}

extension HistoryDocument.Day: JSONWritable {
  /// The members in sorted order.
  public func write(to json: inout JSONText) {
    json.object { json in
      json.key("count")
      json.value(count)
      json.key("date")
      json.value(date)
      json.key("nutrition")
      nutrition.write(to: &json)
      json.key("unreported")
      json.value(unreported)
    }
  }
}
