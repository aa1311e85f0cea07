import Foundation
import TestSupport
import Testing
import UseCases

@testable import Drivers

@Suite("Open food indexes")
struct OpenFoodIndexesTests {
  @Test("an index given back is lent again; one still lent is not")
  func reuse() throws {
    let indexes = OpenFoodIndexes(keep: 2)
    let first = try indexes.lend(path: LocalAnalyzerFixture.indexPath)
    let second = try indexes.lend(path: LocalAnalyzerFixture.indexPath)
    #expect(first.index !== second.index)
    indexes.giveBack(first)
    let third = try indexes.lend(path: LocalAnalyzerFixture.indexPath)
    #expect(third.index === first.index)
  }

  @Test("a file replaced since is opened anew")
  func replacedFile() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("open-food-indexes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("index.sqlite").path
    try FileManager.default.copyItem(atPath: LocalAnalyzerFixture.indexPath, toPath: path)
    let indexes = OpenFoodIndexes()
    let before = try indexes.lend(path: path)
    indexes.giveBack(before)
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.copyItem(atPath: LocalAnalyzerFixture.indexPath, toPath: path)
    let after = try indexes.lend(path: path)
    #expect(after.index !== before.index)
    // The old file's index is not kept beside the new one's.
    indexes.giveBack(after)
    indexes.giveBack(before)
    #expect(try indexes.lend(path: path).index === after.index)
    #expect(try indexes.lend(path: path).index !== before.index)
  }

  @Test("analyses that share open indexes read as analyses that open their own")
  func sameAnswers() async throws {
    let shared = OpenFoodIndexes()
    let meals = [
      "2 eggs, a slice of toast and a glass of orange juice", "a turkey sandwich on rye",
      "zorblax", "peanut butter toast", "2 eggs, a slice of toast and a glass of orange juice",
    ]
    for meal in meals {
      let alone = LocalFoodAnalyzer(indexPath: LocalAnalyzerFixture.indexPath)
      let sharing = LocalFoodAnalyzer(indexPath: LocalAnalyzerFixture.indexPath, indexes: shared)
      let expected = try? await alone.analyze(MealInput(description: meal))
      let got = try? await sharing.analyze(MealInput(description: meal))
      #expect((expected == nil) == (meal == "zorblax"), "\(meal)")
      #expect(got?.items == expected?.items, "\(meal)")
      #expect(got?.unmatched == expected?.unmatched, "\(meal)")
    }
  }
}
