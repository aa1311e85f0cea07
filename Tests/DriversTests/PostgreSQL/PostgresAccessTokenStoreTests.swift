import Entities
import Foundation
import TestSupport
import Testing
import UseCases

@testable import Drivers

/// The token store's contract and its PostgreSQL specifics, against a real server: a fresh
/// database per test (see PostgresTestDatabase).
@Suite(
  "PostgresAccessTokenStore",
  .enabled(if: PostgresTestServer.shouldRun, Comment(rawValue: PostgresTestServer.skipReason)))
struct PostgresAccessTokenStoreTests {
  @Test("meets the AccessTokenStore contract", arguments: AccessTokenStoreContract.Case.allCases)
  func contract(_ testCase: AccessTokenStoreContract.Case) async throws {
    let database = try PostgresTestDatabase()
    try await AccessTokenStoreContract(
      makeStore: { try PostgresAccessTokenStore(url: database.url) },
      storedText: {
        // Every column of every row, as the server holds it.
        try database.connect().execute("SELECT row_to_json(t)::text FROM access_token AS t")
          .map { try $0.string(0) }.joined(separator: "\n")
      }
    ).run(testCase)
  }

  @Test func aDatabaseAtTheVersionBeforeTokensGainsTheTableWithItsMealsIntact() async throws {
    let database = try PostgresTestDatabase()
    let db = try database.connect()
    let before = Int(PostgresHistorySchema.accessTokenVersion - 1)
    try PostgresHistorySchema.migrate(
      db, migrations: Array(PostgresHistorySchema.migrations.prefix(before)))
    try db.execute(
      """
      INSERT INTO meal_entry (profile, id, consumed_at, description, analyzer, unmatched,
        calories, protein, carbohydrates, fat, fiber)
      VALUES ('me', 'old-lunch', 1795264200000, 'soup', 'local', '[]', 120, 5, 15, 4, 2)
      """)
    #expect(throws: PostgresError.self) { try db.execute("SELECT id FROM access_token") }

    let tokens = try PostgresAccessTokenStore(url: database.url)
    let record = AccessTokenStoreContract.record(1, profile: "me")
    try await tokens.add(record)
    expectEqual(try await tokens.token(record.id)?.profile, "me")
    let meals = try PostgresMealHistory(url: database.url, profile: "me")
    expectEqual(try await meals.entry(MealEntryID("old-lunch"))?.description, "soup")
    expectEqual(try PostgresHistorySchema.version(of: db), PostgresHistorySchema.latestVersion)
    let summary = try db.execute(
      "SELECT summary FROM wellplate_schema_version WHERE version = $1",
      [.int64(PostgresHistorySchema.accessTokenVersion)])
    #expect(try summary[0].string(0).contains("API tokens"))
    #expect(throws: PostgresError.self, "a digest of the wrong length is refused") {
      try db.execute(
        "INSERT INTO access_token VALUES ('0000000000000009', 'me', 'short', 0, NULL)")
    }
  }

  @Test func anAddRetriedAfterItsCommitSucceedsAndAnotherTokensIDIsStillRefused() async throws {
    let database = try PostgresTestDatabase()
    let store = try PostgresAccessTokenStore(url: database.url)
    let record = AccessTokenStoreContract.record(1)
    try await store.add(record)
    // The same token again: what a retry after a lost session whose insert committed sends.
    try await store.add(record)
    expectEqual(try await store.tokens(of: nil).count, 1)
    var other = AccessTokenStoreContract.record(2)
    other.id = record.id
    await #expect {
      try await store.add(other)
    } throws: { error in
      "\(error)".contains("a token with id \(record.id) already exists")
    }
  }

  @Test func anUnreachableServerIsUnavailable() async throws {
    // Port 1 on loopback: nothing listens there.
    let error = #expect(throws: MealHistoryError.self) {
      _ = try PostgresAccessTokenStore(
        url: "postgres://wellplate@127.0.0.1:1/wellplate?connect_timeout=2")
    }
    guard case .unavailable = error else {
      Issue.record("expected .unavailable, got \(String(describing: error))")
      return
    }
  }
}
