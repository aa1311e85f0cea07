import Drivers
import Foundation
import TestSupport
import Testing
import UseCases

@Suite("HTTPFoodAnalyzer, failures")
struct HTTPFoodAnalyzerFailureTests {
  static let meal = MealInput(description: "a plate of pasta")

  /// Runs one analysis against `server` and returns the error it must throw.
  static func failure(
    _ server: LoopbackHTTPServer, apiKey: String? = HTTPAnalyzerFixture.apiKey,
    timeout: Duration = .seconds(10), sleep: RecordingSleep = RecordingSleep()
  ) async throws -> FoodAnalysisError {
    let analyzer = try HTTPAnalyzerFixture.analyzer(
      at: server.baseURL, apiKey: apiKey, timeout: timeout, sleep: sleep)
    return try await #require(throws: FoodAnalysisError.self) {
      try await analyzer.analyze(meal)
    }
  }

  // MARK: Configuration

  @Test(
    "a missing or invalid URL is a configuration error, found before any request",
    arguments: [
      nil, "", "localhost:8080", "not a url", "ftp://example.com", "http://", "file:///x",
    ]
      as [String?])
  func invalidURL(url: String?) throws {
    let error = #expect(throws: FoodAnalysisError.self) {
      try HTTPFoodAnalyzer(configuration: HTTPAnalyzerConfiguration(baseURL: url))
    }
    guard case .misconfigured(let message) = error else {
      Issue.record("expected misconfigured, got \(String(describing: error))")
      return
    }
    #expect(message.contains("--analyzer-url") && message.contains("WELLPLATE_ANALYZER_URL"))
  }

  @Test("a key with a line break is refused without printing it")
  func keyWithLineBreak() throws {
    let key = "abc\r\nX-Injected: 1"
    let error = #expect(throws: FoodAnalysisError.self) {
      try HTTPFoodAnalyzer(
        configuration: HTTPAnalyzerConfiguration(
          baseURL: "http://127.0.0.1:9", apiKey: APIKey(key)))
    }
    expectEqual(error?.description.contains("WELLPLATE_API_KEY"), true)
    expectEqual(error?.description.contains("abc"), false)
  }

  @Test("the key is redacted from descriptions and dumps of the configuration")
  func keyRedactedInDescriptions() {
    let configuration = HTTPAnalyzerConfiguration(
      baseURL: "http://127.0.0.1:9", apiKey: APIKey(HTTPAnalyzerFixture.apiKey))
    var dumped = ""
    dump(configuration, to: &dumped)
    for text in ["\(configuration)", String(reflecting: configuration), dumped] {
      #expect(!text.contains(HTTPAnalyzerFixture.apiKey), "\(text)")
      #expect(text.contains("[redacted]"), "\(text)")
    }
  }

  // MARK: Transport

  @Test("a refused connection is retried twice with backoff, then reported as unavailable")
  func cannotConnect() async throws {
    // Held closed for the whole test: a server bound and stopped had freed its port, which
    // another test's server once took in between.
    let gone = ClosedLoopbackPort()
    defer { withExtendedLifetime(gone) {} }
    let sleep = RecordingSleep()

    let analyzer = try HTTPAnalyzerFixture.analyzer(
      at: gone.baseURL, apiKey: HTTPAnalyzerFixture.apiKey, timeout: .seconds(10), sleep: sleep)
    let error = try await #require(throws: FoodAnalysisError.self) {
      try await analyzer.analyze(Self.meal)
    }

    guard case .serviceUnavailable(let message) = error else {
      Issue.record("expected serviceUnavailable, got \(error)")
      return
    }
    #expect(message.contains("cannot connect") && message.contains("tried 3 times"), "\(message)")
    #expect(message.contains("127.0.0.1:\(gone.port)"))
    expectEqual(sleep.requested, [.milliseconds(500), .seconds(1)])
  }

  @Test("a server that hangs up without answering is retried, then unavailable")
  func closeWithoutReply() async throws {
    let server = try LoopbackHTTPServer { _ in .closeWithoutReply }
    defer { server.stop() }
    let sleep = RecordingSleep()

    let error = try await Self.failure(server, sleep: sleep)

    guard case .serviceUnavailable = error else {
      Issue.record("expected serviceUnavailable, got \(error)")
      return
    }
    expectEqual(server.requests.count, 3)
    expectEqual(sleep.requested.count, 2)
  }

  @Test("a server that stalls past the timeout has timed out, and is not retried")
  func stallTimesOut() async throws {
    let server = try LoopbackHTTPServer { _ in .stall(seconds: 3) }
    defer { server.stop() }

    let error = try await Self.failure(server, timeout: .seconds(1))

    guard case .timedOut(let message) = error else {
      Issue.record("expected timedOut, got \(error)")
      return
    }
    #expect(message.contains("did not answer within 1 s") && message.contains("--timeout"))
    expectEqual(server.requests.count, 1)
  }

  @Test("a fractional timeout is honoured, not rounded down to whole seconds")
  func fractionalTimeout() async throws {
    // URLSession on Linux truncated its timeouts to whole seconds; 1.9 s must not become 1 s.
    let server = try LoopbackHTTPServer { _ in
      .delayed(seconds: 1.2, then: .json(HTTPAnalyzerFixture.wellPlateReply))
    }
    defer { server.stop() }
    let analyzer = try HTTPAnalyzerFixture.analyzer(
      at: server.baseURL, timeout: .milliseconds(1900))

    let analysis = try await analyzer.analyze(Self.meal)

    expectEqual(analysis.totals.calories, 500)
  }

  @Test("a reply cut off mid-body is unavailable, and not retried")
  func closeMidReply() async throws {
    let server = try LoopbackHTTPServer { _ in
      .closeMidReply(partialBody: Data(#"{"calories": 50"#.utf8), declaredLength: 400)
    }
    defer { server.stop() }

    let error = try await Self.failure(server)

    guard case .serviceUnavailable(let message) = error else {
      Issue.record("expected serviceUnavailable, got \(error)")
      return
    }
    #expect(message.contains("before its reply was complete"), "\(message)")
    expectEqual(server.requests.count, 1)
  }

  @Test("a 5 MiB reply is refused as over 1 MiB, with or without Content-Length")
  func oversizedReply() async throws {
    let fiveMiB = Data(repeating: UInt8(ascii: " "), count: 5 << 20)
    let server = try LoopbackHTTPServer(
      responder: LoopbackHTTPServer.sequence([
        .respond(status: 200, headers: ["Content-Type": "application/json"], body: fiveMiB),
        .respondUntilClose(
          status: 200, headers: ["Content-Type": "application/json"], body: fiveMiB),
      ]))
    defer { server.stop() }

    for _ in 0..<2 {
      let error = try await Self.failure(server)
      guard case .unusableReply(let message) = error else {
        Issue.record("expected unusableReply, got \(error)")
        continue
      }
      #expect(message.contains("larger than 1 MiB"), "\(message)")
    }
    expectEqual(server.requests.count, 2)
  }

  @Test("a reply just under 1 MiB without Content-Length is still read")
  func largeButAcceptableReply() async throws {
    var padded = Data(HTTPAnalyzerFixture.wellPlateReply.utf8)
    padded.append(Data(repeating: UInt8(ascii: " "), count: (1 << 20) - padded.count))
    let body = padded
    let server = try LoopbackHTTPServer { _ in .respondUntilClose(status: 200, body: body) }
    defer { server.stop() }
    let analyzer = try HTTPAnalyzerFixture.analyzer(at: server.baseURL)

    let analysis = try await analyzer.analyze(Self.meal)

    expectEqual(analysis.totals.calories, 500)
  }

  // MARK: Status codes

  @Test("401 and 403 point at WELLPLATE_API_KEY, are not retried, and never show the key")
  func notAuthorized() async throws {
    for (status, keyed, phrase) in [
      (401, true, "rejected the API key"), (401, false, "requires an API key"),
      (403, true, "refused access"), (403, false, "refused access"),
    ] {
      let server = try LoopbackHTTPServer { _ in
        .json(status: status, #"{"error": "bad key \#(HTTPAnalyzerFixture.apiKey)"}"#)
      }
      defer { server.stop() }

      let error = try await Self.failure(server, apiKey: keyed ? HTTPAnalyzerFixture.apiKey : nil)

      guard case .notAuthorized(let message) = error else {
        Issue.record("expected notAuthorized for \(status), got \(error)")
        continue
      }
      #expect(message.contains(phrase) && message.contains("WELLPLATE_API_KEY"), "\(message)")
      #expect(message.contains("HTTP \(status)"))
      #expect(!message.contains(HTTPAnalyzerFixture.apiKey))
      expectEqual(server.requests.count, 1)
    }
  }

  @Test("an echoed key is redacted from any message")
  func echoedKeyRedacted() async throws {
    let server = try LoopbackHTTPServer { _ in
      .json(status: 400, #"{"error": "unknown field, got key \#(HTTPAnalyzerFixture.apiKey)"}"#)
    }
    defer { server.stop() }

    let error = try await Self.failure(server)

    #expect(!error.description.contains(HTTPAnalyzerFixture.apiKey), "\(error)")
    #expect(error.description.contains("[redacted]"), "\(error)")
  }

  @Test(
    "other statuses report the status and a short excerpt, without retrying",
    arguments: [
      (500, "failed (HTTP 500)"), (501, "failed (HTTP 501)"),
      (400, "refused the request (HTTP 400)"), (422, "refused the request (HTTP 422)"),
      (409, "refused the request (HTTP 409)"), (404, "HTTP 404 Not Found"),
    ])
  func otherStatuses(status: Int, phrase: String) async throws {
    let body = "  the\nkitchen   is closed " + String(repeating: "x", count: 500)
    let server = try LoopbackHTTPServer { _ in
      .respond(status: status, headers: ["Content-Type": "text/plain"], body: Data(body.utf8))
    }
    defer { server.stop() }

    let error = try await Self.failure(server)

    #expect(error.description.contains(phrase), "\(error)")
    #expect(error.description.contains("the kitchen is closed xxx"), "\(error)")
    #expect(error.description.contains("x…"), "\(error)")
    #expect(!error.description.contains(String(repeating: "x", count: 250)))
    expectEqual(server.requests.count, 1)
    switch (status, error) {
    case (500...599, .serviceUnavailable), (400, .rejectedInput), (409, .rejectedInput),
      (422, .rejectedInput), (404, .misconfigured):
      break
    default:
      Issue.record("HTTP \(status) gave \(error)")
    }
  }

  @Test("a redirect is not followed, so the key never travels to another address")
  func redirectNotFollowed() async throws {
    let target = try LoopbackHTTPServer { _ in .json(HTTPAnalyzerFixture.wellPlateReply) }
    defer { target.stop() }
    let location = target.baseURL.appendingPathComponent("analyze").absoluteString
    for status in [301, 302, 307, 308] {
      let server = try LoopbackHTTPServer { _ in
        .respond(status: status, headers: ["Location": location], body: Data())
      }
      defer { server.stop() }

      let error = try await Self.failure(server)

      guard case .misconfigured(let message) = error else {
        Issue.record("expected misconfigured for \(status), got \(error)")
        continue
      }
      #expect(message.contains("redirects to \(location) (HTTP \(status))"), "\(message)")
      expectEqual(server.requests.count, 1)
    }
    #expect(target.requests.isEmpty)
  }

  @Test("502, 503 and 504 are retried with backoff and may then succeed")
  func retriedGatewayErrors() async throws {
    let server = try LoopbackHTTPServer(
      responder: LoopbackHTTPServer.sequence([
        .json(status: 502, "{}"), .json(status: 504, "{}"),
        .json(HTTPAnalyzerFixture.wellPlateReply),
      ]))
    defer { server.stop() }
    let sleep = RecordingSleep()
    let analyzer = try HTTPAnalyzerFixture.analyzer(at: server.baseURL, sleep: sleep)

    let analysis = try await analyzer.analyze(Self.meal)

    expectEqual(analysis.totals.calories, 500)
    expectEqual(server.requests.count, 3)
    expectEqual(sleep.requested, [.milliseconds(500), .seconds(1)])
    expectEqual(Set(server.requests.map(\.body)).count, 1)
  }

  @Test("at most two retries: a service that stays at 503 is tried three times, then 69")
  func retriesAreBounded() async throws {
    let server = try LoopbackHTTPServer { _ in .json(status: 503, #"{"error": "maintenance"}"#) }
    defer { server.stop() }

    let error = try await Self.failure(server)

    guard case .serviceUnavailable(let message) = error else {
      Issue.record("expected serviceUnavailable, got \(error)")
      return
    }
    #expect(message.contains("HTTP 503") && message.contains("tried 3 times"), "\(message)")
    #expect(message.contains("maintenance"))
    expectEqual(server.requests.count, 3)
  }

  @Test("429 honours Retry-After in seconds")
  func retryAfterSeconds() async throws {
    let server = try LoopbackHTTPServer(
      responder: LoopbackHTTPServer.sequence([
        .respond(status: 429, headers: ["Retry-After": "3"], body: Data()),
        .respond(status: 503, headers: ["Retry-After": "0"], body: Data()),
        .json(HTTPAnalyzerFixture.wellPlateReply),
      ]))
    defer { server.stop() }
    let sleep = RecordingSleep()
    let analyzer = try HTTPAnalyzerFixture.analyzer(at: server.baseURL, sleep: sleep)

    _ = try await analyzer.analyze(Self.meal)

    expectEqual(sleep.requested, [.seconds(3), .zero])
    expectEqual(server.requests.count, 3)
  }

  @Test("429 honours Retry-After as an HTTP date")
  func retryAfterDate() async throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    // A minute ahead; the lower bound allows for however long this run takes, since a busy
    // machine has taken 40 s to get from here to the reply.
    let start = Date()
    let date = formatter.string(from: start.addingTimeInterval(60))
    let server = try LoopbackHTTPServer(
      responder: LoopbackHTTPServer.sequence([
        .respond(status: 429, headers: ["Retry-After": date], body: Data()),
        .json(HTTPAnalyzerFixture.wellPlateReply),
      ]))
    defer { server.stop() }
    let sleep = RecordingSleep()
    let analyzer = try HTTPFoodAnalyzer(
      configuration: HTTPAnalyzerConfiguration(
        baseURL: server.baseURL.absoluteString, maximumRetryAfter: .seconds(120)),
      sleep: sleep.sleep)

    _ = try await analyzer.analyze(Self.meal)

    let elapsed = Date().timeIntervalSince(start)
    let waited = try #require(sleep.requested.only)
    #expect(waited >= .seconds(59 - elapsed) && waited <= .seconds(61), "\(waited), \(elapsed) s")
  }

  @Test(
    "a Retry-After too large for any number gives up at once instead of trapping",
    arguments: ["9223372036854775807", "99999999999999999999999", "Fri, 31 Dec 9999 23:59:59 GMT"])
  func retryAfterHuge(_ value: String) async throws {
    let server = try LoopbackHTTPServer { _ in
      .respond(status: 429, headers: ["Retry-After": value], body: Data())
    }
    defer { server.stop() }
    let sleep = RecordingSleep()

    let error = try await Self.failure(server, sleep: sleep)

    guard case .serviceUnavailable(let message) = error else {
      Issue.record("expected serviceUnavailable, got \(error)")
      return
    }
    #expect(message.contains("try again later"), "\(message)")
    #expect(sleep.requested.isEmpty)
  }

  @Test("a Retry-After beyond 10 s makes it give up at once with 'try again later'")
  func retryAfterTooLong() async throws {
    let server = try LoopbackHTTPServer { _ in
      .respond(status: 429, headers: ["Retry-After": "120"], body: Data())
    }
    defer { server.stop() }
    let sleep = RecordingSleep()

    let error = try await Self.failure(server, sleep: sleep)

    guard case .serviceUnavailable(let message) = error else {
      Issue.record("expected serviceUnavailable, got \(error)")
      return
    }
    #expect(message.contains("HTTP 429") && message.contains("120 s"), "\(message)")
    #expect(message.contains("try again later"))
    expectEqual(server.requests.count, 1)
    #expect(sleep.requested.isEmpty)
  }

  @Test("a service that keeps answering 429 is given up on after three attempts")
  func rateLimitedThroughout() async throws {
    let server = try LoopbackHTTPServer { _ in
      .respond(status: 429, headers: ["Retry-After": "1"], body: Data())
    }
    defer { server.stop() }
    let sleep = RecordingSleep()

    let error = try await Self.failure(server, sleep: sleep)

    guard case .serviceUnavailable(let message) = error else {
      Issue.record("expected serviceUnavailable, got \(error)")
      return
    }
    #expect(message.contains("429") && message.contains("tried 3 times"), "\(message)")
    expectEqual(server.requests.count, 3)
    expectEqual(sleep.requested, [.seconds(1), .seconds(1)])
  }
}
