import Entities
import FoundationEssentials
import UseCases

/// The WellPlate API: routes each request to the use case the command line would run for it,
/// as the profile its bearer token belongs to, and answers JSON (problem+json on failure).
///
/// | Route                   | Use case         | Answer                                  |
/// |-------------------------|------------------|-----------------------------------------|
/// | `POST /analyze`         | AnalyzeFood      | 201, `AnalysisDocument`, `Location`     |
/// | `GET /history`          | FetchHistory     | `HistoryDocument` (as `history --json`) |
/// | `GET /history/{id}`     | FetchMealEntry   | `MealEntryDocument`                     |
/// | `DELETE /history/{id}`  | DeleteMealEntry  | `{"deleted": id}` (as `delete --json`)  |
/// | `GET /summary`          | SummarizeDays    | `SummaryDocument` (as `summary --json`) |
/// | `GET /health`           | none, no token   | `HealthDocument`                        |
public struct WellPlateAPI: APIRequestHandler {
  private let authenticate: AuthenticateCaller
  private let histories: ProfileHistories
  private let analyzer: any FoodAnalyzer
  private let photoAnalyzer: (any FoodAnalyzer)?
  private let clock: any Clock
  private let ids: any IDGenerator
  private let timeZone: TimeZoneRules
  private let timeZoneName: String
  private let goal: Double?
  private let nutrientGoals: [NutrientGoal]
  private let health: HealthDocument

  /// The API over the drivers of `ports` as `settings` chose them.
  ///
  /// `analyzer` analyzes descriptions and `photoAnalyzer`, when there is one, photos; both
  /// are built once by the caller. Each profile's history comes from `ports.history` with
  /// the profile set, opened on its first request and kept.
  public init(
    settings: Settings, ports: any PortProvider, tokens: any AccessTokenStore,
    analyzer: any FoodAnalyzer, photoAnalyzer: (any FoodAnalyzer)?
  ) {
    authenticate = AuthenticateCaller(tokens: tokens)
    histories = ProfileHistories { profile in
      var scoped = settings
      scoped.values["profile"] = Settings.Resolved(value: profile, source: .flag)
      return try await ports.history(scoped)
    }
    self.analyzer = analyzer
    self.photoAnalyzer = photoAnalyzer
    clock = ports.clock
    ids = ports.ids
    timeZone = settings.timeZone
    timeZoneName = settings.string("tz") ?? settings.timeZone.identifier
    goal = settings.goal
    nutrientGoals = settings.nutrientGoals
    health = HealthDocument(
      store: settings.store.rawValue, analyzer: settings.analyzer.rawValue,
      photos: photoAnalyzer != nil, version: HelpText.version)
  }

  public func respond(to request: APIRequest) async -> APIResponse {
    do {
      return try await route(request)
    } catch {
      return ProblemDocument.response(for: error)
    }
  }

  public func refuse(_ refusal: APIRefusal) -> APIResponse {
    switch refusal {
    case .bodyTooLarge(let limit):
      ProblemDocument(
        status: 413,
        detail: "the body is larger than \(limit) bytes; a photo may be at most "
          + "\(MealPhoto.maximumByteCount) bytes (10 MiB)"
      ).response()
    case .malformedRequest(let reason):
      ProblemDocument(status: 400, detail: "the request is not valid HTTP: \(reason)").response()
    }
  }

  // MARK: Routing

  private func route(_ request: APIRequest) async throws -> APIResponse {
    switch request.path {
    case "/health":
      guard request.method == "GET" else { return Self.methodNotAllowed(["GET"]) }
      return .json(health)
    case "/analyze":
      guard request.method == "POST" else { return Self.methodNotAllowed(["POST"]) }
      return try await analyze(request, history: try await history(for: request))
    case "/history":
      guard request.method == "GET" else { return Self.methodNotAllowed(["GET"]) }
      return try await page(request, history: try await history(for: request))
    case "/summary":
      guard request.method == "GET" else { return Self.methodNotAllowed(["GET"]) }
      return try await summary(request, history: try await history(for: request))
    default:
      guard let id = Self.entryID(in: request.path) else {
        return ProblemDocument(
          status: 404,
          detail: "no such endpoint: \(APIQuery.shown(request.path)); the API has /analyze, "
            + "/history, /history/{id}, /summary and /health"
        ).response()
      }
      switch request.method {
      case "GET":
        return try await entry(id, request, history: try await history(for: request))
      case "DELETE":
        return try await delete(id, request, history: try await history(for: request))
      default:
        return Self.methodNotAllowed(["GET", "DELETE"])
      }
    }
  }

