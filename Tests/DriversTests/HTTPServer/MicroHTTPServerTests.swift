import Dispatch
import Foundation
import InterfaceAdapters
import Synchronization
import TestSupport
import Testing

@testable import Drivers

#if canImport(Glibc)
  import Glibc
#endif

/// The libmicrohttpd engine over real sockets on 127.0.0.1, with a handler that echoes.
@Suite("MicroHTTPServer")
struct MicroHTTPServerTests {
  @Test("a GET arrives with its raw path, query and headers, and the answer comes back")
  func getRoundTrip() async throws {
    let handler = EchoHandler()
    let fixture = try await ServerFixture.start(handler)
    let client = try fixture.connect()

    let answer = try #require(
      await offPool {
        client.exchange(
          "GET /history/caf%C3%A9?from=2026-01-01&to=2026-01-31&note=a%20b HTTP/1.1\r\n"
            + "Host: 127.0.0.1\r\nX-Trace: one\r\nX-Trace: two\r\nAuthorization: Bearer t\r\n\r\n"
        )
      })

    expectEqual(answer.status, 200)
    expectEqual(answer.headers["x-echo-method"], "GET")
    expectEqual(answer.headers["x-echo-path"], "/history/caf%C3%A9")
    expectEqual(answer.headers["x-echo-query"], "from=2026-01-01&to=2026-01-31&note=a%20b")
    expectEqual(answer.headers["x-echo-header-trace"], "one, two")
    expectEqual(answer.headers["content-length"], "0")
    #expect(answer.headers["date"] != nil)
    let request = try #require(handler.requests.first)
    expectEqual(request.headers["authorization"], "Bearer t")
    expectEqual(request.headers["host"], "127.0.0.1")
    #expect(request.body.isEmpty)
    try await fixture.stop()
  }

  @Test("a POST body arrives byte for byte, and the connection serves the next request")
  func postRoundTripKeepsAlive() async throws {
    let handler = EchoHandler()
    let fixture = try await ServerFixture.start(handler)
    let client = try fixture.connect()
    let bytes = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7) })

    let posted = try #require(
      await offPool {
        client.exchange(
          "POST /analyze?description=soup HTTP/1.1\r\nHost: x\r\n"
            + "Content-Type: image/jpeg\r\nContent-Length: \(bytes.count)\r\n\r\n",
          body: bytes)
      })
    let chunked = try #require(
      await offPool {
        client.exchange(
          "POST /analyze HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "3\r\nabc\r\n2\r\nde\r\n0\r\n\r\n")
      })

    expectEqual(posted.status, 200)
    expectEqual(posted.body, bytes)
    expectEqual(posted.headers["x-echo-method"], "POST")
    expectEqual(posted.headers["x-echo-query"], "description=soup")
    expectEqual(handler.requests.first?.headers["content-type"], "image/jpeg")
    expectEqual(chunked.status, 200)
    expectEqual(chunked.body, Data("abcde".utf8))
    expectEqual(handler.requests.count, 2)
    try await fixture.stop()
  }

  @Test("a body past the cap is refused with 413 unread: 11 MiB against 10 MiB")
  func bodyPastTheCapIsRefused() async throws {
    let handler = EchoHandler()
    let fixture = try await ServerFixture.start(handler)
    let client = try fixture.connect()
    let length = 11 * 1024 * 1024

    let answer = try #require(
      await offPool {
        client.send(
          "POST /analyze HTTP/1.1\r\nHost: x\r\nContent-Type: image/jpeg\r\n"
            + "Content-Length: \(length)\r\n\r\n")
        // The server answers without reading the body; sending it may fail half-way.
        let chunk = Data(repeating: 0xAB, count: 1024 * 1024)
        for _ in 0..<11 where client.send(chunk) {}
        return client.readAnswer()
      })

    expectEqual(answer.status, 413)
    expectEqual(answer.body, Data("limit \(10 * 1024 * 1024)".utf8))
    #expect(handler.requests.isEmpty)
    let next = try #require(await fixture.get("/health"))
    expectEqual(next.status, 200)
    try await fixture.stop()
  }

  @Test("a chunked body is counted as it arrives and refused once past the cap")
  func chunkedBodyPastTheCapIsRefused() async throws {
    let handler = EchoHandler()
    var configuration = APIServerConfiguration()
    configuration.maximumBodySize = 64 * 1024
    let fixture = try await ServerFixture.start(handler, configuration: configuration)
    let client = try fixture.connect()

    let answer = try #require(
      await offPool {
        client.send("POST /analyze HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")
        let piece = String(repeating: "z", count: 16 * 1024)
        for _ in 0..<8 where client.send("4000\r\n\(piece)\r\n") {}
        client.send("0\r\n\r\n")
        return client.readAnswer()
      })

    expectEqual(answer.status, 413)
    expectEqual(answer.body, Data("limit 65536".utf8))
    #expect(handler.requests.isEmpty)
    try await fixture.stop()
  }

  @Test("a chunked body that goes on past twice the cap is cut off without an answer")
  func endlessChunkedBodyIsCutOff() async throws {
    let handler = EchoHandler()
    var configuration = APIServerConfiguration()
    configuration.maximumBodySize = 64 * 1024
    let fixture = try await ServerFixture.start(handler, configuration: configuration)
    let client = try fixture.connect()

    let outcome = await offPool { () -> (sentAll: Bool, answer: RawHTTPAnswer?) in
      client.send("POST /analyze HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")
      let piece = String(repeating: "z", count: 16 * 1024)
      // 16 MiB: far more than the socket buffers hold, so a cut-off stops the sending.
      for _ in 0..<1024 {
        guard client.send("4000\r\n\(piece)\r\n") else { return (false, client.readAnswer()) }
      }
      return (true, client.readAnswer())
    }

    #expect(!outcome.sentAll)
    #expect(outcome.answer == nil)
    #expect(handler.requests.isEmpty)
    expectEqual(await fixture.get("/health")?.status, 200)
    try await fixture.stop()
  }

  @Test("8 KB of headers, far more than an API client sends, fit the default limits")
  func ordinaryLargeHeadersAreRead() async throws {
    let handler = EchoHandler()
    let fixture = try await ServerFixture.start(handler)
    let client = try fixture.connect()
    let filler = (0..<8).map { "X-Filler-\($0): \(String(repeating: "f", count: 1000))\r\n" }

    let answer = await offPool {
      client.exchange("GET /health HTTP/1.1\r\nHost: x\r\n" + filler.joined() + "\r\n")
    }

    expectEqual(answer?.status, 200)
    expectEqual(handler.requests.first?.headers.count, 9)
    try await fixture.stop()
  }

  @Test("100 KB of headers gets a 4xx or a closed connection, and the server keeps serving")
  func hugeHeadersAreRefused() async throws {
    let handler = EchoHandler()
    let fixture = try await ServerFixture.start(handler)
    let client = try fixture.connect()
    let filler = (0..<100).map { "X-Filler-\($0): \(String(repeating: "f", count: 1000))\r\n" }

    let answer = await offPool {
      client.send("GET /health HTTP/1.1\r\nHost: x\r\n" + filler.joined() + "\r\n")
        ? client.readAnswer() : nil
    }

    if let answer {
      #expect((400..<500).contains(answer.status), "\(answer.status)")
    }
    #expect(handler.requests.isEmpty)
    let next = try #require(await fixture.get("/health"))
    expectEqual(next.status, 200)
    try await fixture.stop()
    expectEqual(fixture.server.exchangesAlive, 0)
  }

  @Test("parsing is strict: HTTP/1.1 without Host, or a space in the target, is refused")
  func strictParsing() async throws {
    let handler = EchoHandler()
    let fixture = try await ServerFixture.start(handler)
    let port = fixture.port

    let answers = await offPool {
      [
        RawHTTPClient(port: port)?.exchange("GET /health HTTP/1.1\r\n\r\n"),
        RawHTTPClient(port: port)?.exchange("GET /a b HTTP/1.1\r\nHost: x\r\n\r\n"),
      ]
    }

    expectEqual(answers[0]?.status, 400)
    // MHD answers a malformed request line with a 400 or by closing.
    expectEqual(answers[1]?.status ?? 400, 400)
    #expect(handler.requests.isEmpty)
    try await fixture.stop()
  }

  @Test("headers trickled a byte at a time are cut off by the timeout; others are served")
  func trickledHeadersAreCutOff() async throws {
    let handler = EchoHandler()
    var configuration = APIServerConfiguration()
    configuration.connectionTimeout = 1
    let fixture = try await ServerFixture.start(handler, configuration: configuration)
    let port = fixture.port
    // Far more bytes than fit in the timeout at one every 100 ms: only a cut-off ends it.
    let request = Data(
      ("GET /health HTTP/1.1\r\nHost: x\r\nX-Pad: " + String(repeating: "p", count: 600)
        + "\r\n\r\n").utf8)

    async let trickling = offPool { () -> (sentAll: Bool, closed: Bool) in
      guard let slow = RawHTTPClient(port: port) else { return (true, false) }
      for byte in request {
        guard slow.send(Data([byte])) else { return (false, slow.isClosedByServer()) }
        usleep(100_000)
      }
      return (true, slow.isClosedByServer())
    }
    let other = try #require(await fixture.get("/other"))
    let slow = await trickling

    expectEqual(other.status, 200)
    #expect(!slow.sentAll)
    #expect(slow.closed)
    expectEqual(handler.requests.map(\.path), ["/other"])
    try await fixture.stop()
  }

  @Test("a client that hangs up mid-body never reaches the handler; the server goes on")
  func hangUpMidBody() async throws {
    let handler = EchoHandler()
    let fixture = try await ServerFixture.start(handler)
    do {
      let client = try fixture.connect()
      client.send(
        "POST /analyze HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n"
          + String(repeating: "b", count: 5000))
    }  // closed here

    let next = try #require(
      await offPool {
        RawHTTPClient(port: fixture.port)?.exchange(
          "POST /after HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nok")
      })

    expectEqual(next.status, 200)
    expectEqual(next.body, Data("ok".utf8))
    try await fixture.stop()
    // Stopping closes every connection, so the abandoned exchange is over by now.
    expectEqual(handler.requests.map(\.path), ["/after"])
    expectEqual(fixture.server.exchangesAlive, 0)
  }

  @Test("many concurrent clients are all answered")
  func manyConcurrentClients() async throws {
    let handler = EchoHandler()
    let fixture = try await ServerFixture.start(handler)
    let clients = 40
    let requestsEach = 25
    let port = fixture.port

    let answered = await withTaskGroup(of: Int.self) { group in
      for client in 0..<clients {
        group.addTask {
          // Blocking sockets: on threads of their own, not Swift's few pool threads.
          await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
            Thread.detachNewThread {
              var answered = 0
              defer { done.resume(returning: answered) }
              guard let connection = RawHTTPClient(port: port) else { return }
              for index in 0..<requestsEach {
                let body = "\(client)-\(index)"
                let answer = connection.exchange(
                  "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
                    + body)
                if answer?.body == Data(body.utf8) { answered += 1 }
              }
            }
          }
        }
      }
      return await group.reduce(0, +)
    }

    expectEqual(answered, clients * requestsEach)
    expectEqual(handler.requests.count, clients * requestsEach)
    try await fixture.stop()
  }

  @Test("stopping lets a request in flight finish, refuses new connections, then returns")
  func gracefulStop() async throws {
    let handler = EchoHandler()
    let fixture = try await ServerFixture.start(handler)
    let client = try fixture.connect()
    client.send("POST /slow HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\nslow")
    await handler.slowRequestEntered()

    fixture.server.stop()
    // Once stopped accepting, a new connection is refused (the listening socket is closed).
    while let late = RawHTTPClient(port: fixture.port) {
      _ = late
      await Task.yield()
    }
    handler.release()
    let answer = try #require(await offPool { client.readAnswer() })
    try await fixture.serving.value

    expectEqual(answer.status, 200)
    expectEqual(answer.body, Data("slow".utf8))
    expectEqual(answer.headers["connection"]?.lowercased(), "close")
    expectEqual(fixture.server.exchangesAlive, 0)
  }

  @Test("SIGTERM stops a server started with serveUntilSignalled, after its request finishes")
  func sigtermStopsGracefully() async throws {
    let handler = EchoHandler()
    let server = try MicroHTTPServer(
      APIServerConfiguration(host: "127.0.0.1", port: 0), handler: handler)
    let (addresses, reporter) = AsyncStream<String>.makeStream()
    let serving = Task {
      defer { reporter.finish() }
      try await server.serveUntilSignalled { reporter.yield($0) }
    }
    var iterator = addresses.makeAsyncIterator()
    let url = try #require(await iterator.next())
    let port = try #require(url.split(separator: ":").last.flatMap { Int($0) })
    let client = try #require(RawHTTPClient(port: port))
    client.send("GET /slow HTTP/1.1\r\nHost: x\r\n\r\n")
    await handler.slowRequestEntered()

    // The process ignores SIGTERM while serving; dispatch reports it to the server.
    kill(getpid(), SIGTERM)
    while let late = RawHTTPClient(port: port) {
      _ = late
      await Task.yield()
    }
    handler.release()
    let answer = try #require(await offPool { client.readAnswer() })
    try await serving.value

    expectEqual(answer.status, 200)
    expectEqual(answer.headers["connection"]?.lowercased(), "close")
  }

  @Test("an address that is not numeric, or a port taken, is a clear error")
  func listeningFailures() async throws {
    let handler = EchoHandler()
    let named = try MicroHTTPServer(
      APIServerConfiguration(host: "localhost", port: 0), handler: handler)
    await #expect {
      try await named.serve { _ in }
    } throws: { error in
      (error as? DriverUnavailableError)?.description
        == "cannot listen on localhost: not a numeric IPv4 or IPv6 address"
    }

    let fixture = try await ServerFixture.start(handler)
    let second = try MicroHTTPServer(
      APIServerConfiguration(host: "127.0.0.1", port: fixture.port), handler: handler)
    await #expect {
      try await second.serve { _ in }
    } throws: { error in
      (error as? DriverUnavailableError)?.description.contains("Address already in use") == true
    }
    try await fixture.stop()
  }

  @Test("cancelling the serving task stops the server like stop()")
  func cancellationStops() async throws {
    let fixture = try await ServerFixture.start(EchoHandler())
    expectEqual(await fixture.get("/health")?.status, 200)

    fixture.serving.cancel()
    try await fixture.serving.value

    #expect(RawHTTPClient(port: fixture.port) == nil)
  }

  @Test("IPv6 loopback is served and reported in brackets")
  func ipv6Loopback() async throws {
    let server = try MicroHTTPServer(
      APIServerConfiguration(host: "::1", port: 0), handler: EchoHandler())
    let (addresses, reporter) = AsyncStream<String>.makeStream()
    let serving = Task {
      defer { reporter.finish() }
      try await server.serve { reporter.yield($0) }
    }
    var iterator = addresses.makeAsyncIterator()
    let address = try #require(await iterator.next())
    #expect(address.hasPrefix("[::1]:"))
    server.stop()
    try await serving.value
  }
}
