import FoundationEssentials

/// A short, single-line, printable excerpt of a reply body for error messages.
enum ReplyExcerpt {
  /// Longest excerpt, in characters.
  static let maximumLength = 200

  /// The start of `body` as one line; any occurrence of `secret` is replaced by "[redacted]".
  static func of(_ body: Data, redacting secret: APIKey? = nil) -> String {
    guard !body.isEmpty else { return "(empty body)" }
    var text = String(decoding: body.prefix(4 * maximumLength), as: UTF8.self)
    if let secret, !secret.secret.isEmpty {
      text = text.replacing(secret.secret, with: "[redacted]")
    }
    let words = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
    var line = words.joined(separator: " ")
    line.unicodeScalars.removeAll { $0.properties.generalCategory == .control }
    if line.count > maximumLength || body.count > 4 * maximumLength {
      line = String(line.prefix(maximumLength)) + "…"
    }
    return line
  }
}
