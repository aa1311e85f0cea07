import Entities
import Foundation
import TestSupport
import Testing
import UseCases

/// The behaviour every `MealHistory` must show; each store's suite runs every case.
///
/// `makeStore(profile)` must return stores over the same backing storage for the whole case
/// (the same file, the same database), empty at the start of the case.
struct MealHistoryContract: Sendable {
  /// The contract's cases, one test each.
  enum Case: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case savedEntryReadsBackExactly
    case pageKeepsEachEntrysOwnItems
    case newestFirstWithIdBreakingTies
    case pagesCoverEverythingOnce
    case intervalIncludesStartExcludesEnd
    case dailyTotalsFollowTheTimeZone
    case deleteRemovesOnlyThatEntry
    case emptyHistory
    case textIsStoredVerbatim
    case profilesAreIsolated
    case savingAnIDAgainReplacesTheEntry
    case dailyTotalsFollowDaylightSavingTime
    case dailyTotalsStayInsideTheInterval
    case entryReadsBackByIDInItsProfileOnly
    case replaceKeepsTheIDAndChangesEverythingElse
    case replaceOfAMissingEntryChangesNothing
    case mealTypeRoundTrips
    case importSavesABatchAndSkipsExistingIDs
    case importIsAllOrNothing
    case dailyTotalsCountUnreportedNutrients

