import Drivers
import Entities
import Foundation
import InterfaceAdapters
import TestSupport
import Testing
import UseCases

/// Each fault ends in a `storageFailed` message naming the file and what to do, which the CLI
/// turns into exit status 74; none of them may damage what was saved before.
@Suite("SQLiteMealHistory faults")
struct SQLiteMealHistoryFaultTests {
  private let everything = DateInterval(
    start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 4_000_000_000))

  @Test("a file that is not SQLite is refused and left byte-for-byte untouched")
  func notSQLite() throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("history.sqlite")
    let contents = Data(String(repeating: "date,meal\n2026-11-21,eggs\n", count: 300).utf8)
    try contents.write(to: URL(fileURLWithPath: path))
    let message = try openFailure(path)
    #expect(message.contains(path))
    #expect(message.contains("is not a WellPlate database (file is not SQLite)"))
    #expect(message.contains("nothing was changed"))
    expectEqual(try Data(contentsOf: URL(fileURLWithPath: path)), contents)
    #expect(try sideFiles(dir, "history.sqlite").isEmpty)
  }

  @Test("a device or a pipe is refused as not a regular file, with nothing made beside it")
  func notARegularFile() throws {
    let message = try openFailure("/dev/null")
    #expect(message.contains("/dev/null is not a regular file"))
    #expect(!FileManager.default.fileExists(atPath: "/dev/null-journal"))
    #expect(!FileManager.default.fileExists(atPath: "/dev/null-wal"))

    let dir = try TemporaryDirectory()
    let pipe = dir.path("pipe")
    expectEqual(mkfifo(pipe, 0o600), 0)
    #expect(try openFailure(pipe).contains("is not a regular file"))
    #expect(try sideFiles(dir, "pipe").isEmpty)
  }

  @Test("another program's SQLite file is refused and left untouched")
  func foreignDatabase() throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("photos.db")
    try makeDatabase(at: path, rows: 20)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let message = try openFailure(path)
    #expect(message.contains("is an SQLite database but not a WellPlate history"))
    expectEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
  }

  @Test("a database from a newer WellPlate is refused without any write")
  func newerSchema() async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("future.sqlite")
    try SQLiteMealHistory(path: path, profile: "me")
      .save(Samples.entry(id: "kept", at: Samples.breakfastTime))
    do {
      let db = try SQLiteConnection(path: path)
      try db.pragma("user_version", set: .integer(HistorySchema.latestVersion + 1))
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let message = try openFailure(path)
    #expect(message.contains("was written by a newer WellPlate"))
    #expect(message.contains("version \(HistorySchema.latestVersion + 1)"))
    expectEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    #expect(try sideFiles(dir, "future.sqlite").isEmpty)
  }

  @Test("a corrupted database fails clearly, with exit 74, and is left byte-for-byte untouched")
  func corrupted() async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("damaged.sqlite")
    do {
      let store = try SQLiteMealHistory(path: path, profile: "me")
      for index in 0..<200 {
        try store.save(
          Samples.entry(
            id: "e\(index)", at: Samples.breakfastTime.addingTimeInterval(Double(index) * 60),
            description: String(repeating: "a long meal description ", count: 4)))
      }
    }
    // Keep page 1 (header and schema) so the file still opens; scramble every other page.
    let original = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(original.count > 8 * 4096)
    var damaged = original.prefix(4096)
    damaged.append(garbage(count: original.count - 4096, seed: 42))
    try damaged.write(to: URL(fileURLWithPath: path))

    let store = try SQLiteMealHistory(path: path, profile: "me")
    let failures: [MealHistoryError] = [
      await failure { _ = try store.entries(HistoryQuery(interval: everything, limit: 50)) },
      await failure { _ = try store.dailyTotals(in: everything, timeZone: .utc) },
      await failure { try store.save(Samples.entry(id: "new", at: Samples.breakfastTime)) },
      await failure { _ = try store.delete(MealEntryID("e5")) },
    ].compactMap { $0 }
    expectEqual(failures.count, 4)
    for error in failures {
      #expect(error.description.contains("\(path) is damaged"), "\(error)")
      #expect(error.description.contains(".recover"))
      expectEqual(ErrorPresenter.describe(error).code, .ioError)
    }
    print("corrupted: \(failures.first.map(String.init(describing:)) ?? "-")")
    expectEqual(try Data(contentsOf: URL(fileURLWithPath: path)), damaged)
  }

  @Test("a full disk fails the save with exit 74 and keeps every earlier entry")
  func diskFull() async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("full.sqlite")
    do { _ = try SQLiteMealHistory(path: path, profile: "me") }
    let pages = try SQLiteConnection(path: path).pragma("page_count")
    guard case .integer(let pageCount) = pages else {
      Issue.record("no page count")
      return
    }
    let store = try SQLiteMealHistory(
      path: path, profile: "me", maximumPageCount: pageCount + 6)
    var saved: [String] = []
    var failure: MealHistoryError?
    for index in 0..<10_000 {
      let id = String(format: "entry-%05d", index)
      do {
        try store.save(
          Samples.entry(
            id: id, at: Samples.breakfastTime.addingTimeInterval(Double(index)),
            description: String(repeating: "porridge with berries ", count: 20)))
        saved.append(id)
      } catch {
        failure = error
        break
      }
    }
    let error = try #require(failure)
    #expect(saved.count > 10, "the cap was hit too early to prove earlier entries survive")
    #expect(error.description.contains("the disk is full"))
    #expect(error.description.contains("the entry was not saved"))
    expectEqual(ErrorPresenter.describe(AnalyzeFoodError.storageFailed(error)).code, .ioError)
    print("disk full after \(saved.count) saves: \(error)")

    // Reads still work on the full file, and a fresh process-like reopen sees every entry.
    let reopened = try SQLiteMealHistory(path: path, profile: "me")
    let page = try reopened.entries(HistoryQuery(interval: everything, limit: 10_000))
    expectEqual(Set(page.entries.map(\.id.rawValue)), Set(saved))
    try SQLiteConnection(path: path).checkIntegrity(full: true)
  }

  @Test("a read-only (immutable) file serves reads, refuses writes, and stays untouched")
  func readOnlyFile() async throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("frozen.sqlite")
    try SQLiteMealHistory(path: path, profile: "me")
      .save(Samples.entry(id: "kept", at: Samples.breakfastTime))
    // Root ignores mode bits (see SQLiteConnectionTests), so the file is made immutable.
    guard chattr("+i", path) else {
      print("chattr +i unavailable; skipped the read-only file check")
      return
    }
    defer { _ = chattr("-i", path) }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let store = try SQLiteMealHistory(path: path, profile: "me")
    let page = try store.entries(HistoryQuery(interval: everything, limit: 10))
    expectEqual(page.entries.map(\.id.rawValue), ["kept"])
    let saveError = await failure {
      try store.save(Samples.entry(id: "new", at: Samples.breakfastTime))
    }
    expectEqual(saveError?.description.contains("\(path) is read-only"), true)
    expectEqual(saveError?.description.contains("the entry was not saved"), true)
    expectEqual(saveError.map { ErrorPresenter.describe($0).code }, ExitCode.ioError)
    let replaceError = await failure {
      _ = try store.replace(Samples.entry(id: "kept", at: Samples.breakfastTime))
    }
    expectEqual(replaceError?.description.contains("\(path) is read-only"), true)
    let deleteError = await failure { _ = try store.delete(MealEntryID("kept")) }
    expectEqual(deleteError?.description.contains("nothing was deleted"), true)
    print("read-only: \(saveError.map(String.init(describing:)) ?? "-")")
    expectEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
  }

  @Test("a folder that cannot be created or written is reported with the path and the reason")
  func folderNotWritable() async throws {
    let dir = try TemporaryDirectory()
    // As root, mode bits cannot make a folder unwritable, so two faults root cannot bypass:
    // a regular file where a folder is needed, and an immutable folder.
    try Data("not a folder".utf8).write(to: URL(fileURLWithPath: dir.path("notes.txt")))
    let underFile = try openFailure(dir.path("notes.txt/wellplate/history.sqlite"))
    #expect(underFile.contains("cannot create the folder \(dir.path("notes.txt/wellplate"))"))
    #expect(underFile.contains("part of the path is a file, not a folder"))
    print("under a file: \(underFile)")

    let locked = dir.path("locked")
    try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false)
    // A history made before the folder was locked, to see what an existing file does.
    try SQLiteMealHistory(path: locked + "/old.sqlite", profile: "me")
      .save(Samples.entry(id: "kept", at: Samples.breakfastTime))
    guard chattr("+i", locked) else {
      print("chattr +i unavailable; skipped the immutable-folder checks")
      return
    }
    defer { _ = chattr("-i", locked) }
    let newFile = try openFailure(locked + "/new.sqlite")
    #expect(newFile.contains("cannot create \(locked)/new.sqlite (Operation not permitted)"))
    #expect(!FileManager.default.fileExists(atPath: locked + "/new.sqlite"))
    print("immutable folder, new file: \(newFile)")
    let nested = try openFailure(locked + "/sub/new.sqlite")
    #expect(nested.contains("cannot create the folder \(locked)/sub"))

    // The existing file is writable, but SQLite cannot create its WAL beside it.
    let before = try Data(contentsOf: URL(fileURLWithPath: locked + "/old.sqlite"))
    var message = ""
    do {
      let store = try SQLiteMealHistory(path: locked + "/old.sqlite", profile: "me")
      try store.save(Samples.entry(id: "new", at: Samples.breakfastTime))
      Issue.record("saved into an immutable folder")
    } catch {
      message = error.description
      expectEqual(ErrorPresenter.describe(error).code, .ioError)
    }
    print("immutable folder, existing file: \(message)")
    #expect(message.contains("the folder of \(locked)/old.sqlite is not writable"))
    expectEqual(try Data(contentsOf: URL(fileURLWithPath: locked + "/old.sqlite")), before)
  }

  @Test("a folder given as the database path is refused")
  func folderAsPath() throws {
    let dir = try TemporaryDirectory()
    let message = try openFailure(dir.url.path)
    #expect(message.contains("is a folder; give --db the path of a file"))
  }

  // MARK: Helpers

  private func openFailure(_ path: String) throws -> String {
    do {
      _ = try SQLiteMealHistory(path: path, profile: "me")
    } catch {
      expectEqual(ErrorPresenter.describe(error).code, .ioError)
      return error.description
    }
    Issue.record("\(path) opened, but should not have")
    return ""
  }

  private func failure(_ body: () async throws -> Void) async -> MealHistoryError? {
    do {
      try await body()
      return nil
    } catch {
      #expect(error is MealHistoryError, "\(error)")
      return error as? MealHistoryError
    }
  }

  private func sideFiles(_ dir: TemporaryDirectory, _ name: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: dir.url.path)
      .filter { $0.hasPrefix(name) && $0 != name }
  }
}
