import Entities

/// Removes one entry from someone's history.
public struct DeleteMealEntry: Sendable {
  private let history: any MealHistory

  /// Creates the use case from its port.
  public init(history: any MealHistory) {
    self.history = history
  }

  /// Deletes the entry named in `request`; throws `.notFound` when there is none.
  public func execute(
    _ request: DeleteMealEntryRequest
  ) async throws(DeleteMealEntryError) -> DeleteMealEntryResponse {
    let deleted: Bool
    do {
      deleted = try await history.delete(request.id)
    } catch {
      throw .storageFailed(error)
    }
    guard deleted else { throw .notFound(request.id) }
    return DeleteMealEntryResponse(id: request.id)
  }
}