  /// The id in `/history/{id}`, as sent; `nil` for any other path.
  private static func entryID(in path: String) -> String? {
    let prefix = "/history/"
    guard path.hasPrefix(prefix) else { return nil }
    let id = path.dropFirst(prefix.count)
    return id.isEmpty || id.contains("/") ? nil : String(id)
  }

  private static func methodNotAllowed(_ allowed: [String]) -> APIResponse {
    let list = allowed.joined(separator: ", ")
    return ProblemDocument(status: 405, detail: "this endpoint answers \(list) only")
      .response(headers: ["Allow": list])
  }

  /// The history of the profile whose bearer token `request` carries.
  private func history(for request: APIRequest) async throws -> any MealHistory {
    let caller = try await authenticate.execute(
      AuthenticateCallerRequest(bearerToken: Self.bearerToken(request.headers["authorization"])))
    return try await histories.history(of: caller.profile)
  }

  /// The token of an `Authorization: Bearer <token>` field; `nil` for none or another scheme.
  static func bearerToken(_ field: String?) -> String? {
    guard let field else { return nil }
    let parts = field.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
    guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
    return parts[1].trimmingWhitespace()
  }

  // MARK: Endpoints

  private func analyze(_ request: APIRequest, history: any MealHistory) async throws
    -> APIResponse
  {
    let query = try APIQuery(request.query)
    let mediaType = request.headers["content-type"].map(Self.mediaType(of:))
    let analyzeRequest: AnalyzeFoodRequest
    let chosen: any FoodAnalyzer
    if mediaType == "application/json" {
      try query.allowOnly([])
      let body = try AnalyzeBody.decode(request.body)
      analyzeRequest = AnalyzeFoodRequest(
        description: body.description,
        consumedAt: try body.consumedAt.map { try instant($0, parameter: "consumedAt") },
        mealType: try body.meal.map { try Self.mealType($0, parameter: "meal") })
      chosen = analyzer
    } else {
      try query.allowOnly(["description", "consumedAt", "meal"])
      let photo = try Self.photo(request.body)
      guard let photoAnalyzer else {
        throw APIRequestError(
          "this server analyzes descriptions only (GET /health says \"photos\": false): send "
            + "JSON {\"description\": …} with Content-Type: application/json, or start "
            + "`wellplate serve` with --analyzer-url to accept photos",
          failure: .unsupportedMediaType)
      }
      analyzeRequest = AnalyzeFoodRequest(
        description: query["description"] ?? "", photo: photo,
        consumedAt: try query["consumedAt"].map { try instant($0, parameter: "consumedAt") },
        mealType: try query["meal"].map { try Self.mealType($0, parameter: "meal") })
      chosen = photoAnalyzer
    }
    let response = try await AnalyzeFood(
      analyzer: chosen, history: history, clock: clock, ids: ids
    ).execute(analyzeRequest)
    return .json(
      AnalysisDocument(response, timeZone: timeZone), status: 201,
      headers: ["Location": "/history/\(response.entry.id.rawValue)"])
  }

  private func page(_ request: APIRequest, history: any MealHistory) async throws
    -> APIResponse
  {
    let query = try APIQuery(request.query)
    try query.allowOnly(["from", "to", "limit", "cursor"])
    let fetchRequest = FetchHistoryRequest(
      from: try query["from"].map { try Self.day($0, parameter: "from") },
      to: try query["to"].map { try Self.day($0, parameter: "to") },
      limit: try query["limit"].map { try Self.wholeNumber($0, parameter: "limit") }
        ?? FetchHistory.defaultLimit,
      cursor: try query["cursor"].map { try Self.cursor($0) },
      timeZone: timeZone)
    let response = try await FetchHistory(history: history).execute(fetchRequest)
    return .json(HistoryDocument(response, timeZone: timeZone))
  }

  private func entry(_ id: String, _ request: APIRequest, history: any MealHistory) async throws
    -> APIResponse
  {
    try APIQuery(request.query).allowOnly([])
    // A malformed id names no entry: the same 404 as an unknown one, without asking the store.
    guard MealEntryID.isWellFormed(id) else {
      throw FetchMealEntryError.notFound(MealEntryID(APIQuery.shown(id)))
    }
    let response = try await FetchMealEntry(history: history)
      .execute(FetchMealEntryRequest(id: MealEntryID(id)))
    return .json(MealEntryDocument(response.entry, timeZone: timeZone))
  }

