import Drivers
import Entities
import Foundation
import TestSupport
import Testing
import UseCases

@Suite("HTTPFoodAnalyzer, openai contract")
struct HTTPFoodAnalyzerOpenAITests {
  /// The answer schema the request must carry, verbatim.
  static let expectedSchema = """
    {"type": "object", "additionalProperties": false, "required": ["items"],
     "properties": {"items": {"type": "array", "items": {
       "type": "object", "additionalProperties": false,
       "required": ["name", "grams", "calories", "protein", "carbs", "fat", "fiber"],
       "properties": {"name": {"type": "string"}, "grams": {"type": "number"},
         "calories": {"type": "number"}, "protein": {"type": "number"},
         "carbs": {"type": "number"}, "fat": {"type": "number"}, "fiber": {"type": "number"}}}}}}
    """

  static func answering(_ content: String) throws -> LoopbackHTTPServer {
    try LoopbackHTTPServer { _ in .json(HTTPAnalyzerFixture.chatReply(content: content)) }
  }

  @Test("the request is one user message with the text and a data: URL, and a strict schema")
  func exactRequest() async throws {
    let server = try Self.answering(HTTPAnalyzerFixture.twoItemAnswer)
    defer { server.stop() }
    let analyzer = try HTTPAnalyzerFixture.analyzer(
      at: server.baseURL, contract: .openAI, model: "llava:13b")

    _ = try await analyzer.analyze(
      MealInput(
        description: "2 fried eggs on toast",
        photo: MealPhoto(data: SamplePhotos.png, mediaType: .png)))

    let request = try #require(server.requests.only)
    expectEqual(request.method, "POST")
    expectEqual(request.path, "/v1/chat/completions")
    expectEqual(request.header("Content-Type"), "application/json")
    expectEqual(request.header("Authorization"), "Bearer \(HTTPAnalyzerFixture.apiKey)")

    var body = try #require(
      try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
    var messages = try #require(body["messages"] as? [[String: Any]])
    var parts = try #require(messages.first?["content"] as? [[String: Any]])
    let text = try #require(parts.first?["text"] as? String)
    #expect(text.hasSuffix("\n\nMeal description: 2 fried eggs on toast"))
    #expect(text.contains("grams") && text.contains("JSON"))
    // The instructions are prose; everything else is compared exactly.
    parts[0]["text"] = "TEXT"
    messages[0]["content"] = parts
    body["messages"] = messages
    let expected = """
      {"model": "llava:13b", "temperature": 0,
       "messages": [{"role": "user", "content": [
         {"type": "text", "text": "TEXT"},
         {"type": "image_url", "image_url": {"url": "data:image/png;base64,\(SamplePhotos.pngBase64)"}}
       ]}],
       "response_format": {"type": "json_schema", "json_schema": {
         "name": "meal_analysis", "strict": true, "schema": \(Self.expectedSchema)}}}
      """
    expectEqual(CanonicalJSON.canonical(body), CanonicalJSON.of(expected))
  }

  @Test("without a photo the message has only the text part; photo alone says so")
  func textOnlyAndPhotoOnly() async throws {
    let server = try Self.answering(HTTPAnalyzerFixture.twoItemAnswer)
    defer { server.stop() }
    let analyzer = try HTTPAnalyzerFixture.analyzer(at: server.baseURL, contract: .openAI)

    _ = try await analyzer.analyze(MealInput(description: "a bowl of pho"))
    _ = try await analyzer.analyze(
      MealInput(description: "", photo: MealPhoto(data: SamplePhotos.webp, mediaType: .webp)))

    let requests = server.requests
    try #require(requests.count == 2)
    let textOnly = try Self.contentParts(of: requests[0])
    expectEqual(textOnly.count, 1)
    expectEqual(
      (textOnly[0]["text"] as? String)?.hasSuffix("Meal description: a bowl of pho"), true)
    let photoOnly = try Self.contentParts(of: requests[1])
    expectEqual(photoOnly.count, 2)
    expectEqual((photoOnly[0]["text"] as? String)?.contains("No description was given"), true)
    let imageURL = (photoOnly[1]["image_url"] as? [String: Any])?["url"] as? String
    expectEqual(imageURL, "data:image/webp;base64,\(SamplePhotos.webpBase64)")
  }

  @Test(
    "the endpoint is {base}/v1/chat/completions, without doubling a /v1 in the base",
    arguments: [
      ("", "/v1/chat/completions"), ("/v1", "/v1/chat/completions"),
      ("/v1/", "/v1/chat/completions"), ("/ollama", "/ollama/v1/chat/completions"),
    ])
  func endpoint(basePath: String, expectedPath: String) async throws {
    let server = try Self.answering(HTTPAnalyzerFixture.twoItemAnswer)
    defer { server.stop() }
    let base = try #require(URL(string: server.baseURL.absoluteString + basePath))
    let analyzer = try HTTPAnalyzerFixture.analyzer(at: base, contract: .openAI)

    _ = try await analyzer.analyze(MealInput(description: "soup"))

    expectEqual(server.requests.only?.path, expectedPath)
  }

