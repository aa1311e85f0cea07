import Entities

/// Finds one of the person's foods or recipes by name, with what it was made from.
public struct ShowPersonalFood: Sendable {
  private let foods: any PersonalFoods

  /// Creates the use case from its port.
  public init(foods: any PersonalFoods) {
    self.foods = foods
  }

  /// The food named in `request`; throws `.notFound`, or `.wrongKind` when it is of the
  /// other kind than asked.
  public func execute(
    _ request: ShowPersonalFoodRequest
  ) async throws(ShowPersonalFoodError) -> ShowPersonalFoodResponse {
    let found: PersonalFood?
    do {
      found = try await foods.food(named: request.name)
    } catch {
      throw .storageFailed(error)
    }
    guard let food = found else {
      throw .notFound(PersonalFood.tidied(request.name), kind: request.kind)
    }
    if let kind = request.kind, food.kind != kind {
      throw .wrongKind(food.name, is: food.kind)
    }
    return ShowPersonalFoodResponse(food: food)
  }
}
