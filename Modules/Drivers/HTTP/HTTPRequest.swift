import FoundationEssentials

/// One POST to send: the only kind of request the HTTP analyzer makes.
struct HTTPRequest: Sendable {
  /// Where to send it; an http or https URL.
  var url: URL
  /// Header fields in the order they are sent; names as spelled here.
  var headers: [(name: String, value: String)]
  /// The body, sent as is with its length.
  var body: Data
}
