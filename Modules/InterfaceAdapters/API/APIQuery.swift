import FoundationEssentials

/// The parameters of a request's query string, percent-decoded, `+` read as a space.
struct APIQuery: Sendable {
  /// Values by name; a repeated name keeps its last value.
  private(set) var values: [String: String] = [:]

  /// The parameters of `query` (the text after `?`, as sent).
  init(_ query: String) throws(APIRequestError) {
    for pair in query.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = try Self.decoded(parts[0])
      let value = parts.count > 1 ? try Self.decoded(parts[1]) : ""
      values[name] = value
    }
  }

  /// The value of `name`, if given.
  subscript(_ name: String) -> String? { values[name] }

  /// Refuses parameters other than `allowed`, as the command line refuses unknown options:
  /// a misspelt `limt=` silently ignored would return a page nobody asked for.
  func allowOnly(_ allowed: [String]) throws(APIRequestError) {
    guard let unknown = values.keys.sorted().first(where: { !allowed.contains($0) }) else {
      return
    }
    let known = allowed.isEmpty ? "none" : allowed.joined(separator: ", ")
    throw APIRequestError(
      "unknown query parameter '\(APIQuery.shown(unknown))'; this endpoint takes: \(known)")
  }

  /// `text` cut to a length fit for an error message.
  static func shown(_ text: String) -> String {
    text.count > 40 ? text.prefix(40) + "…" : text
  }

  private static func decoded(_ text: Substring) throws(APIRequestError) -> String {
    guard let decoded = PercentEncoding.decoded(text.replacing("+", with: " ")) else {
      throw APIRequestError(
        "the query string is not valid percent-encoded UTF-8 near '\(shown(String(text)))'")
    }
    return decoded
  }
}
