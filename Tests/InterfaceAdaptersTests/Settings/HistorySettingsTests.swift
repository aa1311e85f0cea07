import Foundation
import InterfaceAdapters
import TestSupport
import Testing

@Suite("History settings: --db and --profile")
struct HistorySettingsTests {
  private func settings(
    _ arguments: [String] = ["history"], environment: [String: String]
  ) throws -> Settings {
    let invocation = try ArgumentParser(catalog: .standard).parse(arguments)
    return try SettingsResolver(timeZones: FoundationTimeZoneSource()).resolve(
      invocation, environment: environment)
  }

  @Test("the file is --db, else WELLPLATE_DB, else under XDG_DATA_HOME, else under HOME")
  func databasePathPrecedence() throws {
    let environment = [
      "HOME": "/home/ada", "XDG_DATA_HOME": "/data/ada", "WELLPLATE_DB": "/env/h.sqlite",
    ]
    expectEqual(
      try settings(["history", "--db", "/flag/h.sqlite"], environment: environment)
        .databasePath(), "/flag/h.sqlite")
    expectEqual(try settings(environment: environment).databasePath(), "/env/h.sqlite")
    var noVariable = environment
    noVariable["WELLPLATE_DB"] = nil
    expectEqual(
      try settings(environment: noVariable).databasePath(), "/data/ada/wellplate/history.sqlite")
    expectEqual(
      try settings(environment: ["HOME": "/home/ada"]).databasePath(),
      "/home/ada/.local/share/wellplate/history.sqlite")
    expectEqual(try settings(environment: noVariable).values["db"]?.source, .defaultValue)
  }

  @Test("a relative or empty XDG_DATA_HOME is ignored, as the XDG spec says")
  func invalidDataHome() {
    for value in ["", "relative/data"] {
      expectEqual(
        HistoryLocation.defaultDatabasePath(environment: ["XDG_DATA_HOME": value, "HOME": "/h/"]),
        "/h/.local/share/wellplate/history.sqlite")
    }
    expectEqual(
      HistoryLocation.defaultDatabasePath(environment: ["XDG_DATA_HOME": "/x/"]),
      "/x/wellplate/history.sqlite")
  }

  @Test("with no home at all, asking for the file says how to name one")
  func noHome() throws {
    let resolved = try settings(environment: [:])
    let error = #expect(throws: SettingsError.self) { try resolved.databasePath() }
    expectEqual(error?.description.contains("pass --db <path> or set WELLPLATE_DB"), true)
    expectEqual(ErrorPresenter.describe(try #require(error)).code, .usage)
  }

  @Test("the profile is --profile, else WELLPLATE_PROFILE, else me")
  func profilePrecedence() throws {
    expectEqual(try settings(environment: [:]).profile, "me")
    expectEqual(try settings(environment: ["WELLPLATE_PROFILE": "sam"]).profile, "sam")
    expectEqual(
      try settings(["history", "--profile", "kid-2"], environment: ["WELLPLATE_PROFILE": "sam"])
        .profile, "kid-2")
  }

  @Test("blank, overlong or multi-line profile names and an empty --db are refused")
  func invalidValues() throws {
    let bad: [[String]] = [
      ["--profile", " "], ["--profile", String(repeating: "x", count: 65)],
      ["--profile", "two\nlines"], ["--db", ""],
    ]
    for arguments in bad {
      #expect(throws: SettingsError.self, "\(arguments)") {
        try settings(["history"] + arguments, environment: [:])
      }
    }
    expectEqual(ProfileName.problem(with: String(repeating: "x", count: 64)), nil)
  }
}