  @Test(
    "the answer is read with or without a code fence; items and totals follow it",
    arguments: [
      HTTPAnalyzerFixture.twoItemAnswer,
      "```json\n\(HTTPAnalyzerFixture.twoItemAnswer)\n```",
      "  ```\n\(HTTPAnalyzerFixture.twoItemAnswer)```\n",
    ])
  func answerParsing(content: String) async throws {
    let server = try Self.answering(content)
    defer { server.stop() }
    let analyzer = try HTTPAnalyzerFixture.analyzer(at: server.baseURL, contract: .openAI)

    let analysis = try await analyzer.analyze(MealInput(description: "egg on toast"))

    expectEqual(analysis.items.map(\.food), ["fried egg", "toast"])
    expectEqual(analysis.items.map(\.text), ["fried egg", "toast"])
    expectEqual(analysis.items.map(\.grams), [46, 30])
    expectEqual(
      analysis.items.first?.nutrition,
      NutritionFacts(calories: 90, protein: 6.3, carbohydrates: 0.4, fat: 6.8, fiber: 0))
    expectEqual(analysis.totals.calories, 170)
    #expect(abs(analysis.totals.carbohydrates - 14.9) < 1e-9)
  }

  @Test(
    "an answer that breaks the schema or the rules is unusable",
    arguments: [
      (
        #"{"items": [{"name": "egg", "grams": 50, "calories": 70, "protein": 6, "fat": 5, "fiber": 0}]}"#,
        "carbs"
      ),
      (
        #"{"items": [{"name": "egg", "grams": 50, "calories": -70, "protein": 6, "carbs": 0, "fat": 5, "fiber": 0}]}"#,
        "negative"
      ),
      (
        #"{"items": [{"name": " ", "grams": 50, "calories": 70, "protein": 6, "carbs": 0, "fat": 5, "fiber": 0}]}"#,
        "empty name"
      ),
      (#"{"foods": []}"#, "items"),
      ("I think this is about 500 kcal.", "not valid JSON"),
    ])
  func badAnswer(content: String, mention: String) async throws {
    let server = try Self.answering(content)
    defer { server.stop() }
    let analyzer = try HTTPAnalyzerFixture.analyzer(at: server.baseURL, contract: .openAI)

    let error = try await #require(throws: FoodAnalysisError.self) {
      try await analyzer.analyze(MealInput(description: "egg"))
    }
    guard case .unusableReply(let message) = error else {
      Issue.record("expected unusableReply, got \(error)")
      return
    }
    #expect(message.contains(mention), "\(message)")
  }

  @Test("a reply without choices, or a refusal, is unusable")
  func noAnswer() async throws {
    let server = try LoopbackHTTPServer(
      responder: LoopbackHTTPServer.sequence([
        .json(#"{"choices": []}"#),
        .json(#"{"choices": [{"message": {"content": null, "refusal": "I cannot help."}}]}"#),
        .json(#"{"error": {"message": "oops"}}"#),
      ]))
    defer { server.stop() }
    let analyzer = try HTTPAnalyzerFixture.analyzer(at: server.baseURL, contract: .openAI)

    for expected in ["no choices", "I cannot help.", "\"choices\""] {
      let error = try await #require(throws: FoodAnalysisError.self) {
        try await analyzer.analyze(MealInput(description: "egg"))
      }
      guard case .unusableReply(let message) = error else {
        Issue.record("expected unusableReply, got \(error)")
        continue
      }
      #expect(message.contains(expected), "\(message)")
    }
  }

  @Test("an answer cut off by the token limit says so")
  func truncatedAnswer() async throws {
    let server = try LoopbackHTTPServer { _ in
      .json(
        HTTPAnalyzerFixture.chatReply(content: #"{"items": [{"name": "eg"#, finishReason: "length"))
    }
    defer { server.stop() }
    let analyzer = try HTTPAnalyzerFixture.analyzer(at: server.baseURL, contract: .openAI)

    let error = try await #require(throws: FoodAnalysisError.self) {
      try await analyzer.analyze(MealInput(description: "egg"))
    }
    #expect(error.description.contains("cut off"), "\(error)")
  }

  @Test("no items means nothing was recognized")
  func noItems() async throws {
    let server = try Self.answering(#"{"items": []}"#)
    defer { server.stop() }
    let analyzer = try HTTPAnalyzerFixture.analyzer(at: server.baseURL, contract: .openAI)

    await #expect(throws: FoodAnalysisError.nothingRecognized(unmatched: ["a rock"])) {
      try await analyzer.analyze(MealInput(description: "a rock"))
    }
  }

  @Test("the openai contract needs a model")
  func modelRequired() throws {
    for model in [nil, "", "  "] as [String?] {
      #expect(throws: FoodAnalysisError.self) {
        try HTTPAnalyzerFixture.analyzer(
          at: URL(string: "http://127.0.0.1:9")!, contract: .openAI, model: model)
      }
    }
  }

  static func contentParts(of request: RecordedRequest) throws -> [[String: Any]] {
    let body = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
    let messages = try #require(body["messages"] as? [[String: Any]])
    expectEqual(messages.count, 1)
    expectEqual(messages.first?["role"] as? String, "user")
    return try #require(messages.first?["content"] as? [[String: Any]])
  }
}
