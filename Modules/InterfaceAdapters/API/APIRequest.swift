import FoundationEssentials

/// One HTTP request to `wellplate serve`, as the server driver read it off the wire.
public struct APIRequest: Sendable {
  /// The method, upper case as sent ("GET", "POST", "DELETE").
  public var method: String
  /// The path without its query, not percent-decoded ("/history/01J…").
  public var path: String
  /// The query string after `?` as sent, not decoded; empty when there is none.
  public var query: String
  /// Header fields with lower-cased names; a repeated field's values joined by ", ".
  public var headers: [String: String]
  /// The body's bytes (empty for none); never more than the server's body cap.
  public var body: Data

  /// Creates a request.
  public init(
    method: String, path: String, query: String = "", headers: [String: String] = [:],
    body: Data = Data()
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.body = body
  }
}
