import Foundation
import TestSupport
import Testing
import UseCases

/// The behaviour every `AccessTokenStore` must show; each store's suite runs every case it can.
///
/// `makeStore()` must return stores over the same backing storage for the whole case (the
/// same file, the same database; for memory, the same store), empty at the start of the case.
/// Stores that keep tokens beyond the process also give `storedText`, everything the store
/// wrote as text (table rows, and file bytes where there is a file), so the case about secrets
/// can look at what is really kept.
struct AccessTokenStoreContract: Sendable {
  /// The contract's cases, one test each.
  enum Case: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case addedTokenReadsBackExactly
    case unknownIDIsNil
    case listsOneProfileOldestFirst
    case listsEveryProfileOldestFirst
    case revokeRemovesOnlyThatToken
    case revokingAnUnknownIDChangesNothing
    case duplicateIDIsRefused
    case labelsAreOptionalAndVerbatim
    case survivesReopening
    case keepsTheDigestNotTheSecret

    var testDescription: String { rawValue }

    /// The cases for a store that lives only in this process: no reopening, no raw storage.
    static let inMemory = allCases.filter {
      $0 != .survivesReopening && $0 != .keepsTheDigestNotTheSecret
    }
  }

  let makeStore: @Sendable () async throws -> any AccessTokenStore
  var storedText: (@Sendable () async throws -> String)? = nil

  func run(_ testCase: Case) async throws {
    switch testCase {
    case .addedTokenReadsBackExactly: try await addedTokenReadsBackExactly()
    case .unknownIDIsNil: try await unknownIDIsNil()
    case .listsOneProfileOldestFirst: try await listsOneProfileOldestFirst()
    case .listsEveryProfileOldestFirst: try await listsEveryProfileOldestFirst()
    case .revokeRemovesOnlyThatToken: try await revokeRemovesOnlyThatToken()
    case .revokingAnUnknownIDChangesNothing: try await revokingAnUnknownIDChangesNothing()
    case .duplicateIDIsRefused: try await duplicateIDIsRefused()
    case .labelsAreOptionalAndVerbatim: try await labelsAreOptionalAndVerbatim()
    case .survivesReopening: try await survivesReopening()
    case .keepsTheDigestNotTheSecret: try await keepsTheDigestNotTheSecret()
    }
  }

  /// A token whose id and secret are made from `seed`, made at `seconds` after 2026-11-21.
  static func token(_ seed: UInt8) -> AccessToken {
    AccessToken(
      id: AccessTokenID(AccessToken.hex(Array(repeating: seed, count: 8)))!,
      secretBytes: (0..<32).map { UInt8(truncatingIfNeeded: Int($0) &* 31 &+ Int(seed)) })
  }

  static func record(
    _ seed: UInt8, profile: String = "alice", at seconds: Double = 0, label: String? = nil
  ) -> AccessTokenRecord {
    let token = token(seed)
    return AccessTokenRecord(
      id: token.id, profile: profile, secretDigest: token.secretDigest,
      createdAt: Date(timeIntervalSince1970: 1_795_000_000 + seconds), label: label)
  }

  private func addedTokenReadsBackExactly() async throws {
    let store = try await makeStore()
    // A millisecond instant: the stores keep milliseconds, as for meals.
    var record = Self.record(1, label: "alice's phone")
    record.createdAt = Date(timeIntervalSince1970: 1_795_000_000.123)
    try await store.add(record)
    let found = try #require(try await store.token(record.id))
    expectEqual(found.id, record.id)
    expectEqual(found.profile, "alice")
    expectEqual(found.secretDigest, record.secretDigest)
    expectEqual(found.label, "alice's phone")
    #expect(abs(found.createdAt.timeIntervalSince(record.createdAt)) < 0.000_5)
  }

  private func unknownIDIsNil() async throws {
    let store = try await makeStore()
    expectEqual(try await store.token(Self.token(9).id), nil)
    try await store.add(Self.record(1))
    expectEqual(try await store.token(Self.token(9).id), nil)
    expectEqual(try await store.tokens(of: nil).count, 1)
  }

  private func listsOneProfileOldestFirst() async throws {
    let store = try await makeStore()
    try await store.add(Self.record(3, profile: "alice", at: 30))
    try await store.add(Self.record(2, profile: "bob", at: 20))
    try await store.add(Self.record(4, profile: "alice", at: 10))
    try await store.add(Self.record(1, profile: "alice", at: 10))
    let alice = try await store.tokens(of: "alice")
    // Oldest first; two made in the same millisecond in id order.
    expectEqual(alice.map(\.id), [Self.token(1).id, Self.token(4).id, Self.token(3).id])
    expectEqual(try await store.tokens(of: "bob").map(\.id), [Self.token(2).id])
    #expect(try await store.tokens(of: "carol").isEmpty)
    // Profiles are matched exactly, not by prefix or case.
    #expect(try await store.tokens(of: "Alice").isEmpty)
    #expect(try await store.tokens(of: "ali").isEmpty)
  }

  private func listsEveryProfileOldestFirst() async throws {
    let store = try await makeStore()
    #expect(try await store.tokens(of: nil).isEmpty)
    try await store.add(Self.record(3, profile: "carol", at: 30))
    try await store.add(Self.record(2, profile: "bob", at: 20))
    try await store.add(Self.record(1, profile: "alice", at: 40))
    expectEqual(
      try await store.tokens(of: nil).map(\.id),
      [Self.token(2).id, Self.token(3).id, Self.token(1).id])
  }

  private func revokeRemovesOnlyThatToken() async throws {
    let store = try await makeStore()
    try await store.add(Self.record(1, profile: "alice", at: 1))
    try await store.add(Self.record(2, profile: "alice", at: 2))
    try await store.add(Self.record(3, profile: "bob", at: 3))
    #expect(try await store.revoke(Self.token(2).id))
    expectEqual(try await store.token(Self.token(2).id), nil)
    expectEqual(try await store.tokens(of: nil).map(\.id), [Self.token(1).id, Self.token(3).id])
    // Seen at once by another store over the same storage: revocation is immediate.
    let other = try await makeStore()
    expectEqual(try await other.token(Self.token(2).id), nil)
    #expect(try await other.token(Self.token(1).id) != nil)
    expectEqual(try await store.revoke(Self.token(2).id), false)
  }

  private func revokingAnUnknownIDChangesNothing() async throws {
    let store = try await makeStore()
    expectEqual(try await store.revoke(Self.token(7).id), false)
    try await store.add(Self.record(1))
    expectEqual(try await store.revoke(Self.token(7).id), false)
    expectEqual(try await store.tokens(of: nil).map(\.id), [Self.token(1).id])
  }

  private func duplicateIDIsRefused() async throws {
    let store = try await makeStore()
    let first = Self.record(1, profile: "alice", at: 1, label: "first")
    try await store.add(first)
    var second = Self.record(2, profile: "mallory", at: 2, label: "second")
    second.id = first.id
    await #expect(throws: MealHistoryError.self) { try await store.add(second) }
    let kept = try #require(try await store.token(first.id))
    #expect(kept.profile == "alice" && kept.label == "first")
    expectEqual(kept.secretDigest, first.secretDigest)
    expectEqual(try await store.tokens(of: nil).count, 1)
  }

  private func labelsAreOptionalAndVerbatim() async throws {
    let store = try await makeStore()
    let labels: [String?] = [nil, "Zoë's iPhone 📱", "'; DROP TABLE access_token; --", "  padded  "]
    for (index, label) in labels.enumerated() {
      try await store.add(Self.record(UInt8(index + 1), at: Double(index), label: label))
    }
    expectEqual(try await store.tokens(of: "alice").map(\.label), labels)
    let odd = Self.record(9, profile: "kid-2 👶", at: 9)
    try await store.add(odd)
    expectEqual(try await store.tokens(of: "kid-2 👶").map(\.id), [odd.id])
  }

  private func survivesReopening() async throws {
    do {
      let store = try await makeStore()
      try await store.add(Self.record(1, profile: "alice", at: 1, label: "kept"))
      try await store.add(Self.record(2, profile: "bob", at: 2))
      #expect(try await store.revoke(Self.token(2).id))
    }
    let reopened = try await makeStore()
    let tokens = try await reopened.tokens(of: nil)
    expectEqual(tokens.map(\.id), [Self.token(1).id])
    expectEqual(tokens.first?.label, "kept")
    expectEqual(tokens.first?.secretDigest, Self.token(1).secretDigest)
  }

  private func keepsTheDigestNotTheSecret() async throws {
    let storedText = try #require(storedText, "this case needs the store's raw content")
    let store = try await makeStore()
    let token = Self.token(5)
    try await store.add(Self.record(5, label: "phone"))
    let text = try await storedText()
    #expect(text.contains(token.secretDigest), "the digest is what is kept")
    #expect(text.contains(token.id.rawValue))
    #expect(!text.contains(token.secret), "the secret must never be written")
    #expect(!text.contains(token.text))
  }
}
