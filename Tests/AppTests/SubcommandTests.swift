import Foundation
import TestSupport
import Testing

/// Every subcommand end to end through the built binary: help with examples, a real run, and
/// the mistakes people make.
@Suite("wellplate subcommands (process)")
struct SubcommandTests {
  static let commands = [
    "analyze", "history", "delete", "edit", "again", "summary", "config", "serve", "help",
  ]

  /// Today in UTC (the binary runs with TZ=UTC), read around the run in case midnight passes.
  static func today() -> String {
    Date().formatted(.iso8601.year().month().day().dateSeparator(.dash))
  }

  @Test("`help <command>` and `<command> --help` print usage with an example", arguments: commands)
  func help(_ command: String) throws {
    let viaHelp = try WellPlateBinary.run(["help", command])
    expectEqual(viaHelp.status, 0)
    #expect(viaHelp.standardError.isEmpty)
    #expect(viaHelp.standardOutput.contains("USAGE: wellplate \(command)"))
    #expect(viaHelp.standardOutput.contains("EXAMPLES:\n  # "))
    #expect(viaHelp.standardOutput.contains("\n  wellplate \(command)"))
    let viaFlag = try WellPlateBinary.run([command, "--help"])
    expectEqual(viaFlag.status, 0)
    expectEqual(viaFlag.standardOutput, viaHelp.standardOutput)
  }

  @Test("`wellplate help` lists every command")
  func helpLists() throws {
    let result = try WellPlateBinary.run(["help"])
    for command in Self.commands {
      #expect(result.standardOutput.contains("\n  \(command) "), "\(command) missing")
    }
  }

  @Test(
    "unknown commands and options exit 64 and suggest the closest",
    arguments: [
      (["summray"], "unknown command 'summray' (did you mean `summary`?)"),
      (["confg", "--json"], "(did you mean `config`?)"),
      (
        ["summary", "--dayz", "3"], "unknown option '--dayz' for `summary` (did you mean `--days`?)"
      ),
      (["--confg", "x.json", "config"], "unknown option '--confg' (did you mean `--config`?)"),
      (["--days", "3", "summary"], "--days is an option of `summary`; put it after the command"),
      (["history", "--gaol", "1800"], "(did you mean `--goal`?)"),
      (["help", "sumary"], "no help for unknown command 'sumary' (did you mean `summary`?)"),
    ])
  func unknown(_ arguments: [String], _ message: String) throws {
    let result = try WellPlateBinary.run(arguments)
    expectEqual(result.status, 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains(message), "stderr: \(result.standardError)")
  }

  @Test(
    "`serve --listen` with a malformed address exits 64 before binding anything",
    arguments: ["localhost", "example.com:80", "127.0.0.1:70000", "[::1]8080"])
  func serveBadAddress(_ address: String) throws {
    let result = try WellPlateBinary.run(["serve", "--listen", address, "--store", "memory"])
    expectEqual(result.status, 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("--listen: '\(address)'"), "\(result.standardError)")
  }

  @Test("analyze prints an aligned table with a total, and no escape codes into a pipe")
  func analyzeText() throws {
    let result = try WellPlateBinary.run([
      "analyze", "2 eggs and a slice of toast", "--store", "memory",
    ])
    #expect(result.status == 0, "stderr: \(result.standardError)")
    #expect(result.standardOutput.hasPrefix("2 eggs and a slice of toast\neaten "))
    let lines = result.standardOutput.split(separator: "\n")
    let header = try #require(lines.first { $0.contains("KCAL") })
    let total = try #require(lines.first { $0.hasPrefix("  TOTAL") })
    #expect(header.hasPrefix("  ITEM"))
    #expect(total.hasSuffix(" g"))
    #expect(!result.standardOutput.contains("\u{1B}["))
  }

  @Test("history on an empty store: a hint as text, an empty document as JSON")
  func history() throws {
    let text = try WellPlateBinary.run(["history", "--store", "memory"])
    #expect(text.status == 0, "stderr: \(text.standardError)")
    #expect(text.standardOutput.hasPrefix("No meals in this range."))
    let json = try WellPlateBinary.run(["--json", "history", "--store", "memory"])
    expectEqual(json.status, 0)
    expectEqual(json.standardOutput, #"{"days":[],"entries":[],"nextCursor":null}"# + "\n")
  }

  @Test("delete of an id that does not exist exits 65 and says so")
  func delete() throws {
    let result = try WellPlateBinary.run([
      "delete", "0193f6a4-0000-7000-8000-000000000000", "--store", "memory",
    ])
    expectEqual(result.status, 65)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("no entry with id 0193f6a4-0000-7000-8000-000000000000"))
    let notAnID = try WellPlateBinary.run(["delete", "not-an-id", "--store", "memory"])
    expectEqual(notAnID.status, 64)
    #expect(notAnID.standardError.contains("'not-an-id' is not an entry id"))
    expectEqual(notAnID.standardError.components(separatedBy: "wellplate help").count, 2)
    let missing = try WellPlateBinary.run(["delete", "--store", "memory"])
    expectEqual(missing.status, 64)
    #expect(missing.standardError.contains("needs an argument"))
  }

