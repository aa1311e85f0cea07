import Foundation
import TestSupport
import Testing

/// `wellplate import` as people run it: exports of one SQLite file read into another.
@Suite("import across processes", .serialized)
struct ImportProcessTests {
  private func run(
    _ arguments: [String], db: String, input: Data? = nil
  ) throws -> WellPlateBinary.Result {
    try WellPlateBinary.run(arguments + ["--db", db], standardInput: input)
  }

  /// A history of three meals, one with a meal type given and one entered by hand.
  private func makeHistory(at db: String) throws {
    for arguments in [
      ["analyze", "2 eggs and a slice of toast", "--at", "2026-11-20T08:00:00Z"],
      ["analyze", "a banana", "--meal", "snack", "--at", "2026-11-20T15:00:00Z"],
      ["analyze", "restaurant burrito", "--kcal", "950", "--at", "2026-11-21T19:30:00Z"],
    ] {
      let result = try run(arguments, db: db)
      #expect(result.status == 0, "\(result.standardError)")
    }
  }

  @Test("export, import into a new file, export again: the same bytes; a second import adds 0")
  func roundTrip() throws {
    let dir = try TemporaryDirectory()
    let source = dir.path("source.sqlite")
    try makeHistory(at: source)
    let json = try run(["export", "--format", "json"], db: source).standardOutput
    let csv = try run(["export", "--format", "csv"], db: source).standardOutput
    try Data(json.utf8).write(to: dir.url.appendingPathComponent("meals.json"))

    let copy = dir.path("copy.sqlite")
    let imported = try run(["import", dir.path("meals.json")], db: copy)
    #expect(imported.status == 0, "\(imported.standardError)")
    expectEqual(imported.standardOutput, "Imported 3 entries, skipped 0 already present.\n")
    expectEqual(try run(["export", "--format", "json"], db: copy).standardOutput, json)
    expectEqual(try run(["export", "--format", "csv"], db: copy).standardOutput, csv)

    let again = try run(["import", dir.path("meals.json"), "--json"], db: copy)
    expectEqual(again.status, 0)
    expectEqual(again.standardOutput, "{\"imported\":0,\"skipped\":3}\n")
    // Into the file it came from, too: everything is already there.
    let home = try run(["import", dir.path("meals.json"), "--json"], db: source)
    #expect(home.standardOutput == "{\"imported\":0,\"skipped\":3}\n", "\(home.standardError)")

    // CSV from standard input, into another new file.
    let fromCSV = dir.path("csv.sqlite")
    let piped = try run(["import", "-"], db: fromCSV, input: Data(csv.utf8))
    #expect(piped.status == 0, "\(piped.standardError)")
    expectEqual(try run(["export", "--format", "csv"], db: fromCSV).standardOutput, csv)
    let pipedAgain = try run(["import", "-", "--json"], db: fromCSV, input: Data(csv.utf8))
    expectEqual(pipedAgain.standardOutput, "{\"imported\":0,\"skipped\":3}\n")
  }

  @Test("a bad line 3 is named, exits 65, and leaves the history as it was")
  func badLine() throws {
    let dir = try TemporaryDirectory()
    let source = dir.path("source.sqlite")
    try makeHistory(at: source)
    var lines = try run(["export", "--format", "csv"], db: source).standardOutput
      .components(separatedBy: "\r\n")
    var fields = lines[2].components(separatedBy: ",")
    fields[6] = "99999"  // calories: more than one meal can hold
    lines[2] = fields.joined(separator: ",")
    let file = dir.url.appendingPathComponent("bad.csv")
    try Data(lines.joined(separator: "\r\n").utf8).write(to: file)

    let target = dir.path("target.sqlite")
    let kept = try run(["analyze", "an apple", "--at", "2026-11-19T12:00:00Z"], db: target)
    expectEqual(kept.status, 0)
    let before = try run(["export"], db: target).standardOutput
    let result = try run(["import", file.path], db: target)
    expectEqual(result.status, 65)
    #expect(result.standardError.contains("line 3: the meal's calories comes to 99999 kcal"))
    #expect(result.standardError.contains("nothing was imported"))
    expectEqual(try run(["export"], db: target).standardOutput, before)

    // The same id with other content: a conflict, named by line, and nothing imported.
    let conflicting = dir.url.appendingPathComponent("conflict.csv")
    var changed = try run(["export", "--format", "csv"], db: target).standardOutput
      .components(separatedBy: "\r\n")
    changed[1] = changed[1].replacingOccurrences(of: "an apple", with: "two apples")
    try Data(changed.joined(separator: "\r\n").utf8).write(to: conflicting)
    let conflict = try run(["import", conflicting.path], db: target)
    expectEqual(conflict.status, 65)
    #expect(conflict.standardError.contains("line 2: entry "))
    #expect(conflict.standardError.contains("differs from the one in the history"))
  }

  @Test("a missing file exits 66 and a file that is no export exits 65")
  func unreadable() throws {
    let dir = try TemporaryDirectory()
    let db = dir.path("h.sqlite")
    let missing = try run(["import", dir.path("nope.json")], db: db)
    expectEqual(missing.status, 66)
    #expect(missing.standardError.contains("no such file"))
    let other = dir.url.appendingPathComponent("notes.txt")
    try Data("date,meal\n2026-11-21,eggs\n".utf8).write(to: other)
    let neither = try run(["import", other.path], db: db)
    expectEqual(neither.status, 65)
    #expect(neither.standardError.contains("neither a JSON nor a CSV export of WellPlate"))
    let help = try WellPlateBinary.run(["help", "import"])
    expectEqual(help.status, 0)
    #expect(help.standardOutput.contains("import <file> [--format json|csv] [--json]"))
  }
}
