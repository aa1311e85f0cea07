import Entities
import FoundationEssentials

/// Keeps a recipe the person cooks: its ingredients are analyzed once, the totals divided by
/// the servings it makes, and the result kept as a food of their own ("a bowl of chili").
///
/// An analysis that leaves any ingredient unrecognized is refused rather than saved with a
/// warning: a recipe is eaten many times, and a missing can of beans would be missing from
/// every one of them.
public struct AddRecipe: Sendable {
  /// Longest ingredient list accepted, as for a meal's description.
  public static let maximumIngredientsLength = AnalyzeFood.maximumDescriptionLength

  private let analyzer: any FoodAnalyzer
  private let foods: any PersonalFoods

  /// Creates the use case from its ports.
  public init(analyzer: any FoodAnalyzer, foods: any PersonalFoods) {
    self.analyzer = analyzer
    self.foods = foods
  }

  /// Analyzes the ingredients, saves the recipe per serving, and returns it with the items
  /// the analysis found.
  public func execute(
    _ request: AddRecipeRequest
  ) async throws(AddRecipeError) -> AddRecipeResponse {
    let ingredients = request.ingredients.trimmingWhitespaceAndNewlines()
    let recipe = Recipe(ingredients: ingredients, servings: request.servings)
    let unanalyzed: PersonalFood
    do {
      unanalyzed = try PersonalFood(name: request.name, perServing: .zero, recipe: recipe)
        .validated()
    } catch {
      throw .invalidRecipe(error)
    }
    guard ingredients.count <= Self.maximumIngredientsLength else {
      throw .ingredientsTooLong(length: ingredients.count, limit: Self.maximumIngredientsLength)
    }
    // Asked before analyzing, so a remote analysis is not paid for a name that is refused;
    // `add` checks again when saving.
    if !request.replace {
      let existing: PersonalFood?
      do {
        existing = try await foods.food(named: unanalyzed.name)
      } catch {
        throw .storageFailed(error)
      }
      if let existing { throw .nameTaken(existing.name) }
    }

    let analysis: FoodAnalysis
    do {
      analysis = try await analyzer.analyze(MealInput(description: ingredients))
    } catch {
      throw .analysisFailed(error)
    }
    guard analysis.unmatched.isEmpty else {
      throw .unmatchedIngredients(analysis.unmatched)
    }
    let servings = Double(request.servings)
    let grams = analysis.items.map(\.grams).reduce(0, +)
    let food: PersonalFood
    do {
      food = try PersonalFood(
        name: unanalyzed.name, perServing: analysis.totals.scaled(by: 1 / servings),
        servingGrams: grams > 0 ? grams / servings : nil, recipe: recipe
      ).validated()
    } catch {
      throw .invalidRecipe(error)
    }

    let saving: PersonalFoodSaving
    do {
      saving = try await foods.add(food, replacing: request.replace)
    } catch {
      throw .storageFailed(error)
    }
    guard saving != .nameTaken else { throw .nameTaken(food.name) }
    return AddRecipeResponse(food: food, items: analysis.items, replaced: saving == .replaced)
  }
}
