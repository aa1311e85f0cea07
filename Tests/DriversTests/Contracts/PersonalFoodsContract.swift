import Entities
import TestSupport
import Testing
import UseCases

/// The behaviour every `PersonalFoods` store must show; each store's suite runs every case.
///
/// `makeStore(profile)` must return stores over the same backing storage for the whole case
/// (the same file, the same database), empty at the start of the case.
struct PersonalFoodsContract: Sendable {
  /// The contract's cases, one test each.
  enum Case: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case emptyAtFirst
    case foodReadsBackExactly
    case recipeReadsBackExactly
    case namesMatchInAnyCase
    case listIsOrderedByName
    case takenNameIsRefusedUnlessReplacing
    case removeRemovesOnlyThatFood
    case profilesAreIsolated
    case textIsStoredVerbatim

    var testDescription: String { rawValue }
  }

  let makeStore: @Sendable (_ profile: String) async throws -> any PersonalFoods

  private static let shake = PersonalFood(
    name: "My Protein Shake",
    perServing: NutritionFacts(calories: 180, protein: 30, carbohydrates: 6, fat: 3, fiber: 0),
    servingGrams: 350)
  private static let chili = PersonalFood(
    name: "chili",
    perServing: NutritionFacts(
      calories: 292.2, protein: 25.74, carbohydrates: 14.29, fat: 14.38, fiber: 4.36,
      sugars: 3.14, saturatedFat: 5.49, cholesterol: 72.5, sodium: 460.05, potassium: 561.57,
      calcium: 49.54, iron: 3.13, vitaminC: 7.04, alcohol: 0),
    servingGrams: 1.0 / 3.0,
    recipe: Recipe(ingredients: "500 g ground beef, 1 can kidney beans", servings: 6))

  func run(_ testCase: Case) async throws {
    let store = try await makeStore("me")
    switch testCase {
    case .emptyAtFirst:
      expectEqual(try await store.allFoods(), [])
      expectEqual(try await store.food(named: "chili"), nil)
      expectEqual(try await store.removeFood(named: "chili"), false)
    case .foodReadsBackExactly:
      expectEqual(try await store.add(Self.shake, replacing: false), .added)
      expectEqual(try await store.food(named: "My Protein Shake"), Self.shake)
      expectEqual(try await store.allFoods(), [Self.shake])
      // Optional nutrients unreported and no serving weight stay so.
      let bar = PersonalFood(
        name: "bar",
        perServing: NutritionFacts(
          calories: 200, protein: 10, carbohydrates: 20, fat: 8, fiber: 0))
      expectEqual(try await store.add(bar, replacing: false), .added)
      expectEqual(try await store.food(named: "bar"), bar)
    case .recipeReadsBackExactly:
      expectEqual(try await store.add(Self.chili, replacing: false), .added)
      expectEqual(try await store.food(named: "chili"), Self.chili)
      expectEqual(try await store.food(named: "chili")?.kind, .recipe)
    case .namesMatchInAnyCase:
      _ = try await store.add(Self.shake, replacing: false)
      expectEqual(try await store.food(named: "MY PROTEIN SHAKE"), Self.shake)
      expectEqual(try await store.food(named: " my  protein shake "), Self.shake)
      expectEqual(try await store.food(named: "my protein"), nil)
    case .listIsOrderedByName:
      for name in ["Zucchini bread", "apple pie", "Mango lassi", "banana shake"] {
        _ = try await store.add(PersonalFood(name: name, perServing: .zero), replacing: false)
      }
      expectEqual(
        try await store.allFoods().map(\.name),
        ["apple pie", "banana shake", "Mango lassi", "Zucchini bread"])
    case .takenNameIsRefusedUnlessReplacing:
      _ = try await store.add(Self.shake, replacing: false)
      var other = Self.chili
      other.name = "MY PROTEIN SHAKE"
      expectEqual(try await store.add(other, replacing: false), .nameTaken)
      expectEqual(try await store.allFoods(), [Self.shake])
      expectEqual(try await store.add(other, replacing: true), .replaced)
      expectEqual(try await store.allFoods(), [other])
      expectEqual(try await store.food(named: "my protein shake"), other)
    case .removeRemovesOnlyThatFood:
      _ = try await store.add(Self.shake, replacing: false)
      _ = try await store.add(Self.chili, replacing: false)
      #expect(try await store.removeFood(named: "CHILI"))
      expectEqual(try await store.allFoods(), [Self.shake])
      expectEqual(try await store.removeFood(named: "chili"), false)
    case .profilesAreIsolated:
      let other = try await makeStore("partner")
      _ = try await store.add(Self.shake, replacing: false)
      expectEqual(try await other.allFoods(), [])
      expectEqual(try await other.food(named: Self.shake.name), nil)
      // The same name in another profile is another food.
      var theirs = Self.shake
      theirs.perServing.calories = 250
      expectEqual(try await other.add(theirs, replacing: false), .added)
      #expect(try await other.removeFood(named: Self.shake.name))
      expectEqual(try await store.allFoods(), [Self.shake])
    case .textIsStoredVerbatim:
      let awkward = PersonalFood(
        name: #"Mom's "famous" chili; DROP TABLE x -- 🌶"#, perServing: .zero,
        recipe: Recipe(ingredients: "NULL\n'quoted', {braced} \\ 🍅", servings: 1000))
      _ = try await store.add(awkward, replacing: false)
      expectEqual(try await store.food(named: awkward.name), awkward)
      expectEqual(try await store.allFoods(), [awkward])
    }
  }
}
