import FoundationEssentials

/// The JSON body of `POST /analyze` for a description:
/// `{"description": "…", "consumedAt": "<ISO-8601>", "meal": "lunch"}`, the last two optional.
struct AnalyzeBody: Decodable, Sendable {
  /// The meal in the person's words.
  var description: String
  /// When it was eaten, as `--at` takes it; now when absent.
  var consumedAt: String?
  /// "breakfast", "lunch", "dinner" or "snack"; inferred from the time when absent.
  var meal: String?

  /// The body in `data`, or a 400 saying what is wrong with it.
  static func decode(_ data: Data) throws(APIRequestError) -> AnalyzeBody {
    let shape =
      "send {\"description\": \"2 eggs and toast\"}, optionally with \"consumedAt\" "
      + "(ISO-8601) and \"meal\""
    do {
      return try JSONDecoder().decode(AnalyzeBody.self, from: data)
    } catch let error as DecodingError {
      throw APIRequestError("the body is not the JSON expected (\(reason(error))): \(shape)")
    } catch {
      throw APIRequestError("the body is not the JSON expected: \(shape)")
    }
  }

  /// A short reason, without the decoder's internals.
  private static func reason(_ error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, _):
      "\"\(key.stringValue)\" is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      context.codingPath.last.map { "\"\($0.stringValue)\" must be a string" }
        ?? "it must be an object"
    case .dataCorrupted:
      "it is not valid JSON"
    @unknown default:
      "it cannot be read"
    }
  }
}
