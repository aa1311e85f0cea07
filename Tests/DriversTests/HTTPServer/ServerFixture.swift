import Foundation
import InterfaceAdapters
import Synchronization
import TestSupport
import Testing

@testable import Drivers

/// A handler that answers with what it was asked: the body as sent, and the method, path,
/// query and a few headers echoed in `x-echo-*` headers. `/slow` waits until `release()`.
final class EchoHandler: APIRequestHandler {
  private struct State {
    var requests: [APIRequest] = []
    var slowEntered: [CheckedContinuation<Void, Never>] = []
    var slowWaiting: [CheckedContinuation<Void, Never>] = []
    var slowCount = 0
    var released = false
  }

  private let state = Mutex(State())

  /// Every request the handler has answered or is answering, in arrival order.
  var requests: [APIRequest] {
    state.withLock { $0.requests }
  }

  func respond(to request: APIRequest) async -> APIResponse {
    state.withLock { $0.requests.append(request) }
    if request.path == "/slow" {
      await enterSlow()
    }
    var headers = [
      "X-Echo-Method": request.method, "X-Echo-Path": request.path,
      "X-Echo-Query": request.query, "Content-Type": "application/octet-stream",
    ]
    for (name, value) in request.headers where name.hasPrefix("x-") {
      headers["X-Echo-Header-" + name.dropFirst(2)] = value
    }
    return APIResponse(status: 200, headers: headers, body: request.body)
  }

  func refuse(_ refusal: APIRefusal) -> APIResponse {
    switch refusal {
    case .bodyTooLarge(let limit):
      APIResponse(
        status: 413, headers: ["Content-Type": "text/plain"], body: Data("limit \(limit)".utf8))
    case .malformedRequest(let reason):
      APIResponse(status: 400, body: Data(reason.utf8))
    }
  }

  /// Returns once a `/slow` request is inside the handler.
  func slowRequestEntered() async {
    await withCheckedContinuation { continuation in
      let now = state.withLock { state in
        if state.slowCount == 0 { state.slowEntered.append(continuation) }
        return state.slowCount > 0
      }
      if now { continuation.resume() }
    }
  }

  /// Lets every `/slow` request (waiting or to come) answer.
  func release() {
    let waiting = state.withLock { state in
      state.released = true
      defer { state.slowWaiting = [] }
      return state.slowWaiting
    }
    for continuation in waiting { continuation.resume() }
  }

  private func enterSlow() async {
    let entered = state.withLock { state in
      state.slowCount += 1
      defer { state.slowEntered = [] }
      return state.slowEntered
    }
    for continuation in entered { continuation.resume() }
    await withCheckedContinuation { continuation in
      let now = state.withLock { state in
        if !state.released { state.slowWaiting.append(continuation) }
        return state.released
      }
      if now { continuation.resume() }
    }
  }
}

/// A `MicroHTTPServer` on a free port of 127.0.0.1, serving in a task until `stop()`.
struct ServerFixture {
  let server: MicroHTTPServer
  let port: Int
  let url: String
  let serving: Task<Void, any Error>

  /// Starts serving `handler` with `configuration` (its host and port are replaced).
  static func start(
    _ handler: any APIRequestHandler,
    configuration: APIServerConfiguration = APIServerConfiguration()
  ) async throws -> ServerFixture {
    var configuration = configuration
    configuration.host = "127.0.0.1"
    configuration.port = 0
    let server = try MicroHTTPServer(configuration, handler: handler)
    let (addresses, reporter) = AsyncStream<String>.makeStream()
    let serving = Task {
      defer { reporter.finish() }
      try await server.serve { reporter.yield($0) }
    }
    var iterator = addresses.makeAsyncIterator()
    guard let url = await iterator.next() else {
      try await serving.value
      throw CancellationError()
    }
    let port = try #require(url.split(separator: ":").last.flatMap { Int($0) })
    return ServerFixture(server: server, port: port, url: url, serving: serving)
  }

  /// A new connection to the server.
  func connect() throws -> RawHTTPClient {
    try #require(RawHTTPClient(port: port))
  }

  /// The answer to `GET path` on a new connection.
  func get(_ path: String) async -> RawHTTPAnswer? {
    await offPool { [port] in
      RawHTTPClient(port: port)?.exchange("GET \(path) HTTP/1.1\r\nHost: x\r\n\r\n")
    }
  }

  /// Stops the server gracefully and waits until `serve` has returned.
  func stop() async throws {
    server.stop()
    try await serving.value
  }
}