  @Test("again copies an entry, or all of yesterday, into the SQLite file without analyzing")
  func again() throws {
    let dir = try TemporaryDirectory()
    let db = ["--db", dir.path("history.sqlite")]
    func json(_ result: WellPlateBinary.Result) throws -> [String: Any] {
      try #require(
        try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
          as? [String: Any])
    }
    let yesterday = Date().addingTimeInterval(-86_400)
      .formatted(.iso8601.year().month().day().dateSeparator(.dash))
    var yesterdayIDs: [String] = []
    for (meal, time) in [("2 eggs", "08:00"), ("an apple", "15:00")] {
      let saved = try WellPlateBinary.run(
        ["analyze", meal, "--at", "\(yesterday)T\(time):00Z", "--json"] + db)
      #expect(saved.status == 0, "\(saved.standardError)")
      yesterdayIDs.append(try #require(try json(saved)["id"] as? String))
    }

    let one = try WellPlateBinary.run(
      ["again", yesterdayIDs[0], "--at", "2020-01-15T07:45:00Z", "--json"] + db)
    #expect(one.status == 0, "\(one.standardError)")
    let copies = try #require(try json(one)["copies"] as? [[String: Any]])
    let copy = try #require(copies.first?["entry"] as? [String: Any])
    expectEqual(copies.first?["copiedFrom"] as? String, yesterdayIDs[0])
    expectEqual(copy["description"] as? String, "2 eggs")
    expectEqual(copy["consumedAt"] as? String, "2020-01-15T07:45:00Z")
    #expect(copy["id"] as? String != yesterdayIDs[0])

    let all = try WellPlateBinary.run(["again", "yesterday", "--json"] + db)
    #expect(all.status == 0, "\(all.standardError)")
    let allCopies = try #require(try json(all)["copies"] as? [[String: Any]])
    expectEqual(allCopies.compactMap { $0["copiedFrom"] as? String }, yesterdayIDs)

    let history = try WellPlateBinary.run(["history", "--json"] + db)
    let entries = try #require(try json(history)["entries"] as? [[String: Any]])
    expectEqual(entries.count, 5)
    expectEqual(entries.filter { $0["description"] as? String == "2 eggs" }.count, 3)

    let unknown = try WellPlateBinary.run(["again", "0193f6a4-0000-7000-8000-000000000000"] + db)
    expectEqual(unknown.status, 65)
    #expect(unknown.standardError.contains("no entry with id 0193f6a4-0000-7000-8000-000000000000"))
    let malformed = try WellPlateBinary.run(["again", "last-tuesday"] + db)
    expectEqual(malformed.status, 64)
    #expect(malformed.standardError.contains("'last-tuesday' is neither an entry id"))
    let empty = try WellPlateBinary.run(["again", "yesterday", "--store", "memory"])
    expectEqual(empty.status, 65)
    #expect(empty.standardError.contains("no meals on \(yesterday) to copy"))
  }

  @Test("meal types: given or inferred, edited, and picked by `again yesterday:<type>`")
  func mealTypes() throws {
    let dir = try TemporaryDirectory()
    let options = ["--db", dir.path("history.sqlite"), "--tz", "UTC"]
    func json(_ result: WellPlateBinary.Result) throws -> [String: Any] {
      try #require(
        try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
          as? [String: Any])
    }
    let yesterday = Date().addingTimeInterval(-86_400)
      .formatted(.iso8601.year().month().day().dateSeparator(.dash))
    let soup = try WellPlateBinary.run(
      ["analyze", "soup", "--kcal", "300", "--at", "\(yesterday)T12:30"] + options)
    #expect(soup.status == 0, "\(soup.standardError)")
    #expect(soup.standardOutput.contains("12:30 · lunch (from the time) · entered by hand"))
    let eggs = try WellPlateBinary.run(
      ["analyze", "2 eggs", "--at", "\(yesterday)T12:45", "--meal", "breakfast", "--json"]
        + options)
    #expect(eggs.status == 0, "\(eggs.standardError)")
    let eggsEntry = try json(eggs)
    expectEqual(eggsEntry["meal"] as? String, "breakfast")
    expectEqual(eggsEntry["mealGiven"] as? Bool, true)
    let eggsID = try #require(eggsEntry["id"] as? String)

