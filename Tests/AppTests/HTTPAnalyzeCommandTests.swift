import Foundation
import TestSupport
import Testing

/// `wellplate analyze --analyzer http` as a person runs it, against a real loopback server.
@Suite("wellplate analyze --analyzer http (process)")
struct HTTPAnalyzeCommandTests {
  static let apiKey = "wp-e2e-key-5d1c"
  static let reply =
    #"{"calories": 500, "protein": 30, "carbohydrates": 50, "fat": 20, "fiber": 6}"#

  /// Runs `analyze` against `server` with a JPEG in a temporary directory.
  static func analyze(
    _ server: LoopbackHTTPServer?, _ extra: [String] = [], photo: Data? = SamplePhotos.jpeg,
    environment: [String: String] = ["WELLPLATE_API_KEY": apiKey]
  ) throws -> WellPlateBinary.Result {
    let directory = try TemporaryDirectory()
    var arguments = ["analyze", "--analyzer", "http", "--store", "memory", "--json"]
    if let server { arguments += ["--analyzer-url", server.baseURL.absoluteString] }
    if let photo {
      try photo.write(to: URL(fileURLWithPath: directory.path("meal.jpg")))
      arguments += ["--photo", directory.path("meal.jpg")]
    }
    return try WellPlateBinary.run(arguments + extra, environment: environment)
  }

  @Test("a photo analyzed through the WellPlate API prints the entry and exits 0")
  func wellPlatePhoto() throws {
    let server = try LoopbackHTTPServer { _ in .json(Self.reply) }
    defer { server.stop() }

    let result = try Self.analyze(server)

    #expect(result.status == 0, "stderr: \(result.standardError)")
    #expect(result.standardError.isEmpty, "no spinner when stderr is not a terminal")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    expectEqual(object["analyzer"] as? String, "http")
    expectEqual((object["nutrition"] as? [String: Any])?["calories"] as? Double, 500)
    let request = try #require(server.requests.first)
    expectEqual(server.requests.count, 1)
    expectEqual(request.path, "/analyze")
    expectEqual(request.header("Content-Type"), "image/jpeg")
    expectEqual(request.header("Authorization"), "Bearer \(Self.apiKey)")
    expectEqual(request.body, SamplePhotos.jpeg)
    #expect(!result.standardOutput.contains(Self.apiKey))
  }

  @Test("a photo and description through an OpenAI-compatible server exit 0 with items")
  func openAIPhoto() throws {
    let content =
      #"{"items": [{"name": "omelette", "grams": 120, "calories": 180, "protein": 13, "carbs": 1, "fat": 14, "fiber": 0}]}"#
    let encoded = String(
      decoding: try JSONSerialization.data(withJSONObject: content, options: .fragmentsAllowed),
      as: UTF8.self)
    let server = try LoopbackHTTPServer { _ in
      .json(#"{"choices": [{"message": {"role": "assistant", "content": \#(encoded)}}]}"#)
    }
    defer { server.stop() }

    let result = try Self.analyze(
      server, ["--http-contract", "openai", "an omelette"],
      environment: ["WELLPLATE_MODEL": "llava"])

    #expect(result.status == 0, "stderr: \(result.standardError)")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let items = try #require(object["items"] as? [[String: Any]])
    expectEqual(items.map { $0["food"] as? String }, ["omelette"])
    expectEqual(object["description"] as? String, "an omelette")
    let request = try #require(server.requests.first)
    expectEqual(request.path, "/v1/chat/completions")
    expectEqual(request.header("Authorization"), nil)
    let body = String(decoding: request.body, as: UTF8.self)
    #expect(body.contains(#""model":"llava""#))
    #expect(body.contains("data:image/jpeg;base64,\(SamplePhotos.jpegBase64)"))
  }

  @Test(
    "service failures exit 69 and unusable replies 65, never showing the key",
    arguments: [
      (ServerReply.json(status: 500, #"{"error": "boom"}"#), Int32(69), "HTTP 500"),
      (.json(status: 401, "no"), 69, "WELLPLATE_API_KEY"),
      (.respond(status: 429, headers: ["Retry-After": "600"], body: Data()), 69, "try again later"),
      (.json(#"{"calories": 1}"#), 65, "no \"protein\" field"),
      (
        .json(#"{"calories": 1, "protein": -1, "carbohydrates": 1, "fat": 1, "fiber": 1}"#), 65,
        "negative"
      ),
      (.respond(status: 200, body: Data(count: 5 << 20)), 65, "larger than 1 MiB"),
      (.closeMidReply(partialBody: Data("{".utf8), declaredLength: 90), 69, "before its reply"),
    ])
  func failures(reply: ServerReply, status: Int32, message: String) throws {
    let server = try LoopbackHTTPServer { _ in reply }
    defer { server.stop() }

    let result = try Self.analyze(server)

    #expect(result.status == status, "stderr: \(result.standardError)")
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains(message), "stderr: \(result.standardError)")
    #expect(!result.standardError.contains(Self.apiKey))
  }

  @Test("a stalled service times out with exit 69")
  func timeout() throws {
    let server = try LoopbackHTTPServer { _ in .stall(seconds: 3) }
    defer { server.stop() }

    let result = try Self.analyze(server, ["--timeout", "1"])

    expectEqual(result.status, 69)
    #expect(result.standardError.contains("did not answer within 1 s"))
  }

  @Test("an unreachable service exits 69 after retrying")
  func unreachable() throws {
    let server = try LoopbackHTTPServer { _ in .json("{}") }
    server.stop()

    let result = try Self.analyze(server)

    expectEqual(result.status, 69)
    #expect(result.standardError.contains("cannot connect"))
    #expect(result.standardError.contains("tried 3 times"))
  }

  @Test("an unreadable photo exits 66 and a non-image 65, before any request")
  func badPhotoFiles() throws {
    let server = try LoopbackHTTPServer { _ in .json(Self.reply) }
    defer { server.stop() }

    let missing = try WellPlateBinary.run(
      [
        "analyze", "--analyzer", "http", "--analyzer-url", server.baseURL.absoluteString,
        "--store", "memory", "--photo", "/nonexistent/meal.jpg",
      ])
    expectEqual(missing.status, 66)
    #expect(missing.standardError.contains("cannot read '/nonexistent/meal.jpg'"))

    let text = try Self.analyze(server, photo: Data("just words".utf8))
    expectEqual(text.status, 65)
    #expect(text.standardError.contains("is not a JPEG, PNG, HEIC or WebP image"))
    #expect(server.requests.isEmpty)
  }

  @Test("without --analyzer-url the http analyzer is a usage error (64)")
  func missingURL() throws {
    let result = try Self.analyze(nil)
    expectEqual(result.status, 64)
    #expect(result.standardError.contains("WELLPLATE_ANALYZER_URL"))
  }

  @Test("the local analyzer refuses a photo and points to --analyzer http")
  func localRefusesPhoto() throws {
    let directory = try TemporaryDirectory()
    try SamplePhotos.png.write(to: URL(fileURLWithPath: directory.path("meal.png")))

    let result = try WellPlateBinary.run(
      ["analyze", "--store", "memory", "--photo", directory.path("meal.png")])

    expectEqual(result.status, 65)
    #expect(result.standardError.contains("--analyzer http"), "\(result.standardError)")
  }
}
