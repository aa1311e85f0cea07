import Entities
import FoundationEssentials
import UseCases

/// JSON form of the copies `again` saved: `{"copies": [{"copiedFrom": id, "entry": {...}}]}`.
public struct RelogDocument: Codable, Hashable, Sendable {
  /// One copy: the entry it was copied from and the new entry, as `analyze --json` prints it.
  public struct Copy: Codable, Hashable, Sendable {
    public var copiedFrom: String
    public var entry: MealEntryDocument
  }

  public var copies: [Copy]

  /// The document for a `RelogMeal` response, meal types inferred in `timeZone`.
  public init(_ response: RelogMealResponse, timeZone: TimeZoneRules) {
    copies = response.copies.map {
      Copy(copiedFrom: $0.original.rawValue, entry: MealEntryDocument($0.entry, timeZone: timeZone))
    }
  }
}
