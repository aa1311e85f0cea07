import InterfaceAdapters
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
    #expect(found == ConfigurationLocation(path: "my.json", source: .flag))
    #expect(found?.isExplicit == true)
  }

  @Test("then WELLPLATE_CONFIG, also explicit; an empty one is ignored")
  func environment() {
    let found = location([:], everything)
    #expect(found?.path == "/env/config.json")
    #expect(found?.source == .environment("WELLPLATE_CONFIG"))
    #expect(found?.isExplicit == true)
    var empty = everything
    empty["WELLPLATE_CONFIG"] = ""
    #expect(location([:], empty)?.path == "/xdg/wellplate/config.json")
  }

  @Test("then $XDG_CONFIG_HOME/wellplate/config.json, not explicit")
  func xdg() {
    let found = location([:], ["XDG_CONFIG_HOME": "/xdg/", "HOME": "/home/me"])
    #expect(
      found == ConfigurationLocation(path: "/xdg/wellplate/config.json", source: .defaultValue))
    #expect(found?.isExplicit == false)
  }

  @Test("a relative XDG_CONFIG_HOME is invalid by the spec and falls back to HOME")
  func relativeXDG() {
    #expect(
      location([:], ["XDG_CONFIG_HOME": "config", "HOME": "/home/me"])?.path
        == "/home/me/.config/wellplate/config.json")
  }

  @Test("nowhere to look without HOME or XDG_CONFIG_HOME")
  func nowhere() {
    #expect(location([:], [:]) == nil)
    #expect(location([:], ["HOME": "/"])?.path == "/.config/wellplate/config.json")
  }
}
