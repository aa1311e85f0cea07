import Foundation
import InterfaceAdapters
import TestSupport
import Testing
import UseCases

/// Ports holding a token store, a fixed random source and a stopped clock.
private struct TokenPorts: PortProvider {
  let tokens: FakeAccessTokenStore
  let random: FixedRandomSource
  let clock: any Clock = FixedClock(Date(timeIntervalSince1970: 1_795_249_800))
  let ids: any IDGenerator = SequentialIDGenerator()

  func history(_ settings: Settings) async throws -> any MealHistory {
    throw DriverUnavailableError("token commands must not open the meal history")
  }

  func analyzer(_ settings: Settings) async throws -> any FoodAnalyzer {
    throw DriverUnavailableError("token commands must not build an analyzer")
  }

  func accessTokens(_ settings: Settings) async throws -> any AccessTokenStore { tokens }

  func randomSource() throws -> any RandomSource { random }
}

@Suite("TokenCommand")
struct TokenCommandTests {
  static let idBytes: [UInt8] = [0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef]
  static let secretBytes = [UInt8](repeating: 0xab, count: 32)
  static let secret = String(repeating: "ab", count: 32)

  func run(
    _ arguments: [String], tokens: FakeAccessTokenStore = FakeAccessTokenStore(),
    environment: [String: String] = ["TZ": "UTC"]
  ) async -> CommandOutcome {
    await CommandLineController(
      ports: TokenPorts(
        tokens: tokens, random: FixedRandomSource([Self.idBytes, Self.secretBytes])),
      environment: environment, timeZones: FoundationTimeZoneSource()
    ).run(arguments)
  }

  static func record(_ id: String, _ profile: String, label: String? = nil) -> AccessTokenRecord {
    AccessTokenRecord(
      id: AccessTokenID(id)!, profile: profile, secretDigest: String(repeating: "d", count: 64),
      createdAt: Date(timeIntervalSince1970: 1_795_249_800), label: label)
  }

  @Test("token add prints only the token on stdout, and what it is on stderr")
  func add() async throws {
    let tokens = FakeAccessTokenStore()
    let outcome = await run(
      ["token", "add", "--profile", "alice", "--label", "alice's phone"], tokens: tokens)
    expectEqual(outcome.exitCode, .success)
    expectEqual(outcome.standardOutput, "wp_0123456789abcdef_\(Self.secret)\n")
    #expect(outcome.standardError.contains("0123456789abcdef"))
    #expect(outcome.standardError.contains("profile alice (alice's phone)"))
    #expect(outcome.standardError.contains("cannot be shown again"))
    #expect(!outcome.standardError.contains(Self.secret))
    expectEqual(tokens.stored.map(\.profile), ["alice"])
    expectEqual(tokens.stored.first?.secretDigest.count, 64)
    #expect(tokens.stored.first?.secretDigest != Self.secret)
  }

