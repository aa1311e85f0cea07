import Drivers
import Entities
import Foundation
import TestSupport
import Testing
import UseCases

@Suite("SQLiteMealHistory")
struct SQLiteMealHistoryTests {
  @Test("meets the MealHistory contract", arguments: MealHistoryContract.Case.allCases)
  func contract(_ testCase: MealHistoryContract.Case) async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("history.sqlite")
    try await MealHistoryContract { profile in
      try SQLiteMealHistory(path: path, profile: profile)
    }.run(testCase)
  }
}
