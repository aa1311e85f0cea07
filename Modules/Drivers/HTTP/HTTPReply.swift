import FoundationEssentials

/// A complete HTTP reply: status, headers and a body no larger than the cap.
struct HTTPReply: Sendable {
  /// The status code.
  var status: Int
  /// Header values by lowercased name.
  var headers: [String: String]
  /// The body.
  var body: Data

  /// The value of header `name`, compared case-insensitively.
  func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// Why one HTTP exchange ended without a complete reply.
enum TransferFailure: Error, Hashable, Sendable {
  /// The server could not be reached, or hung up before answering; worth retrying.
  case connectionFailed(String)
  /// The whole exchange took longer than the timeout.
  case timedOut
  /// The reply started but the connection closed before its end.
  case interrupted(String)
  /// The reply is larger than the cap.
  case replyTooLarge
  /// libcurl cannot send to this URL at all.
  case unsupportedURL(String)
  /// Anything else the transport reported.
  case failed(String)
}
