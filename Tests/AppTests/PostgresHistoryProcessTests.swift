import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `wellplate … --store postgres` as a person or script runs it, against the shared test
/// server. Every test uses profiles of its own, so tests share the database yet never meet.
@Suite(
  "wellplate --store postgres (process)",
  .enabled(if: PostgresTestServer.shouldRun, Comment(rawValue: PostgresTestServer.skipReason)))
struct PostgresHistoryProcessTests {
  /// A profile name no other test or earlier run uses.
  private func freshProfile(_ label: String) -> String {
    "\(label)-\(UUID().uuidString.prefix(8).lowercased())"
  }

  private func run(_ arguments: [String], url: String) throws -> WellPlateBinary.Result {
    try WellPlateBinary.run(
      arguments + ["--store", "postgres"],
      environment: [
        "WELLPLATE_DATABASE_URL": url
      ])
  }

  /// The ids `history --json` lists for `profile`.
  private func historyIDs(_ profile: String, url: String) throws -> [String] {
    let result = try run(["history", "--json", "--limit", "10000", "--profile", profile], url: url)
    try #require(result.status == 0, "stderr: \(result.standardError)")
    let document = try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let entries = try #require(document["entries"] as? [[String: Any]])
    return entries.compactMap { $0["id"] as? String }
  }

  @Test func analyzeHistoryAndDeleteAreScopedToTheProfile() throws {
    let url = try PostgresTestServer.shared.requireURL()
    let mine = freshProfile("me")
    let theirs = freshProfile("partner")
    var savedIDs: [String] = []
    for meal in ["2 eggs and a slice of toast", "150 g rice"] {
      let result = try run(["analyze", meal, "--json", "--profile", mine], url: url)
      try #require(result.status == 0, "stderr: \(result.standardError)")
      let object = try #require(
        JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
      savedIDs.append(try #require(object["id"] as? String))
    }
    let other = try run(["analyze", "2 eggs", "--profile", theirs], url: url)
    #expect(other.status == 0, "stderr: \(other.standardError)")

    #expect(try historyIDs(mine, url: url) == savedIDs.reversed())
    #expect(try historyIDs(theirs, url: url).count == 1)

    // Another profile cannot delete my entry; I can.
    let foreign = try run(["delete", savedIDs[0], "--profile", theirs], url: url)
    #expect(foreign.status == 65)
    #expect(foreign.standardError.contains("no entry with id"))
    let own = try run(["delete", savedIDs[0], "--profile", mine], url: url)
    #expect(own.status == 0, "stderr: \(own.standardError)")
    #expect(try historyIDs(mine, url: url) == [savedIDs[1]])
  }

  @Test func fourProcessesOf250AnalysesEachSaveExactly1000Entries() throws {
    let url = try PostgresTestServer.shared.requireURL()
    let profile = freshProfile("crowd")
    // wellplate-dev save-loop runs the real AnalyzeFood use case, analysis and save, in a
    // loop; four at once write the one history concurrently.
    let processes = try (0..<4).map { _ in
      try WellPlateBinary.start(
        [
          "save-loop", "--database-url", url, "--count", "250", "--profile", profile, "--meal",
          "an apple",
        ], executable: "wellplate-dev")
    }
    var printed: [String] = []
    for process in processes {
      let result = process.wait()
      #expect(result.status == 0, "stderr: \(result.standardError)")
      let ids = result.standardOutput.split(separator: "\n").map(String.init)
      #expect(ids.count == 250)
      printed += ids
    }
    #expect(Set(printed).count == 1000)
    let stored = try historyIDs(profile, url: url)
    #expect(stored.count == 1000)
    #expect(Set(stored) == Set(printed))
  }

  @Test func wrongCredentialsExit69AndLeakNothing() throws {
    let url = try PostgresTestServer.shared.requireURL()
    var parts = try #require(URLComponents(string: url))
    let password = "wrong-\(UUID().uuidString.prefix(8))"
    parts.password = password
    let badURL = try #require(parts.string)
    let viaEnvironment = try run(["history"], url: badURL)
    let viaFlag = try WellPlateBinary.run([
      "analyze", "2 eggs", "--store", "postgres", "--database-url", badURL,
    ])
    for result in [viaEnvironment, viaFlag] {
      #expect(result.status == 69)
      #expect(result.standardError.contains("refused the login"))
      #expect(result.standardError.contains("password authentication failed"))
      #expect(!(result.standardOutput + result.standardError).contains(password))
    }
  }

  @Test func configShowsTheURLWithItsPasswordMasked() throws {
    let password = "s3cr3t-\(UUID().uuidString.prefix(8))"
    let url = "postgres://meals:\(password)@db.example:5432/wellplate?sslmode=require"
    for arguments in [["config"], ["config", "--json"]] {
      let result = try WellPlateBinary.run(arguments, environment: ["WELLPLATE_DATABASE_URL": url])
      #expect(result.status == 0, "stderr: \(result.standardError)")
      #expect(result.standardOutput.contains("postgres://meals:****@db.example:5432/wellplate"))
      #expect(!(result.standardOutput + result.standardError).contains(password))
    }
  }

  @Test func postgresWithoutAURLIsAUsageError() throws {
    let result = try WellPlateBinary.run(["history", "--store", "postgres"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("--database-url"))
    #expect(result.standardError.contains("WELLPLATE_DATABASE_URL"))
  }
}

/// Reaching no server needs no server, so these run everywhere.
@Suite("wellplate --store postgres without a server (process)")
struct PostgresUnreachableProcessTests {
  @Test func serverDownExits69WithoutThePassword() throws {
    let password = "pw-\(UUID().uuidString.prefix(8))"
    let url = "postgres://wellplate:\(password)@127.0.0.1:\(LoopbackPort.closed())/wellplate"
    for arguments in [
      ["history"], ["analyze", "2 eggs"], ["delete", UUID().uuidString.lowercased()],
    ] {
      let result = try WellPlateBinary.run(
        arguments + ["--store", "postgres"], environment: ["WELLPLATE_DATABASE_URL": url])
      #expect(result.status == 69, "\(arguments): \(result.standardError)")
      #expect(result.standardError.contains("PostgreSQL server cannot be reached"))
      #expect(result.standardError.contains("WELLPLATE_DATABASE_URL"))
      #expect(!(result.standardOutput + result.standardError).contains(password))
    }
  }
}
