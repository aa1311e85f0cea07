import Foundation
import InterfaceAdapters

/// How the `api-request` target reads its bytes as one `APIRequest`, in the shape of HTTP/1.1
/// without the version:
///
/// ```
/// POST /analyze?meal=lunch
/// Authorization: Bearer wp_…
/// Content-Type: application/json
///
/// {"description": "2 eggs"}
/// ```
///
/// The first line is the method, one space, then the path with an optional `?query`. Header
/// lines follow, `name: value`, until an empty line; the rest of the input, byte for byte, is
/// the body. Lines end in LF or CRLF. Every input is some request: a first line without a
/// space is a method with an empty path, a header line without a colon a field with an empty
/// value, a missing empty line no body. Names are lower-cased and values trimmed, and a
/// repeated field's values joined by ", ", as the server driver hands them to the handler.
enum APIRequestText {
  /// The request `input` frames.
  static func request(_ input: Data) -> APIRequest {
    let bytes = [UInt8](input)
    var lines: [String] = []
    var start = 0
    var body = Data()
    while start < bytes.count {
      guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) else {
        lines.append(text(bytes[start...]))
        start = bytes.count
        break
      }
      let line = text(bytes[start..<end])
      start = end + 1
      // The first empty line after the request line ends the head; the body follows.
      if line.isEmpty, !lines.isEmpty {
        body = Data(bytes[start...])
        break
      }
      lines.append(line)
    }
    let requestLine = lines.first ?? ""
    let (method, target) = split(requestLine, at: " ")
    let (path, query) = split(target, at: "?")
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      let (name, value) = split(line, at: ":")
      let field = name.trimmingCharacters(in: .whitespaces).lowercased()
      let trimmed = value.trimmingCharacters(in: .whitespaces)
      headers[field] = headers[field].map { $0 + ", " + trimmed } ?? trimmed
    }
    return APIRequest(
      method: method, path: path, query: query, headers: headers, body: body)
  }

  /// A line's text without its CR, invalid UTF-8 replaced as a server would have to.
  private static func text(_ bytes: ArraySlice<UInt8>) -> String {
    let line = String(decoding: bytes, as: UTF8.self)
    return line.hasSuffix("\r") ? String(line.dropLast()) : line
  }

  /// The text before and after the first `separator`; all of it and "" when there is none.
  private static func split(_ text: String, at separator: Character) -> (String, String) {
    guard let index = text.firstIndex(of: separator) else { return (text, "") }
    return (String(text[..<index]), String(text[text.index(after: index)...]))
  }
}
