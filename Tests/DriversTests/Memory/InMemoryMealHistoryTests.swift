import Drivers
import Testing

@Suite("InMemoryMealHistory")
struct InMemoryMealHistoryTests {
  @Test("meets the MealHistory contract", arguments: MealHistoryContract.Case.allCases)
  func contract(_ testCase: MealHistoryContract.Case) async throws {
    try await MealHistoryContract { profile in InMemoryMealHistory(profile: profile) }
      .run(testCase)
  }
}

@Suite("InMemoryPersonalFoods")
struct InMemoryPersonalFoodsTests {
  @Test("meets the PersonalFoods contract", arguments: PersonalFoodsContract.Case.allCases)
  func contract(_ testCase: PersonalFoodsContract.Case) async throws {
    try await PersonalFoodsContract { profile in InMemoryPersonalFoods(profile: profile) }
      .run(testCase)
  }
}
