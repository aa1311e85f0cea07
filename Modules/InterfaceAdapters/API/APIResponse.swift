import FoundationEssentials

/// What `wellplate serve` answers one request with.
public struct APIResponse: Sendable, Equatable {
  /// The status code.
  public var status: Int
  /// Header fields to send (the driver adds Content-Length and Date).
  public var headers: [String: String]
  /// The body's bytes.
  public var body: Data

  /// Creates a response.
  public init(status: Int, headers: [String: String] = [:], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }
}
