import Drivers
import Entities
import Foundation
import TestSupport
import Testing
import UseCases

@Suite(
  "PostgresMealHistory", .enabled(if: PostgresTestServer.shouldRun, .init(rawValue: PostgresTestServer.skipReason)))
struct PostgresMealHistoryTests {
  @Test("meets the MealHistory contract", arguments: MealHistoryContract.Case.allCases)
  func contract(_ testCase: MealHistoryContract.Case) async throws {
    let database = try PostgresTestDatabase()
    try await MealHistoryContract { profile in
      try PostgresMealHistory(url: database.url, profile: profile)
    }.run(testCase)
  }
}
