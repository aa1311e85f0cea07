import Entities
import FoundationEssentials

/// Saves a meal whose nutrition the person already knows, without analyzing it ("quick add").
///
/// A use case of its own rather than an option of `AnalyzeFood`: it has no analyzer port, so
/// logging a menu's numbers works when no analyzer is configured or reachable (ADR 0016).
public struct LogKnownNutrition: Sendable {
  /// The analyzer name of entries entered by hand, shown wherever the analyzer is.
  public static let analyzerName = "manual"

  private let history: any MealHistory
  private let clock: any Clock
  private let ids: any IDGenerator

  /// Creates the use case from its ports.
  public init(history: any MealHistory, clock: any Clock, ids: any IDGenerator) {
    self.history = history
    self.clock = clock
    self.ids = ids
  }

  /// Checks the numbers in `request` against the nutrition rules, saves them, and returns the
  /// saved entry; unknown macronutrients are saved as 0 g.
  public func execute(
    _ request: LogKnownNutritionRequest
  ) async throws(LogKnownNutritionError) -> LogKnownNutritionResponse {
    let description = request.description.trimmingWhitespaceAndNewlines()
    guard !description.isEmpty else { throw .emptyDescription }
    guard description.count <= AnalyzeFood.maximumDescriptionLength else {
      throw .descriptionTooLong(
        length: description.count, limit: AnalyzeFood.maximumDescriptionLength)
    }
    let consumedAt = Date(
      timeIntervalSince1970: (request.consumedAt ?? clock.now()).timeIntervalSince1970
        .rounded(.down))
    guard MealEntry.possibleTimes.contains(consumedAt) else { throw .timeOutOfRange(consumedAt) }

    let totals: NutritionFacts
    do {
      totals = try NutritionFacts(
        calories: request.calories, protein: request.protein ?? 0,
        carbohydrates: request.carbohydrates ?? 0, fat: request.fat ?? 0,
        fiber: request.fiber ?? 0
      ).validated()
    } catch {
      throw .implausibleNutrition(error)
    }
    let entry = MealEntry(
      id: ids.next(), consumedAt: consumedAt, description: description, items: [],
      totals: totals, unmatched: [], analyzer: Self.analyzerName,
      mealType: request.mealType)
    do {
      try await history.save(entry)
    } catch {
      throw .storageFailed(error)
    }
    let macrosKnown =
      request.protein != nil && request.carbohydrates != nil && request.fat != nil
    return LogKnownNutritionResponse(
      entry: entry, energyCheck: macrosKnown ? totals.energyCheck : nil)
  }
}
