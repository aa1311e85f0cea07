import FoundationEssentials

/// Encodes the JSON documents printed by `--json`: compact, sorted keys, one line.
///
/// Sorted keys make output byte-stable across runs, so scripts and golden tests can diff it.
public enum JSONDocuments {
  /// Encodes `document` followed by a newline.
  public static func encode<Document: Encodable>(_ document: Document) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Stored entries are validated, but one written by an older version may still hold an
    // infinity: print it as a string rather than fail the whole history.
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    let data = try encoder.encode(document)
    return String(decoding: data, as: UTF8.self) + "\n"
  }

  /// Encodes `document` followed by a newline, through its own writer: the same bytes as the
  /// encoder's, without its cost (`JSONText`).
  public static func encode<Document: JSONWritable>(_ document: Document) -> String {
    text(document).string
  }

  /// `encode(_:)`'s bytes.
  static func text<Document: JSONWritable>(_ document: Document) -> JSONText {
    var json = JSONText(capacity: document.expectedByteCount)
    document.write(to: &json)
    json.newline()
    return json
  }

  /// Rounds for output: enough precision for nutrition, none of binary floating point's noise.
  static func rounded(_ value: Double, places: Int = 2) -> Double {
    // 10^places by multiplying, exact (as pow's answer was) up to 10^22.
    let scale = (0..<places).reduce(1.0) { product, _ in product * 10 }
    let scaled = value * scale
    // 1e308 × 100 is infinite: a value that large has no decimals to round anyway.
    guard scaled.isFinite else { return value }
    return scaled.rounded() / scale
  }
}
