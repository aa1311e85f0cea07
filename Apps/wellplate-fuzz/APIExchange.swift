import Foundation
import InterfaceAdapters
import UseCases

/// The `api-request` target: one request, framed by `APIRequestText`, answered by
/// `WellPlateAPI.respond` as `wellplate serve` builds it, over in-memory ports; no server runs.
///
/// Before the request, the profile of the one known token (`token`) has one entry,
/// `seededEntryID`, so `GET`/`DELETE /history/{id}` can find something. The target traps on
/// any answer no request may cause: a status outside `statuses` (500 means a bug), a body
/// that is not a JSON object, a problem whose `status` is not the HTTP status or without its
/// `WWW-Authenticate` (401) or `Allow` (405), or a success whose document does not decode,
/// `POST /analyze`'s as the WellPlate app decodes it. After a request that saved or deleted,
/// the history, the entry and the summary are read back and checked the same way.
enum APIExchange {
  /// The bearer token the seeds carry; its record is the only one in the token store.
  static let token = AccessToken(
    id: AccessTokenID("00000000000000f0")!, secretBytes: Array(repeating: 0xf0, count: 32))

  /// The id of the entry saved before each request.
  static let seededEntryID = "00000000-0000-4000-8000-000000000001"

  /// The time the API's clock says, fixed so that a replayed input meets the same days.
  static let now = Date(timeIntervalSince1970: 1_795_248_000)  // 2026-11-21T08:00:00Z

  /// The statuses an answer may have.
  static let statuses: Set<Int> = [200, 201, 400, 401, 404, 405, 413, 415, 422, 502, 503, 504]

