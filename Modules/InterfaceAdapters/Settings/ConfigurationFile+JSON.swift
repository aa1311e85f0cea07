import FoundationEssentials

/// The configuration file format: one JSON object whose keys are setting names.
///
/// ```json
/// {"store": "sqlite", "tz": "Europe/Paris", "goal": 1800}
/// ```
///
/// Strings, numbers and booleans become the setting's text; `null` leaves a setting unset;
/// nested objects are flattened with dots (`{"a": {"b": 1}}` is key `a.b`). An empty file is
/// an empty configuration, so `--config /dev/null` runs with none.
extension ConfigurationFile {
  /// Parses `data` read from `path`.
  public static func parse(_ data: Data, path: String) throws(ConfigurationFileError) -> Self {
    if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
      return ConfigurationFile(path: path, values: [:])
    }
    let object: [String: Value]
    do {
      object = try JSONDecoder().decode([String: Value].self, from: data)
    } catch DecodingError.typeMismatch {
      throw ConfigurationFileError(
        path: path,
        problem: "the configuration must be one JSON object, such as {\"store\": \"sqlite\"}")
    } catch {
      throw ConfigurationFileError(path: path, problem: "not valid JSON" + syntaxDetail(data))
    }
    var values: [String: String] = [:]
    try flatten(object, prefix: "", into: &values, path: path)
    return ConfigurationFile(path: path, values: values)
  }

  /// Keys of the file that name no setting, sorted, for warnings.
  public func unknownKeys(among keys: [SettingKey] = SettingKey.all) -> [String] {
    let known = Set(keys.map(\.name))
    return values.keys.filter { !known.contains($0) }.sorted()
  }

  /// One warning line per unknown key, naming the file and suggesting the closest setting.
  public func warnings(among keys: [SettingKey] = SettingKey.all) -> [String] {
    unknownKeys(among: keys).map { key in
      let hint = Suggestion.closest(to: key, among: keys.map(\.name))
        .map { " (did you mean '\($0)'?)" }
      return "\(path): unknown key '\(key)' is ignored\(hint ?? "")"
    }
  }

  private static func flatten(
    _ object: [String: Value], prefix: String, into values: inout [String: String], path: String
  ) throws(ConfigurationFileError) {
    for (name, value) in object {
      let key = prefix + name
      switch value {
      case .null:
        continue
      case .text(let text):
        values[key] = text
      case .object(let nested):
        try flatten(nested, prefix: key + ".", into: &values, path: path)
      case .list:
        throw ConfigurationFileError(
          path: path, problem: "\(key): a list is not a setting value; give one value")
      }
    }
  }

  /// Where the JSON goes wrong, as " (line L, column C)", when JSONSerialization said.
  private static func syntaxDetail(_ data: Data) -> String {
    guard let offset = JSONSyntax.errorOffset(in: data) else { return "" }
    let before = Array(data.prefix(offset))
    let line = before.filter { $0 == 0x0A }.count + 1
    let column = before.count - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
    return " (line \(line), column \(column))"
  }

  /// A JSON value as the configuration file may hold it.
  private enum Value: Decodable {
    case null
    case text(String)
    case object([String: Value])
    case list

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let flag = try? container.decode(Bool.self) {
        self = .text(flag ? "true" : "false")
      } else if let number = try? container.decode(Double.self) {
        self = .text(Self.text(number))
      } else if let text = try? container.decode(String.self) {
        self = .text(text)
      } else if let object = try? container.decode([String: Value].self) {
        self = .object(object)
      } else {
        _ = try container.decode([Value].self)
        self = .list
      }
    }

    /// "2000" rather than "2000.0", so numbers read as people wrote them.
    private static func text(_ number: Double) -> String {
      if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
      return String(number)
    }
  }
}
