import Foundation
import Testing

/// JSON text with sorted keys and no insignificant whitespace, for comparing bodies exactly.
enum CanonicalJSON {
  /// The canonical form of the JSON in `data`; records an issue when it is not JSON.
  static func of(_ data: Data) -> String {
    do {
      let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return canonical(object)
    } catch {
      Issue.record("not JSON: \(String(decoding: data, as: UTF8.self))")
      return ""
    }
  }

  /// The canonical form of the JSON text `text`.
  static func of(_ text: String) -> String { of(Data(text.utf8)) }

  /// The canonical form of an already-parsed JSON value.
  static func canonical(_ object: Any) -> String {
    let data = try? JSONSerialization.data(
      withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
    return data.map { String(decoding: $0, as: UTF8.self) } ?? ""
  }
}
