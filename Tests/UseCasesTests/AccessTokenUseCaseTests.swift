import Foundation
import TestSupport
import Testing
import UseCases

@Suite("IssueAccessToken")
struct IssueAccessTokenTests {
  static let now = Date(timeIntervalSince1970: 1_795_000_000)
  static let idBytes: [UInt8] = [0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef]
  static let secretBytes = (0..<32).map { UInt8($0 * 7 % 256) }

  private func issue(
    _ request: IssueAccessTokenRequest, store: FakeAccessTokenStore,
    random: FixedRandomSource = FixedRandomSource([idBytes, secretBytes])
  ) async throws(IssueAccessTokenError) -> IssueAccessTokenResponse {
    try await IssueAccessToken(tokens: store, random: random, clock: FixedClock(Self.now))
      .execute(request)
  }

  @Test("the token is made of the random id and secret, and only its digest is kept")
  func issues() async throws {
    let store = FakeAccessTokenStore()
    let response = try await issue(
      IssueAccessTokenRequest(profile: "alice", label: "alice's phone"), store: store)
    let secretHex = "00070e151c232a31383f464d545b626970777e858c939aa1a8afb6bdc4cbd2d9"
    expectEqual(response.token.text, "wp_0123456789abcdef_" + secretHex)
    expectEqual(
      response.summary,
      AccessTokenSummary(
        id: AccessTokenID("0123456789abcdef")!, profile: "alice", label: "alice's phone",
        createdAt: Self.now))
    let record = try #require(store.stored.first)
    expectEqual(store.stored.count, 1)
    // sha256 of the secret's hex text, computed with Python's hashlib.
    expectEqual(
      record.secretDigest, "ce850146a9c6665e5a75850a46f97ccd6d2186a09cd7cc64a886ed8295c01edc")
    #expect(record.secretDigest != secretHex)
    #expect(record.profile == "alice" && record.label == "alice's phone")
    expectEqual(record.createdAt, Self.now)
  }

  @Test("the token issued authenticates as its profile")
  func authenticates() async throws {
    let store = FakeAccessTokenStore()
    let response = try await issue(IssueAccessTokenRequest(profile: "bob"), store: store)
    let caller = try await AuthenticateCaller(tokens: store)
      .execute(AuthenticateCallerRequest(bearerToken: response.token.text))
    expectEqual(caller.profile, "bob")
    expectEqual(response.summary.label, nil)
  }

  @Test("an id already taken is drawn again")
  func drawsAgainOnCollision() async throws {
    let taken = AccessTokenRecord(
      id: AccessTokenID("0123456789abcdef")!, profile: "carol", secretDigest: "x",
      createdAt: Self.now, label: nil)
    let store = FakeAccessTokenStore([taken])
    let fresh: [UInt8] = [0xfe, 0xdc, 0xba, 0x98, 0x76, 0x54, 0x32, 0x10]
    let random = FixedRandomSource([Self.idBytes, fresh, Self.secretBytes])
    let response = try await issue(
      IssueAccessTokenRequest(profile: "alice"), store: store, random: random)
    expectEqual(response.token.id.rawValue, "fedcba9876543210")
    expectEqual(random.requests, [8, 8, 32])
    expectEqual(store.stored.map(\.id.rawValue), ["0123456789abcdef", "fedcba9876543210"])
  }

  @Test("a source that only repeats a taken id gives up without storing anything")
  func givesUp() async throws {
    let taken = AccessTokenRecord(
      id: AccessTokenID("0123456789abcdef")!, profile: "carol", secretDigest: "x",
      createdAt: Self.now, label: nil)
    let store = FakeAccessTokenStore([taken])
    await #expect(throws: IssueAccessTokenError.noFreeID) {
      try await issue(
        IssueAccessTokenRequest(profile: "alice"), store: store,
        random: FixedRandomSource([Self.idBytes]))
    }
    expectEqual(store.stored, [taken])
  }

  @Test(
    "a profile name --profile would refuse is refused",
    arguments: ["", "   ", String(repeating: "a", count: 65), "al\nice"])
  func invalidProfile(_ profile: String) async {
    let store = FakeAccessTokenStore()
    await #expect {
      try await issue(IssueAccessTokenRequest(profile: profile), store: store)
    } throws: { error in
      guard case .invalidProfile(let reason) = error as? IssueAccessTokenError else { return false }
      return reason == ProfileNameRule.problem(with: profile)
    }
    #expect(store.stored.isEmpty)
  }

  @Test(
    "an empty, overlong or multi-line label is refused",
    arguments: ["", " ", String(repeating: "b", count: 201), "phone\r\n"])
  func invalidLabel(_ label: String) async {
    let store = FakeAccessTokenStore()
    await #expect {
      try await issue(IssueAccessTokenRequest(profile: "me", label: label), store: store)
    } throws: { error in
      guard case .invalidLabel = error as? IssueAccessTokenError else { return false }
      return true
    }
    #expect(store.stored.isEmpty)
  }

  @Test("a label of 200 characters is kept whole")
  func longestLabel() async throws {
    let label = String(repeating: "é", count: 200)
    let store = FakeAccessTokenStore()
    let response = try await issue(
      IssueAccessTokenRequest(profile: "me", label: label), store: store)
    expectEqual(response.summary.label, label)
  }

  @Test("a failing store is reported as such")
  func storageFails() async {
    let store = FakeAccessTokenStore(failing: .unavailable("down"))
    await #expect(throws: IssueAccessTokenError.storageFailed(.unavailable("down"))) {
      try await issue(IssueAccessTokenRequest(profile: "me"), store: store)
    }
  }
}

