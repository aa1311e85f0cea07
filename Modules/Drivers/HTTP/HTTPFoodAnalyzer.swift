import Entities
import FoundationEssentials
import InterfaceAdapters
import UseCases

/// Analyzes meals through a remote service over HTTP(S), speaking one of two wire contracts.
///
/// Connection failures, 429 and 502-504 are retried (at most `maximumRetries` times, with
/// doubling backoff or the service's `Retry-After` up to a bound); everything else fails at
/// once with a message that says what to check.
public struct HTTPFoodAnalyzer: FoodAnalyzer {
  /// Waits between attempts; injectable so tests observe delays instead of sitting them out.
  public typealias Sleep = @Sendable (Duration) async -> Void

  public let name = "http"

  let configuration: HTTPAnalyzerConfiguration
  let baseURL: URL
  package let wire: any AnalysisWire
  private let sleep: Sleep
  private let progressOutput: TerminalSpinner.Output?

  /// Checks `configuration` and creates the analyzer; `progressOutput` gets a spinner while
  /// waiting (pass one only when standard error is a terminal).
  public init(
    configuration: HTTPAnalyzerConfiguration,
    progressOutput: TerminalSpinner.Output? = nil,
    sleep: @escaping Sleep = { try? await Task.sleep(for: $0) }
  ) throws(FoodAnalysisError) {
    self.configuration = configuration
    self.baseURL = try Self.validatedBaseURL(configuration.baseURL)
    switch configuration.contract {
    case .wellplate:
      wire = WellPlateWire()
    case .openAI:
      guard let model = configuration.model?.trimmingWhitespace(),
        !model.isEmpty
      else {
        throw .misconfigured(
          "the openai contract needs a model: pass --model NAME or set WELLPLATE_MODEL "
            + "(e.g. llava for Ollama, gpt-4o-mini for OpenAI)")
      }
      wire = ChatCompletionsWire(model: model)
    }
    if let key = configuration.apiKey,
      key.secret.isEmpty || key.secret.unicodeScalars.contains(where: Self.isForbiddenInKey)
    {
      throw .misconfigured(
        "WELLPLATE_API_KEY is empty or contains spaces, line breaks or other control "
          + "characters; set it to the key exactly as the service issued it")
    }
    guard configuration.timeout > .zero else {
      throw .misconfigured("the timeout must be more than 0 seconds")
    }
    self.sleep = sleep
    self.progressOutput = progressOutput
  }

  public func analyze(_ meal: MealInput) async throws(FoodAnalysisError) -> FoodAnalysis {
    do {
      if meal.description.isEmpty && meal.photo == nil {
        throw FoodAnalysisError.rejectedInput("nothing to analyze: no description and no photo")
      }
      if let photo = meal.photo, photo.data.count > MealPhoto.maximumByteCount {
        throw FoodAnalysisError.rejectedInput(
          "the photo is \(photo.data.count) bytes; the limit is 10 MiB")
      }
      let wireRequest = try wire.request(for: meal, at: baseURL)
      let spinner = progressOutput.map {
        TerminalSpinner.start("Analyzing with \(baseURL.host ?? "the service")", output: $0)
      }
      defer { spinner?.stop() }
      let reply = try await exchange(httpRequest(for: wireRequest))
      return try wire.analysis(from: reply.body, for: meal)
    } catch {
      throw redacted(error)
    }
  }

  private func httpRequest(for wireRequest: WireRequest) -> HTTPRequest {
    var headers = [
      (name: "Content-Type", value: wireRequest.contentType),
      (name: "Accept", value: "application/json"),
      (name: "User-Agent", value: "wellplate/\(HelpText.version)"),
    ]
    if let key = configuration.apiKey {
      headers.append((name: "Authorization", value: "Bearer \(key.secret)"))
    }
    return HTTPRequest(url: wireRequest.url, headers: headers, body: wireRequest.body)
  }

  /// Sends `request`, retrying what is worth retrying, until a reply to parse or an error.
  private func exchange(_ request: HTTPRequest) async throws(FoodAnalysisError) -> HTTPReply {
    // libcurl is loaded here, on first use, not at start-up (ADR 0012).
    let curl = try LibCurl.load()
    var attempt = 1
    while true {
      let result = await HTTPTransfer.perform(
        request, timeout: configuration.timeout,
        limit: HTTPAnalyzerConfiguration.maximumReplyByteCount, curl: curl)
      switch verdict(on: result, attempt: attempt, url: request.url) {
      case .accept(let reply):
        return reply
      case .fail(let error):
        throw error
      case .retry(let requested, let giveUp):
        guard attempt <= configuration.maximumRetries else { throw giveUp }
        if let requested, requested > configuration.maximumRetryAfter {
          throw tooLongToWait(requested, giveUp: giveUp)
        }
        let backoff = configuration.initialBackoff * (1 << (attempt - 1))
        await sleep(requested ?? backoff)
        attempt += 1
      }
    }
  }

  private func tooLongToWait(_ requested: Duration, giveUp: FoodAnalysisError) -> FoodAnalysisError
  {
    // Both are bounded (RetryAfter.longest, the configuration's range), so Int cannot trap.
    let asked = Int(min(requested.inSeconds.rounded(.up), Double(RetryAfter.longest)))
    let bound = Int(min(configuration.maximumRetryAfter.inSeconds, Double(RetryAfter.longest)))
    return .serviceUnavailable(
      "\(giveUp); it asks to retry after \(asked) s, longer than wellplate waits (\(bound) s): "
        + "try again later")
  }

  /// The error with any trace of the API key removed, whatever a server echoed back.
  private func redacted(_ error: any Error) -> FoodAnalysisError {
    let error = error as? FoodAnalysisError ?? .unusableReply("\(error)")
    guard let secret = configuration.apiKey?.secret, !secret.isEmpty,
      error.description.contains(secret)
    else { return error }
    let clean = error.description.replacing(secret, with: "[redacted]")
    return switch error {
    case .nothingRecognized(let words):
      .nothingRecognized(
        unmatched: words.map { $0.replacing(secret, with: "[redacted]") })
    case .rejectedInput: .rejectedInput(clean)
    case .unsupportedInput: .unsupportedInput(clean)
    case .misconfigured: .misconfigured(clean)
    case .serviceUnavailable: .serviceUnavailable(clean)
    case .timedOut: .timedOut(clean)
    case .notAuthorized: .notAuthorized(clean)
    case .unusableReply: .unusableReply(clean)
    }
  }

  private static func isForbiddenInKey(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
  }

  private static func validatedBaseURL(_ text: String?) throws(FoodAnalysisError) -> URL {
    let text = text?.trimmingWhitespace() ?? ""
    guard !text.isEmpty else {
      throw .misconfigured(
        "the http analyzer needs the address of its service: pass --analyzer-url URL or set "
          + "WELLPLATE_ANALYZER_URL (e.g. https://api.example.com or http://localhost:11434)")
    }
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      ["http", "https"].contains(scheme), let host = url.host, !host.isEmpty
    else {
      throw .misconfigured(
        "the analyzer URL '\(text)' is not an http:// or https:// address with a host; "
          + "check --analyzer-url or WELLPLATE_ANALYZER_URL")
    }
    return url
  }
}
