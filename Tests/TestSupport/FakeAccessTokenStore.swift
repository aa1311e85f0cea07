import Foundation
import UseCases

/// An `AccessTokenStore` holding fixed records, or failing every call, for use-case tests.
public final class FakeAccessTokenStore: AccessTokenStore, @unchecked Sendable {
  private let lock = NSLock()
  private var records: [AccessTokenRecord]
  private let failure: MealHistoryError?
  private var lookedUp: [AccessTokenID] = []

  /// A store holding `records`, or failing with `failure` when it is given.
  public init(_ records: [AccessTokenRecord] = [], failing failure: MealHistoryError? = nil) {
    self.records = records
    self.failure = failure
  }

  /// The ids `token(_:)` was asked for, in order.
  public var lookups: [AccessTokenID] { lock.withLock { lookedUp } }

  /// The records held now, in the order they were added.
  public var stored: [AccessTokenRecord] { lock.withLock { records } }

  public func add(_ token: AccessTokenRecord) throws(MealHistoryError) {
    if let failure { throw failure }
    lock.withLock { records.append(token) }
  }

  public func token(_ id: AccessTokenID) throws(MealHistoryError) -> AccessTokenRecord? {
    if let failure { throw failure }
    return lock.withLock {
      lookedUp.append(id)
      return records.first { $0.id == id }
    }
  }

  public func tokens(of profile: String?) throws(MealHistoryError) -> [AccessTokenRecord] {
    if let failure { throw failure }
    return lock.withLock { records.filter { profile == nil || $0.profile == profile } }
  }

  public func revoke(_ id: AccessTokenID) throws(MealHistoryError) -> Bool {
    if let failure { throw failure }
    return lock.withLock {
      guard let index = records.firstIndex(where: { $0.id == id }) else { return false }
      records.remove(at: index)
      return true
    }
  }
}
