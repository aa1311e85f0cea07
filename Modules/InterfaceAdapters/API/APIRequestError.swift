/// A request the API cannot act on as sent: a bad parameter or body, or an unsupported type.
///
/// Errors of the use cases keep their own types; this one is for what the API itself reads.
public struct APIRequestError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in a sentence for the person writing the client.
  public var message: String
  /// How it is reported: `.badRequest` (400) unless said otherwise.
  public var failure: FailureClass

  /// Creates the error.
  public init(_ message: String, failure: FailureClass = .badRequest) {
    self.message = message
    self.failure = failure
  }

  public var description: String { message }
}
