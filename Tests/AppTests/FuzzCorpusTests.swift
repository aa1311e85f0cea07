import Foundation
import TestSupport
import Testing

/// The fuzz targets' seed corpus replayed through the ordinary build of `wellplate-fuzz`, so
/// every input that once crashed WellPlate (issue 11) runs on every `swift test`, not only
/// when `.ci/fuzz` runs libFuzzer. The api-request seeds run through the WellPlate API's
/// handler (issue 13), its answers checked as `.ci/fuzz` checks them.
@Suite("Fuzz corpus replay (process)")
struct FuzzCorpusTests {
  static let targets = [
    "meal", "config", "wellplate-reply", "openai-reply", "api-request",
  ]

  static let corpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/Corpus")

  @Test("every seed of a target runs through it without a crash", arguments: targets)
  func replay(_ target: String) throws {
    let directory = Self.corpus.appendingPathComponent(target).path
    let seeds = try FileManager.default.contentsOfDirectory(atPath: directory)
    #expect(seeds.count >= 10, "too few seeds for \(target)")
    let result = try WellPlateBinary.run(
      ["--target=\(target)", directory], executable: "wellplate-fuzz")
    #expect(result.status == 0, "\(result.standardOutput)\n\(result.standardError)")
    #expect(result.standardOutput.contains("replayed \(seeds.count) inputs, no crash"))
  }

  @Test("the meal corpus keeps every amount that crashed in issue 11")
  func issue11Amounts() throws {
    let directory = Self.corpus.appendingPathComponent("meal").path
    let seeds = try FileManager.default.contentsOfDirectory(atPath: directory).map {
      try String(contentsOfFile: directory + "/" + $0, encoding: .utf8)
    }
    for crash in [
      "1e19 g rice", "1e308 g rice", "1e18 eggs", "1e17 cups milk", "1e30 slices of bread",
      "99999999999999999999 eggs", "2e17 eggs", "1e308 of symphony", "-1 eggs",
    ] {
      #expect(seeds.contains(crash), "\(crash) is missing from the meal corpus")
    }
  }

  @Test("the api-request seeds reach every endpoint, a valid token, and every error class")
  func apiRequestStatuses() throws {
    let directory = Self.corpus.appendingPathComponent("api-request").path
    let result = try WellPlateBinary.run(
      ["--target=api-request", directory], executable: "wellplate-fuzz")
    #expect(result.status == 0, "\(result.standardOutput)\n\(result.standardError)")
    // Each replayed seed prints "<target> <path>: status <N>".
    var statuses: [String: Int] = [:]
    for line in result.standardOutput.split(separator: "\n") {
      guard let colon = line.lastIndex(of: ":"),
        let status = Int(line[line.index(after: colon)...].dropFirst(" status ".count))
      else { continue }
      statuses[String(line[..<colon].split(separator: "/").last ?? "")] = status
    }
    // 201 and 200 from authenticated routes show the seeds' token is the store's.
    for (seed, status) in [
      ("health", 200), ("analyze-json", 201), ("analyze-photo-jpeg", 201), ("history", 200),
      ("entry", 200), ("delete", 200), ("summary", 200), ("analyze-bad-json", 400),
      ("no-token", 401), ("wrong-secret", 401), ("entry-unknown", 404),
      ("no-such-endpoint", 404), ("entry-patch", 405), ("analyze-text-body", 415),
      ("analyze-nothing-recognized", 422),
    ] {
      #expect(statuses[seed] == status, "\(seed): \(statuses[seed].map(String.init) ?? "none")")
    }
  }

  @Test("the meal and config corpora add foods, recipes and goals before what they read")
  func personalFoodsAndGoals() throws {
    let meal = Self.corpus.appendingPathComponent("meal").path
    let seeds = try FileManager.default.contentsOfDirectory(atPath: meal).map {
      try String(contentsOfFile: meal + "/" + $0, encoding: .utf8)
    }
    for prefix in ["food:", "recipe:", "goal-min:", "goal-max:"] {
      let lines = seeds.flatMap { $0.split(separator: "\n") }
      #expect(lines.contains { $0.hasPrefix(prefix) }, "no meal seed has a line \(prefix)")
    }
    let config = Self.corpus.appendingPathComponent("config").path
    let files = try FileManager.default.contentsOfDirectory(atPath: config).map {
      try String(contentsOfFile: config + "/" + $0, encoding: .utf8)
    }
    #expect(files.contains { $0.contains("\"goal.protein\"") })
  }

  @Test("a target that does not exist is a usage error")
  func unknownTarget() throws {
    let result = try WellPlateBinary.run(["--target=nope", "."], executable: "wellplate-fuzz")
    expectEqual(result.status, 64)
    #expect(result.standardError.contains("meal|config|wellplate-reply|openai-reply|api-request"))
  }
}