@Suite("ListAccessTokens")
struct ListAccessTokensTests {
  static func record(_ id: String, _ profile: String, at seconds: Double) -> AccessTokenRecord {
    AccessTokenRecord(
      id: AccessTokenID(id)!, profile: profile, secretDigest: String(repeating: "d", count: 64),
      createdAt: Date(timeIntervalSince1970: seconds), label: "for \(profile)")
  }

  static let records = [
    record("00000000000000c3", "alice", at: 300),
    record("00000000000000b2", "bob", at: 200),
    record("00000000000000a1", "alice", at: 100),
    record("00000000000000a0", "alice", at: 100),
  ]

  @Test("every token, oldest first with the id breaking ties, as summaries")
  func all() async throws {
    let response = try await ListAccessTokens(tokens: FakeAccessTokenStore(Self.records))
      .execute(ListAccessTokensRequest())
    expectEqual(
      response.tokens.map(\.id.rawValue),
      ["00000000000000a0", "00000000000000a1", "00000000000000b2", "00000000000000c3"])
    expectEqual(response.tokens.first?.label, "for alice")
  }

  @Test("only the profile asked for")
  func oneProfile() async throws {
    let response = try await ListAccessTokens(tokens: FakeAccessTokenStore(Self.records))
      .execute(ListAccessTokensRequest(profile: "alice"))
    expectEqual(response.tokens.map(\.profile), ["alice", "alice", "alice"])
    #expect(
      try await ListAccessTokens(tokens: FakeAccessTokenStore(Self.records))
        .execute(ListAccessTokensRequest(profile: "nobody")).tokens.isEmpty)
  }

  @Test("the response has no field that could hold a secret or digest")
  func noSecrets() {
    let fields = Mirror(reflecting: AccessTokenSummary(Self.records[0])).children.compactMap(
      \.label)
    expectEqual(fields.sorted(), ["createdAt", "id", "label", "profile"])
  }

  @Test("an invalid profile filter and a failing store are errors")
  func errors() async {
    await #expect {
      try await ListAccessTokens(tokens: FakeAccessTokenStore())
        .execute(ListAccessTokensRequest(profile: "a\u{7}b"))
    } throws: { error in
      guard case .invalidProfile = error as? ListAccessTokensError else { return false }
      return true
    }
    await #expect(throws: ListAccessTokensError.storageFailed(.storageFailed("bad disk"))) {
      try await ListAccessTokens(tokens: FakeAccessTokenStore(failing: .storageFailed("bad disk")))
        .execute(ListAccessTokensRequest())
    }
  }
}

@Suite("RevokeAccessToken")
struct RevokeAccessTokenTests {
  @Test("revoking removes only that token, and the token no longer authenticates")
  func revokes() async throws {
    let token = AccessToken(
      id: AccessTokenID("00000000000000a1")!, secretBytes: Array(repeating: 1, count: 32))
    let record = AccessTokenRecord(
      id: token.id, profile: "alice", secretDigest: token.secretDigest,
      createdAt: Date(timeIntervalSince1970: 0), label: nil)
    let other = ListAccessTokensTests.record("00000000000000b2", "bob", at: 5)
    let store = FakeAccessTokenStore([record, other])
    let response = try await RevokeAccessToken(tokens: store)
      .execute(RevokeAccessTokenRequest(id: token.id))
    expectEqual(response.id, token.id)
    expectEqual(store.stored, [other])
    await #expect(throws: AuthenticateCallerError.unrecognizedToken) {
      try await AuthenticateCaller(tokens: store)
        .execute(AuthenticateCallerRequest(bearerToken: token.text))
    }
  }

  @Test("an unknown id is not found; a failing store is reported")
  func errors() async {
    let id = AccessTokenID("ffffffffffffffff")!
    await #expect(throws: RevokeAccessTokenError.notFound(id)) {
      try await RevokeAccessToken(tokens: FakeAccessTokenStore())
        .execute(RevokeAccessTokenRequest(id: id))
    }
    await #expect(throws: RevokeAccessTokenError.storageFailed(.unavailable("down"))) {
      try await RevokeAccessToken(tokens: FakeAccessTokenStore(failing: .unavailable("down")))
        .execute(RevokeAccessTokenRequest(id: id))
    }
  }
}
