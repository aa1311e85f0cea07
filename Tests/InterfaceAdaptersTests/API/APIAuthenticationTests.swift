import Entities
import Foundation
import InterfaceAdapters
import TestSupport
import Testing
import UseCases

@Suite("API: bearer tokens, routing and health")
struct APIAuthenticationTests {
  static let routes = [
    ("POST", "/analyze"), ("GET", "/history"), ("GET", "/summary"),
    ("GET", "/history/0193f6a4-7c1e-7d2a-9b1e-0000000000a1"),
    ("DELETE", "/history/0193f6a4-7c1e-7d2a-9b1e-0000000000a1"),
  ]

  @Test("every route but /health needs a token: none, or another scheme, is 401 Bearer")
  func noToken() async throws {
    let history = SpyMealHistory()
    let ports = APIPorts(stores: ["alice": history])
    let api = try await APIFixture.api(ports)

    for (method, path) in Self.routes {
      for headers in [[:], ["authorization": "Basic YWxpY2U6cHc="], ["authorization": "Bearer"]] {
        let response = await api.respond(
          to: APIFixture.request(
            method, path, token: nil, headers: headers, body: Data(#"{"description":"x"}"#.utf8)))
        try APIFixture.problem(response, status: 401)
        expectEqual(response.headers["WWW-Authenticate"], "Bearer")
      }
    }
    #expect(ports.openedProfiles.isEmpty)
  }

  @Test("a wrong, unknown or malformed token is 401 invalid_token, without saying which")
  func wrongToken() async throws {
    let ports = APIPorts(stores: ["alice": SpyMealHistory()])
    let api = try await APIFixture.api(ports)
    let forged = AccessToken(id: APIFixture.alice.id, secretBytes: Array(repeating: 0, count: 32))
    let unknown = AccessToken(
      id: AccessTokenID("00000000000000c3")!, secretBytes: Array(repeating: 0xc3, count: 32))

    var details: Set<String> = []
    for text in [forged.text, unknown.text, "wp_nonsense", APIFixture.alice.text + "0"] {
      let response = await api.respond(
        to: APIFixture.request(
          "GET", "/history", token: nil, headers: ["authorization": "Bearer \(text)"]))
      details.insert(try APIFixture.problem(response, status: 401).detail)
      expectEqual(response.headers["WWW-Authenticate"], #"Bearer error="invalid_token""#)
    }
    expectEqual(details.count, 1)
    #expect(ports.openedProfiles.isEmpty)
  }

  @Test("the scheme is case-insensitive, as HTTP says")
  func schemeCase() async throws {
    let api = try await APIFixture.api(APIPorts(stores: ["alice": MemoryHistory(profile: "alice")]))
    let response = await api.respond(
      to: APIFixture.request(
        "GET", "/history", token: nil,
        headers: ["authorization": "bearer \(APIFixture.alice.text)"]))
    #expect(response.status == 200, "\(APIFixture.text(response))")
  }

  @Test("a revoked token is refused from the next request on")
  func revoked() async throws {
    let tokens = APIFixture.tokens()
    let api = try await APIFixture.api(
      APIPorts(stores: ["alice": MemoryHistory(profile: "alice")]), tokens: tokens)
    expectEqual(await api.respond(to: APIFixture.request("GET", "/history")).status, 200)

    #expect(try tokens.revoke(APIFixture.alice.id))

    try APIFixture.problem(
      await api.respond(to: APIFixture.request("GET", "/history")), status: 401)
  }

  @Test("a token store that fails is 503, not 401")
  func tokenStoreFails() async throws {
    let api = try await APIFixture.api(
      APIPorts(stores: [:]),
      tokens: FakeAccessTokenStore(failing: .unavailable("cannot connect to the server")))
    try APIFixture.problem(
      await api.respond(to: APIFixture.request("GET", "/history")), status: 503)
  }

  @Test("each profile's history is opened once, however many requests come at once")
  func historiesOpenedOnce() async throws {
    let ports = APIPorts(
      stores: ["alice": MemoryHistory(profile: "alice"), "bob": MemoryHistory(profile: "bob")])
    let api = try await APIFixture.api(ports)

    let statuses = await withTaskGroup(of: Int.self) { group in
      for index in 0..<40 {
        let token = index.isMultiple(of: 2) ? APIFixture.alice : APIFixture.bob
        group.addTask {
          await api.respond(to: APIFixture.request("GET", "/history", token: token)).status
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }

    expectEqual(statuses, Array(repeating: 200, count: 40))
    expectEqual(ports.openedProfiles.sorted(), ["alice", "bob"])
  }

  @Test("a history that fails to open is tried again on the next request")
  func openRetried() async throws {
    let ports = APIPorts(stores: [:])
    let api = try await APIFixture.api(ports)
    for _ in 0..<2 {
      try APIFixture.problem(
        await api.respond(to: APIFixture.request("GET", "/history")), status: 503)
    }
    expectEqual(ports.openedProfiles, ["alice", "alice"])
  }

  @Test("GET /health needs no token and says which drivers, never a secret")
  func health() async throws {
    let environment = [
      "WELLPLATE_API_KEY": "sk-very-secret",
      "WELLPLATE_DATABASE_URL": "postgres://wellplate:hunter2@db.example/wellplate",
    ]
    let settings = try APIFixture.settings(
      ["--store", "postgres", "--analyzer", "http", "--analyzer-url", "http://127.0.0.1:9/"],
      environment: environment)
    let ports = APIPorts(stores: [:])
    let api = try await APIFixture.api(ports, settings: settings)

    let response = await api.respond(to: APIFixture.request("GET", "/health", token: nil))

    expectEqual(response.status, 200)
    let health = try APIFixture.decode(HealthDocument.self, response)
    #expect(health.status == "ok" && health.store == "postgres" && health.analyzer == "http")
    #expect(health.photos)
    let text = String(decoding: response.body, as: UTF8.self)
    for secret in ["sk-very-secret", "hunter2", "db.example", "127.0.0.1"] {
      #expect(!text.contains(secret))
    }
    #expect(ports.openedProfiles.isEmpty)
  }

  @Test("unknown paths are 404 and wrong methods 405 with Allow, before any token is asked")
  func routing() async throws {
    let api = try await APIFixture.api(APIPorts(stores: [:]))

    for path in ["/", "/analyse", "/history/", "/history/a/b", "/HEALTH", "/health/"] {
      try APIFixture.problem(
        await api.respond(to: APIFixture.request("GET", path, token: nil)), status: 404)
    }
    for (method, path, allow) in [
      ("GET", "/analyze", "POST"), ("POST", "/history", "GET"), ("DELETE", "/summary", "GET"),
      ("POST", "/health", "GET"),
      ("PUT", "/history/0193f6a4-7c1e-7d2a-9b1e-0000000000a1", "GET, DELETE"),
    ] {
      let response = await api.respond(to: APIFixture.request(method, path, token: nil))
      try APIFixture.problem(response, status: 405)
      expectEqual(response.headers["Allow"], allow)
    }
  }

  @Test("requests the engine refuses get problems too")
  func refusals() throws {
    let api = WellPlateAPI(
      settings: try APIFixture.settings(), ports: APIPorts(stores: [:]),
      tokens: APIFixture.tokens(), analyzer: FakeFoodAnalyzer(.unexpected), photoAnalyzer: nil)
    try APIFixture.problem(api.refuse(.bodyTooLarge(limit: 10_485_760)), status: 413)
    let problem = try APIFixture.problem(
      api.refuse(.malformedRequest("header too large")), status: 400)
    #expect(problem.detail.contains("header too large"))
  }
}
