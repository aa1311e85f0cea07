import Entities
import Foundation
import Synchronization
import TestSupport
import Testing
import UseCases

@testable import Drivers

@Suite("SQLite history connections")
struct HistoryConnectionsTests {
  @Test("lends each call a connection no other call holds; calls one after another share one")
  func lending() throws {
    let dir = try TemporaryDirectory()
    let path = dir.path("history.sqlite")
    let opened = Mutex(0)
    let connections = HistoryConnections(
      first: try SQLiteConnection(path: path, mode: .readWriteCreate)
    ) { () throws(MealHistoryError) in
      opened.withLock { $0 += 1 }
      do {
        return try SQLiteConnection(path: path, mode: .readWrite)
      } catch {
        throw .storageFailed("\(error)")
      }
    }
    for _ in 0..<3 { try connections.borrow { _ in } }
    expectEqual(opened.withLock { $0 }, 0)
    // A call that starts while another holds the first connection gets another.
    try connections.borrow { outer in
      try connections.borrow { inner in #expect(outer !== inner) }
    }
    expectEqual(opened.withLock { $0 }, 1)
    // Both are back: neither call after that opens a third.
    try connections.borrow { outer in
      try connections.borrow { inner in #expect(outer !== inner) }
    }
    expectEqual(opened.withLock { $0 }, 1)
  }

  @Test("many tasks saving and reading one store at once lose nothing and fail nothing")
  func concurrentCalls() async throws {
    let dir = try TemporaryDirectory()
    let store = try SQLiteMealHistory(path: dir.path("history.sqlite"), profile: "me")
    let everything = DateInterval(
      start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 4_000_000_000))
    try await withThrowingTaskGroup(of: Void.self) { group in
      for task in 0..<8 {
        group.addTask {
          for index in 0..<25 {
            try store.save(
              Samples.entry(
                id: "t\(task)-\(index)",
                at: Date(timeIntervalSince1970: 1_700_000_000 + Double(task * 100 + index))))
            _ = try store.entries(HistoryQuery(interval: everything, limit: 20))
            _ = try store.dailyTotals(in: everything, timeZone: FoundationZones["UTC"])
          }
        }
      }
      try await group.waitForAll()
    }
    let page = try store.entries(HistoryQuery(interval: everything, limit: 1_000))
    expectEqual(page.entries.count, 200)
    let totals = try store.dailyTotals(in: everything, timeZone: FoundationZones["UTC"])
    expectEqual(totals.map(\.count).reduce(0, +), 200)
  }
}
