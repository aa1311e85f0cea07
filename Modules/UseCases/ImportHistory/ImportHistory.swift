import Entities
import FoundationEssentials

/// Adds the entries of a file WellPlate exported to the history, all or none (ADR 0018).
///
/// An entry whose id the history already holds is skipped when it is the same and refuses
/// the whole import when it differs; every entry must follow the rules a saved one follows.
public struct ImportHistory: Sendable {
  private let history: any MealHistory

  /// Creates the use case from its port.
  public init(history: any MealHistory) {
    self.history = history
  }

  /// Checks every entry, then saves the new ones in one atomic write.
  public func execute(
    _ request: ImportHistoryRequest
  ) async throws(ImportHistoryError) -> ImportHistoryResponse {
    let problems = Self.problems(in: request.entries)
    guard problems.isEmpty else { throw .invalidEntries(problems) }

    var new: [MealEntry] = []
    var conflicts: [ImportProblem] = []
    for item in request.entries {
      let existing: MealEntry?
      do {
        existing = try await history.entry(item.entry.id)
      } catch {
        throw .storageFailed(error)
      }
      guard let existing else {
        new.append(item.entry)
        continue
      }
      if request.asWritten(existing) != item.entry {
        conflicts.append(
          ImportProblem(
            location: item.location,
            reason: "entry \(item.entry.id) differs from the one in the history"))
      }
    }
    guard conflicts.isEmpty else { throw .conflicts(conflicts) }

    let imported: Int
    do {
      imported = new.isEmpty ? 0 : try await history.importEntries(new)
    } catch {
      throw .storageFailed(error)
    }
    return ImportHistoryResponse(imported: imported, skipped: request.entries.count - imported)
  }

  /// What is wrong with each entry, by the rules every saved entry follows, in file order.
  static func problems(in entries: [ImportHistoryRequest.Entry]) -> [ImportProblem] {
    var problems: [ImportProblem] = []
    var firstSeen: [MealEntryID: ImportLocation] = [:]
    for item in entries {
      let entry = item.entry
      func report(_ reason: String) {
        problems.append(ImportProblem(location: item.location, reason: reason))
      }
      if !MealEntryID.isWellFormed(entry.id.rawValue) {
        report("'\(entry.id.rawValue.prefix(40))' is not an entry id (a UUID)")
      } else if let first = firstSeen[entry.id] {
        report("entry \(entry.id) appears twice (first at \(first))")
      } else {
        firstSeen[entry.id] = item.location
      }
      if !MealEntry.possibleTimes.contains(entry.consumedAt) {
        report("the time is outside the times WellPlate keeps, \(MealEntry.possibleTimesText)")
      }
      if entry.description.count > AnalyzeFood.maximumDescriptionLength {
        report(
          "the description is \(entry.description.count) characters long, more than "
            + "\(AnalyzeFood.maximumDescriptionLength)")
      }
      if entry.analyzer.isEmpty { report("the analyzer is empty") }
      do {
        _ = try entry.totals.validated()
      } catch {
        report("the meal's \(error)")
      }
      for (index, food) in entry.items.enumerated() {
        if !food.grams.isFinite || food.grams < 0 || food.grams > Self.maximumGrams {
          report("food \(index + 1) weighs \(food.grams) g, which no food of a meal can")
        }
        do {
          _ = try food.nutrition.validated()
        } catch {
          report("food \(index + 1): \(error)")
        }
      }
    }
    return problems
  }

  /// The most one food of a meal can weigh: 50 kg, far beyond any portion.
  static let maximumGrams: Double = 50_000
}
