import Entities
import Foundation
import TestSupport
import Testing
import UseCases

@Suite("ImportHistory")
struct ImportHistoryTests {
  private static func id(_ number: Int) -> String {
    String(format: "0193f6a4-7c1e-7d2a-9b1e-%012d", number)
  }

  private static func line(_ number: Int, _ entry: MealEntry) -> ImportHistoryRequest.Entry {
    ImportHistoryRequest.Entry(location: ImportLocation(line: number), entry: entry)
  }

  private let first = Samples.entry(id: id(1), at: Samples.breakfastTime)
  private let second = Samples.entry(
    id: id(2), at: Samples.breakfastTime.addingTimeInterval(3600), description: "toast",
    nutrition: Samples.toast)

  @Test("saves every new entry in one batch and reports the count")
  func importsNewEntries() async throws {
    let history = SpyMealHistory(save: .succeeds, read: .succeeds)
    let response = try await ImportHistory(history: history)
      .execute(ImportHistoryRequest(entries: [Self.line(2, first), Self.line(3, second)]))
    expectEqual(response, ImportHistoryResponse(imported: 2, skipped: 0))
    expectEqual(history.importedBatches, [[first, second]])
    #expect(history.savedEntries.isEmpty, "entries go through importEntries, not save")
  }

  @Test("skips entries the history holds the same, as the file writes them")
  func skipsTheSame() async throws {
    var stored = first
    stored.totals.calories = 71.54  // the file rounds to 71.5
    let history = SpyMealHistory(save: .succeeds, read: .succeeds, stored: [stored])
    let response = try await ImportHistory(history: history).execute(
      ImportHistoryRequest(entries: [Self.line(2, first), Self.line(3, second)]) { entry in
        var written = entry
        written.totals.calories = (entry.totals.calories * 10).rounded() / 10
        return written
      })
    expectEqual(response, ImportHistoryResponse(imported: 1, skipped: 1))
    expectEqual(history.importedBatches, [[second]])
  }

  @Test("a file whose every entry is present saves nothing")
  func nothingNew() async throws {
    let history = SpyMealHistory(read: .succeeds, stored: [first, second])
    let response = try await ImportHistory(history: history)
      .execute(ImportHistoryRequest(entries: [Self.line(2, first), Self.line(3, second)]))
    expectEqual(response, ImportHistoryResponse(imported: 0, skipped: 2))
    #expect(history.importedBatches.isEmpty)
  }

  @Test("an id the history holds with different content refuses the whole import, by line")
  func conflict() async {
    var changed = first
    changed.description = "3 eggs"
    let history = SpyMealHistory(read: .succeeds, stored: [first])
    await #expect(
      throws: ImportHistoryError.conflicts([
        ImportProblem(
          location: ImportLocation(line: 4),
          reason: "entry \(Self.id(1)) differs from the one in the history")
      ])
    ) {
      try await ImportHistory(history: history)
        .execute(ImportHistoryRequest(entries: [Self.line(2, second), Self.line(4, changed)]))
    }
    #expect(history.importedBatches.isEmpty)
  }

  @Test("entries breaking the rules are all reported by line, and the store is not touched")
  func invalidEntries() async throws {
    var implausible = first
    implausible.totals.calories = 40_000
    var tooEarly = second
    tooEarly.consumedAt = Date(timeIntervalSince1970: -2_208_988_801)
    var badID = first
    badID.id = MealEntryID("not-an-id")
    var heavy = second
    heavy.id = MealEntryID(Self.id(3))
    heavy.items[0].grams = .infinity
    let history = SpyMealHistory()
    let error = await #expect(throws: ImportHistoryError.self) {
      try await ImportHistory(history: history).execute(
        ImportHistoryRequest(entries: [
          Self.line(2, implausible), Self.line(3, tooEarly), Self.line(4, badID),
          Self.line(5, first), Self.line(6, heavy),
        ]))
    }
    guard case .invalidEntries(let problems) = error else {
      Issue.record("expected invalid entries, got \(String(describing: error))")
      return
    }
    expectEqual(problems.map(\.location.line), [2, 3, 4, 5, 6])
    #expect(problems[0].reason.contains("calories comes to 40000 kcal"))
    #expect(problems[1].reason.contains("1900-01-01 to 2199-12-31"))
    #expect(problems[2].reason.contains("'not-an-id' is not an entry id"))
    expectEqual(problems[3].reason, "entry \(Self.id(1)) appears twice (first at line 2)")
    #expect(problems[4].reason.contains("food 1 weighs inf g"))
    let message = "\(ImportHistoryError.invalidEntries(problems))"
    #expect(message.hasPrefix("nothing was imported; 5 entries cannot be imported:\n  line 2: "))
  }

  @Test("a failing store is a storage failure and nothing is imported")
  func storageFails() async {
    let history = SpyMealHistory(save: .fails(.storageFailed("disk full")), read: .succeeds)
    await #expect(throws: ImportHistoryError.storageFailed(.storageFailed("disk full"))) {
      try await ImportHistory(history: history)
        .execute(ImportHistoryRequest(entries: [Self.line(2, first)]))
    }
    let reading = SpyMealHistory(read: .fails(.unavailable("server down")))
    await #expect(throws: ImportHistoryError.storageFailed(.unavailable("server down"))) {
      try await ImportHistory(history: reading)
        .execute(ImportHistoryRequest(entries: [Self.line(2, first)]))
    }
  }

  @Test("an empty file imports nothing without touching the store")
  func emptyFile() async throws {
    let response = try await ImportHistory(history: SpyMealHistory())
      .execute(ImportHistoryRequest(entries: []))
    expectEqual(response, ImportHistoryResponse(imported: 0, skipped: 0))
  }

  @Test("lists at most twenty problems and counts the rest")
  func longList() {
    let problems = (1...25).map {
      ImportProblem(location: ImportLocation(line: $0 + 1), reason: "bad")
    }
    let message = "\(ImportHistoryError.invalidEntries(problems))"
    #expect(message.contains("line 21: bad"))
    #expect(!message.contains("line 22: bad"))
    #expect(message.hasSuffix("… and 5 more"))
    expectEqual(ImportLocation(line: 1, entry: 3).description, "line 1, entry 3")
  }
}