  private func delete(_ id: String, _ request: APIRequest, history: any MealHistory) async throws
    -> APIResponse
  {
    try APIQuery(request.query).allowOnly([])
    guard MealEntryID.isWellFormed(id) else {
      throw DeleteMealEntryError.notFound(MealEntryID(APIQuery.shown(id)))
    }
    let response = try await DeleteMealEntry(history: history)
      .execute(DeleteMealEntryRequest(id: MealEntryID(id)))
    return .json(["deleted": response.id.rawValue])
  }

  private func summary(_ request: APIRequest, history: any MealHistory) async throws
    -> APIResponse
  {
    let query = try APIQuery(request.query)
    try query.allowOnly(["days", "goal"])
    let summarizeRequest = SummarizeDaysRequest(
      days: try query["days"].map { try Self.wholeNumber($0, parameter: "days") }
        ?? SummarizeDays.defaultDays,
      timeZone: timeZone,
      goal: try query["goal"].map { try Self.number($0, parameter: "goal") } ?? goal,
      nutrientGoals: nutrientGoals)
    let response = try await SummarizeDays(history: history, clock: clock)
      .execute(summarizeRequest)
    return .json(SummaryDocument(response, timeZone: timeZoneName))
  }

  // MARK: Reading parameters

  /// `type/subtype` of a Content-Type field, lower-cased, without parameters.
  static func mediaType(of field: String) -> String {
    let type = field.split(separator: ";", maxSplits: 1).first ?? ""
    return type.trimmingWhitespace().lowercased()
  }

  /// The photo whose bytes are `body`, or a 415 saying what the body is instead.
  private static func photo(_ body: Data) throws(APIRequestError) -> MealPhoto {
    let expected =
      "send a photo's bytes (JPEG, PNG, HEIC or WebP), or JSON {\"description\": …} with "
      + "Content-Type: application/json"
    guard !body.isEmpty else {
      throw APIRequestError("the body is empty: \(expected)", failure: .unsupportedMediaType)
    }
    guard let mediaType = PhotoFormat.mediaType(of: body) else {
      let seems =
        PhotoFormat.otherFormat(of: body).map { "it looks like \($0)" }
        ?? "its first bytes match no image format"
      throw APIRequestError(
        "the body is not a JPEG, PNG, HEIC or WebP image (\(seems)): \(expected)",
        failure: .unsupportedMediaType)
    }
    return MealPhoto(data: body, mediaType: mediaType)
  }

  private func instant(_ text: String, parameter: String) throws(APIRequestError) -> Date {
    do {
      return try DateText.parseInstant(text, option: parameter, timeZone: timeZone)
    } catch {
      throw Self.parameterError(error)
    }
  }

  private static func day(_ text: String, parameter: String) throws(APIRequestError)
    -> CalendarDay
  {
    do {
      return try DateText.parseDay(text, option: parameter)
    } catch {
      throw parameterError(error)
    }
  }

  private static func mealType(_ text: String, parameter: String) throws(APIRequestError)
    -> MealType
  {
    do {
      return try MealTypeText.parse(text, option: parameter, command: "analyze")
    } catch {
      throw parameterError(error)
    }
  }

  private static func wholeNumber(_ text: String, parameter: String) throws(APIRequestError)
    -> Int
  {
    guard let value = Int(text) else {
      throw APIRequestError("\(parameter): '\(APIQuery.shown(text))' is not a whole number")
    }
    return value
  }

  private static func number(_ text: String, parameter: String) throws(APIRequestError)
    -> Double
  {
    guard let value = Double(text), value.isFinite else {
      throw APIRequestError("\(parameter): '\(APIQuery.shown(text))' is not a number")
    }
    return value
  }

  private static func cursor(_ text: String) throws(APIRequestError) -> HistoryCursor {
    guard let cursor = HistoryCursor(token: text) else {
      throw APIRequestError(
        "cursor: '\(APIQuery.shown(text))' is not a nextCursor printed by GET /history")
    }
    return cursor
  }

  /// The command line's message for a bad value, naming the parameter rather than `--option`.
  private static func parameterError(_ error: UsageError) -> APIRequestError {
    let message = error.message.hasPrefix("--") ? String(error.message.dropFirst(2)) : error.message
    return APIRequestError(message)
  }
}
