import Entities

/// Removes one of the person's foods or recipes. Meals already logged with it keep their
/// numbers: each entry holds its own copy.
public struct RemovePersonalFood: Sendable {
  private let foods: any PersonalFoods

  /// Creates the use case from its port.
  public init(foods: any PersonalFoods) {
    self.foods = foods
  }

  /// Removes the food named in `request`; throws `.notFound`, or `.wrongKind` (removing
  /// nothing) when it is of the other kind than asked.
  public func execute(
    _ request: RemovePersonalFoodRequest
  ) async throws(RemovePersonalFoodError) -> RemovePersonalFoodResponse {
    let name = PersonalFood.tidied(request.name)
    let found: PersonalFood?
    do {
      found = try await foods.food(named: name)
    } catch {
      throw .storageFailed(error)
    }
    guard let food = found else { throw .notFound(name, kind: request.kind) }
    if let kind = request.kind, food.kind != kind {
      throw .wrongKind(food.name, is: food.kind)
    }
    let removed: Bool
    do {
      removed = try await foods.removeFood(named: name)
    } catch {
      throw .storageFailed(error)
    }
    // Another process may have removed it between the two calls.
    guard removed else { throw .notFound(name, kind: request.kind) }
    return RemovePersonalFoodResponse(name: food.name, kind: food.kind)
  }
}
