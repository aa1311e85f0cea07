import Entities

/// Keeps a food of the person's own whose numbers per serving they know (a label, a shake
/// they always make), so meals can name it ("2 scoops of my protein shake").
public struct AddPersonalFood: Sendable {
  private let foods: any PersonalFoods

  /// Creates the use case from its port.
  public init(foods: any PersonalFoods) {
    self.foods = foods
  }

  /// Checks the food against the rules and saves it; a name already kept is refused unless
  /// `request.replace`.
  public func execute(
    _ request: AddPersonalFoodRequest
  ) async throws(AddPersonalFoodError) -> AddPersonalFoodResponse {
    let food: PersonalFood
    do {
      food = try PersonalFood(
        name: request.name, perServing: request.perServing, servingGrams: request.servingGrams
      ).validated()
    } catch {
      throw .invalidFood(error)
    }
    let saving: PersonalFoodSaving
    do {
      saving = try await foods.add(food, replacing: request.replace)
    } catch {
      throw .storageFailed(error)
    }
    guard saving != .nameTaken else { throw .nameTaken(food.name) }
    return AddPersonalFoodResponse(food: food, replaced: saving == .replaced)
  }
}
