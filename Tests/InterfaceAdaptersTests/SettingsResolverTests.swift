import InterfaceAdapters
import TestSupport
import Testing

@Suite("SettingsResolver")
struct SettingsResolverTests {
  let resolver = SettingsResolver(timeZones: FoundationTimeZoneSource())
  let file = ConfigurationFile(
    path: "/home/me/.config/wellplate/config.json", values: ["store": "memory", "tz": "UTC"])

  @Test("a flag beats the environment, the file and the default")
  func flagWins() throws {
    let settings = try resolver.resolve(
      Invocation(command: "history", values: ["store": "postgres"]),
      environment: ["WELLPLATE_STORE": "memory"], file: file)
    expectEqual(settings.store, .postgres)
    expectEqual(settings.values["store"]?.source, .flag)
  }

  @Test("the environment beats the file and the default")
  func environmentWins() throws {
    let settings = try resolver.resolve(
      Invocation(command: "history"), environment: ["WELLPLATE_STORE": "postgres"], file: file)
    expectEqual(settings.store, .postgres)
    expectEqual(settings.values["store"]?.source, .environment("WELLPLATE_STORE"))
  }

  @Test("the file beats the default")
  func fileWins() throws {
    let settings = try resolver.resolve(
      Invocation(command: "history"), environment: [:], file: file)
    expectEqual(settings.store, .memory)
    expectEqual(settings.values["store"]?.source, .file(file.path))
  }

  @Test("the default applies when nothing else says")
  func defaults() throws {
    let settings = try resolver.resolve(Invocation(command: "history"), environment: [:])
    expectEqual(settings.store, .sqlite)
    expectEqual(settings.analyzer, .local)
    expectEqual(settings.values["store"]?.source, .defaultValue)
  }

  @Test(
    "an invalid value is an error naming where it came from",
    arguments: [
      (
        ["WELLPLATE_STORE": "sqlit"],
        "WELLPLATE_STORE: 'sqlit' is not one of memory, sqlite, postgres"
      ),
      (["TZ": "Mars/Olympus"], "TZ: 'Mars/Olympus' is not a known time zone"),
    ])
  func invalid(_ environment: [String: String], _ message: String) {
    #expect {
      try resolver.resolve(Invocation(command: "history"), environment: environment)
    } throws: { error in
      (error as? SettingsError)?.description.hasPrefix(message) == true
    }
  }

  @Test("an invalid value in the file names the file")
  func invalidInFile() {
    let bad = ConfigurationFile(path: "config.json", values: ["store": "sqlit"])
    #expect {
      try resolver.resolve(Invocation(command: "history"), environment: [:], file: bad)
    } throws: { error in
      (error as? SettingsError)?.description
        == "config.json: store: 'sqlit' is not one of memory, sqlite, postgres"
    }
  }
}