    let lunch = try WellPlateBinary.run(["again", "yesterday:lunch", "--json"] + options)
    #expect(lunch.status == 0, "\(lunch.standardError)")
    let copies = try #require(try json(lunch)["copies"] as? [[String: Any]])
    expectEqual(
      copies.compactMap { ($0["entry"] as? [String: Any])?["description"] as? String }, ["soup"])

    let edited = try WellPlateBinary.run(["edit", eggsID, "--meal", "snack"] + options)
    #expect(edited.status == 0, "\(edited.standardError)")
    #expect(edited.standardOutput.contains("12:45 · snack · analyzed by local"))
    let history = try WellPlateBinary.run(
      ["history", "--json", "--from", yesterday, "--to", yesterday] + options)
    let entries = try #require(try json(history)["entries"] as? [[String: Any]])
    expectEqual(entries.compactMap { $0["meal"] as? String }, ["snack", "lunch"])
    expectEqual(entries.compactMap { $0["mealGiven"] as? Bool }, [true, false])

    let text = try WellPlateBinary.run(
      ["history", "--from", yesterday, "--to", yesterday] + options)
    let rows = text.standardOutput.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    let snackRow = try #require(rows.firstIndex { $0.hasPrefix("snack ") })
    let lunchRow = try #require(rows.firstIndex { $0.hasPrefix("lunch ") })
    #expect(snackRow < lunchRow, "the group with the latest meal first")
    #expect(rows[snackRow + 1].hasPrefix("12:45") && rows[lunchRow + 1].hasPrefix("12:30"))
    let csv = try WellPlateBinary.run(
      ["export", "--format", "csv", "--from", yesterday, "--to", yesterday] + options)
    let records = csv.standardOutput.components(separatedBy: "\r\n")
    expectEqual(records.first?.hasSuffix(",alcohol,meal,mealGiven"), true)
    expectEqual(
      records.dropFirst().filter { !$0.isEmpty }.map { $0.split(separator: ",").suffix(2) },
      [["lunch", "false"], ["snack", "true"]])

    let summary = try WellPlateBinary.run(
      ["summary", "--days", "2", "--by-meal", "--json"] + options)
    #expect(summary.status == 0, "\(summary.standardError)")
    let summaryDays = try #require(try json(summary)["days"] as? [[String: Any]])
    expectEqual(summaryDays.first?["date"] as? String, yesterday)
    let meals = try #require(summaryDays.first?["byMeal"] as? [String: [String: Any]])
    expectEqual(
      meals.mapValues { $0["count"] as? Int },
      [
        "breakfast": 0, "lunch": 1, "dinner": 0, "snack": 1,
      ])
    expectEqual((meals["lunch"]?["nutrition"] as? [String: Any])?["calories"] as? Double, 300)

