import Foundation
import TestSupport
import Testing

/// Settings precedence through the built binary, observed with `config --json`:
/// flag > environment > configuration file > default.
@Suite("configuration precedence (process)")
struct ConfigurationPrecedenceTests {
  /// A home directory with `.config/wellplate/config.json` holding `text`, if given.
  final class Home: Sendable {
    let directory: TemporaryDirectory
    var path: String { directory.url.path }
    var configPath: String { path + "/.config/wellplate/config.json" }

    init(config text: String? = nil) throws {
      directory = try TemporaryDirectory()
      if let text {
        try FileManager.default.createDirectory(
          atPath: path + "/.config/wellplate", withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: configPath))
      }
    }
  }

  /// `config --json` parsed to {key: (value, source)}.
  func config(
    _ arguments: [String] = [], environment: [String: String] = [:], home: Home
  ) throws -> [String: (value: String?, source: String)] {
    let result = try WellPlateBinary.run(
      ["config", "--json"] + arguments, environment: environment, home: home.path)
    #expect(result.status == 0, "stderr: \(result.standardError)")
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        as? [String: [String: Any]])
    return object.mapValues { ($0["value"] as? String, $0["source"] as? String ?? "?") }
  }

  @Test("default: nothing set anywhere")
  func defaults() throws {
    let home = try Home()
    let settings = try config(home: home)
    expectEqual(settings["store"]?.value, "sqlite")
    expectEqual(settings["store"]?.source, "default")
    expectEqual(settings["analyzer"]?.value, "local")
    expectEqual(settings["goal"]?.value, "2000")
    expectEqual(settings["goal"]?.source, "default")
    expectEqual(settings["config"]?.value, home.configPath)
    expectEqual(settings["config"]?.source, "default")
    for (key, entry) in settings {
      #expect(
        ["flag", "default"].contains(entry.source) || entry.source.hasPrefix("env:"), "\(key)")
    }
  }

  @Test("file beats default (~/.config/wellplate/config.json)")
  func file() throws {
    let home = try Home(config: #"{"store": "memory", "goal": 1800}"#)
    let settings = try config(home: home)
    expectEqual(settings["store"]?.value, "memory")
    expectEqual(settings["store"]?.source, "file:\(home.configPath)")
    expectEqual(settings["goal"]?.value, "1800")
    expectEqual(settings["goal"]?.source, "file:\(home.configPath)")
    expectEqual(settings["analyzer"]?.source, "default")
  }

  @Test("the file is looked for in $XDG_CONFIG_HOME first, and --config names any file")
  func fileLocations() throws {
    let home = try Home(config: #"{"goal": 1500}"#)
    let xdg = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: xdg.path("wellplate"), withIntermediateDirectories: true)
    try Data(#"{"goal": 1600}"#.utf8).write(
      to: URL(fileURLWithPath: xdg.path("wellplate/config.json")))
    let viaXDG = try config(environment: ["XDG_CONFIG_HOME": xdg.url.path], home: home)
    expectEqual(viaXDG["goal"]?.value, "1600")
    expectEqual(viaXDG["goal"]?.source, "file:\(xdg.path("wellplate/config.json"))")

    try Data(#"{"goal": 1700}"#.utf8).write(to: URL(fileURLWithPath: xdg.path("mine.json")))
    let named = try config(["--config", xdg.path("mine.json")], home: home)
    expectEqual(named["goal"]?.value, "1700")
    expectEqual(named["config"]?.value, xdg.path("mine.json"))
    expectEqual(named["config"]?.source, "flag")
  }

  @Test("environment beats file")
  func environment() throws {
    let home = try Home(config: #"{"store": "memory", "goal": 1800}"#)
    let settings = try config(
      environment: ["WELLPLATE_STORE": "postgres", "WELLPLATE_GOAL": "2200"], home: home)
    expectEqual(settings["store"]?.value, "postgres")
    expectEqual(settings["store"]?.source, "env:WELLPLATE_STORE")
    expectEqual(settings["goal"]?.value, "2200")
    expectEqual(settings["goal"]?.source, "env:WELLPLATE_GOAL")
  }

  @Test("flag beats environment, before or after the subcommand")
  func flag() throws {
    let home = try Home(config: #"{"store": "memory", "goal": 1800}"#)
    let environment = ["WELLPLATE_STORE": "postgres", "WELLPLATE_GOAL": "2200"]
    let after = try config(
      ["--store", "sqlite", "--goal=2500"], environment: environment, home: home)
    expectEqual(after["store"]?.value, "sqlite")
    expectEqual(after["store"]?.source, "flag")
    expectEqual(after["goal"]?.value, "2500")
    expectEqual(after["goal"]?.source, "flag")
    let result = try WellPlateBinary.run(
      ["--store", "sqlite", "config", "--json"], environment: environment, home: home.path)
    #expect(result.standardOutput.contains(#""store":{"source":"flag","value":"sqlite"}"#))
  }

  @Test("a value from the file is really used, not only reported")
  func fileTakesEffect() throws {
    // This build's default store is not available; the file switches to the memory store.
    let home = try Home(config: #"{"store": "memory"}"#)
    let result = try WellPlateBinary.run(["history", "--json"], home: home.path)
    #expect(result.status == 0, "stderr: \(result.standardError)")
    #expect(result.standardOutput.contains(#""entries":[]"#))
  }

  @Test("an unknown key warns on stderr naming key and file; the command still runs")
  func unknownKey() throws {
    let home = try Home(config: #"{"stroe": "memory", "store": "memory"}"#)
    let result = try WellPlateBinary.run(["summary", "--days", "1"], home: home.path)
    #expect(result.status == 0, "stderr: \(result.standardError)")
    expectEqual(
      result.standardError,
      "wellplate: warning: \(home.configPath): unknown key 'stroe' is ignored "
        + "(did you mean 'store'?)\n")
    #expect(result.standardOutput.hasPrefix("Today, "))
  }

  @Test("an invalid value in the file is an error naming the file and key")
  func invalidValue() throws {
    let home = try Home(config: #"{"store": "sqlit"}"#)
    let result = try WellPlateBinary.run(["history"], home: home.path)
    expectEqual(result.status, 64)
    #expect(
      result.standardError.contains(
        "\(home.configPath): store: 'sqlit' is not one of memory, sqlite, postgres"))
  }

  @Test("malformed JSON exits 64 naming the file; a missing --config file exits 66")
  func brokenFiles() throws {
    let home = try Home(config: "{\"store\": \"memory\",\n\"goal\": }")
    let malformed = try WellPlateBinary.run(["config"], home: home.path)
    expectEqual(malformed.status, 64)
    #expect(malformed.standardError.contains("\(home.configPath): not valid JSON"))
    let missing = try WellPlateBinary.run(
      ["config", "--config", home.path + "/absent.json"], home: home.path)
    expectEqual(missing.status, 66)
    #expect(missing.standardError.contains("absent.json': no such file (named by --config)"))
  }
}
