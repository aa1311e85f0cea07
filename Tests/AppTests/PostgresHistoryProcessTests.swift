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

    expectEqual(try historyIDs(mine, url: url), savedIDs.reversed())
    expectEqual(try historyIDs(theirs, url: url).count, 1)

    // Another profile cannot delete my entry; I can.
    let foreign = try run(["delete", savedIDs[0], "--profile", theirs], url: url)
    expectEqual(foreign.status, 65)
    #expect(foreign.standardError.contains("no entry with id"))
    let own = try run(["delete", savedIDs[0], "--profile", mine], url: url)
    #expect(own.status == 0, "stderr: \(own.standardError)")
    expectEqual(try historyIDs(mine, url: url), [savedIDs[1]])
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
      expectEqual(ids.count, 250)
      printed += ids
    }
    expectEqual(Set(printed).count, 1000)
    let stored = try historyIDs(profile, url: url)
    expectEqual(stored.count, 1000)
    expectEqual(Set(stored), Set(printed))
  }

  /// The one object `result` printed as `--json`.
  private func object(_ result: WellPlateBinary.Result) throws -> [String: Any] {
    try #require(result.status == 0, "stderr: \(result.standardError)")
    return try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
  }

  @Test func aDayOfLoggingEditsRelogsKeepsFoodsSummarizesAndMovesByImport() throws {
    let url = try PostgresTestServer.shared.requireURL()
    let mine = freshProfile("day")
    let options = ["--profile", mine, "--tz", "UTC"]
    let formatter = Date.ISO8601FormatStyle().year().month().day().dateSeparator(.dash)
    let today = Date().formatted(formatter)
    let yesterday = Date().addingTimeInterval(-86_400).formatted(formatter)

    let lunch = try object(
      try run(
        ["analyze", "2 eggs", "--at", "\(yesterday)T12:30:00Z", "--json"] + options, url: url))
    let lunchID = try #require(lunch["id"] as? String)

    // Foods and recipes are kept in the database, per profile, and read by the next process.
    let shake = try run(
      [
        "food", "add", "my protein shake", "--per-serving", "kcal=180 protein=30 carbs=6 fat=3",
        "--grams", "350",
      ] + options, url: url)
    #expect(shake.status == 0, "stderr: \(shake.standardError)")
    let recipe = try object(
      try run(
        [
          "recipe", "add", "chili",
          "500 g ground beef, 1 can kidney beans, 1 onion, 1 can tomatoes",
          "--servings", "6", "--json",
        ] + options, url: url))
    let chili = try #require(
      ((recipe["food"] as? [String: Any])?["perServing"] as? [String: Any])?["calories"]
        as? Double)
    let dinner = try object(
      try run(
        [
          "analyze", "a bowl of chili and my protein shake", "--at", "\(today)T19:00:00Z", "--json",
        ] + options, url: url))
    let dinnerID = try #require(dinner["id"] as? String)
    let foods = (dinner["items"] as? [[String: Any]] ?? []).compactMap { $0["food"] as? String }
    expectEqual(foods, ["chili (your recipe)", "my protein shake (your food)"])
    let dinnerCalories = try #require(
      (dinner["nutrition"] as? [String: Any])?["calories"] as? Double)
    #expect(abs(dinnerCalories - (chili + 180)) < 0.2)
    for (kind, name) in [("food", "my protein shake"), ("recipe", "chili")] {
      let listed = try object(try run([kind, "list", "--json"] + options, url: url))
      let names = (listed["foods"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
      #expect(names == [name], "\(kind) list")
    }

    // edit moves the entry, keeping its id; again copies yesterday's lunch to today.
    let edited = try object(
      try run(["edit", dinnerID, "--at", "\(today)T20:15:00Z", "--json"] + options, url: url))
    expectEqual(edited["id"] as? String, dinnerID)
    expectEqual(edited["consumedAt"] as? String, "\(today)T20:15:00Z")
    let copied = try object(
      try run(
        ["again", "yesterday:lunch", "--at", "\(today)T12:30:00Z", "--json"] + options, url: url))
    let copies = try #require(copied["copies"] as? [[String: Any]])
    expectEqual(copies.compactMap { $0["copiedFrom"] as? String }, [lunchID])
    let quick = try run(
      [
        "analyze", "restaurant burrito", "--kcal", "950", "--protein", "40", "--at",
        "\(today)T13:00:00Z",
      ] + options, url: url)
    #expect(quick.status == 0, "stderr: \(quick.standardError)")

    // summary with goals: the analyzed meals report sodium, the burrito entered by hand not.
    let summary = try object(
      try run(
        [
          "summary", "--days", "2", "--goal-min", "protein=1", "--goal-max", "sodium=1", "--json",
        ] + options, url: url))
    let days = try #require(summary["days"] as? [[String: Any]])
    expectEqual(days.map { $0["count"] as? Int }, [1, 3])
    let checks = try #require(days.last?["goals"] as? [[String: Any]])
    expectEqual(checks.map { $0["nutrient"] as? String }, ["protein", "sodium"])
    expectEqual(checks.map { $0["status"] as? String }, ["met", "over"])
    expectEqual(checks[1]["unreported"] as? Int, 1)

    // export, then import into another profile of the same database: the same document.
    let exported = try run(["export", "--format", "json"] + options, url: url)
    #expect(exported.status == 0, "stderr: \(exported.standardError)")
    expectEqual(history(of: exported.standardOutput).count, 4)
    let theirs = ["--profile", freshProfile("restored"), "--tz", "UTC"]
    let imported = try WellPlateBinary.run(
      ["import", "-", "--store", "postgres"] + theirs,
      environment: ["WELLPLATE_DATABASE_URL": url],
      standardInput: Data(exported.standardOutput.utf8))
    #expect(imported.status == 0, "stderr: \(imported.standardError)")
    expectEqual(imported.standardOutput, "Imported 4 entries, skipped 0 already present.\n")
    let reexported = try run(["export", "--format", "json"] + theirs, url: url)
    expectEqual(reexported.standardOutput, exported.standardOutput)
    let twice = try WellPlateBinary.run(
      ["import", "-", "--json", "--store", "postgres"] + theirs,
      environment: ["WELLPLATE_DATABASE_URL": url],
      standardInput: Data(exported.standardOutput.utf8))
    expectEqual(twice.standardOutput, "{\"imported\":0,\"skipped\":4}\n")
  }

  /// The entries of an export's JSON document.
  private func history(of document: String) -> [[String: Any]] {
    let object = try? JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any]
    return object?["entries"] as? [[String: Any]] ?? []
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
      expectEqual(result.status, 69)
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
    expectEqual(result.status, 64)
    #expect(result.standardError.contains("--database-url"))
    #expect(result.standardError.contains("WELLPLATE_DATABASE_URL"))
  }
}

/// Reaching no server needs no server, so these run everywhere.
@Suite("wellplate --store postgres without a server (process)")
struct PostgresUnreachableProcessTests {
  @Test func serverDownExits69WithoutThePassword() throws {
    let password = "pw-\(UUID().uuidString.prefix(8))"
    let closed = ClosedLoopbackPort()
    let url = "postgres://wellplate:\(password)@127.0.0.1:\(closed.port)/wellplate"
    defer { withExtendedLifetime(closed) {} }
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
