import Foundation

extension APIResponse {
  /// A JSON answer: `document` encoded as `--json` prints it, compact with sorted keys.
  static func json<Document: Encodable>(
    _ document: Document, status: Int = 200, headers: [String: String] = [:]
  ) -> APIResponse {
    var headers = headers
    headers["Content-Type"] = "application/json"
    // Entries are a person's meals: no shared cache should keep them.
    headers["Cache-Control"] = "no-store"
    do {
      return APIResponse(
        status: status, headers: headers, body: Data(try JSONDocuments.encode(document).utf8))
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
}
