/// A request the server driver refuses before the handler sees it.
public enum APIRefusal: Hashable, Sendable {
  /// The body is longer than the cap (bytes) allows: 413.
  case bodyTooLarge(limit: Int)
  /// The request cannot be read as HTTP (bad request line, headers too large, …): 400.
  case malformedRequest(String)
}
