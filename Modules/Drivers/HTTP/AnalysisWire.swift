import FoundationEssentials
import UseCases

/// The parts of a request that depend on the wire contract.
package struct WireRequest: Sendable {
  /// Where to POST.
  var url: URL
  /// The body's media type; always set, since libcurl otherwise claims a form body.
  var contentType: String
  /// The body.
  var body: Data
}

/// One wire contract: how a meal becomes a request and a reply becomes an analysis.
package protocol AnalysisWire: Sendable {
  /// The request for `meal` to the service at `base`.
  func request(for meal: MealInput, at base: URL) throws(FoodAnalysisError) -> WireRequest
  /// The analysis in a 2xx reply `body`, checked for unusable values; `meal` is what was sent.
  func analysis(from body: Data, for meal: MealInput) throws(FoodAnalysisError) -> FoodAnalysis
}

extension AnalysisWire {
  /// Encodes a request body; keys sorted so bodies are reproducible, slashes left alone.
  static func encode(_ value: some Encodable) throws(FoodAnalysisError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return try encoder.encode(value)
    } catch {
      throw .rejectedInput("the request could not be encoded as JSON: \(error)")
    }
  }
}