  @Test("token add --json has id, profile, label, createdAt and token")
  func addJSON() async throws {
    let outcome = await run(["token", "add", "--json"], environment: ["WELLPLATE_PROFILE": "bob"])
    expectEqual(outcome.exitCode, .success)
    #expect(outcome.standardError.isEmpty)
    expectEqual(
      outcome.standardOutput,
      #"{"createdAt":"2026-11-21T08:30:00Z","id":"0123456789abcdef","label":null,"#
        + #""profile":"bob","token":"wp_0123456789abcdef_\#(Self.secret)"}"# + "\n")
  }

  @Test("token add refuses a bad label or profile with exit 64, storing nothing")
  func addRefuses() async {
    let tokens = FakeAccessTokenStore()
    let label = await run(["token", "add", "--label", "two\nlines"], tokens: tokens)
    expectEqual(label.exitCode, .usage)
    #expect(label.standardError.contains("control characters"))
    let profile = await run(["token", "add", "--profile", "  "], tokens: tokens)
    expectEqual(profile.exitCode, .usage)
    #expect(tokens.stored.isEmpty)
  }

  @Test("token list shows every profile's tokens unless a profile is given, never a digest")
  func list() async throws {
    let tokens = FakeAccessTokenStore([
      Self.record("00000000000000a1", "alice", label: "phone"),
      Self.record("00000000000000b2", "bob"),
    ])
    let all = await run(["token", "list"], tokens: tokens)
    expectEqual(all.exitCode, .success)
    expectEqual(
      all.standardOutput,
      """
        ID                PROFILE  CREATED           LABEL
        00000000000000a1  alice    2026-11-21 08:30  phone
        00000000000000b2  bob      2026-11-21 08:30

      """)
    let alice = await run(["token", "list", "--profile", "alice", "--json"], tokens: tokens)
    expectEqual(
      alice.standardOutput,
      #"{"tokens":[{"createdAt":"2026-11-21T08:30:00Z","id":"00000000000000a1","#
        + #""label":"phone","profile":"alice"}]}"# + "\n")
    #expect(!alice.standardOutput.contains("dddd"))
    let none = await run(["token", "list", "--profile", "carol"], tokens: tokens)
    #expect(none.standardOutput.contains("No API tokens for profile carol"))
  }

  @Test("token revoke removes the token; an unknown id exits as delete's does, a bad one 64")
  func revoke() async throws {
    let tokens = FakeAccessTokenStore([Self.record("00000000000000a1", "alice")])
    let revoked = await run(["token", "revoke", "00000000000000a1"], tokens: tokens)
    expectEqual(revoked.exitCode, .success)
    expectEqual(revoked.standardOutput, "Revoked API token 00000000000000a1.\n")
    #expect(tokens.stored.isEmpty)
    let again = await run(["token", "revoke", "00000000000000a1", "--json"], tokens: tokens)
    expectEqual(again.exitCode, .dataError)
    #expect(again.standardError.contains("no token with id 00000000000000a1"))
    let malformed = await run(["token", "revoke", "xyz"], tokens: tokens)
    expectEqual(malformed.exitCode, .usage)
    #expect(malformed.standardError.contains("'xyz' is not a token id"))
    let whole = await run(["token", "revoke", "wp_00000000000000a1_\(Self.secret)"])
    expectEqual(whole.exitCode, .usage)
    #expect(!whole.standardError.contains(Self.secret))
  }

  @Test("a wrong action, a missing id or --label where it does not belong is a usage error")
  func usageErrors() async {
    for arguments in [
      ["token"], ["token", "ad"], ["token", "revoke"], ["token", "list", "extra"],
      ["token", "list", "--label", "x"], ["token", "revoke", "00000000000000a1", "--label", "x"],
    ] {
      let outcome = await run(arguments)
      #expect(outcome.exitCode == .usage, "\(arguments)")
      #expect(outcome.standardOutput.isEmpty, "\(arguments)")
    }
    #expect(await run(["token", "ad"]).standardError.contains("did you mean `token add`?"))
  }

  @Test("each action has its own help, and the top-level help lists token")
  func help() async {
    let add = await run(["token", "add", "--help"])
    expectEqual(add.exitCode, .success)
    #expect(add.standardOutput.contains("USAGE: wellplate token add"))
    #expect(add.standardOutput.contains("cannot be shown"))
    #expect(!add.standardOutput.contains("USAGE: wellplate token revoke"))
    let revoke = await run(["help", "token", "revoke"])
    #expect(revoke.standardOutput.contains("USAGE: wellplate token revoke <id>"))
    let list = await run(["token", "list", "--help"])
    #expect(list.standardOutput.contains("never a secret"))
    let token = await run(["token", "--help"])
    for action in ["add", "list", "revoke"] {
      #expect(token.standardOutput.contains("wellplate token \(action)"))
    }
    #expect(token.standardOutput.contains("--store memory"))
    let general = await run(["--help"])
    #expect(general.standardOutput.contains("  token "))
  }
}
