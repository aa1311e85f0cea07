import Entities
import Foundation
import TestSupport
import Testing
import UseCases

@testable import Drivers

@Suite("History storage failure messages")
struct HistoryStorageFailureTests {
  /// SQLITE_IOERR_WRITE and SQLITE_FULL: C macros Swift does not import.
  private let ioErrorWrite: Int32 = 10 | (3 << 8)
  private let full: Int32 = 13

  @Test("a write failing for want of space says the disk is full, whatever SQLite calls it")
  func fullDisk() {
    let failure = HistoryStorageFailure(path: "/data/history.sqlite")
    var ioError = SQLiteError(code: ioErrorWrite, message: "disk I/O error")
    ioError.systemErrno = ENOSPC
    for error in [ioError, SQLiteError(code: full, message: "database or disk is full")] {
      let message = failure.error(error, during: .save).description
      #expect(message.contains("the disk is full"), "\(message)")
      #expect(!message.contains("permissions"))
    }
    let plain = SQLiteError(code: ioErrorWrite, message: "disk I/O error")
    #expect(failure.error(plain, during: .save).description.contains("read or write"))
  }

  @Test("a file known to be damaged refuses a replace as it refuses a save, touching nothing")
  func damagedFileRefusesReplace() async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("marked.sqlite")
    let store = try SQLiteMealHistory(path: path, profile: "me")
    let entry = Samples.entry(id: "kept", at: Samples.breakfastTime, description: "2 eggs")
    try store.save(entry)
    HistoryFile.recordDamage(of: path, "found by a test")
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    var changed = entry
    changed.description = "changed"
    #expect {
      _ = try store.replace(changed)
    } throws: { error in
      let message = "\(error)"
      return message.contains("\(path) is damaged (found by a test); the entry was not saved")
        && message.contains("\(path).damaged")
    }
    expectEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    expectEqual(try store.entry(entry.id), entry)
  }

  @Test("a file known to be damaged refuses an import as it refuses a save, touching nothing")
  func damagedFileRefusesImport() async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("marked.sqlite")
    let store = try SQLiteMealHistory(path: path, profile: "me")
    try store.save(Samples.entry(id: "kept", at: Samples.breakfastTime))
    HistoryFile.recordDamage(of: path, "found by a test")
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect {
      _ = try store.importEntries([Samples.entry(id: "new", at: Samples.breakfastTime)])
    } throws: { error in
      "\(error)".contains("\(path) is damaged (found by a test)")
    }
    expectEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    expectEqual(try store.entry(MealEntryID("new")), nil)
  }

  @Test("an import that fills the disk saves none of its entries")
  func importFillingTheDiskSavesNothing() async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("full.sqlite")
    do {
      try SQLiteMealHistory(path: path, profile: "me")
        .save(Samples.entry(id: "kept", at: Samples.breakfastTime))
    }
    let pages = try SQLiteConnection(path: path).pragma("page_count")
    guard case .integer(let pageCount) = pages else {
      Issue.record("no page count")
      return
    }
    let store = try SQLiteMealHistory(
      path: path, profile: "me", maximumPageCount: pageCount + 6)
    let batch = (0..<2000).map { index in
      Samples.entry(
        id: String(format: "import-%05d", index),
        at: Samples.breakfastTime.addingTimeInterval(Double(index + 1)),
        description: String(repeating: "porridge with berries ", count: 20))
    }
    #expect(throws: MealHistoryError.self) { _ = try store.importEntries(batch) }
    let everything = DateInterval(
      start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 4_000_000_000))
    let page = try store.entries(HistoryQuery(interval: everything, limit: 10_000))
    expectEqual(page.entries.map(\.id.rawValue), ["kept"])
  }

  @Test("a new history whose set-up fails leaves nothing behind, neither it nor its draft")
  func failedSetUpLeavesNothing() throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("new.sqlite")
    var drafted: String?
    #expect(try HistoryFile.prepare(path))
    #expect(throws: MealHistoryError.self) {
      _ = try HistoryFile.create(path) { temporary, _ throws(MealHistoryError) in
        drafted = temporary
        throw .storageFailed("the disk is full (a test)")
      }
    }
    expectEqual(drafted?.hasPrefix(path + ".new-"), true)
    expectEqual(try FileManager.default.contentsOfDirectory(atPath: dir.url.path), [])
  }

  @Test("a new history is linked into place whole, private, and its draft removed")
  func newHistoryLinkedIntoPlace() throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("new.sqlite")
    let leftEmpty = try HistoryFile.create(path) { temporary, _ throws(MealHistoryError) in
      #expect(!FileManager.default.fileExists(atPath: path), "in place before it was whole")
      try? Data("set up".utf8).write(to: URL(fileURLWithPath: temporary))
    }
    #expect(!leftEmpty)
    expectEqual(try Data(contentsOf: URL(fileURLWithPath: path)), Data("set up".utf8))
    expectEqual(try permissions(path), 0o600)
    expectEqual(try FileManager.default.contentsOfDirectory(atPath: dir.url.path), ["new.sqlite"])
  }

  @Test("a history another process made first is kept, and this one's draft discarded")
  func historyMadeMeanwhileIsKept() throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("new.sqlite")
    let leftEmpty = try HistoryFile.create(path) { temporary, _ throws(MealHistoryError) in
      try? Data("theirs".utf8).write(to: URL(fileURLWithPath: path))
      try? Data("ours".utf8).write(to: URL(fileURLWithPath: temporary))
    }
    #expect(!leftEmpty)
    expectEqual(try Data(contentsOf: URL(fileURLWithPath: path)), Data("theirs".utf8))
    expectEqual(try FileManager.default.contentsOfDirectory(atPath: dir.url.path), ["new.sqlite"])
  }

  @Test("a name too long for its draft's is set up in place, and holds a history")
  func nameTooLongForDraft() async throws {
    let dir = try TemporaryDirectory()
    // 247 bytes: ".new-XXXXXX" takes it past the 255-byte limit, SQLite's "-journal" not.
    let path = dir.path(String(repeating: "h", count: 240) + ".sqlite")
    var setUpCalled = false
    let leftEmpty = try HistoryFile.create(path) { _, _ throws(MealHistoryError) in
      setUpCalled = true
    }
    #expect(leftEmpty)
    #expect(!setUpCalled)
    expectEqual(try permissions(path), 0o600)
    try FileManager.default.removeItem(atPath: path)
    let store = try SQLiteMealHistory(path: path, profile: "me")
    try store.save(Samples.entry(id: "long", at: Samples.breakfastTime, description: "2 eggs"))
    let everything = DateInterval(
      start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 4_000_000_000))
    let page = try store.entries(HistoryQuery(interval: everything, limit: 10))
    expectEqual(page.entries.map(\.id.rawValue), ["long"])
  }

  @Test("an empty file left to be set up in place is removed when that fails, nothing else")
  func discardEmpty() throws {
    let dir = try TemporaryDirectory()
    let empty = dir.path("new.sqlite")
    try Data().write(to: URL(fileURLWithPath: empty))
    HistoryFile.discardIfEmpty(empty)
    #expect(!FileManager.default.fileExists(atPath: empty))

    let kept = dir.path("kept.sqlite")
    try Data("not empty".utf8).write(to: URL(fileURLWithPath: kept))
    expectEqual(try HistoryFile.prepare(kept), false)
    HistoryFile.discardIfEmpty(kept)
    #expect(FileManager.default.fileExists(atPath: kept))
  }
}
