import Entities
import FoundationEssentials
import UseCases

/// Turns reply bytes into values, with messages that say what exactly is wrong.
enum ReplyDecoding {
  /// Decodes `body` as `type`; `source` names the text in messages ("the service's reply").
  static func decode<Value: Decodable>(
    _ type: Value.Type, from body: Data, source: String
  ) throws(FoodAnalysisError) -> Value {
    do {
      return try JSONDecoder().decode(type, from: body)
    } catch let error as DecodingError {
      throw .unusableReply(
        "\(source) is unusable: \(explanation(of: error)); it reads: \(ReplyExcerpt.of(body))")
    } catch {
      throw .unusableReply("\(source) is unusable: \(error)")
    }
  }

  /// Checks that each of `values` is a finite, non-negative number.
  static func checkAmounts(
    _ values: KeyValuePairs<String, Double>, in what: String, source: String
  ) throws(FoodAnalysisError) {
    for (field, value) in values {
      guard value.isFinite else {
        throw .unusableReply("\(source) is unusable: \(what)\(field) is not a finite number")
      }
      guard value >= 0 else {
        throw .unusableReply("\(source) is unusable: \(what)\(field) is negative (\(value))")
      }
    }
  }

  private static func explanation(of error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      "it has no \"\(path(context.codingPath + [key]))\" field"
    case .typeMismatch(let type, let context):
      "\"\(path(context.codingPath))\" is not \(typeName(type))"
    case .valueNotFound(let type, let context):
      "\"\(path(context.codingPath))\" is null instead of \(typeName(type))"
    case .dataCorrupted(let context):
      context.codingPath.isEmpty
        ? "it is not valid JSON"
        : "\"\(path(context.codingPath))\" is not valid (\(context.debugDescription))"
    @unknown default:
      "\(error)"
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    var text = ""
    for key in keys {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is Int.Type: "a whole number"
    case is Double.Type: "a number"
    case is String.Type: "text"
    case is [Any].Type: "a list"
    default: "of the expected kind"
    }
  }
}
