import Entities
import Foundation
import InterfaceAdapters
import TestSupport
import Testing
import UseCases

@Suite("analyze --photo")
struct AnalyzePhotoTests {
  static let analysis = FoodAnalysis(items: [Samples.item("egg", grams: 50)])

  static func run(
    _ arguments: [String], files: [String: Data], analyzer: FakeFoodAnalyzer,
    history: SpyMealHistory = SpyMealHistory(save: .succeeds)
  ) async -> CommandOutcome {
    let ports = PhotoPorts(analyzerDouble: analyzer, historyDouble: history, files: files)
    return await CommandLineController(
      ports: ports, environment: [:], timeZones: FoundationTimeZoneSource()
    ).run(arguments)
  }

  @Test("a photo alone is read through the ports, sniffed, analyzed and saved")
  func photoAlone() async throws {
    let analyzer = FakeFoodAnalyzer(.returns(Self.analysis))
    let history = SpyMealHistory(save: .succeeds)

    let outcome = await Self.run(
      ["analyze", "--photo", "meal.jpg", "--json"], files: ["meal.jpg": SamplePhotos.jpeg],
      analyzer: analyzer, history: history)

    #expect(outcome.exitCode == .success, "\(outcome.standardError)")
    expectEqual(
      analyzer.inputs,
      [MealInput(description: "", photo: MealPhoto(data: SamplePhotos.jpeg, mediaType: .jpeg))]
    )
    expectEqual(history.savedEntries.count, 1)
  }

  @Test("a description may come with the photo; the type comes from the bytes")
  func photoWithDescription() async throws {
    let analyzer = FakeFoodAnalyzer(.returns(Self.analysis))

    let outcome = await Self.run(
      ["analyze", "2 eggs", "--photo=IMG_0001.JPG"], files: ["IMG_0001.JPG": SamplePhotos.png],
      analyzer: analyzer)

    #expect(outcome.exitCode == .success, "\(outcome.standardError)")
    expectEqual(
      analyzer.inputs,
      [
        MealInput(
          description: "2 eggs", photo: MealPhoto(data: SamplePhotos.png, mediaType: .png))
      ])
  }

  @Test("a file that is not a supported image exits 65 before the analyzer is asked")
  func notAnImage() async throws {
    let outcome = await Self.run(
      ["analyze", "--photo", "meal.gif"], files: ["meal.gif": Data("GIF89a....".utf8)],
      analyzer: FakeFoodAnalyzer(.unexpected), history: SpyMealHistory())

    expectEqual(outcome.exitCode, .dataError)
    #expect(outcome.standardError.contains("'meal.gif' is not a JPEG, PNG, HEIC or WebP image"))
    #expect(outcome.standardError.contains("GIF"))
  }

  @Test("an unreadable photo path exits 66")
  func missingFile() async throws {
    let outcome = await Self.run(
      ["analyze", "--photo", "nope.jpg", "lunch"], files: [:],
      analyzer: FakeFoodAnalyzer(.unexpected), history: SpyMealHistory())

    expectEqual(outcome.exitCode, .noInput)
    #expect(outcome.standardError.contains("cannot read 'nope.jpg': no such file"))
  }

  @Test("a photo over 10 MiB exits 65 and is never sent")
  func tooLarge() async throws {
    var big = SamplePhotos.jpeg
    big.append(Data(count: MealPhoto.maximumByteCount + 1 - big.count))

    let outcome = await Self.run(
      ["analyze", "--photo", "big.jpg"], files: ["big.jpg": big],
      analyzer: FakeFoodAnalyzer(.unexpected), history: SpyMealHistory())

    expectEqual(outcome.exitCode, .dataError)
    #expect(outcome.standardError.contains("10 MiB"))
  }

  @Test("without a photo a description is still required")
  func emptyWithoutPhoto() async throws {
    let outcome = await Self.run(
      ["analyze", "  "], files: [:], analyzer: FakeFoodAnalyzer(.unexpected),
      history: SpyMealHistory())

    expectEqual(outcome.exitCode, .dataError)
    #expect(outcome.standardError.contains("nothing to analyze"))
  }

  @Test("an analyzer that cannot see a photo exits 65 with its reason")
  func analyzerRefusesPhoto() async throws {
    let analyzer = FakeFoodAnalyzer(
      .fails(.unsupportedInput("this analyzer reads descriptions only; use --analyzer http")))

    let outcome = await Self.run(
      ["analyze", "--photo", "meal.png"], files: ["meal.png": SamplePhotos.png],
      analyzer: analyzer, history: SpyMealHistory())

    expectEqual(outcome.exitCode, .dataError)
    #expect(outcome.standardError.contains("--analyzer http"))
  }

  @Test("help for analyze documents --photo")
  func help() async throws {
    let outcome = await Self.run(
      ["help", "analyze"], files: [:], analyzer: FakeFoodAnalyzer(.unexpected),
      history: SpyMealHistory())

    #expect(outcome.standardOutput.contains("--photo <path>"))
    #expect(outcome.standardOutput.contains("analyze --photo <path> [\"<meal>\"]"))
  }
}
