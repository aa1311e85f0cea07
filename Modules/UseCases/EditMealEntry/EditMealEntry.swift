import Entities
import FoundationEssentials

/// Changes a saved entry's description, time or meal type, keeping its id.
///
/// A new description is analyzed before anything is written, and the store replaces the entry
/// in one write, so a failed analysis or save leaves the entry exactly as it was.
public struct EditMealEntry: Sendable {
  private let analyzer: (any FoodAnalyzer)?
  private let history: any MealHistory

  /// Creates the use case; `analyzer` may be `nil` when no request will change a description,
  /// so changing only a time never needs one built.
  public init(analyzer: (any FoodAnalyzer)?, history: any MealHistory) {
    self.analyzer = analyzer
    self.history = history
  }

  /// Applies the changes in `request` and returns the entry before and after.
  public func execute(
    _ request: EditMealEntryRequest
  ) async throws(EditMealEntryError) -> EditMealEntryResponse {
    guard request.description != nil || request.consumedAt != nil || request.mealType != nil
    else {
      throw .nothingToChange
    }
    let description = request.description?.trimmingWhitespaceAndNewlines()
    if let description {
      guard !description.isEmpty else { throw .emptyDescription }
      guard description.count <= AnalyzeFood.maximumDescriptionLength else {
        throw .descriptionTooLong(
          length: description.count, limit: AnalyzeFood.maximumDescriptionLength)
      }
    }
    let consumedAt = request.consumedAt.map {
      Date(timeIntervalSince1970: $0.timeIntervalSince1970.rounded(.down))
    }
    if let consumedAt, !MealEntry.possibleTimes.contains(consumedAt) {
      throw .timeOutOfRange(consumedAt)
    }

    let found: MealEntry?
    do {
      found = try await history.entry(request.id)
    } catch {
      throw .storageFailed(error)
    }
    guard let previous = found else { throw .notFound(request.id) }

    var entry = previous
    if let consumedAt { entry.consumedAt = consumedAt }
    if let mealType = request.mealType { entry.mealType = mealType }
    let reanalyzed = description != nil && description != previous.description
    if reanalyzed, let description {
      let analysis = try await analyze(description)
      entry.description = description
      entry.items = analysis.items
      entry.totals = analysis.totals
      entry.unmatched = analysis.unmatched
      entry.analyzer = analyzer?.name ?? entry.analyzer
    }

    let replaced: Bool
    do {
      replaced = try await history.replace(entry)
    } catch {
      throw .storageFailed(error)
    }
    // Deleted by another process between the read and the write: nothing was brought back.
    guard replaced else { throw .notFound(request.id) }
    return EditMealEntryResponse(previous: previous, entry: entry, reanalyzed: reanalyzed)
  }

  private func analyze(_ description: String) async throws(EditMealEntryError) -> FoodAnalysis {
    guard let analyzer else {
      throw .analysisFailed(.misconfigured("no analyzer was given to analyze the new description"))
    }
    let analysis: FoodAnalysis
    do {
      analysis = try await analyzer.analyze(MealInput(description: description, photo: nil))
    } catch {
      throw .analysisFailed(error)
    }
    do {
      try AnalyzeFood.check(analysis)
    } catch {
      switch error {
      case .implausibleNutrition(let violation): throw .implausibleNutrition(violation)
      case .analysisFailed(let cause): throw .analysisFailed(cause)
      default: throw .analysisFailed(.rejectedInput(error.description))
      }
    }
    return analysis
  }
}
