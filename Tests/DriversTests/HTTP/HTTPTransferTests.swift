import Foundation
import TestSupport
import Testing
import UseCases

@testable import Drivers

/// What the libcurl transport adds to the failure tests: deadlines below a second and
/// cancellation, both while the service says nothing.
///
/// Durations are measured around the blocking `run`, on the test's own thread: through the
/// analyzer they would include waiting for a free thread of Swift's pool, which other suites
/// running at the same time occupy for seconds.
@Suite("HTTPFoodAnalyzer, transport")
struct HTTPTransferTests {
  static let meal = MealInput(description: "a plate of pasta")

  static func post(to server: LoopbackHTTPServer) -> HTTPRequest {
    HTTPRequest(
      url: server.baseURL.appendingPathComponent("analyze"),
      headers: [(name: "Content-Type", value: "application/json")], body: Data("{}".utf8))
  }

  @Test("a deadline below a second is kept to the millisecond, not rounded to a second")
  func subSecondDeadline() throws {
    let server = try LoopbackHTTPServer { _ in .stall(seconds: 30) }
    defer { server.stop() }
    let curl = try LibCurl.load()
    let started = ContinuousClock.now

    let result = HTTPTransfer(limit: 1 << 20).run(
      Self.post(to: server), timeout: .milliseconds(300), curl: curl)

    let waited = ContinuousClock.now - started
    guard case .failure(.timedOut) = result else {
      Issue.record("expected timedOut, got \(result)")
      return
    }
    // libcurl's timer runs from before `started` and may fire a few ms early; a deadline
    // rounded to a whole second would wait 1 s.
    #expect(waited >= .milliseconds(250) && waited < .milliseconds(950), "\(waited)")
  }

  @Test("cancel() ends a transfer that waits for a silent service")
  func cancelStopsTheTransfer() throws {
    let server = try LoopbackHTTPServer { _ in .stall(seconds: 30) }
    defer { server.stop() }
    let curl = try LibCurl.load()
    let transfer = HTTPTransfer(limit: 1 << 20)
    // The clock starts before the canceller does: started after it, on a loaded machine the
    // wait had measured a few ms short of the canceller's 200 ms.
    let started = ContinuousClock.now
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: 0.2)
      transfer.cancel()
    }

    let result = transfer.run(Self.post(to: server), timeout: .seconds(30), curl: curl)

    let waited = ContinuousClock.now - started
    guard case .failure(.failed(let reason)) = result else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    expectEqual(reason, "the request was cancelled")
    // The progress callback runs at least once a second while nothing arrives.
    #expect(waited >= .milliseconds(200) && waited < .seconds(3), "\(waited)")
  }

  @Test("a sub-second --timeout reaches the analyzer's message, and is not retried")
  func subSecondTimeoutMessage() async throws {
    let server = try LoopbackHTTPServer { _ in .stall(seconds: 30) }
    defer { server.stop() }
    let analyzer = try HTTPAnalyzerFixture.analyzer(
      at: server.baseURL, timeout: .milliseconds(300))

    let error = await #expect(throws: FoodAnalysisError.self) {
      try await analyzer.analyze(Self.meal)
    }

    guard case .timedOut(let message)? = error else {
      Issue.record("expected timedOut, got \(String(describing: error))")
      return
    }
    #expect(message.contains("did not answer within 0.3 s"), "\(message)")
    expectEqual(server.requests.count, 1)
  }

  @Test("cancelling the analysis abandons its request and does not retry")
  func cancelledAnalysis() async throws {
    let server = try LoopbackHTTPServer { _ in .stall(seconds: 60) }
    defer { server.stop() }
    let analyzer = try HTTPAnalyzerFixture.analyzer(at: server.baseURL, timeout: .seconds(60))
    let analysis = Task { try await analyzer.analyze(Self.meal) }
    // Cancel once the request is out, however long the busy test process takes to send it.
    while server.requests.isEmpty {
      try await Task.sleep(for: .milliseconds(20))
    }

    analysis.cancel()
    let result = await analysis.result

    guard case .failure(let error) = result,
      case .serviceUnavailable(let message)? = error as? FoodAnalysisError
    else {
      Issue.record("expected serviceUnavailable, got \(result)")
      return
    }
    #expect(message.contains("the request was cancelled"), "\(message)")
    expectEqual(server.requests.count, 1)
  }

  @Test("an analysis cancelled before its request sends nothing")
  func cancelledBeforeSending() async throws {
    let server = try LoopbackHTTPServer { _ in .json(HTTPAnalyzerFixture.wellPlateReply) }
    defer { server.stop() }
    let analyzer = try HTTPAnalyzerFixture.analyzer(at: server.baseURL)

    let analysis = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await analyzer.analyze(Self.meal)
    }
    let result = await analysis.result

    guard case .failure(let error) = result else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    #expect("\(error)".contains("the request was cancelled"), "\(error)")
    #expect(server.requests.isEmpty)
  }
}
