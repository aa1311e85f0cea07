import Foundation
import TestSupport
import Testing

/// The fuzz targets' seed corpus replayed through the ordinary build of `wellplate-fuzz`, so
/// every input that once crashed WellPlate (issue 11) runs on every `swift test`, not only
/// when `.ci/fuzz` runs libFuzzer.
@Suite("Fuzz corpus replay (process)")
struct FuzzCorpusTests {
  static let targets = ["meal", "config", "wellplate-reply", "openai-reply"]

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

  @Test("a target that does not exist is a usage error")
  func unknownTarget() throws {
    let result = try WellPlateBinary.run(["--target=nope", "."], executable: "wellplate-fuzz")
    #expect(result.status == 64)
    #expect(result.standardError.contains("meal|config|wellplate-reply|openai-reply"))
  }
}
