import Foundation
import TestSupport
import Testing
import UseCases

@Suite("AuthenticateCaller")
struct AuthenticateCallerTests {
  static let alice = AccessToken(
    id: AccessTokenID("00000000000000a1")!, secretBytes: Array(repeating: 0xa1, count: 32))
  static let aliceRecord = AccessTokenRecord(
    id: alice.id, profile: "alice", secretDigest: alice.secretDigest,
    createdAt: Date(timeIntervalSince1970: 0), label: nil)

  @Test("a valid token acts as its profile")
  func valid() async throws {
    let store = FakeAccessTokenStore([Self.aliceRecord])
    let response = try await AuthenticateCaller(tokens: store)
      .execute(AuthenticateCallerRequest(bearerToken: Self.alice.text))
    expectEqual(response, AuthenticateCallerResponse(profile: "alice", tokenID: Self.alice.id))
  }

  @Test("no token, or an empty one, is missing")
  func missing() async {
    for text in [nil, ""] as [String?] {
      await #expect(throws: AuthenticateCallerError.missingToken) {
        try await AuthenticateCaller(tokens: FakeAccessTokenStore([Self.aliceRecord]))
          .execute(AuthenticateCallerRequest(bearerToken: text))
      }
    }
  }

  @Test("the right id with a wrong secret is refused")
  func wrongSecret() async {
    let forged = AccessToken(id: Self.alice.id, secretBytes: Array(repeating: 0xa2, count: 32))
    let store = FakeAccessTokenStore([Self.aliceRecord])
    await #expect(throws: AuthenticateCallerError.unrecognizedToken) {
      try await AuthenticateCaller(tokens: store)
        .execute(AuthenticateCallerRequest(bearerToken: forged.text))
    }
    expectEqual(store.lookups, [Self.alice.id])
  }

  @Test(
    "malformed or unknown tokens are refused without saying which",
    arguments: [
      "Bearer x", "wp_00000000000000a1",
      "wp_00000000000000A1_" + String(repeating: "a1", count: 32),
      "wp_00000000000000b2_" + String(repeating: "a1", count: 32),
      "wp_00000000000000a1_" + String(repeating: "a1", count: 31),
    ])
  func unrecognized(_ text: String) async {
    await #expect(throws: AuthenticateCallerError.unrecognizedToken) {
      try await AuthenticateCaller(tokens: FakeAccessTokenStore([Self.aliceRecord]))
        .execute(AuthenticateCallerRequest(bearerToken: text))
    }
  }

  @Test("a store failure is reported as such, not as a bad token")
  func storeFails() async {
    let store = FakeAccessTokenStore(failing: .unavailable("server down"))
    await #expect(throws: AuthenticateCallerError.storageFailed(.unavailable("server down"))) {
      try await AuthenticateCaller(tokens: store)
        .execute(AuthenticateCallerRequest(bearerToken: Self.alice.text))
    }
  }

  @Test("a token reads back from its text and never shows its secret")
  func tokenText() throws {
    let parsed = try #require(AccessToken(Self.alice.text))
    expectEqual(parsed, Self.alice)
    #expect(!Self.alice.description.contains(Self.alice.secret))
    expectEqual(Self.alice.secretDigest.count, 64)
    #expect(Self.alice.secretDigest != Self.alice.secret)
  }
}
