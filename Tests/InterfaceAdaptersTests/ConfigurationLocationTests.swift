import InterfaceAdapters
import TestSupport
import Testing

@Suite("ConfigurationLocation")
struct ConfigurationLocationTests {
  let everything = [
    "WELLPLATE_CONFIG": "/env/config.json", "XDG_CONFIG_HOME": "/xdg", "HOME": "/home/me",
  ]

  func location(
    _ values: [String: String] = [:], _ environment: [String: String]
  ) -> ConfigurationLocation? {
    ConfigurationLocation.resolve(
      Invocation(command: "config", values: values), environment: environment)
  }

  @Test("--config wins and is explicit")
  func flag() {
    let found = location(["config": "my.json"], everything)
    expectEqual(found, ConfigurationLocation(path: "my.json", source: .flag))
    expectEqual(found?.isExplicit, true)
  }

  @Test("then WELLPLATE_CONFIG, also explicit; an empty one is ignored")
  func environment() {
    let found = location([:], everything)
    expectEqual(found?.path, "/env/config.json")
    expectEqual(found?.source, .environment("WELLPLATE_CONFIG"))
    expectEqual(found?.isExplicit, true)
    var empty = everything
    empty["WELLPLATE_CONFIG"] = ""
    expectEqual(location([:], empty)?.path, "/xdg/wellplate/config.json")
  }

  @Test("then $XDG_CONFIG_HOME/wellplate/config.json, not explicit")
  func xdg() {
    let found = location([:], ["XDG_CONFIG_HOME": "/xdg/", "HOME": "/home/me"])
    expectEqual(
      found, ConfigurationLocation(path: "/xdg/wellplate/config.json", source: .defaultValue))
    expectEqual(found?.isExplicit, false)
  }

  @Test("a relative XDG_CONFIG_HOME is invalid by the spec and falls back to HOME")
  func relativeXDG() {
    expectEqual(
      location([:], ["XDG_CONFIG_HOME": "config", "HOME": "/home/me"])?.path,
      "/home/me/.config/wellplate/config.json")
  }

  @Test("nowhere to look without HOME or XDG_CONFIG_HOME")
  func nowhere() {
    expectEqual(location([:], [:]), nil)
    expectEqual(location([:], ["HOME": "/"])?.path, "/.config/wellplate/config.json")
  }
}
