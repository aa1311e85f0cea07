import FoundationEssentials

/// Which meal of the day an entry is: breakfast, lunch, dinner or a snack.
///
/// A person may name it; when they do not, it follows from the local time the meal was eaten
/// (`inferred(from:in:)`, ADR 0017).
public enum MealType: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case breakfast, lunch, dinner, snack

  /// Reads a type's name, ignoring case and surrounding spaces ("Lunch", " snack ");
  /// `nil` for anything else.
  public init?(name: String) {
    self.init(rawValue: name.trimmingWhitespace().lowercased())
  }

  public var description: String { rawValue }

  /// The names every type is written as, in the order of the day ("breakfast, lunch, dinner,
  /// snack").
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// The type of a meal eaten at `hour` (0–23) local time: breakfast from 04:00 to 10:59,
  /// lunch from 11:00 to 15:59, dinner from 16:00 to 21:59, and a snack from 22:00 to 03:59.
  public static func inferred(hour: Int) -> MealType {
    switch hour {
    case 4..<11: .breakfast
    case 11..<16: .lunch
    case 16..<22: .dinner
    default: .snack
    }
  }

  /// The type of a meal eaten at `instant`, by its hour on the clock in `timeZone`.
  public static func inferred(from instant: Date, in timeZone: TimeZoneRules) -> MealType {
    // The hour from the zone's offset rather than a calendar: every entry of a history page
    // is typed, and a calendar's components cost about 1 µs each (ADR 0023).
    inferred(hour: LocalClock.secondOfDay(of: instant, in: timeZone) / 3600)
  }
}
