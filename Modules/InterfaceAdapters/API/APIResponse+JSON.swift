import FoundationEssentials

extension APIResponse {
  /// A JSON answer written by the document itself: the same bytes as the `Encodable`
  /// overload gives it, without the encoder's cost (`JSONText`).
  static func json<Document: JSONWritable>(
    _ document: Document, status: Int = 200, headers: [String: String] = [:]
  ) -> APIResponse {
    APIResponse(
      status: status, headers: jsonHeaders(headers),
      body: JSONDocuments.text(document).data)
  }

  /// A JSON answer: `document` encoded as `--json` prints it, compact with sorted keys.
  static func json<Document: Encodable>(
    _ document: Document, status: Int = 200, headers: [String: String] = [:]
  ) -> APIResponse {
    do {
      return APIResponse(
        status: status, headers: jsonHeaders(headers),
        body: Data(try JSONDocuments.encode(document).utf8))
    } catch {
      // Documents hold strings and finite or stringified numbers, so this does not happen;
      // if it did, the caller learns the request failed, not why inside the encoder.
      return APIResponse(
        status: 500,
        headers: [
          "Content-Type": ProblemDocument.mediaType, "Cache-Control": "no-store",
        ],
        body: Data(
          (#"{"detail":"the answer could not be encoded","status":500,"#
            + #""title":"Internal Server Error","type":"about:blank"}"#).utf8))
    }
  }

  /// `headers` with the JSON content type, and no caching: entries are a person's meals, and
  /// no shared cache should keep them.
  private static func jsonHeaders(_ headers: [String: String]) -> [String: String] {
    var headers = headers
    headers["Content-Type"] = "application/json"
    headers["Cache-Control"] = "no-store"
    return headers
  }
}
