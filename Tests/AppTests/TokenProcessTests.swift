import Foundation
import TestSupport
import Testing

/// `wellplate token …` as a person runs it: separate processes on one history store, and what
/// the store really holds afterwards.
@Suite("wellplate token (process)", .serialized)
struct TokenProcessTests {
  /// A token made by `token add --json`, as the document says.
  struct Issued: Decodable {
    var id: String
    var profile: String
    var label: String?
    var createdAt: String
    var token: String
  }

  private func add(
    _ arguments: [String], environment: [String: String]
  ) throws -> Issued {
    let result = try WellPlateBinary.run(
      ["token", "add", "--json"] + arguments, environment: environment)
    try #require(result.status == 0, "stderr: \(result.standardError)")
    return try JSONDecoder().decode(Issued.self, from: Data(result.standardOutput.utf8))
  }

  private func listed(
    _ arguments: [String] = [], environment: [String: String]
  ) throws -> [[String: Any]] {
    let result = try WellPlateBinary.run(
      ["token", "list", "--json"] + arguments, environment: environment)
    try #require(result.status == 0, "stderr: \(result.standardError)")
    let document = try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    return try #require(document["tokens"] as? [[String: Any]])
  }

  @Test("add twice, list both without secrets, the file holds no secret, revoke removes one")
  func sqliteRoundTrip() throws {
    let dir = try TemporaryDirectory()
    let database = dir.path("history.sqlite")
    let environment = ["WELLPLATE_DB": database]
    let alice = try add(
      ["--profile", "alice", "--label", "alice's phone"], environment: environment)
    let bob = try add(["--profile", "bob"], environment: environment)
    #expect(alice.profile == "alice" && alice.label == "alice's phone")
    #expect(bob.profile == "bob" && bob.label == nil)
    #expect(alice.token.hasPrefix("wp_\(alice.id)_") && alice.token.count == 3 + 16 + 1 + 64)
    #expect(alice.id != bob.id && alice.token != bob.token)
    let secrets = [alice, bob].map { String($0.token.dropFirst(3 + 16 + 1)) }

    let tokens = try listed(environment: environment)
    expectEqual(tokens.compactMap { $0["id"] as? String }, [alice.id, bob.id])
    expectEqual(tokens.compactMap { $0["profile"] as? String }, ["alice", "bob"])
    for token in tokens {
      expectEqual(Set(token.keys), ["id", "profile", "label", "createdAt"])
    }
    let raw = try WellPlateBinary.run(["token", "list", "--json"], environment: environment)
    let text = try WellPlateBinary.run(["token", "list"], environment: environment)
    for secret in secrets {
      #expect(!raw.standardOutput.contains(secret))
      #expect(!text.standardOutput.contains(secret))
    }
    expectEqual(try listed(["--profile", "bob"], environment: environment).count, 1)

    // Every byte the store wrote: the file and, until a checkpoint, its write-ahead log.
    for file in [database, database + "-wal"] where FileManager.default.fileExists(atPath: file) {
      let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
      for secret in secrets + [alice.token, bob.token] {
        #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(file) holds a secret")
      }
    }
    let bytes = try Data(contentsOf: URL(fileURLWithPath: database))
    #expect(bytes.range(of: Data(alice.id.utf8)) != nil, "the store is where the test looked")

    let revoke = try WellPlateBinary.run(["token", "revoke", alice.id], environment: environment)
    #expect(revoke.status == 0, "stderr: \(revoke.standardError)")
    expectEqual(try listed(environment: environment).compactMap { $0["id"] as? String }, [bob.id])
    let again = try WellPlateBinary.run(["token", "revoke", alice.id], environment: environment)
    expectEqual(again.status, 65)
    let malformed = try WellPlateBinary.run(["token", "revoke", "nope"], environment: environment)
    expectEqual(malformed.status, 64)
  }

  @Test("token add prints only the token on stdout, ready to paste")
  func plainOutput() throws {
    let dir = try TemporaryDirectory()
    let result = try WellPlateBinary.run(
      ["token", "add", "--profile", "alice"], environment: ["WELLPLATE_DB": dir.path("h.sqlite")])
    expectEqual(result.status, 0)
    let lines = result.standardOutput.split(separator: "\n")
    expectEqual(lines.count, 1)
    #expect(lines.first?.hasPrefix("wp_") == true && lines.first?.count == 84)
    #expect(result.standardError.contains("cannot be shown again"))
  }

  @Test("with --store memory the token is made, and the person is warned it is not kept")
  func memoryStore() throws {
    let result = try WellPlateBinary.run(["token", "add", "--store", "memory"])
    expectEqual(result.status, 0)
    #expect(result.standardError.contains("forgotten when the command ends"))
  }
}

/// The same commands against PostgreSQL: tokens made by one process are seen and revoked by
/// the next, and the table holds digests only.
@Suite(
  "wellplate token --store postgres (process)",
  .enabled(if: PostgresTestServer.shouldRun, Comment(rawValue: PostgresTestServer.skipReason)))
struct PostgresTokenProcessTests {
  @Test func addListRevokeAcrossProcesses() throws {
    let url = try PostgresTestServer.shared.requireURL()
    let environment = ["WELLPLATE_DATABASE_URL": url, "WELLPLATE_STORE": "postgres"]
    // The shared test database holds other tests' tokens too: this test's own profile.
    let profile = "tokens-\(UUID().uuidString.prefix(8).lowercased())"
    let result = try WellPlateBinary.run(
      ["token", "add", "--profile", profile, "--json"], environment: environment)
    try #require(result.status == 0, "stderr: \(result.standardError)")
    let issued = try JSONDecoder().decode(
      TokenProcessTests.Issued.self, from: Data(result.standardOutput.utf8))
    let list = try WellPlateBinary.run(
      ["token", "list", "--profile", profile], environment: environment)
    #expect(list.standardOutput.contains(issued.id))
    #expect(!list.standardOutput.contains(String(issued.token.suffix(64))))
    expectEqual(
      try WellPlateBinary.run(["token", "revoke", issued.id], environment: environment).status, 0)
    let after = try WellPlateBinary.run(
      ["token", "list", "--profile", profile], environment: environment)
    #expect(after.standardOutput.contains("No API tokens for profile \(profile)"))
  }
}
