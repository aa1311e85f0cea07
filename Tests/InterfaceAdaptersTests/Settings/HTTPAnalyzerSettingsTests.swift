import Foundation
import InterfaceAdapters
import TestSupport
import Testing

@Suite("http analyzer settings")
struct HTTPAnalyzerSettingsTests {
  static func settings(
    _ arguments: [String], environment: [String: String] = [:],
    file: ConfigurationFile? = nil
  ) throws -> Settings {
    let invocation = try ArgumentParser(catalog: .standard).parse(["analyze"] + arguments + ["x"])
    return try SettingsResolver(timeZones: FoundationTimeZoneSource()).resolve(
      invocation, environment: environment, file: file)
  }

  @Test("defaults: wellplate contract, 30 s, no URL, model or key")
  func defaults() throws {
    let settings = try Self.settings([])
    expectEqual(settings.httpContract, .wellplate)
    expectEqual(settings.timeout, .seconds(30))
    expectEqual(settings.analyzerURL, nil)
    expectEqual(settings.model, nil)
    expectEqual(settings.apiKey, nil)
  }

  @Test("flags win over the environment")
  func flagsOverEnvironment() throws {
    let environment = [
      "WELLPLATE_ANALYZER_URL": "http://env.example", "WELLPLATE_MODEL": "env-model",
      "WELLPLATE_HTTP_CONTRACT": "openai", "WELLPLATE_TIMEOUT": "12",
    ]
    let fromEnvironment = try Self.settings([], environment: environment)
    expectEqual(fromEnvironment.analyzerURL, "http://env.example")
    expectEqual(fromEnvironment.model, "env-model")
    expectEqual(fromEnvironment.httpContract, .openai)
    expectEqual(fromEnvironment.timeout, .seconds(12))

    let fromFlags = try Self.settings(
      [
        "--analyzer-url", "http://flag.example", "--model", "llava", "--http-contract",
        "wellplate", "--timeout", "2.5",
      ], environment: environment)
    expectEqual(fromFlags.analyzerURL, "http://flag.example")
    expectEqual(fromFlags.model, "llava")
    expectEqual(fromFlags.httpContract, .wellplate)
    expectEqual(fromFlags.timeout, .milliseconds(2500))
  }

  @Test("the API key comes from WELLPLATE_API_KEY only, never from the config file")
  func apiKeyOnlyFromEnvironment() throws {
    let file = ConfigurationFile(path: "/etc/wellplate.conf", values: ["api-key": "from-file"])
    expectEqual(try Self.settings([], file: file).apiKey, nil)
    let settings = try Self.settings([], environment: ["WELLPLATE_API_KEY": "k-123"], file: file)
    expectEqual(settings.apiKey, "k-123")
    let key = try #require(SettingKey.all.first { $0.name == "api-key" })
    expectEqual(key.flag, nil)
    #expect(key.isSecret)
  }

  @Test(
    "a timeout must be a positive number of seconds up to 600",
    arguments: ["0", "-1", "abc", "601", "nan", ""])
  func invalidTimeout(value: String) throws {
    #expect(throws: SettingsError.self) { try Self.settings(["--timeout", value]) }
  }

  @Test("an unknown contract is a usage error listing the choices")
  func unknownContract() async {
    let outcome = await CommandLineController(
      ports: PhotoPorts(
        analyzerDouble: FakeFoodAnalyzer(.unexpected), historyDouble: SpyMealHistory(),
        files: [:]),
      environment: [:], timeZones: FoundationTimeZoneSource()
    ).run(["analyze", "--http-contract", "anthropic", "soup"])
    expectEqual(outcome.exitCode, .usage)
    #expect(outcome.standardError.contains("wellplate, openai"))
  }

  @Test("--api-key is refused without echoing the key back")
  func apiKeyFlagRefused() async {
    let controller = CommandLineController(
      ports: PhotoPorts(
        analyzerDouble: FakeFoodAnalyzer(.unexpected), historyDouble: SpyMealHistory(),
        files: [:]),
      environment: [:], timeZones: FoundationTimeZoneSource())
    for arguments in [
      ["analyze", "--api-key=sk-live-42", "soup"], ["--api-key", "sk-live-42", "analyze", "x"],
    ] {
      let outcome = await controller.run(arguments)
      expectEqual(outcome.exitCode, .usage)
      #expect(outcome.standardError.contains("WELLPLATE_API_KEY"))
      #expect(!outcome.standardError.contains("sk-live-42"))
      #expect(!outcome.standardOutput.contains("sk-live-42"))
    }
  }
}
