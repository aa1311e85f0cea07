import UseCases

/// API tokens kept in memory for the life of the process: for `--store memory` and as the
/// reference the other stores' contract tests agree with.
public actor InMemoryAccessTokenStore: AccessTokenStore {
  private var records: [AccessTokenRecord] = []

  /// A new store holding `records`.
  public init(_ records: [AccessTokenRecord] = []) {
    self.records = records
  }

  public func add(_ token: AccessTokenRecord) throws(MealHistoryError) {
    guard !records.contains(where: { $0.id == token.id }) else {
      throw .storageFailed("a token with id \(token.id) exists")
    }
    records.append(token)
  }

  public func token(_ id: AccessTokenID) throws(MealHistoryError) -> AccessTokenRecord? {
    records.first { $0.id == id }
  }

  public func tokens(of profile: String?) throws(MealHistoryError) -> [AccessTokenRecord] {
    records.filter { profile == nil || $0.profile == profile }
      .sorted { ($0.createdAt, $0.id) < ($1.createdAt, $1.id) }
  }

  public func revoke(_ id: AccessTokenID) throws(MealHistoryError) -> Bool {
    guard let index = records.firstIndex(where: { $0.id == id }) else { return false }
    records.remove(at: index)
    return true
  }
}
