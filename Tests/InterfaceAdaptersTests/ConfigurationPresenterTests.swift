import Foundation
import InterfaceAdapters
import TestSupport
import Testing

@Suite("Configuration presenters and text style")
struct ConfigurationPresenterTests {
  let keys = [
    SettingKey(
      name: "store", flag: "store", environment: ["WELLPLATE_STORE"], defaultValue: "sqlite"),
    SettingKey(name: "db", flag: "db", environment: ["WELLPLATE_DB"]),
    SettingKey(name: "api-key", environment: ["WELLPLATE_API_KEY"], isSecret: true),
    SettingKey(name: "tz", flag: "tz", environment: ["TZ"]),
  ]
  let location = ConfigurationLocation(path: "/etc/wp.json", source: .flag)

  func settings() throws -> Settings {
    try SettingsResolver(keys: keys, timeZones: FoundationTimeZoneSource()).resolve(
      Invocation(command: "config", values: ["store": "postgres"]),
      environment: ["WELLPLATE_API_KEY": "sk-live-123456"],
      file: ConfigurationFile(path: "/etc/wp.json", values: ["db": "postgres://me:pw@h/wp"]))
  }

  @Test("config --json is {key: {value, source}} for every setting, secrets masked")
  func json() throws {
    let json = try JSONDocuments.encode(
      ConfigurationDocument(settings: try settings(), keys: keys, location: location))
    expectEqual(
      json,
      """
      {"api-key":{"source":"env:WELLPLATE_API_KEY","value":"****"},\
      "config":{"source":"flag","value":"/etc/wp.json"},\
      "db":{"source":"file:/etc/wp.json","value":"postgres://me:****@h/wp"},\
      "store":{"source":"flag","value":"postgres"},\
      "tz":{"source":"default","value":null}}

      """)
    #expect(!json.contains("sk-live") && !json.contains(":pw@"))
  }

  @Test("config text lists each setting with value and source, and whether the file exists")
  func text() throws {
    let text = ConfigurationText.render(
      settings: try settings(), keys: keys, location: location, fileFound: false)
    let lines = text.split(separator: "\n").map(String.init)
    expectEqual(lines[0], "  SETTING  VALUE                     SOURCE")
    expectEqual(lines[1], "  store    postgres                  flag")
    expectEqual(lines[2], "  db       postgres://me:****@h/wp   file:/etc/wp.json")
    expectEqual(lines[3], "  api-key  ****                      env:WELLPLATE_API_KEY")
    expectEqual(lines[4], "  tz       (not set)                 default")
    expectEqual(lines[5], "  config   /etc/wp.json (not found)  flag")
    #expect(!text.contains("sk-live"))
  }

  @Test(
    "color only on a terminal, never with NO_COLOR set to anything or TERM=dumb",
    arguments: [
      (true, [String: String](), true),
      (true, ["TERM": "xterm-256color"], true),
      (true, ["NO_COLOR": ""], true),
      (true, ["NO_COLOR": "1"], false),
      (true, ["NO_COLOR": "0"], false),
      (true, ["TERM": "dumb"], false),
      (false, [:], false),
    ])
  func color(_ isTerminal: Bool, _ environment: [String: String], _ colored: Bool) {
    let style = TextStyle.standardOutput(isTerminal: isTerminal, environment: environment)
    expectEqual(style.isColored, colored)
    #expect(style.bold("x") == (colored ? "\u{1B}[1mx\u{1B}[0m" : "x"))
  }
}
