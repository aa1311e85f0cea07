import Entities
import Foundation
import TestSupport
import Testing
import UseCases

@testable import Drivers

@Suite("SQLiteAccessTokenStore")
struct SQLiteAccessTokenStoreTests {
  @Test("meets the AccessTokenStore contract", arguments: AccessTokenStoreContract.Case.allCases)
  func contract(_ testCase: AccessTokenStoreContract.Case) async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("history.sqlite")
    try await AccessTokenStoreContract(
      makeStore: { try SQLiteAccessTokenStore(path: path) },
      storedText: { try Self.storedText(path) }
    ).run(testCase)
  }

  /// Every row of the table as text, then the bytes of the file and its write-ahead log.
  static func storedText(_ path: String) throws -> String {
    let db = try SQLiteConnection(path: path, mode: .readOnly)
    let rows = try db.prepare(
      """
      SELECT id || ' ' || profile || ' ' || secret_digest || ' ' || created_at || ' '
        || ifnull(label, '') FROM access_token
      """
    ).rows { $0.string(at: 0) ?? "" }
    db.close()
    var text = rows.joined(separator: "\n")
    for file in [path, path + "-wal"] where FileManager.default.fileExists(atPath: file) {
      text +=
        "\n" + String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)
    }
    return text
  }

  @Test("tokens and meals share one file: either store may create it, the other finds its tables")
  func sharesTheHistoryFile() async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("a/history.sqlite")
    let tokens = try SQLiteAccessTokenStore(path: path)
    try await tokens.add(AccessTokenStoreContract.record(1))
    let meals = try SQLiteMealHistory(path: path, profile: "alice")
    try meals.save(Samples.entry(id: "lunch", at: Samples.breakfastTime))
    expectEqual(try await SQLiteAccessTokenStore(path: path).tokens(of: "alice").count, 1)
    #expect(try meals.entry(MealEntryID("lunch")) != nil)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    expectEqual(mode, 0o600)
  }

  @Test("a file at the schema before tokens opens, gains the table, and keeps its meals")
  func upgradesTheVersionBeforeTokens() async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("old.sqlite")
    let before = HistorySchema.accessTokenVersion - 1
    do {
      let db = try SQLiteConnection(path: path)
      try db.validate()
      try db.pragma("journal_mode", set: "wal")
      try HistorySchema.migrate(db, upTo: before)
      try db.execute(
        """
        INSERT INTO meal_entry (id, profile, consumed_at, description, analyzer, unmatched,
          calories, protein, carbohydrates, fat, fiber)
        VALUES ('old-lunch', 'me', 1795264200000, 'soup', 'local', '[]', 120, 5, 15, 4, 2)
        """)
      #expect(throws: SQLiteError.self, "version \(before) has no token table") {
        try db.prepare("SELECT id FROM access_token")
      }
      db.close()
    }

    let tokens = try SQLiteAccessTokenStore(path: path)
    let record = AccessTokenStoreContract.record(1, profile: "me")
    try await tokens.add(record)
    expectEqual(try await tokens.token(record.id)?.profile, "me")
    let meals = try SQLiteMealHistory(path: path, profile: "me")
    expectEqual(try meals.entry(MealEntryID("old-lunch"))?.description, "soup")
    let db = try SQLiteConnection(path: path)
    expectEqual(try HistorySchema.version(of: db), HistorySchema.latestVersion)
    #expect(
      throws: SQLiteError.self, "a digest of the wrong length is refused by the table"
    ) {
      try db.execute(
        "INSERT INTO access_token VALUES ('0000000000000009', 'me', 'short', 0, NULL)")
    }
    try db.checkIntegrity(full: true)
  }

  @Test("a read-only file still answers lookups; adding and revoking say why they cannot")
  func readOnlyFile() async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("history.sqlite")
    let record = AccessTokenStoreContract.record(1)
    do {
      let store = try SQLiteAccessTokenStore(path: path)
      try await store.add(record)
    }
    // Root ignores mode bits (see SQLiteConnectionTests), so the file is made immutable.
    guard chattr("+i", path) else {
      print("chattr +i unavailable; skipped the read-only token store check")
      return
    }
    defer { _ = chattr("-i", path) }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let store = try SQLiteAccessTokenStore(path: path)
    expectEqual(try await store.token(record.id)?.profile, "alice")
    await #expect {
      try await store.add(AccessTokenStoreContract.record(2))
    } throws: { error in
      "\(error)".contains("read-only") && "\(error)".contains("the token was not saved")
    }
    await #expect {
      _ = try await store.revoke(record.id)
    } throws: { error in
      "\(error)".contains("read-only") && "\(error)".contains("nothing was revoked")
    }
    expectEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
  }

  @Test("a file known to be damaged refuses new tokens, changing nothing")
  func damagedFile() async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("history.sqlite")
    let store = try SQLiteAccessTokenStore(path: path)
    try await store.add(AccessTokenStoreContract.record(1))
    HistoryFile.recordDamage(of: path, "found by a test")
    await #expect {
      try await store.add(AccessTokenStoreContract.record(2))
    } throws: { error in
      "\(error)".contains("damaged") && "\(error)".contains("the token was not saved")
    }
    expectEqual(try await store.tokens(of: nil).count, 1)
  }

  @Test("not a database, or a newer schema: refused without writing")
  func refusesForeignFiles() async throws {
    let dir = try TemporaryDirectory()
    let jpeg = dir.path("photo.jpg")
    let bytes = Data([0xff, 0xd8, 0xff, 0xe0] + Array(repeating: 0x41, count: 2000))
    try bytes.write(to: URL(fileURLWithPath: jpeg))
    #expect {
      _ = try SQLiteAccessTokenStore(path: jpeg)
    } throws: { error in
      "\(error)".contains("not a WellPlate database")
    }
    expectEqual(try Data(contentsOf: URL(fileURLWithPath: jpeg)), bytes)

    let newer = dir.path("newer.sqlite")
    do {
      let db = try SQLiteConnection(path: newer)
      try db.pragma("user_version", set: .integer(HistorySchema.latestVersion + 1))
      db.close()
    }
    #expect {
      _ = try SQLiteAccessTokenStore(path: newer)
    } throws: { error in
      "\(error)".contains("newer WellPlate")
    }
  }

  @Test("a lookup by id and a profile's list use the table's keys, not a scan")
  func queriesUseKeys() throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("history.sqlite")
    _ = try SQLiteAccessTokenStore(path: path)
    let db = try SQLiteConnection(path: path)
    let lookup = try db.prepare("EXPLAIN QUERY PLAN SELECT * FROM access_token WHERE id = ?")
      .rows { $0.string(at: 3) ?? "" }
    #expect(lookup.contains { $0.contains("SEARCH access_token USING PRIMARY KEY") }, "\(lookup)")
    let list = try db.prepare(
      "EXPLAIN QUERY PLAN SELECT * FROM access_token WHERE profile = ? ORDER BY created_at, id"
    ).rows { $0.string(at: 3) ?? "" }
    #expect(list.contains { $0.contains("INDEX access_token_by_profile") }, "\(list)")
    #expect(!list.contains { $0.contains("TEMP B-TREE") }, "\(list)")
  }
}