  /// What the remote analyzer answers for every photo.
  static let photoReply = Data(
    #"{"calories": 289, "protein": 11, "carbohydrates": 56, "fat": 2, "fiber": 2.4}"#.utf8)

  /// Answers the request `input` frames, checks the answer, and returns its status.
  static func run(_ input: Data) -> Int {
    let request = APIRequestText.request(input)
    let api = Blocking.run { await handler() }
    let response = Blocking.run { await api.respond(to: request) }
    check(response, to: request)
    let saved = request.path == "/analyze" && response.status == 201
    let deleted = request.method == "DELETE" && response.status == 200
    if saved || deleted {
      var readBack = [get("/history"), get("/summary"), get("/summary?days=1")]
      if saved, let location = response.headers["Location"] {
        readBack.append(get(location))
      }
      for request in readBack {
        let answer = Blocking.run { await api.respond(to: request) }
        guard answer.status == 200 else {
          fail("\(request.method) \(request.path) after \(describe(request))", answer)
        }
        check(answer, to: request)
      }
    }
    return response.status
  }

  /// The handler over fresh in-memory ports, with the seeded entry saved.
  private static func handler() async -> WellPlateAPI {
    do {
      let root = try CompositionRoot.api(now: now, token: token)
      let invocation = try ArgumentParser(catalog: .standard)
        .parse(["serve", "--store", "memory", "--tz", "UTC"])
      let settings = try SettingsResolver(timeZones: CompositionRoot.timeZones([:]))
        .resolve(invocation, environment: [:])
      let photos = CompositionRoot.replyAnalyzer(photoReply, contract: .wellplate)
      let seeded = try await AnalyzeFood(
        analyzer: photos, history: try await root.history(settings), clock: root.clock,
        ids: root.ids
      ).execute(AnalyzeFoodRequest(description: "a bagel"))
      guard seeded.entry.id.rawValue == seededEntryID else {
        fatalError("the seeded entry is \(seeded.entry.id), not \(seededEntryID)")
      }
      return WellPlateAPI(
        settings: settings, ports: root, tokens: try await root.accessTokens(settings),
        analyzer: try await root.analyzer(settings), photoAnalyzer: photos)
    } catch {
      fatalError("the API target cannot be set up, so no request can be fuzzed: \(error)")
    }
  }

  /// An authenticated `GET` of `target` ("/history?limit=1").
  private static func get(_ target: String) -> APIRequest {
    let parts = target.split(separator: "?", maxSplits: 1)
    return APIRequest(
      method: "GET", path: String(parts.first ?? ""),
      query: parts.count > 1 ? String(parts[1]) : "",
      headers: ["authorization": "Bearer \(token.text)"])
  }

  // MARK: Checking an answer

  /// Traps unless `response` is an answer some request may get.
  private static func check(_ response: APIResponse, to request: APIRequest) {
    guard statuses.contains(response.status) else {
      fail("status \(response.status) for \(describe(request))", response)
    }
    guard (try? JSONSerialization.jsonObject(with: response.body)) is [String: Any] else {
      fail("a body that is no JSON object for \(describe(request))", response)
    }
    if response.status >= 400 {
      checkProblem(response, to: request)
    } else {
      checkDocument(response, to: request)
    }
  }

  private static func checkProblem(_ response: APIResponse, to request: APIRequest) {
    guard response.headers["Content-Type"] == ProblemDocument.mediaType,
      let problem = try? JSONDecoder().decode(ProblemDocument.self, from: response.body),
      problem.status == response.status, !problem.detail.isEmpty
    else {
      fail(
        "a problem that is not one of status \(response.status) for \(describe(request))", response)
    }
    if response.status == 401, response.headers["WWW-Authenticate"] == nil {
      fail("401 without WWW-Authenticate for \(describe(request))", response)
    }
    if response.status == 405, response.headers["Allow"] == nil {
      fail("405 without Allow for \(describe(request))", response)
    }
  }

  private static func checkDocument(_ response: APIResponse, to request: APIRequest) {
    guard response.headers["Content-Type"] == "application/json" else {
      fail("a success that is not application/json for \(describe(request))", response)
    }
    let analyzed = request.path == "/analyze"
    guard response.status == (analyzed ? 201 : 200) else {
      fail("status \(response.status) for \(describe(request))", response)
    }
    let decoded: Bool
    switch (request.method, request.path) {
    case (_, "/health"): decoded = decodes(HealthDocument.self, response)
    case (_, "/analyze"):
      decoded =
        decodes(AppAnalysis.self, response) && decodes(AnalysisDocument.self, response)
        && response.headers["Location"]?.hasPrefix("/history/") == true
    case (_, "/history"): decoded = decodes(HistoryDocument.self, response)
    case (_, "/summary"): decoded = decodes(SummaryDocument.self, response)
    case ("DELETE", _): decoded = decodes(DeletedDocument.self, response)
    default: decoded = decodes(MealEntryDocument.self, response)
    }
    guard decoded else {
      fail("a success whose document does not decode for \(describe(request))", response)
    }
  }

  private static func decodes<Document: Decodable>(_ type: Document.Type, _ response: APIResponse)
    -> Bool
  {
    (try? JSONDecoder().decode(type, from: response.body)) != nil
  }

  private static func describe(_ request: APIRequest) -> String {
    let query = request.query.isEmpty ? "" : "?" + request.query
    return "\(request.method) \(request.path)\(query)".debugDescription
  }

  private static func fail(_ what: String, _ response: APIResponse) -> Never {
    fatalError(
      "the API answered \(what), which no request may cause: \(response.status) "
        + "\(response.headers) \(String(decoding: response.body, as: UTF8.self))")
  }
}

/// The answer to `POST /analyze` decoded exactly as the WellPlate app's food scanner decodes
/// it: `calories` an `Int`, and nothing else required.
private struct AppAnalysis: Decodable {
  let calories: Int
  let protein: Double
  let carbohydrates: Double
  let fat: Double
  let fiber: Double
}

/// The answer to `DELETE /history/{id}`.
private struct DeletedDocument: Decodable {
  let deleted: String
}
