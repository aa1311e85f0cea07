import Entities

/// Reads one entry of someone's history by its id, items included.
public struct FetchMealEntry: Sendable {
  private let history: any MealHistory

  /// Creates the use case from its port.
  public init(history: any MealHistory) {
    self.history = history
  }

  /// The entry named in `request`; throws `.notFound` when this profile has none with that id.
  public func execute(
    _ request: FetchMealEntryRequest
  ) async throws(FetchMealEntryError) -> FetchMealEntryResponse {
    let found: MealEntry?
    do {
      found = try await history.entry(request.id)
    } catch {
      throw .storageFailed(error)
    }
    guard let found else { throw .notFound(request.id) }
    return FetchMealEntryResponse(entry: found)
  }
}
