import Drivers
import Entities
import Foundation
import TestSupport
import Testing
import UseCases

@Suite("HTTPFoodAnalyzer, shared contract and use")
struct HTTPFoodAnalyzerContractTests {
  static let knownMeal = "2 eggs and a slice of toast"

  @Test(
    "meets the FoodAnalyzer contract, speaking wellplate",
    arguments: FoodAnalyzerContract.Case.allCases)
  func wellPlateContract(_ testCase: FoodAnalyzerContract.Case) async throws {
    let server = try LoopbackHTTPServer { _ in .json(HTTPAnalyzerFixture.wellPlateReply) }
    defer { server.stop() }
    try await FoodAnalyzerContract(
      makeAnalyzer: { try HTTPAnalyzerFixture.analyzer(at: server.baseURL) },
      knownMeal: Self.knownMeal
    ).run(testCase)
  }

  @Test(
    "meets the FoodAnalyzer contract, speaking openai",
    arguments: FoodAnalyzerContract.Case.allCases)
  func openAIContract(_ testCase: FoodAnalyzerContract.Case) async throws {
    let server = try LoopbackHTTPServer { _ in
      .json(HTTPAnalyzerFixture.chatReply(content: HTTPAnalyzerFixture.twoItemAnswer))
    }
    defer { server.stop() }
    try await FoodAnalyzerContract(
      makeAnalyzer: { try HTTPAnalyzerFixture.analyzer(at: server.baseURL, contract: .openAI) },
      knownMeal: Self.knownMeal
    ).run(testCase)
  }

  @Test("a failed analysis saves nothing: AnalyzeFood with the real driver and a spy history")
  func failureSavesNothing() async throws {
    let server = try LoopbackHTTPServer(
      responder: LoopbackHTTPServer.sequence([
        .json(#"{"calories": 500}"#), .json(status: 500, "boom"), .closeWithoutReply,
      ]))
    defer { server.stop() }
    let history = SpyMealHistory(save: .unexpected)
    let analyzeFood = AnalyzeFood(
      analyzer: try HTTPAnalyzerFixture.analyzer(at: server.baseURL),
      history: history, clock: FixedClock(Samples.breakfastTime), ids: SequentialIDGenerator())

    for expected in [ExpectedCode.dataError, .unavailable, .unavailable] {
      let error = try await #require(throws: AnalyzeFoodError.self) {
        try await analyzeFood.execute(
          AnalyzeFoodRequest(
            description: "", photo: MealPhoto(data: SamplePhotos.jpeg, mediaType: .jpeg)))
      }
      guard case .analysisFailed(let cause) = error else {
        Issue.record("expected analysisFailed, got \(error)")
        continue
      }
      #expect(ExpectedCode(cause) == expected, "\(cause)")
    }
    #expect(history.savedEntries.isEmpty)
  }

  @Test("a successful photo analysis is saved with the http analyzer's name")
  func successIsSaved() async throws {
    let server = try LoopbackHTTPServer { _ in .json(HTTPAnalyzerFixture.wellPlateReply) }
    defer { server.stop() }
    let history = SpyMealHistory(save: .succeeds)
    let analyzeFood = AnalyzeFood(
      analyzer: try HTTPAnalyzerFixture.analyzer(at: server.baseURL),
      history: history, clock: FixedClock(Samples.breakfastTime), ids: SequentialIDGenerator())

    let response = try await analyzeFood.execute(
      AnalyzeFoodRequest(
        description: "", photo: MealPhoto(data: SamplePhotos.png, mediaType: .png)))

    expectEqual(history.savedEntries, [response.entry])
    expectEqual(response.entry.analyzer, "http")
    expectEqual(response.entry.totals.calories, 500)
  }

  @Test("a spinner runs while waiting and is erased before the result returns")
  func progressWhileWaiting() async throws {
    let server = try LoopbackHTTPServer { _ in
      .delayed(seconds: 0.6, then: .json(HTTPAnalyzerFixture.wellPlateReply))
    }
    defer { server.stop() }
    let written = WrittenText()
    let analyzer = try HTTPAnalyzerFixture.analyzer(
      at: server.baseURL, progressOutput: written.output)

    _ = try await analyzer.analyze(MealInput(description: "soup"))

    // How many frames fit in the wait depends on the machine's load; redrawing itself is
    // TerminalSpinnerTests' business.
    let chunks = written.chunks
    expectEqual(chunks.first?.contains("Analyzing with 127.0.0.1"), true)
    expectEqual(chunks.last, TerminalSpinner.erase)
    expectEqual(chunks.filter { $0 == TerminalSpinner.erase }.count, 1)
    let countAfterReturn = chunks.count
    try await Task.sleep(for: .milliseconds(300))
    expectEqual(written.chunks.count, countAfterReturn)
  }

  @Test("the spinner is erased when the analysis fails, too")
  func progressErasedOnFailure() async throws {
    let server = try LoopbackHTTPServer { _ in .json(status: 500, "down") }
    defer { server.stop() }
    let written = WrittenText()
    let analyzer = try HTTPAnalyzerFixture.analyzer(
      at: server.baseURL, progressOutput: written.output)

    await #expect(throws: FoodAnalysisError.self) {
      try await analyzer.analyze(MealInput(description: "soup"))
    }
    expectEqual(written.chunks.last, TerminalSpinner.erase)
  }
}

/// Exit-code classes of analysis errors, as the CLI maps them.
enum ExpectedCode: Equatable {
  case dataError
  case unavailable
  case usage

  init(_ error: FoodAnalysisError) {
    switch error {
    case .serviceUnavailable, .timedOut, .notAuthorized: self = .unavailable
    case .misconfigured: self = .usage
    case .nothingRecognized, .rejectedInput, .unsupportedInput, .unusableReply: self = .dataError
    }
  }
}
