import Entities

/// Lists the person's own foods, recipes, or both, by name.
public struct ListPersonalFoods: Sendable {
  private let foods: any PersonalFoods

  /// Creates the use case from its port.
  public init(foods: any PersonalFoods) {
    self.foods = foods
  }

  /// The foods of the kind asked for, ordered by name.
  public func execute(
    _ request: ListPersonalFoodsRequest
  ) async throws(ListPersonalFoodsError) -> ListPersonalFoodsResponse {
    let all: [PersonalFood]
    do {
      all = try await foods.allFoods()
    } catch {
      throw .storageFailed(error)
    }
    return ListPersonalFoodsResponse(
      foods: all.filter { food in request.kind.map { food.kind == $0 } ?? true })
  }
}
