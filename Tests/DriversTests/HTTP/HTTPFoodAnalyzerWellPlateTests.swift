import Drivers
import Entities
import Foundation
import TestSupport
import Testing
import UseCases

@Suite("HTTPFoodAnalyzer, wellplate contract")
struct HTTPFoodAnalyzerWellPlateTests {
  @Test("a photo is POSTed to /analyze as raw bytes with its media type and the key")
  func photoRequest() async throws {
    let server = try LoopbackHTTPServer { _ in .json(HTTPAnalyzerFixture.wellPlateReply) }
    defer { server.stop() }
    let analyzer = try HTTPAnalyzerFixture.analyzer(at: server.baseURL)

    _ = try await analyzer.analyze(
      MealInput(description: "", photo: MealPhoto(data: SamplePhotos.jpeg, mediaType: .jpeg)))

    let request = try #require(server.requests.only)
    expectEqual(request.method, "POST")
    expectEqual(request.path, "/analyze")
    expectEqual(request.header("Content-Type"), "image/jpeg")
    expectEqual(request.header("Authorization"), "Bearer \(HTTPAnalyzerFixture.apiKey)")
    expectEqual(request.header("Accept"), "application/json")
    expectEqual(request.body, SamplePhotos.jpeg)
  }

  @Test("a description given with a photo travels as the description query parameter")
  func photoWithDescription() async throws {
    let server = try LoopbackHTTPServer { _ in .json(HTTPAnalyzerFixture.wellPlateReply) }
    defer { server.stop() }
    let analyzer = try HTTPAnalyzerFixture.analyzer(at: server.baseURL)

    _ = try await analyzer.analyze(
      MealInput(
        description: "eggs & toast+jam, 1/2 crêpe",
        photo: MealPhoto(data: SamplePhotos.png, mediaType: .png)))

    let request = try #require(server.requests.only)
    expectEqual(
      request.path, "/analyze?description=eggs%20%26%20toast%2Bjam%2C%201%2F2%20cr%C3%AApe")
    expectEqual(request.header("Content-Type"), "image/png")
    expectEqual(request.body, SamplePhotos.png)
  }

  @Test("a description alone is POSTed as JSON; no key means no Authorization header")
  func descriptionRequest() async throws {
    let server = try LoopbackHTTPServer { _ in .json(HTTPAnalyzerFixture.wellPlateReply) }
    defer { server.stop() }
    let base = server.baseURL.appendingPathComponent("api")
    let analyzer = try HTTPAnalyzerFixture.analyzer(at: base, apiKey: nil)

    _ = try await analyzer.analyze(MealInput(description: "2 eggs \"sunny side\""))

    let request = try #require(server.requests.only)
    expectEqual(request.path, "/api/analyze")
    expectEqual(request.header("Content-Type"), "application/json")
    expectEqual(request.header("Authorization"), nil)
    #expect(
      CanonicalJSON.of(request.body)
        == CanonicalJSON.of(#"{"description": "2 eggs \"sunny side\""}"#))
  }

  @Test("the reply's totals become the analysis; extra fields are ignored")
  func replyMapping() async throws {
    let server = try LoopbackHTTPServer { _ in .json(HTTPAnalyzerFixture.wellPlateReply) }
    defer { server.stop() }
    let analyzer = try HTTPAnalyzerFixture.analyzer(at: server.baseURL)

    let analysis = try await analyzer.analyze(MealInput(description: "a plate"))

    #expect(analysis.items.isEmpty)
    #expect(analysis.unmatched.isEmpty)
    #expect(
      analysis.totals
        == NutritionFacts(calories: 500, protein: 30, carbohydrates: 50, fat: 20, fiber: 6.5))
    #expect(analyzer.name == "http")
  }

  @Test("reads fractional calories and rounds them to whole kilocalories")
  func fractionalCalories() async throws {
    let server = try LoopbackHTTPServer { _ in
      .json(#"{"calories": 289.5, "protein": 10, "carbohydrates": 40, "fat": 9, "fiber": 2}"#)
    }
    defer { server.stop() }
    let analyzer = try HTTPAnalyzerFixture.analyzer(at: server.baseURL)

    let analysis = try await analyzer.analyze(MealInput(description: "a bagel"))

    #expect(analysis.totals.calories == 290)
  }

  @Test(
    "a malformed or out-of-range reply is unusable, naming what is wrong, and not retried",
    arguments: [
      (#"{"calories": 500, "protein": 30, "carbohydrates": 50, "fiber": 1}"#, "\"fat\""),
      (#"{"calories": "500", "protein": 1, "carbohydrates": 1, "fat": 1, "fiber": 1}"#, "calories"),
      (#"{"calories": 500, "protein": 1, "carbohydrates": 1, "fat": null, "fiber": 1}"#, "fat"),
      (#"<html><body>Welcome to nginx!</body></html>"#, "not valid JSON"),
      (#"{"calories": 500, "protein": 30"#, "not valid JSON"),
      ("", "not valid JSON"),
      (#"{"calories": -5, "protein": 1, "carbohydrates": 1, "fat": 1, "fiber": 1}"#, "negative"),
      (#"{"calories": 5, "protein": 1, "carbohydrates": 1, "fat": -0.5, "fiber": 1}"#, "negative"),
      (#"{"calories": 5, "protein": 1e999, "carbohydrates": 1, "fat": 1, "fiber": 1}"#, "protein"),
    ])
  func malformedReply(body: String, mention: String) async throws {
    let server = try LoopbackHTTPServer { _ in .json(body) }
    defer { server.stop() }
    let analyzer = try HTTPAnalyzerFixture.analyzer(at: server.baseURL)

    let error = try await #require(throws: FoodAnalysisError.self) {
      try await analyzer.analyze(MealInput(description: "a plate"))
    }
    guard case .unusableReply(let message) = error else {
      Issue.record("expected unusableReply, got \(error)")
      return
    }
    #expect(message.contains(mention), "\(message)")
    expectEqual(server.requests.count, 1)
  }
}

extension Array {
  /// The single element, or `nil` when there are none or several.
  var only: Element? { count == 1 ? first : nil }
}