    var testDescription: String { rawValue }
  }

  let makeStore: @Sendable (_ profile: String) async throws -> any MealHistory

  private static let everything = DateInterval(
    start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 4_000_000_000))
  private static let t0 = Samples.breakfastTime

  func run(_ testCase: Case) async throws {
    switch testCase {
    case .savedEntryReadsBackExactly: try await savedEntryReadsBackExactly()
    case .pageKeepsEachEntrysOwnItems: try await pageKeepsEachEntrysOwnItems()
    case .newestFirstWithIdBreakingTies: try await newestFirstWithIdBreakingTies()
    case .pagesCoverEverythingOnce: try await pagesCoverEverythingOnce()
    case .intervalIncludesStartExcludesEnd: try await intervalIncludesStartExcludesEnd()
    case .dailyTotalsFollowTheTimeZone: try await dailyTotalsFollowTheTimeZone()
    case .deleteRemovesOnlyThatEntry: try await deleteRemovesOnlyThatEntry()
    case .emptyHistory: try await emptyHistory()
    case .textIsStoredVerbatim: try await textIsStoredVerbatim()
    case .profilesAreIsolated: try await profilesAreIsolated()
    case .savingAnIDAgainReplacesTheEntry: try await savingAnIDAgainReplacesTheEntry()
    case .dailyTotalsFollowDaylightSavingTime: try await dailyTotalsFollowDaylightSavingTime()
    case .dailyTotalsStayInsideTheInterval: try await dailyTotalsStayInsideTheInterval()
    case .entryReadsBackByIDInItsProfileOnly: try await entryReadsBackByIDInItsProfileOnly()
    case .replaceKeepsTheIDAndChangesEverythingElse:
      try await replaceKeepsTheIDAndChangesEverythingElse()
    case .replaceOfAMissingEntryChangesNothing: try await replaceOfAMissingEntryChangesNothing()
    case .mealTypeRoundTrips: try await mealTypeRoundTrips()
    case .importSavesABatchAndSkipsExistingIDs: try await importSavesABatchAndSkipsExistingIDs()
    case .importIsAllOrNothing: try await importIsAllOrNothing()
    case .dailyTotalsCountUnreportedNutrients: try await dailyTotalsCountUnreportedNutrients()
    }
  }

  private func savedEntryReadsBackExactly() async throws {
    let store = try await makeStore("me")
    let entry = MealEntry(
      id: MealEntryID("a1"), consumedAt: Self.t0, description: "2 eggs and a slice of toast",
      items: [
        MealItem(
          text: "2 eggs", food: "Egg, whole, raw", grams: 100, nutrition: Samples.egg,
          notes: ["assumed large (50 g each)"]),
        MealItem(
          text: "a slice of toast", food: "Bread, toasted", grams: 22.5,
          nutrition: Samples.toast),
        MealItem(
          text: "a glass of red wine", food: "Wine, red", grams: 147.9,
          nutrition: Samples.wine),
      ],
      totals: Samples.egg + Samples.toast + Samples.wine, unmatched: ["xyzzy"],
      analyzer: "local")
    try await store.save(entry)
    let page = try await store.entries(HistoryQuery(interval: Self.everything, limit: 10))
    expectEqual(page.entries, [entry])
    expectEqual(page.nextCursor, nil)
  }

  private func pageKeepsEachEntrysOwnItems() async throws {
    let store = try await makeStore("me")
    func entry(_ id: String, minutes: Double, items: [String]) -> MealEntry {
      var entry = Samples.entry(id: id, at: Self.t0.addingTimeInterval(minutes * 60))
      entry.items = items.map { Samples.item($0, food: "Food of \($0)") }
      return entry
    }
    // Saved in an order that is neither the page's nor the reverse of it.
    let middle = entry("middle", minutes: 0, items: ["m1", "m2"])
    let newest = entry("newest", minutes: 2, items: [])
    let oldest = entry("oldest", minutes: -5, items: ["o1", "o2", "o3"])
    let beyond = entry("beyond", minutes: -9, items: ["b1"])
    for saved in [middle, newest, beyond, oldest] { try await store.save(saved) }
    let page = try await store.entries(HistoryQuery(interval: Self.everything, limit: 3))
    expectEqual(page.entries, [newest, middle, oldest])
    let next = try await store.entries(
      HistoryQuery(interval: Self.everything, limit: 3, cursor: page.nextCursor))
    expectEqual(next.entries, [beyond])
  }

  private func newestFirstWithIdBreakingTies() async throws {
    let store = try await makeStore("me")
    let entries = [
      Samples.entry(id: "b", at: Self.t0),
      Samples.entry(id: "a", at: Self.t0.addingTimeInterval(60)),
      Samples.entry(id: "c", at: Self.t0),
      Samples.entry(id: "d", at: Self.t0.addingTimeInterval(-3600)),
    ]
    for entry in entries { try await store.save(entry) }
    let page = try await store.entries(HistoryQuery(interval: Self.everything, limit: 10))
    expectEqual(page.entries.map(\.id.rawValue), ["a", "c", "b", "d"])
  }

  private func pagesCoverEverythingOnce() async throws {
    let store = try await makeStore("me")
    var expected: [String] = []
    for index in 0..<7 {
      // Two entries share each instant, so the cursor must use the id to break ties.
      let id = String(format: "e%02d", index)
      try await store.save(Samples.entry(id: id, at: Self.t0.addingTimeInterval(Double(index / 2))))
      expected.insert(id, at: 0)
    }
    var seen: [String] = []
    var cursor: HistoryCursor?
    var pages = 0
    repeat {
      let page = try await store.entries(
        HistoryQuery(interval: Self.everything, limit: 3, cursor: cursor))
      seen += page.entries.map(\.id.rawValue)
      cursor = page.nextCursor
      pages += 1
    } while cursor != nil && pages < 10
    expectEqual(pages, 3)
    #expect(
      seen
        == expected.sorted { a, b in
          let (ta, tb) = (Int(a.dropFirst())! / 2, Int(b.dropFirst())! / 2)
          return ta != tb ? ta > tb : a > b
        })
  }

  private func intervalIncludesStartExcludesEnd() async throws {
    let store = try await makeStore("me")
    let start = Self.t0
    let end = Self.t0.addingTimeInterval(3600)
    try await store.save(Samples.entry(id: "before", at: start.addingTimeInterval(-1)))
    try await store.save(Samples.entry(id: "start", at: start))
    try await store.save(Samples.entry(id: "inside", at: start.addingTimeInterval(1800)))
    try await store.save(Samples.entry(id: "end", at: end))
    let page = try await store.entries(
      HistoryQuery(interval: DateInterval(start: start, end: end), limit: 10))
    expectEqual(page.entries.map(\.id.rawValue), ["inside", "start"])
  }

  private func dailyTotalsFollowTheTimeZone() async throws {
    let store = try await makeStore("me")
    // 2026-11-21 03:00Z is still 2026-11-20 in New York (UTC-5).
    let lateNight = Date(timeIntervalSince1970: 1_795_230_000)
    try await store.save(Samples.entry(id: "x", at: lateNight, nutrition: Samples.egg))
    try await store.save(
      Samples.entry(id: "y", at: lateNight.addingTimeInterval(8 * 3600), nutrition: Samples.toast))
    let utc = try await store.dailyTotals(
      in: Self.everything, timeZone: FoundationZones["UTC"])
    expectEqual(utc.map(\.day.description), ["2026-11-21"])
    expectEqual(utc.first?.count, 2)
    #expect(abs((utc.first?.nutrition.calories ?? 0) - 136) < 1e-9)
    let newYork = try await store.dailyTotals(
      in: Self.everything, timeZone: FoundationZones["America/New_York"])
    expectEqual(newYork.map(\.day.description), ["2026-11-20", "2026-11-21"])
    expectEqual(newYork.map(\.count), [1, 1])
    expectEqual(newYork.first?.nutrition.calories, 71.5)
    #expect(abs((newYork.first?.nutrition.cholesterol ?? 0) - 186) < 1e-9)
    expectEqual(newYork.last?.nutrition.protein, 1.98)
  }

  private func deleteRemovesOnlyThatEntry() async throws {
    let store = try await makeStore("me")
    try await store.save(Samples.entry(id: "keep", at: Self.t0))
    try await store.save(Samples.entry(id: "drop", at: Self.t0.addingTimeInterval(1)))
    expectEqual(try await store.delete(MealEntryID("drop")), true)
    expectEqual(try await store.delete(MealEntryID("drop")), false)
    expectEqual(try await store.delete(MealEntryID("never")), false)
    let page = try await store.entries(HistoryQuery(interval: Self.everything, limit: 10))
    expectEqual(page.entries.map(\.id.rawValue), ["keep"])
    expectEqual(page.entries.first?.items.count, 1)
  }

  private func emptyHistory() async throws {
    let store = try await makeStore("me")
    let page = try await store.entries(HistoryQuery(interval: Self.everything, limit: 10))
    #expect(page.entries.isEmpty)
    expectEqual(page.nextCursor, nil)
    let days = try await store.dailyTotals(in: Self.everything, timeZone: .utc)
    #expect(days.isEmpty)
  }

  private func textIsStoredVerbatim() async throws {
    let store = try await makeStore("me")
    let tricky = "Robert'); DROP TABLE entries;-- \"quoted\" 🍳 crème brûlée\nsecond line"
    try await store.save(Samples.entry(id: "t'1", at: Self.t0, description: tricky))
    let page = try await store.entries(HistoryQuery(interval: Self.everything, limit: 10))
    expectEqual(page.entries.first?.description, tricky)
    expectEqual(page.entries.first?.id.rawValue, "t'1")
    expectEqual(try await store.delete(MealEntryID("t'1")), true)
  }

  private func profilesAreIsolated() async throws {
    let mine = try await makeStore("me")
    let theirs = try await makeStore("partner")
    try await mine.save(Samples.entry(id: "mine", at: Self.t0))
    try await theirs.save(Samples.entry(id: "theirs", at: Self.t0))
    let myPage = try await mine.entries(HistoryQuery(interval: Self.everything, limit: 10))
    expectEqual(myPage.entries.map(\.id.rawValue), ["mine"])
    expectEqual(try await mine.delete(MealEntryID("theirs")), false)
    let theirDays = try await theirs.dailyTotals(in: Self.everything, timeZone: .utc)
    expectEqual(theirDays.map(\.count), [1])
  }

  private func savingAnIDAgainReplacesTheEntry() async throws {
    // A save retried after an unclear failure must not leave two entries behind.
    let store = try await makeStore("me")
    try await store.save(Samples.entry(id: "same", at: Self.t0, description: "first try"))
    let corrected = Samples.entry(
      id: "same", at: Self.t0.addingTimeInterval(60), description: "second try",
      nutrition: Samples.toast)
    try await store.save(corrected)
    let page = try await store.entries(HistoryQuery(interval: Self.everything, limit: 10))
    expectEqual(page.entries, [corrected])
    let days = try await store.dailyTotals(in: Self.everything, timeZone: .utc)
    expectEqual(days.map(\.count), [1])
    expectEqual(days.first?.nutrition.calories, Samples.toast.calories)
  }

  private func dailyTotalsFollowDaylightSavingTime() async throws {
    let store = try await makeStore("me")
    // New York, 2026-11-01 has 25 hours (clocks go back at 02:00): 00:30 EDT and 23:30 EST
    // are the same day, 00:10 EST the next. A fixed UTC-4 or UTC-5 offset gets one wrong.
    try await store.save(
      Samples.entry(id: "ny-early", at: Date(timeIntervalSince1970: 1_793_507_400)))
    try await store.save(
      Samples.entry(id: "ny-late", at: Date(timeIntervalSince1970: 1_793_593_800)))
    try await store.save(
      Samples.entry(id: "ny-next", at: Date(timeIntervalSince1970: 1_793_596_200)))
    let newYork = try await store.dailyTotals(
      in: DateInterval(
        start: Date(timeIntervalSince1970: 1_793_400_000),
        end: Date(timeIntervalSince1970: 1_793_700_000)),
      timeZone: FoundationZones["America/New_York"])
    expectEqual(newYork.map(\.day.description), ["2026-11-01", "2026-11-02"])
    expectEqual(newYork.map(\.count), [2, 1])

    // Paris, 2026-03-29 has 23 hours (clocks go forward at 02:00): 00:30 CET that day and
    // 00:30 CEST the next are 23 hours apart yet on different days.
    try await store.save(Samples.entry(id: "p-1", at: Date(timeIntervalSince1970: 1_774_740_600)))
    try await store.save(Samples.entry(id: "p-2", at: Date(timeIntervalSince1970: 1_774_823_400)))
    let paris = try await store.dailyTotals(
      in: DateInterval(
        start: Date(timeIntervalSince1970: 1_774_700_000),
        end: Date(timeIntervalSince1970: 1_774_900_000)),
      timeZone: FoundationZones["Europe/Paris"])
    expectEqual(paris.map(\.day.description), ["2026-03-29", "2026-03-30"])
    expectEqual(paris.map(\.count), [1, 1])
  }

  private func dailyTotalsStayInsideTheInterval() async throws {
    let store = try await makeStore("me")
    let morning = Date(timeIntervalSince1970: 1_795_248_000)  // 2026-11-21T08:00Z
    let noon = Date(timeIntervalSince1970: 1_795_262_400)
    let evening = Date(timeIntervalSince1970: 1_795_291_200)
    try await store.save(Samples.entry(id: "morning", at: morning, nutrition: Samples.egg))
    try await store.save(Samples.entry(id: "noon", at: noon, nutrition: Samples.toast))
    try await store.save(Samples.entry(id: "evening", at: evening, nutrition: Samples.toast))
    // The interval starts at noon (inclusive) and ends at the evening meal (exclusive).
    let days = try await store.dailyTotals(
      in: DateInterval(start: noon, end: evening), timeZone: .utc)
    expectEqual(days.map(\.day.description), ["2026-11-21"])
    expectEqual(days.map(\.count), [1])
    expectEqual(days.first?.nutrition.calories, Samples.toast.calories)
    #expect(days.first?.nutrition.cholesterol == nil, "only toast, which reports none")
  }

  private func entryReadsBackByIDInItsProfileOnly() async throws {
    let mine = try await makeStore("me")
    let theirs = try await makeStore("partner")
    var wanted = Samples.entry(id: "wanted", at: Self.t0, description: "2 eggs and toast")
    wanted.items = [
      Samples.item("2 eggs", nutrition: Samples.egg),
      Samples.item("toast", food: "Bread, toasted", grams: 22.5, nutrition: Samples.toast),
    ]
    wanted.totals = Samples.egg + Samples.toast
    wanted.unmatched = ["xyzzy"]
    try await mine.save(wanted)
    try await mine.save(Samples.entry(id: "other", at: Self.t0.addingTimeInterval(1)))
    try await mine.save(Samples.entry(id: "empty", at: Self.t0.addingTimeInterval(2)))
    try await theirs.save(Samples.entry(id: "theirs", at: Self.t0))
    expectEqual(try await mine.entry(MealEntryID("wanted")), wanted)
    expectEqual(try await mine.entry(MealEntryID("other"))?.description, "2 eggs")
    expectEqual(try await mine.entry(MealEntryID("missing")), nil)
    #expect(try await mine.entry(MealEntryID("theirs")) == nil, "another profile's entry")
    #expect(try await theirs.entry(MealEntryID("wanted")) == nil, "another profile's entry")
    #expect(try await mine.delete(MealEntryID("wanted")))
    expectEqual(try await mine.entry(MealEntryID("wanted")), nil)
  }

  private func replaceKeepsTheIDAndChangesEverythingElse() async throws {
    let store = try await makeStore("me")
    var original = Samples.entry(id: "edit", at: Self.t0, description: "3 things")
    original.items = [Samples.item("a"), Samples.item("b"), Samples.item("c")]
    try await store.save(original)
    try await store.save(Samples.entry(id: "other", at: Self.t0.addingTimeInterval(10)))

    // Fewer items: the surplus ones must go.
    var fewer = Samples.entry(
      id: "edit", at: Self.t0.addingTimeInterval(-3600), description: "toast",
      nutrition: Samples.toast)
    fewer.unmatched = ["xyzzy"]
    fewer.analyzer = "http"
    #expect(try await store.replace(fewer))
    expectEqual(try await store.entry(MealEntryID("edit")), fewer)

    // More items than before.
    var more = fewer
    more.items = [
      Samples.item("x", nutrition: Samples.toast), Samples.item("y", nutrition: Samples.egg),
    ]
    more.totals = Samples.toast + Samples.egg
    #expect(try await store.replace(more))
    let page = try await store.entries(HistoryQuery(interval: Self.everything, limit: 10))
    expectEqual(page.entries.map(\.id.rawValue), ["other", "edit"])
    expectEqual(page.entries.last, more)
    let days = try await store.dailyTotals(in: Self.everything, timeZone: .utc)
    expectEqual(days.map(\.count), [2])
    let expected: Double = Samples.toast.calories + 2 * Samples.egg.calories
    let calories: Double = days.first?.nutrition.calories ?? 0
    #expect(abs(calories - expected) < 1e-9)
  }

  private func replaceOfAMissingEntryChangesNothing() async throws {
    let mine = try await makeStore("me")
    let theirs = try await makeStore("partner")
    try await theirs.save(Samples.entry(id: "theirs", at: Self.t0, description: "theirs"))
    let attempt = Samples.entry(id: "theirs", at: Self.t0, description: "mine now")
    #expect(try await mine.replace(attempt) == false, "another profile's entry")
    expectEqual(try await mine.replace(Samples.entry(id: "never", at: Self.t0)), false)
    let page = try await mine.entries(HistoryQuery(interval: Self.everything, limit: 10))
    #expect(page.entries.isEmpty, "a replace must not create an entry")
    expectEqual(try await theirs.entry(MealEntryID("theirs"))?.description, "theirs")
    try await mine.save(Samples.entry(id: "gone", at: Self.t0))
    #expect(try await mine.delete(MealEntryID("gone")))
    expectEqual(try await mine.replace(Samples.entry(id: "gone", at: Self.t0)), false)
    expectEqual(try await mine.entry(MealEntryID("gone")), nil)
  }

  private func mealTypeRoundTrips() async throws {
    let store = try await makeStore("me")
    // One entry per type and one without, all at the same breakfast hour: what is stored is
    // what was given, never a type inferred from the time.
    var saved: [MealEntry] = []
    for (index, type) in ([nil] + MealType.allCases.map(Optional.some)).enumerated() {
      var entry = Samples.entry(id: "t\(index)", at: Self.t0.addingTimeInterval(Double(index)))
      entry.mealType = type
      try await store.save(entry)
      saved.append(entry)
    }
    let page = try await store.entries(HistoryQuery(interval: Self.everything, limit: 10))
    expectEqual(
      page.entries.reversed().map(\.mealType), [nil, .breakfast, .lunch, .dinner, .snack])
    expectEqual(Array(page.entries.reversed()), saved)
    expectEqual(try await store.entry(MealEntryID("t3"))?.mealType, .dinner)
    expectEqual(try await store.entry(MealEntryID("t0"))?.mealType, nil)

    // Replacing sets a type, changes one and takes one away.
    var changed = saved[0]
    changed.mealType = .snack
    #expect(try await store.replace(changed))
    expectEqual(try await store.entry(MealEntryID("t0"))?.mealType, .snack)
    var cleared = saved[2]
    cleared.mealType = nil
    #expect(try await store.replace(cleared))
    expectEqual(try await store.entry(MealEntryID("t2"))?.mealType, nil)
    // Saving an id again replaces its type too.
    var again = saved[1]
    again.mealType = .lunch
    try await store.save(again)
    expectEqual(try await store.entry(MealEntryID("t1"))?.mealType, .lunch)
  }

  private func importSavesABatchAndSkipsExistingIDs() async throws {
    let store = try await makeStore("me")
    let theirs = try await makeStore("partner")
    let kept = Samples.entry(id: "kept", at: Self.t0, description: "as it was")
    try await store.save(kept)
    // Another profile's entries are neither skipped nor touched (SQLite keeps ids unique
    // across profiles, so theirs has its own).
    try await theirs.save(Samples.entry(id: "theirs", at: Self.t0, description: "theirs"))
    var new1 = MealEntry(
      id: MealEntryID("new1"), consumedAt: Self.t0.addingTimeInterval(60),
      description: "2 eggs",
      items: [
        MealItem(
          text: "2 eggs", food: "Egg, whole, raw", grams: 100, nutrition: Samples.egg,
          notes: ["assumed large"])
      ],
      totals: Samples.egg, unmatched: ["xyzzy"], analyzer: "local")
    new1.mealType = .snack
    let new2 = Samples.entry(id: "new2", at: Self.t0.addingTimeInterval(120))
    let changed = Samples.entry(id: "kept", at: Self.t0, description: "different")
    let imported = try await store.importEntries([new1, changed, new2, new2])
    expectEqual(imported, 2)
    #expect(try await store.entry(MealEntryID("kept")) == kept, "an existing id is skipped")
    expectEqual(try await store.entry(MealEntryID("new1")), new1)
    let page = try await store.entries(HistoryQuery(interval: Self.everything, limit: 10))
    expectEqual(page.entries.map(\.id.rawValue), ["new2", "new1", "kept"])
    let theirPage = try await theirs.entries(HistoryQuery(interval: Self.everything, limit: 10))
    expectEqual(theirPage.entries.map(\.id.rawValue), ["theirs"])
    // Again: nothing new.
    expectEqual(try await store.importEntries([new1, new2]), 0)
    expectEqual(try await store.importEntries([]), 0)
    let again = try await store.entries(HistoryQuery(interval: Self.everything, limit: 10))
    expectEqual(again.entries.count, 3)
  }

  private func importIsAllOrNothing() async throws {
    let store = try await makeStore("me")
    // A text no store can hold (NUL in PostgreSQL) would fail mid-batch; the in-memory store
    // holds anything, so this case checks only that a successful batch is complete and a
    // failed one, where the store fails, leaves nothing behind.
    let batch = (0..<50).map { index in
      Samples.entry(
        id: String(format: "b%02d", index), at: Self.t0.addingTimeInterval(Double(index)))
    }
    do {
      let imported = try await store.importEntries(batch + [Self.unstorable])
      // A store that holds it saved the whole batch.
      expectEqual(imported, 51)
      let page = try await store.entries(HistoryQuery(interval: Self.everything, limit: 100))
      expectEqual(page.entries.count, 51)
    } catch {
      let page = try await store.entries(HistoryQuery(interval: Self.everything, limit: 100))
      #expect(page.entries.isEmpty, "a failed import saved \(page.entries.count) entries")
    }
  }

  /// An entry some stores refuse: its description holds a NUL character.
  private static let unstorable = Samples.entry(
    id: "nul", at: t0.addingTimeInterval(3600), description: "tea\u{0}")
}
