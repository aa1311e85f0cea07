import Entities
import Foundation
import InterfaceAdapters
import TestSupport
import Testing
import UseCases

/// The answer to `POST /analyze` decoded exactly as the WellPlate app's food scanner decodes
/// it: `calories` an `Int`, and nothing else required.
struct AppAnalysis: Decodable, Equatable {
  let calories: Int
  let protein: Double
  let carbohydrates: Double
  let fat: Double
  let fiber: Double
}

/// Tokens, settings and request helpers shared by the API tests.
enum APIFixture {
  static let alice = AccessToken(
    id: AccessTokenID("00000000000000a1")!, secretBytes: Array(repeating: 0xa1, count: 32))
  static let bob = AccessToken(
    id: AccessTokenID("00000000000000b2")!, secretBytes: Array(repeating: 0xb2, count: 32))

  /// The records of alice's and bob's tokens.
  static func tokens() -> FakeAccessTokenStore {
    FakeAccessTokenStore([record(alice, profile: "alice"), record(bob, profile: "bob")])
  }

  static func record(_ token: AccessToken, profile: String) -> AccessTokenRecord {
    AccessTokenRecord(
      id: token.id, profile: profile, secretDigest: token.secretDigest,
      createdAt: Date(timeIntervalSince1970: 0), label: nil)
  }

  /// Settings as `wellplate serve` resolves them from `arguments` and `environment`.
  static func settings(
    _ arguments: [String] = [], environment: [String: String] = [:]
  ) throws -> Settings {
    let invocation = try ArgumentParser(catalog: .standard)
      .parse(["serve", "--tz", "UTC"] + arguments)
    return try SettingsResolver(timeZones: FoundationTimeZoneSource()).resolve(
      invocation, environment: environment)
  }

  /// The handler over `ports`, built as `serve` builds it.
  static func api(
    _ ports: APIPorts, settings: Settings? = nil, tokens: FakeAccessTokenStore = tokens(),
    photos: Bool = true
  ) async throws -> WellPlateAPI {
    let settings = try settings ?? self.settings()
    var remote = settings
    if photos {
      remote = try self.settings(["--analyzer", "http"])
    }
    return WellPlateAPI(
      settings: settings, ports: ports, tokens: tokens,
      analyzer: try await ports.analyzer(settings),
      photoAnalyzer: photos ? try await ports.analyzer(remote) : nil)
  }

  /// A request carrying `token` as a bearer token.
  static func request(
    _ method: String, _ path: String, query: String = "", token: AccessToken? = alice,
    headers: [String: String] = [:], body: Data = Data()
  ) -> APIRequest {
    var headers = headers
    if let token { headers["authorization"] = "Bearer \(token.text)" }
    return APIRequest(method: method, path: path, query: query, headers: headers, body: body)
  }

  /// `POST /analyze` with a JSON body.
  static func analyze(_ json: String, token: AccessToken? = alice, query: String = "")
    -> APIRequest
  {
    request(
      "POST", "/analyze", query: query, token: token,
      headers: ["content-type": "application/json; charset=utf-8"], body: Data(json.utf8))
  }

  /// The body of `response` decoded as `Document`.
  static func decode<Document: Decodable>(
    _ type: Document.Type, _ response: APIResponse
  ) throws -> Document {
    try JSONDecoder().decode(type, from: response.body)
  }

  /// The problem in `response`, after checking it is one with `status`.
  @discardableResult
  static func problem(
    _ response: APIResponse, status: Int, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> ProblemDocument {
    #expect(response.status == status, "\(text(response))", sourceLocation: sourceLocation)
    #expect(
      response.headers["Content-Type"] == "application/problem+json",
      sourceLocation: sourceLocation)
    let problem = try decode(ProblemDocument.self, response)
    #expect(problem.status == status, sourceLocation: sourceLocation)
    #expect(problem.type == "about:blank", sourceLocation: sourceLocation)
    #expect(!problem.title.isEmpty && !problem.detail.isEmpty, sourceLocation: sourceLocation)
    return problem
  }

  /// The body as text, for failure messages.
  static func text(_ response: APIResponse) -> String {
    "\(response.status) " + String(decoding: response.body, as: UTF8.self)
  }

  /// An analysis of one item with `nutrition`.
  static func analysis(_ nutrition: NutritionFacts = Samples.egg) -> FoodAnalysis {
    FoodAnalysis(items: [
      Samples.item("2 eggs", food: "Egg, whole", grams: 100, nutrition: nutrition)
    ])
  }
}
