import Foundation
import TestSupport
import Testing

/// Issue 13's load proof: 50 clients at once, each sending 200 `POST /analyze` over one
/// keep-alive connection, to the real `wellplate serve`; every answer is a 201, no connection
/// fails, and the store holds exactly the 10,000 entries afterwards, in SQLite and in
/// PostgreSQL.
@Suite("wellplate serve under load (process)")
struct ServeLoadTests {
  static let clients = 50
  static let requestsPerClient = 200
  /// One known food: the proof is about serving and saving, and a single lookup keeps the
  /// debug build's analysis cheap (README "Benchmarks" has the times).
  static let meal = "an apple"

  /// What the clients saw, together.
  struct Outcome: Sendable {
    /// How many answers had each status.
    var statuses: [Int: Int] = [:]
    /// Connections that failed to open, or ended before an answer was read whole.
    var connectionErrors = 0
    /// The ids of the entries the 201 answers report.
    var ids: Set<String> = []

    mutating func add(_ other: Outcome) {
      statuses.merge(other.statuses, uniquingKeysWith: +)
      connectionErrors += other.connectionErrors
      ids.formUnion(other.ids)
    }
  }

  /// Runs the 50 × 200 analyses against `port` with `token`, each client on a thread of its own
  /// and one keep-alive connection (a new one only after a failure, which is counted).
  static func load(port: Int, token: String) async -> Outcome {
    let body = Data(#"{"description": "\#(meal)"}"#.utf8)
    let head =
      "POST /analyze HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\n"
      + "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
    return await withTaskGroup(of: Outcome.self) { group in
      for _ in 0..<clients {
        group.addTask {
          await offPool {
            var outcome = Outcome()
            var client = RawHTTPClient(port: port)
            for _ in 0..<requestsPerClient {
              guard let open = client ?? RawHTTPClient(port: port),
                let answer = open.exchange(head, body: body)
              else {
                outcome.connectionErrors += 1
                client = nil
                continue
              }
              client = open
              outcome.statuses[answer.status, default: 0] += 1
              if answer.status == 201,
                let entry = try? JSONSerialization.jsonObject(with: answer.body) as? [String: Any],
                let id = entry["id"] as? String
              {
                outcome.ids.insert(id)
              }
            }
            return outcome
          }
        }
      }
      return await group.reduce(into: Outcome()) { $0.add($1) }
    }
  }

  /// A new token for `profile`, made by `wellplate token add`.
  static func token(
    for profile: String, _ arguments: [String], environment: [String: String]
  ) throws -> String {
    let result = try WellPlateBinary.run(
      ["token", "add", "--json", "--profile", profile] + arguments, environment: environment)
    try #require(result.status == 0, "stderr: \(result.standardError)")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    return try #require(object["token"] as? String)
  }

  /// The ids `wellplate history` lists for `profile` (up to its limit of 10,000, and one more
  /// page to prove there are no more).
  static func storedIDs(
    of profile: String, _ arguments: [String], environment: [String: String]
  ) throws -> [String] {
    var ids: [String] = []
    var cursor: String?
    repeat {
      let result = try WellPlateBinary.run(
        ["history", "--json", "--limit", "10000", "--profile", profile]
          + (cursor.map { ["--cursor", $0] } ?? []) + arguments,
        environment: environment)
      try #require(result.status == 0, "stderr: \(result.standardError)")
      let page = try #require(
        JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
      let entries = try #require(page["entries"] as? [[String: Any]])
      ids += entries.compactMap { $0["id"] as? String }
      cursor = page["nextCursor"] as? String
    } while cursor != nil
    return ids
  }

  /// The proof against one store: serve, load, stop, count.
  static func prove(_ arguments: [String], environment: [String: String]) async throws {
    let profile = "load-\(UUID().uuidString.prefix(8).lowercased())"
    let token = try token(for: profile, arguments, environment: environment)
    let served = try await ServeProcessTests.Served(environment: environment)
    let outcome = await load(port: served.port, token: token)
    let result = await served.terminate()
    let stored = try storedIDs(of: profile, arguments, environment: environment)

    let total = clients * requestsPerClient
    expectEqual(outcome.connectionErrors, 0)
    expectEqual(outcome.statuses, [201: total])
    expectEqual(outcome.ids.count, total)
    #expect(result.status == 0, "stderr: \(result.standardError)")
    expectEqual(stored.count, total)
    expectEqual(Set(stored), outcome.ids)
  }

  @Test("50 clients × 200 analyses: 10,000 answers 201 and exactly 10,000 entries in SQLite")
  func sqlite() async throws {
    let directory = try TemporaryDirectory()
    try await Self.prove(
      [],
      environment: [
        "WELLPLATE_DB": directory.path("history.sqlite"), "WELLPLATE_STORE": "sqlite",
        "WELLPLATE_ANALYZER": "local",
      ])
  }

  @Test(
    "50 clients × 200 analyses: 10,000 answers 201 and exactly 10,000 entries in PostgreSQL",
    .enabled(if: PostgresTestServer.shouldRun, Comment(rawValue: PostgresTestServer.skipReason)))
  func postgres() async throws {
    let url = try PostgresTestServer.shared.requireURL()
    try await Self.prove(
      [],
      environment: [
        "WELLPLATE_DATABASE_URL": url, "WELLPLATE_STORE": "postgres",
        "WELLPLATE_ANALYZER": "local",
      ])
  }
}
