import Foundation
import InterfaceAdapters
import TestSupport
import Testing
import UseCases

@Suite("wellplate serve")
struct ServeCommandTests {
  static func run(_ arguments: [String], ports: APIPorts) async -> CommandOutcome {
    await CommandLineController(
      ports: ports, environment: ["HOME": "/nonexistent"], timeZones: FoundationTimeZoneSource()
    )
    .run(["serve"] + arguments)
  }

  @Test("serves on 127.0.0.1:8080 by default, says where once bound, and exits 0 when stopped")
  func defaults() async throws {
    let ports = APIPorts(
      stores: ["alice": MemoryHistory(profile: "alice")], tokens: APIFixture.tokens(),
      requests: [
        APIFixture.request("GET", "/health", token: nil), APIFixture.request("GET", "/history"),
      ])

    let outcome = await Self.run([], ports: ports)

    #expect(outcome.exitCode == .success, "\(outcome.standardError)")
    let configuration = try #require(ports.servedConfiguration)
    expectEqual(configuration, APIServerConfiguration(host: "127.0.0.1", port: 8080))
    expectEqual(
      ports.standardError, "wellplate: serving the WellPlate API on http://127.0.0.1:8080\n")
    expectEqual(ports.responses.map(\.status), [200, 200])
    expectEqual(ports.openedProfiles, ["alice"])
  }

  @Test("--listen takes IPv6 in brackets and port 0; the bound port is printed")
  func listen() async throws {
    let ports = APIPorts(stores: [:], tokens: APIFixture.tokens())

    let outcome = await Self.run(["--listen", "[::1]:0"], ports: ports)

    #expect(outcome.exitCode == .success, "\(outcome.standardError)")
    expectEqual(ports.servedConfiguration?.host, "::1")
    expectEqual(ports.servedConfiguration?.port, 0)
    #expect(ports.standardError.contains("http://[::1]:54321\n"))
  }

  @Test("a malformed address exits 64 before anything is served")
  func badAddress() async throws {
    for address in ["example.com:80", "127.0.0.1:70000", "127.0.0.1", "[::1]8080"] {
      let ports = APIPorts(stores: [:], tokens: APIFixture.tokens())
      let outcome = await Self.run(["--listen", address], ports: ports)
      #expect(outcome.exitCode == .usage, "\(address)")
      #expect(outcome.standardError.contains("--listen"))
      expectEqual(ports.servedConfiguration, nil)
    }
  }

  @Test("an address other machines reach is refused (64) until a token exists")
  func nonLoopbackNeedsToken() async throws {
    let empty = APIPorts(stores: [:])
    let refused = await Self.run(["--listen", "0.0.0.0:8080"], ports: empty)
    expectEqual(refused.exitCode, .usage)
    #expect(refused.standardError.contains("token add"))
    expectEqual(empty.servedConfiguration, nil)

    let withToken = APIPorts(stores: [:], tokens: APIFixture.tokens())
    let served = await Self.run(["--listen", "0.0.0.0:8080"], ports: withToken)
    #expect(served.exitCode == .success, "\(served.standardError)")
    expectEqual(withToken.servedConfiguration?.host, "0.0.0.0")
  }

  @Test("on loopback without tokens it serves, warning that every request will be refused")
  func loopbackWithoutTokens() async throws {
    let ports = APIPorts(stores: [:], requests: [APIFixture.request("GET", "/history")])
    let outcome = await Self.run([], ports: ports)
    expectEqual(outcome.exitCode, .success)
    #expect(ports.standardError.contains("warning: no API token exists yet"))
    expectEqual(ports.responses.map(\.status), [401])
  }

  @Test("photos go to the http analyzer when a service address is set, else are refused")
  func photoAnalyzer() async throws {
    let photo = APIFixture.request("POST", "/analyze", body: SamplePhotos.png)
    let remote = FakeFoodAnalyzer(.returns(APIFixture.analysis()), name: "http")
    let withRemote = APIPorts(
      stores: ["alice": MemoryHistory(profile: "alice")], remote: remote,
      tokens: APIFixture.tokens(), requests: [photo])
    _ = await Self.run(["--analyzer-url", "http://127.0.0.1:9"], ports: withRemote)
    expectEqual(withRemote.responses.map(\.status), [201])
    expectEqual(remote.inputs.count, 1)

    let localOnly = APIPorts(
      stores: ["alice": MemoryHistory(profile: "alice")], tokens: APIFixture.tokens(),
      requests: [photo])
    _ = await Self.run([], ports: localOnly)
    expectEqual(localOnly.responses.map(\.status), [415])
  }

  @Test("--help explains the endpoints and points to the README; top-level help lists serve")
  func help() async throws {
    let ports = APIPorts(stores: [:])
    let help = await Self.run(["--help"], ports: ports).standardOutput
    for text in [
      "POST /analyze", "GET /history", "/history/{id}", "GET /summary", "/health", "README",
      "--listen", "Bearer",
    ] {
      #expect(help.contains(text), "\(text)")
    }
    let general = await CommandLineController(
      ports: ports, environment: [:], timeZones: FoundationTimeZoneSource()
    ).run(["--help"])
    #expect(general.standardOutput.contains("  serve "))
    expectEqual(ports.servedConfiguration, nil)
  }
}
