import FoundationEssentials
import UseCases

/// An error answer as RFC 9457 problem details (`application/problem+json`).
///
/// `type` is `about:blank`: the status says what kind of problem it is and `title` is its
/// standard phrase; `detail` is the same sentence the command line prints for the same error,
/// with any password hidden. Never a stack trace, never a secret.
public struct ProblemDocument: Codable, Hashable, Sendable {
  /// The media type of a problem answer.
  public static let mediaType = "application/problem+json"

  /// Always "about:blank".
  public var type: String
  /// The standard phrase of `status` ("Not Found").
  public var title: String
  /// The HTTP status, repeated in the body for clients that lose it.
  public var status: Int
  /// What went wrong with this request, for the person writing the client.
  public var detail: String

  /// The problem of `status` with `detail`, secrets in it masked.
  public init(status: Int, detail: String) {
    type = "about:blank"
    title = Self.title(of: status)
    self.status = status
    self.detail = SecretMask.masked(detail)
  }

  /// The answer carrying this problem, with `headers` added.
  public func response(headers: [String: String] = [:]) -> APIResponse {
    var response = APIResponse.json(self, status: status, headers: headers)
    response.headers["Content-Type"] = Self.mediaType
    return response
  }

  /// The answer for `error` as the command line's `ErrorPresenter` classifies it.
  public static func response(for error: any Error) -> APIResponse {
    let (message, failure) = ErrorPresenter.classify(error)
    // An unexpected error's text is whatever some library put in it: not for callers.
    let detail =
      failure == .internalError ? "the server failed unexpectedly; nothing was saved" : message
    var headers: [String: String] = [:]
    if failure == .unauthenticated {
      // RFC 6750: a token that was sent and refused is an invalid_token; none sent, no error.
      headers["WWW-Authenticate"] =
        (error as? AuthenticateCallerError) == .unrecognizedToken
        ? "Bearer error=\"invalid_token\"" : "Bearer"
    }
    return ProblemDocument(status: failure.httpStatus, detail: detail).response(headers: headers)
  }

  /// The standard reason phrase of the statuses the API answers with.
  static func title(of status: Int) -> String {
    switch status {
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 413: "Content Too Large"
    case 415: "Unsupported Media Type"
    case 422: "Unprocessable Content"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 504: "Gateway Timeout"
    default: "Internal Server Error"
    }
  }
}
