import FoundationEssentials
import UseCases

extension HTTPFoodAnalyzer {
  /// What to do after one attempt.
  enum Verdict {
    /// A 2xx reply: parse it.
    case accept(HTTPReply)
    /// Worth another attempt, after the service's requested delay if any; else `giveUp`.
    case retry(after: Duration?, giveUp: FoodAnalysisError)
    /// Final.
    case fail(FoodAnalysisError)
  }

  /// Judges the outcome of attempt number `attempt` (from 1) of a request to `url`.
  func verdict(
    on result: Result<HTTPReply, TransferFailure>, attempt: Int, url: URL
  ) -> Verdict {
    let service = "the analysis service at \(Self.display(url))"
    let tries = attempt > 1 ? " (tried \(attempt) times)" : ""
    switch result {
    case .success(let reply):
      return verdict(on: reply, service: service, tries: tries)
    case .failure(.connectionFailed(let detail)):
      return .retry(
        after: nil,
        giveUp: .serviceUnavailable(
          "cannot connect to \(service)\(tries): \(detail); is it running, and is "
            + "--analyzer-url (or WELLPLATE_ANALYZER_URL) right?"))
    case .failure(.timedOut):
      return .fail(
        .timedOut(
          "\(service) did not answer within \(Self.display(configuration.timeout)); try again, "
            + "or allow longer with --timeout SECONDS"))
    case .failure(.interrupted(let detail)):
      return .fail(
        .serviceUnavailable(
          "\(service) closed the connection before its reply was complete (\(detail)); "
            + "try again"))
    case .failure(.replyTooLarge):
      let limit = HTTPAnalyzerConfiguration.maximumReplyByteCount / (1 << 20)
      return .fail(
        .unusableReply(
          "\(service) sent a reply larger than \(limit) MiB, which is no analysis; check "
            + "--analyzer-url and --http-contract"))
    case .failure(.unsupportedURL(let detail)):
      return .fail(.misconfigured("cannot send a request to \(service): \(detail)"))
    case .failure(.failed(let detail)):
      return .fail(.serviceUnavailable("the request to \(service) failed: \(detail)"))
    }
  }

  private func verdict(on reply: HTTPReply, service: String, tries: String) -> Verdict {
    let status = reply.status
    let excerpt = ReplyExcerpt.of(reply.body, redacting: configuration.apiKey)
    let hasKey = configuration.apiKey != nil
    switch status {
    case 200...299:
      return .accept(reply)
    case 401:
      return .fail(
        .notAuthorized(
          hasKey
            ? "\(service) rejected the API key (HTTP 401): check WELLPLATE_API_KEY"
            : "\(service) requires an API key (HTTP 401): set WELLPLATE_API_KEY"))
    case 403:
      return .fail(
        .notAuthorized(
          hasKey
            ? "\(service) refused access with this API key (HTTP 403): check that the key in "
              + "WELLPLATE_API_KEY is allowed to use it"
            : "\(service) refused access (HTTP 403): it may need a key in WELLPLATE_API_KEY"))
    case 429:
      return .retry(
        after: RetryAfter.delay(reply.header("Retry-After"), now: Date()),
        giveUp: .serviceUnavailable(
          "\(service) is limiting requests (HTTP 429 Too Many Requests)\(tries); wait a "
            + "little and try again"))
    case 502, 503, 504:
      return .retry(
        after: RetryAfter.delay(reply.header("Retry-After"), now: Date()),
        giveUp: .serviceUnavailable(
          "\(service) is unavailable (HTTP \(status))\(tries): \(excerpt); try again later"))
    case 300...399:
      let target = reply.header("Location").map { " to \($0)" } ?? ""
      return .fail(
        .misconfigured(
          "\(service) redirects\(target) (HTTP \(status)); wellplate does not follow redirects, "
            + "so set --analyzer-url to the address the service really lives at"))
    case 404:
      return .fail(
        .misconfigured(
          "\(service) answered HTTP 404 Not Found: \(excerpt); check --analyzer-url, "
            + "--http-contract and, for openai, --model"))
    case 500...599:
      return .fail(.serviceUnavailable("\(service) failed (HTTP \(status)): \(excerpt)"))
    case 400...499:
      return .fail(.rejectedInput("\(service) refused the request (HTTP \(status)): \(excerpt)"))
    default:
      return .fail(
        .unusableReply("\(service) answered with unexpected HTTP status \(status): \(excerpt)"))
    }
  }

  /// `url` for messages: without user, password, query or fragment.
  static func display(_ url: URL) -> String {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
      return url.absoluteString
    }
    components.user = nil
    components.password = nil
    components.query = nil
    components.fragment = nil
    return components.string ?? url.absoluteString
  }

  /// "30 s", "1.5 s".
  static func display(_ duration: Duration) -> String {
    let seconds = duration.inSeconds
    return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
  }
}
