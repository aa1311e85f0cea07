import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `wellplate serve` as it runs for the app: the real binary on a free loopback port, driven
/// with real HTTP, and what its store holds afterwards.
@Suite("wellplate serve (process)")
struct ServeProcessTests {
  /// The fields the WellPlate app's food scanner decodes; `calories` is an `Int` there.
  struct AppNutrition: Decodable {
    var calories: Int
    var protein: Double
    var carbohydrates: Double
    var fat: Double
    var fiber: Double
  }

  /// A running `wellplate serve` on its own SQLite history.
  final class Served: Sendable {
    let running: WellPlateBinary.Running
    let port: Int
    let environment: [String: String]

    /// Starts `serve --listen 127.0.0.1:0` on `database` and waits until it says where.
    convenience init(database: String, extra: [String: String] = [:]) async throws {
      try await self.init(
        environment: ["WELLPLATE_DB": database].merging(extra) { _, new in new })
    }

    /// Starts `serve --listen 127.0.0.1:0` with `environment` and waits until it says where.
    init(environment: [String: String]) async throws {
      self.environment = environment
      running = try WellPlateBinary.start(
        ["serve", "--listen", "127.0.0.1:0"], environment: environment)
      var port: Int?
      // Polled: the process writes one line once it has bound the socket.
      while port == nil {
        let text = running.standardErrorSoFar
        if let range = text.range(of: "on http://127.0.0.1:") {
          port = Int(text[range.upperBound...].prefix { $0.isNumber })
        } else if kill(running.processIdentifier, 0) != 0 {
          break
        } else {
          try await Task.sleep(for: .milliseconds(20))
        }
      }
      self.port = try #require(port, "serve did not start: \(running.standardErrorSoFar)")
    }

    /// Sends SIGTERM and waits for the process to end (on a thread of its own).
    func terminate() async -> WellPlateBinary.Result {
      running.subprocess.send(SIGTERM)
      return await offPool { [running] in running.wait() }
    }

    /// The answer to one request on a new connection.
    func request(
      _ method: String, _ target: String, token: String? = nil, contentType: String? = nil,
      body: Data = Data()
    ) async -> RawHTTPAnswer? {
      var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
      if let token { head += "Authorization: Bearer \(token)\r\n" }
      if let contentType { head += "Content-Type: \(contentType)\r\n" }
      if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
      let request = head + "\r\n"
      return await offPool { [port] in
        RawHTTPClient(port: port)?.exchange(request, body: body)
      }
    }

    /// `POST /analyze` of a description as JSON.
    func analyze(_ description: String, token: String?) async -> RawHTTPAnswer? {
      let body = try? JSONSerialization.data(withJSONObject: ["description": description])
      return await request(
        "POST", "/analyze", token: token, contentType: "application/json", body: body ?? Data())
    }
  }

  /// A new token for `profile`, made by `wellplate token add` on `database`.
  static func token(for profile: String, database: String) throws -> (id: String, token: String) {
    try token(for: profile, environment: ["WELLPLATE_DB": database])
  }

  /// A new token for `profile`, made by `wellplate token add` with `environment`.
  static func token(
    for profile: String, environment: [String: String]
  ) throws -> (id: String, token: String) {
    let result = try WellPlateBinary.run(
      ["token", "add", "--json", "--profile", profile], environment: environment)
    try #require(result.status == 0, "stderr: \(result.standardError)")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    return (try #require(object["id"] as? String), try #require(object["token"] as? String))
  }

  /// The number of entries `wellplate history` lists for `profile`.
  static func entryCount(profile: String, database: String) throws -> Int {
    try entryCount(profile: profile, environment: ["WELLPLATE_DB": database])
  }

  /// The number of entries `wellplate history` lists for `profile` with `environment`.
  static func entryCount(profile: String, environment: [String: String]) throws -> Int {
    let result = try WellPlateBinary.run(
      ["history", "--json", "--limit", "1000", "--profile", profile],
      environment: environment)
    try #require(result.status == 0, "stderr: \(result.standardError)")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    return try #require(object["entries"] as? [Any]).count
  }

