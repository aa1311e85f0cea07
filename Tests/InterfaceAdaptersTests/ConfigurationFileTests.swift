import Foundation
import InterfaceAdapters
import TestSupport
import Testing

@Suite("ConfigurationFile (JSON)")
struct ConfigurationFileTests {
  let path = "/home/me/.config/wellplate/config.json"

  func parse(_ text: String) throws -> ConfigurationFile {
    try ConfigurationFile.parse(Data(text.utf8), path: path)
  }

  func problem(_ text: String) -> String? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return (error as? ConfigurationFileError)?.description
    }
  }

  @Test("strings, numbers and booleans become text as written; null leaves a setting unset")
  func values() throws {
    let file = try parse(
      #"{"store": "memory", "goal": 1800, "timeout": 2.5, "verbose": true, "tz": null}"#)
    expectEqual(file.path, path)
    expectEqual(
      file.values, ["store": "memory", "goal": "1800", "timeout": "2.5", "verbose": "true"])
  }

  @Test("nested objects are flattened with dots")
  func nested() throws {
    let file = try parse(#"{"a": {"b": 1, "c": {"d": "x"}}}"#)
    expectEqual(file.values, ["a.b": "1", "a.c.d": "x"])
  }

  @Test("an empty or blank file is an empty configuration")
  func empty() throws {
    #expect(try parse("").values.isEmpty)
    #expect(try parse(" \n\t\n").values.isEmpty)
    #expect(try parse("{}").values.isEmpty)
  }

  @Test("malformed JSON is an error naming the file and, when known, where")
  func malformed() {
    let message = problem("{\n  \"store\": \"memory\"\n  \"goal\": 1800\n}")
    #expect(message?.hasPrefix("\(path): not valid JSON") == true, "\(message ?? "nil")")
    #expect(message?.contains("line 3") == true, "\(message ?? "nil")")
    expectEqual(problem("{\"store\": memory}")?.hasPrefix("\(path): not valid JSON"), true)
  }

  @Test("anything but one object at the top is an error that shows the expected shape")
  func notAnObject() {
    expectEqual(
      problem(#"["store", "memory"]"#),
      "\(path): the configuration must be one JSON object, such as {\"store\": \"sqlite\"}")
    expectEqual(problem(#""memory""#)?.contains("must be one JSON object"), true)
  }

  @Test("a list as a value is an error naming the key")
  func list() {
    expectEqual(
      problem(#"{"store": ["memory", "sqlite"]}"#),
      "\(path): store: a list is not a setting value; give one value")
  }

  @Test("unknown keys are reported, sorted, with the closest setting suggested")
  func unknownKeys() throws {
    let file = try parse(#"{"stroe": "memory", "store": "memory", "colour": "always"}"#)
    expectEqual(file.unknownKeys(), ["colour", "stroe"])
    expectEqual(
      file.warnings(),
      [
        "\(path): unknown key 'colour' is ignored",
        "\(path): unknown key 'stroe' is ignored (did you mean 'store'?)",
      ])
  }

  @Test("every known setting is allowed by its name")
  func knownKeys() throws {
    let object = Dictionary(uniqueKeysWithValues: SettingKey.all.map { ($0.name, "x") })
    let data = try JSONSerialization.data(withJSONObject: object)
    let file = try ConfigurationFile.parse(data, path: path)
    expectEqual(file.values.count, SettingKey.all.count)
    #expect(file.unknownKeys().isEmpty)
  }
}
