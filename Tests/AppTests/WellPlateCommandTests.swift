import Foundation
import TestSupport
import Testing

/// End-to-end tests of the built `wellplate` binary: arguments in, stdout/stderr/exit code out.
@Suite("wellplate (process)")
struct WellPlateCommandTests {
  @Test("analyze --store memory --json prints one valid analysis object")
  func analyzeJSON() throws {
    let result = try WellPlateBinary.run(
      ["analyze", "2 eggs and a slice of toast", "--store", "memory", "--json"])
    #expect(result.status == 0, "stderr: \(result.standardError)")
    #expect(result.standardError.isEmpty)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    for key in ["id", "consumedAt", "description", "analyzer", "nutrition", "items", "unmatched"] {
      #expect(object[key] != nil, "missing \(key)")
    }
    let nutrition = try #require(object["nutrition"] as? [String: Any])
    for key in ["calories", "protein", "carbs", "fat", "fiber"] {
      #expect(nutrition[key] is NSNumber, "nutrition.\(key) is not a number")
    }
    #expect((nutrition["calories"] as? Double ?? 0) > 100)
    let items = try #require(object["items"] as? [[String: Any]])
    expectEqual(items.count, 2)
    #expect(items.allSatisfy { $0["food"] is String && $0["grams"] is NSNumber })
    let consumedAt = try #require(object["consumedAt"] as? String)
    #expect(consumedAt.hasSuffix("Z"))
    #expect((try? Date.ISO8601FormatStyle().parse(consumedAt)) != nil)
  }

  @Test("--help and help print usage on stdout and exit 0")
  func help() throws {
    for arguments in [["--help"], ["help"], ["help", "history"], ["history", "--help"]] {
      let result = try WellPlateBinary.run(arguments)
      expectEqual(result.status, 0)
      #expect(result.standardOutput.contains("USAGE: wellplate"))
      #expect(result.standardError.isEmpty)
    }
  }

  @Test("--version prints the version")
  func version() throws {
    let result = try WellPlateBinary.run(["--version"])
    expectEqual(result.status, 0)
    #expect(result.standardOutput.hasPrefix("wellplate "))
  }

  @Test(
    "mistakes exit with the documented code and explain on stderr only",
    arguments: [
      (["histroy"], Int32(64), "did you mean `history`?"),
      (["analyze", "x", "--store", "sqlit"], 64, "is not one of memory, sqlite, postgres"),
      (["analyze", "", "--store", "memory"], 65, "nothing to analyze"),
      (["history", "--limit", "0", "--store", "memory"], 64, "between 1 and 10000"),
      (["history", "--from", "2026-13-01", "--store", "memory"], 64, "is not a date"),
    ])
  func mistakes(_ arguments: [String], _ status: Int32, _ message: String) throws {
    let result = try WellPlateBinary.run(arguments)
    expectEqual(result.status, status)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains(message), "stderr: \(result.standardError)")
  }
}