  @Test("an analysis decodes as the app decodes it; profiles see only their own history")
  func analyzeAndIsolate() async throws {
    let directory = try TemporaryDirectory()
    let database = directory.path("history.sqlite")
    let alice = try Self.token(for: "alice", database: database)
    let bob = try Self.token(for: "bob", database: database)
    let served = try await Served(database: database)

    let health = await served.request("GET", "/health")
    let answer = try #require(
      await served.analyze("2 eggs and a slice of toast", token: alice.token))
    let nutrition = try JSONDecoder().decode(AppNutrition.self, from: answer.body)
    let entry = try #require(JSONSerialization.jsonObject(with: answer.body) as? [String: Any])
    let id = try #require(entry["id"] as? String)
    let mine = await served.request("GET", "/history/\(id)", token: alice.token)
    let theirs = await served.request("GET", "/history/\(id)", token: bob.token)
    let result = await served.terminate()

    expectEqual(health?.status, 200)
    expectEqual(answer.status, 201)
    expectEqual(answer.headers["content-type"]?.hasPrefix("application/json"), true)
    #expect(nutrition.calories > 100 && nutrition.protein > 5)
    expectEqual(mine?.status, 200)
    expectEqual(theirs?.status, 404)
    #expect(result.status == 0, "stderr: \(result.standardError)")
    expectEqual(try Self.entryCount(profile: "alice", database: database), 1)
    expectEqual(try Self.entryCount(profile: "bob", database: database), 0)
  }

  @Test("no token, a wrong one and a revoked one are all 401, and nothing is saved")
  func unauthorized() async throws {
    let directory = try TemporaryDirectory()
    let database = directory.path("history.sqlite")
    let alice = try Self.token(for: "alice", database: database)
    let revoked = try Self.token(for: "alice", database: database)
    let revoke = try WellPlateBinary.run(
      ["token", "revoke", revoked.id], environment: ["WELLPLATE_DB": database])
    try #require(revoke.status == 0, "stderr: \(revoke.standardError)")
    let served = try await Served(database: database)
    let wrong = "wp_\(alice.id)_" + String(repeating: "0", count: 64)

    let statuses = [
      await served.analyze("an apple", token: nil)?.status,
      await served.analyze("an apple", token: wrong)?.status,
      await served.analyze("an apple", token: revoked.token)?.status,
      await served.request("GET", "/history", token: "not-a-token")?.status,
    ]
    let problem = await served.request("GET", "/history")
    let result = await served.terminate()

    expectEqual(statuses, [401, 401, 401, 401])
    expectEqual(problem?.headers["content-type"], "application/problem+json")
    #expect(result.status == 0, "stderr: \(result.standardError)")
    expectEqual(try Self.entryCount(profile: "alice", database: database), 0)
  }

  @Test("bad input gets the right status and the server keeps serving")
  func badInput() async throws {
    let directory = try TemporaryDirectory()
    let database = directory.path("history.sqlite")
    let alice = try Self.token(for: "alice", database: database)
    let served = try await Served(database: database)
    let port = served.port

    let notAnImage = await served.request(
      "POST", "/analyze", token: alice.token, contentType: "application/octet-stream",
      body: Data("this is not a photo".utf8))
    let malformed = await served.request(
      "POST", "/analyze", token: alice.token, contentType: "application/json",
      body: Data(#"{"description": "#.utf8))
    let tooLarge = await offPool { () -> RawHTTPAnswer? in
      guard let client = RawHTTPClient(port: port) else { return nil }
      client.send(
        "POST /analyze HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(alice.token)\r\n"
          + "Content-Type: image/jpeg\r\nContent-Length: \(11 * 1024 * 1024)\r\n\r\n")
      let chunk = Data(repeating: 0xFF, count: 1024 * 1024)
      for _ in 0..<11 where client.send(chunk) {}
      return client.readAnswer()
    }
    let hugeHeaders = await offPool { () -> RawHTTPAnswer? in
      let filler = (0..<100).map { "X-Filler-\($0): \(String(repeating: "f", count: 1000))\r\n" }
      return RawHTTPClient(port: port)?.exchange(
        "GET /health HTTP/1.1\r\nHost: x\r\n" + filler.joined() + "\r\n")
    }
    await offPool {
      // A photo that never finishes arriving: the client hangs up half-way.
      let client = RawHTTPClient(port: port)
      client?.send(
        "POST /analyze HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(alice.token)\r\n"
          + "Content-Type: image/jpeg\r\nContent-Length: 500000\r\n\r\n")
      client?.send(SamplePhotos.jpeg)
    }
    let after = await served.analyze("an apple", token: alice.token)
    let result = await served.terminate()

    expectEqual(notAnImage?.status, 415)
    expectEqual(malformed?.status, 400)
    expectEqual(tooLarge?.status, 413)
    #expect(hugeHeaders.map { (400..<500).contains($0.status) } ?? true)
    expectEqual(after?.status, 201)
    #expect(result.status == 0, "stderr: \(result.standardError)")
    expectEqual(try Self.entryCount(profile: "alice", database: database), 1)
  }

  @Test("a client sending its headers a byte a second is cut off; others are served meanwhile")
  func tricklingClientIsCutOff() async throws {
    let directory = try TemporaryDirectory()
    let database = directory.path("history.sqlite")
    let alice = try Self.token(for: "alice", database: database)
    let served = try await Served(database: database)
    let port = served.port
    // 60 bytes at one a second: twice the 30 s the headers of a request may take.
    let request = Data(
      ("GET /history HTTP/1.1\r\nHost: x\r\nX-Pad: " + String(repeating: "p", count: 21)
        + "\r\n\r\n").utf8)

    async let trickled = offPool { () -> (sentAll: Bool, closed: Bool) in
      guard let slow = RawHTTPClient(port: port) else { return (true, false) }
      for byte in request {
        guard slow.send(Data([byte])) else { return (false, slow.isClosedByServer()) }
        sleep(1)
      }
      return (true, slow.isClosedByServer())
    }
    var served201 = 0
    for meal in ["an apple", "a banana", "a pear"] {
      if await served.analyze(meal, token: alice.token)?.status == 201 { served201 += 1 }
    }
    let slow = await trickled
    let result = await served.terminate()

    expectEqual(served201, 3)
    #expect(!slow.sentAll)
    #expect(slow.closed)
    #expect(result.status == 0, "stderr: \(result.standardError)")
  }

  @Test("SIGTERM while photos are being analyzed: they finish, then serve exits 0")
  func sigtermFinishesInFlight() async throws {
    let directory = try TemporaryDirectory()
    let database = directory.path("history.sqlite")
    let alice = try Self.token(for: "alice", database: database)
    let arrived = AsyncStream<Void>.makeStream()
    let remote = try LoopbackHTTPServer { _ in
      arrived.continuation.yield()
      return .delayed(
        seconds: 1,
        then: .json(
          #"{"calories": 500, "protein": 30, "carbohydrates": 50, "fat": 20, "fiber": 6}"#))
    }
    defer { remote.stop() }
    let served = try await Served(
      database: database,
      extra: ["WELLPLATE_ANALYZER_URL": remote.baseURL.absoluteString, "WELLPLATE_API_KEY": "k"])
    let photos = 3

    async let answers = withTaskGroup(of: Int?.self) { group in
      for _ in 0..<photos {
        group.addTask {
          await served.request(
            "POST", "/analyze", token: alice.token, contentType: "image/jpeg",
            body: SamplePhotos.jpeg)?.status
        }
      }
      return await group.reduce(into: [Int?]()) { $0.append($1) }
    }
    // Every photo has reached the remote analyzer, so every request is in flight.
    var iterator = arrived.stream.makeAsyncIterator()
    for _ in 0..<photos { _ = await iterator.next() }
    let result = await served.terminate()
    let statuses = await answers

    expectEqual(statuses.map { $0 ?? 0 }.sorted(), Array(repeating: 201, count: photos))
    #expect(result.status == 0, "stderr: \(result.standardError)")
    expectEqual(try Self.entryCount(profile: "alice", database: database), photos)
  }
}
