import UseCases

/// The history store of each profile the server has seen, opened once and kept for the life
/// of the server: opening one (a SQLite file, a PostgreSQL connection) costs far more than a
/// request.
///
/// An actor, so concurrent requests of one profile share one store; the store is opened by a
/// task kept in the table, so requests arriving while it opens wait for it rather than open
/// another. A store that fails to open is forgotten, and the next request tries again.
public actor ProfileHistories {
  /// Opens the store of one profile.
  public typealias Opener = @Sendable (_ profile: String) async throws -> any MealHistory

  private let open: Opener
  private var stores: [String: Task<any MealHistory, any Error>] = [:]

  /// A cache that opens stores with `open`.
  public init(open: @escaping Opener) {
    self.open = open
  }

  /// The store of `profile`, opening it on first use.
  public func history(of profile: String) async throws -> any MealHistory {
    if let opening = stores[profile] {
      return try await opening.value
    }
    let open = self.open
    let opening = Task { try await open(profile) }
    stores[profile] = opening
    do {
      return try await opening.value
    } catch {
      // Only the task that failed is forgotten; a later retry may already have replaced it.
      if stores[profile] == opening { stores[profile] = nil }
      throw error
    }
  }

  /// How many profiles have a store open (or opening).
  public var count: Int { stores.count }
}
