import FoundationEssentials

/// Where and how the HTTP analyzer reaches its service.
public struct HTTPAnalyzerConfiguration: Sendable {
  /// Largest reply accepted; an analysis is a few hundred bytes, so more is a wrong endpoint.
  public static let maximumReplyByteCount = 1 << 20

  /// The service's base URL as the person wrote it; validated by `HTTPFoodAnalyzer.init`.
  public var baseURL: String?
  /// Which wire contract the service speaks.
  public var contract: HTTPAnalyzerContract
  /// The model name; required by the `openai` contract, ignored by `wellplate`.
  public var model: String?
  /// Sent as `Authorization: Bearer`; `nil` sends no such header.
  public var apiKey: APIKey?
  /// How long one attempt may take, from sending the request to the last byte of the reply.
  public var timeout: Duration
  /// Further attempts after the first, for connection failures, 429 and 502-504 only.
  public var maximumRetries: Int
  /// Wait before the first retry when the service does not say; doubled for each later one.
  public var initialBackoff: Duration
  /// Longest `Retry-After` honoured; a service asking for more makes wellplate give up at once.
  public var maximumRetryAfter: Duration

  /// Creates a configuration with the documented defaults.
  public init(
    baseURL: String?,
    contract: HTTPAnalyzerContract = .wellplate,
    model: String? = nil,
    apiKey: APIKey? = nil,
    timeout: Duration = .seconds(30),
    maximumRetries: Int = 2,
    initialBackoff: Duration = .milliseconds(500),
    maximumRetryAfter: Duration = .seconds(10)
  ) {
    self.baseURL = baseURL
    self.contract = contract
    self.model = model
    self.apiKey = apiKey
    self.timeout = timeout
    self.maximumRetries = maximumRetries
    self.initialBackoff = initialBackoff
    self.maximumRetryAfter = maximumRetryAfter
  }
}
