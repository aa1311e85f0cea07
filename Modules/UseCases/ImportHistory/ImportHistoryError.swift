import Entities

/// Why nothing was imported.
public enum ImportHistoryError: Error, Hashable, Sendable {
  /// Entries break the rules every saved entry follows; each with where it is and why.
  case invalidEntries([ImportProblem])
  /// Entries have the id of an entry in the history but differ from it (ADR 0018).
  case conflicts([ImportProblem])
  /// The store failed; nothing was imported.
  case storageFailed(MealHistoryError)
}

/// One entry of a file that cannot be imported, and why.
public struct ImportProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where it is in the file.
  public var location: ImportLocation
  /// What is wrong, for people.
  public var reason: String

  /// Creates a problem.
  public init(location: ImportLocation, reason: String) {
    self.location = location
    self.reason = reason
  }

  public var description: String { "\(location): \(reason)" }
}

extension ImportHistoryError: CustomStringConvertible {
  /// At most this many problems are listed; the rest are counted.
  public static let listedProblems = 20

  public var description: String {
    switch self {
    case .invalidEntries(let problems):
      "nothing was imported; \(Self.count(problems.count, "entry", "entries")) cannot be "
        + "imported:\n" + Self.list(problems)
    case .conflicts(let problems):
      "nothing was imported; \(Self.count(problems.count, "entry", "entries")) of the file "
        + "\(problems.count == 1 ? "has" : "have") the id of a different entry in the "
        + "history (delete or edit it first):\n" + Self.list(problems)
    case .storageFailed(let error):
      "could not import the history (nothing was imported): \(error)"
    }
  }

  private static func count(_ number: Int, _ one: String, _ many: String) -> String {
    "\(number) \(number == 1 ? one : many)"
  }

  private static func list(_ problems: [ImportProblem]) -> String {
    var lines = problems.prefix(listedProblems).map { "  \($0)" }
    if problems.count > listedProblems {
      lines.append("  … and \(problems.count - listedProblems) more")
    }
    return lines.joined(separator: "\n")
  }
}
