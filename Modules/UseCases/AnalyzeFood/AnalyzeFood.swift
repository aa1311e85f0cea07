import Entities
import FoundationEssentials

/// Analyzes what someone ate and saves the result in their history.
///
/// Nothing is saved unless the analysis succeeds and passes the nutrition rules, so a failed
/// analysis never leaves a half-entry behind.
public struct AnalyzeFood: Sendable {
  /// Longest description accepted; longer text is a paste accident, not a meal.
  public static let maximumDescriptionLength = 10_000
  /// Most items one meal may have.
  public static let maximumItemCount = 100

  private let analyzer: any FoodAnalyzer
  private let history: any MealHistory
  private let clock: any Clock
  private let ids: any IDGenerator

  /// Creates the use case from its ports.
  public init(
    analyzer: any FoodAnalyzer, history: any MealHistory, clock: any Clock, ids: any IDGenerator
  ) {
    self.analyzer = analyzer
    self.history = history
    self.clock = clock
    self.ids = ids
  }

  /// Analyzes the meal in `request`, saves it, and returns the saved entry.
  public func execute(
    _ request: AnalyzeFoodRequest
  ) async throws(AnalyzeFoodError) -> AnalyzeFoodResponse {
    let description = request.description.trimmingWhitespaceAndNewlines()
    guard !description.isEmpty || request.photo != nil else { throw .emptyInput }
    guard description.count <= Self.maximumDescriptionLength else {
      throw .descriptionTooLong(length: description.count, limit: Self.maximumDescriptionLength)
    }
    if let photo = request.photo, photo.data.count > MealPhoto.maximumByteCount {
      throw .photoTooLarge(bytes: photo.data.count, limit: MealPhoto.maximumByteCount)
    }
    let consumedAt = Self.wholeSeconds(request.consumedAt ?? clock.now())
    // Checked before analyzing: a time no history can hold is a mistake to fix first.
    guard MealEntry.possibleTimes.contains(consumedAt) else { throw .timeOutOfRange(consumedAt) }

    let analysis: FoodAnalysis
    do {
      analysis = try await analyzer.analyze(
        MealInput(description: description, photo: request.photo))
    } catch {
      throw .analysisFailed(error)
    }
    try Self.check(analysis)

    let entry = MealEntry(
      id: ids.next(),
      consumedAt: consumedAt,
      description: description,
      items: analysis.items,
      totals: analysis.totals,
      unmatched: analysis.unmatched,
      analyzer: analyzer.name,
      mealType: request.mealType)
    do {
      try await history.save(entry)
    } catch {
      throw .storageFailed(error)
    }
    return AnalyzeFoodResponse(entry: entry, energyCheck: entry.totals.energyCheck)
  }

  /// The checks every analysis passes before it is saved; `EditMealEntry` applies them too.
  static func check(_ analysis: FoodAnalysis) throws(AnalyzeFoodError) {
    if analysis.items.count > Self.maximumItemCount {
      throw .analysisFailed(
        .rejectedInput(
          "a meal may have at most \(Self.maximumItemCount) items; this one has "
            + "\(analysis.items.count)"))
    }
    for item in analysis.items
    where !(item.grams.isFinite && item.grams >= 0)
      || item.grams > Quantity.maximumMass.grams
    {
      throw .analysisFailed(
        .rejectedInput(
          "\"\(item.text)\" comes to \(item.grams) g; one item may weigh at most "
            + "\(Int(Quantity.maximumMass.grams)) g"))
    }
    do {
      _ = try analysis.totals.validated()
      for item in analysis.items { _ = try item.nutrition.validated() }
    } catch {
      throw .implausibleNutrition(error)
    }
  }

  /// People log meals to the second at best; whole seconds keep output and storage identical.
  private static func wholeSeconds(_ date: Date) -> Date {
    Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
  }
}
