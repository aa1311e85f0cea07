import Entities
import Foundation
import TestSupport
import Testing
import UseCases

@testable import Drivers

@Suite("The empty history every new one starts as")
struct HistoryTemplateTests {
  private static let shippedPath = LocalAnalyzerFixture.root.appendingPathComponent(
    "Modules/Drivers/Resources/Shipped/" + HistoryTemplate.fileName
  ).path

  /// The bytes a fresh run of every migration writes, as `build-history-template` does.
  private static func migrated(in dir: TemporaryDirectory) throws -> [UInt8] {
    let path = dir.path("migrated.sqlite")
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    try HistoryTemplate.migrate(newFile: path)
    return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  @Test("the shipped template is exactly what the migrations make (bar SQLite's version)")
  func shippedMatchesMigrations() throws {
    let dir = try TemporaryDirectory()
    let shipped = Array(try Data(contentsOf: URL(fileURLWithPath: Self.shippedPath)))
    let migrated = try Self.migrated(in: dir)
    // Bytes 92..<100 name the SQLite library that wrote the file, not its contents.
    func contents(_ bytes: [UInt8]) -> [UInt8] {
      bytes.count < 100 ? bytes : Array(bytes[..<92] + bytes[100...])
    }
    #expect(
      contents(shipped) == contents(migrated),
      "out of date: run `swift run wellplate-dev build-history-template` and commit the file")
    #expect(HistoryTemplate.isTemplate(shipped))
  }

  @Test("the program finds the shipped template beside it")
  func shippedIsFound() throws {
    let found = try #require(HistoryTemplate.shipped())
    expectEqual(found, Array(try Data(contentsOf: URL(fileURLWithPath: Self.shippedPath))))
  }

  @Test("what cannot start a history is not taken for the template")
  func refusesWhatIsNotATemplate() throws {
    let dir = try TemporaryDirectory()
    let good = try Self.migrated(in: dir)
    #expect(HistoryTemplate.isTemplate(good))
    var rollbackJournal = good
    (rollbackJournal[18], rollbackJournal[19]) = (1, 1)
    var newer = good
    newer[63] = UInt8(HistorySchema.latestVersion + 1)
    var unversioned = good
    unversioned[63] = 0
    for bytes in [
      [], Array("not a database at all".utf8), Array(good[..<4000]), rollbackJournal, newer,
      unversioned,
    ] {
      #expect(!HistoryTemplate.isTemplate(bytes))
    }
  }

  @Test("a history made from the template is at the latest schema, in WAL mode, and keeps entries")
  func historyFromTemplate() async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("new.sqlite")
    let store = try SQLiteMealHistory(path: path, profile: "me")
    try store.save(Samples.entry(id: "first", at: Samples.breakfastTime, description: "2 eggs"))
    let db = try SQLiteConnection(path: path, mode: .readOnly)
    defer { db.close() }
    expectEqual(try db.pragma("user_version"), .integer(HistorySchema.latestVersion))
    expectEqual(try db.pragma("journal_mode"), .text("wal"))
    let count = try db.prepare("SELECT count(*) FROM meal_entry")
    #expect(try count.step())
    expectEqual(count.int64(at: 0), 1)
    expectEqual(try permissions(path), 0o600)
  }
}