    let noDinner = try WellPlateBinary.run(["again", "yesterday:dinner"] + options)
    expectEqual(noDinner.status, 65)
    #expect(noDinner.standardError.contains("there is no dinner on \(yesterday)"))
    for arguments in [
      ["analyze", "x", "--kcal", "1", "--meal", "brunch"], ["again", "yesterday:brunch"],
      ["edit", eggsID, "--meal", "brunch"],
    ] {
      let refused = try WellPlateBinary.run(arguments + options)
      #expect(refused.status == 64, "\(arguments)")
      #expect(refused.standardError.contains("use one of breakfast, lunch, dinner, snack"))
    }
  }

  @Test("analyze --kcal saves known numbers by hand, never building an analyzer")
  func quickAdd() throws {
    let dir = try TemporaryDirectory()
    // An http analyzer without an address cannot be built: a quick add must not need one.
    let options = ["--db", dir.path("history.sqlite"), "--analyzer", "http"]
    let analyzing = try WellPlateBinary.run(["analyze", "2 eggs"] + options)
    #expect(analyzing.status == 64, "the analyzer really is unusable: \(analyzing.standardError)")

    let saved = try WellPlateBinary.run(
      ["analyze", "restaurant burrito", "--kcal", "950", "--protein", "40", "--json"] + options)
    #expect(saved.status == 0, "\(saved.standardError)")
    let entry = try #require(
      try JSONSerialization.jsonObject(with: Data(saved.standardOutput.utf8)) as? [String: Any])
    expectEqual(entry["analyzer"] as? String, "manual")
    expectEqual((entry["nutrition"] as? [String: Any])?["calories"] as? Double, 950)

    let history = try WellPlateBinary.run(["history"] + options)
    expectEqual(history.status, 0)
    #expect(history.standardOutput.contains("restaurant burrito (by hand)"))
    #expect(history.standardOutput.contains("950"))

    let negative = try WellPlateBinary.run(["analyze", "x", "--kcal", "-5"] + options)
    expectEqual(negative.status, 65)
    #expect(negative.standardError.contains("calories is negative"))
    let absurd = try WellPlateBinary.run(
      ["analyze", "x", "--kcal", "500", "--fat", "2000"] + options)
    expectEqual(absurd.status, 65)
    let notANumber = try WellPlateBinary.run(["analyze", "x", "--kcal", "NaN"] + options)
    expectEqual(notANumber.status, 64)
    let after = try WellPlateBinary.run(["history", "--json"] + options)
    expectEqual(after.standardOutput.components(separatedBy: "\"analyzer\"").count, 2)
  }

  @Test("summary charts the last 7 days ending today, against the default goal")
  func summaryText() throws {
    let before = Self.today()
    let result = try WellPlateBinary.run(["summary", "--store", "memory"])
    let after = Self.today()
    #expect(result.status == 0, "stderr: \(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("Last 7 days, "))
    #expect(lines[0].contains("goal 2,000 kcal a day"))
    #expect(lines[1].hasPrefix("  DAY") && lines[1].contains("CALORIES"))
    let rows = lines.filter { $0.hasPrefix("  20") }
    expectEqual(rows.count, 7)
    #expect(rows.allSatisfy { $0.contains("░░░░░░░░░░░░░░░░░░░░  0 / 2,000 kcal") })
    let last = try #require(rows.last)
    #expect(last.hasPrefix("  \(before)") || last.hasPrefix("  \(after)"), "\(last)")
    #expect(result.standardOutput.contains("No meals in these days."))
    #expect(!result.standardOutput.contains("\u{1B}["))
  }

  @Test("summary --json has one entry per day and the goal from the environment")
  func summaryJSON() throws {
    let result = try WellPlateBinary.run(
      ["summary", "--days", "3", "--json", "--store", "memory"],
      environment: ["WELLPLATE_GOAL": "1800"])
    #expect(result.status == 0, "stderr: \(result.standardError)")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    expectEqual(object["goal"] as? Double, 1800)
    expectEqual(object["timeZone"] as? String, "UTC")
    expectEqual(object["loggedDays"] as? Int, 0)
    #expect(object["macroSplit"] is NSNull)
    let days = try #require(object["days"] as? [[String: Any]])
    expectEqual(days.count, 3)
    #expect(days.allSatisfy { $0["count"] as? Int == 0 && $0["goalPercent"] as? Double == 0 })
    expectEqual(days.last?["date"] as? String, object["to"] as? String)
  }

  @Test(
    "summary mistakes exit 64 naming what to fix",
    arguments: [
      (
        ["summary", "--days", "0"], [String: String](),
        "--days: '0' is not a whole number from 1 to 366"
      ),
      (["summary", "--goal", "abc"], [:], "--goal: 'abc' is not a number of kcal"),
      (["summary"], ["WELLPLATE_GOAL": "-1"], "WELLPLATE_GOAL: '-1' is not a number of kcal"),
    ])
  func summaryMistakes(
    _ arguments: [String], _ environment: [String: String], _ message: String
  ) throws {
    let result = try WellPlateBinary.run(
      arguments + ["--store", "memory"], environment: environment)
    expectEqual(result.status, 64)
    #expect(result.standardError.contains(message), "stderr: \(result.standardError)")
  }

  @Test("config prints every setting with its value and source")
  func configText() throws {
    let home = try TemporaryDirectory()
    let result = try WellPlateBinary.run(["config"], home: home.url.path)
    #expect(result.status == 0, "stderr: \(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("  SETTING") && lines[0].hasSuffix("SOURCE"))
    #expect(lines.contains { $0.hasPrefix("  store ") && $0.hasSuffix(" default") })
    #expect(
      lines.contains { $0.hasPrefix("  tz ") && $0.contains("UTC") && $0.hasSuffix("env:TZ") })
    #expect(lines.contains { $0.hasPrefix("  goal ") && $0.contains("2000") })
    #expect(
      lines.contains {
        $0.hasPrefix("  config ") && $0.contains("/.config/wellplate/config.json (not found)")
      })
  }

  @Test("NO_COLOR is honored (and a pipe is never colored)")
  func noColor() throws {
    for command in [["summary"], ["config"], ["history"]] {
      let result = try WellPlateBinary.run(
        command + ["--store", "memory"], environment: ["NO_COLOR": "1", "TERM": "xterm-256color"])
      expectEqual(result.status, 0)
      #expect(!result.standardOutput.contains("\u{1B}["))
    }
  }
}
