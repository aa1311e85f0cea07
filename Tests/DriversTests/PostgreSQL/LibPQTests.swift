import TestSupport
import Testing
import UseCases

@testable import Drivers

/// libpq is loaded on first use rather than linked, so its absence must be a clear error.
@Suite("LibPQ loading")
struct LibPQTests {
  @Test func theInstalledLibraryLoadsAndAnswers() throws {
    let libpq = try LibPQ.load()
    // PQstatus(NULL) is CONNECTION_BAD (1 in libpq-fe.h): the looked-up function answers.
    expectEqual(libpq.status(nil).rawValue, 1)
  }

  @Test func aMissingLibraryIsUnavailableWithWhatToInstall() {
    #expect {
      _ = try LibPQ.load(libraryNamed: "libwellplate-missing-pq.so.5")
    } throws: { error in
      guard case .unavailable(let message) = error as? MealHistoryError else { return false }
      return message.hasPrefix(
        "PostgreSQL client library libwellplate-missing-pq.so.5 is not installed: ")
        && message.contains("apt-get install libpq5")
    }
  }

  @Test func aLibraryWithoutLibpqsFunctionsIsRejected() {
    #expect {
      _ = try LibPQ.load(libraryNamed: "libc.so.6")
    } throws: { error in
      guard case .unavailable(let message) = error as? MealHistoryError else { return false }
      return message.contains("libc.so.6 lacks PQconnectStartParams")
    }
  }
}
