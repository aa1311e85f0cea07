import Entities
import Synchronization
import Testing
import UseCases

/// A `PersonalFoods` over a dictionary that records every write and can be told to fail.
///
/// Writes are `.unexpected` unless the test says otherwise, and an unexpected write fails the
/// test, so "nothing is saved when the analysis fails" is checked, not assumed.
public final class SpyPersonalFoods: PersonalFoods {
  /// How an operation behaves.
  public enum Behavior: Sendable {
    case succeeds
    case fails(MealHistoryError)
    case unexpected
  }

  private struct State {
    var foods: [String: PersonalFood]
    var added: [(PersonalFood, Bool)] = []
    var removed: [String] = []
  }

  private let readBehavior: Behavior
  private let writeBehavior: Behavior
  private let state: Mutex<State>

  /// A spy holding `foods`; reads answer from them unless `read` fails, writes change them
  /// when `write` is `.succeeds`.
  public init(
    _ foods: [PersonalFood] = [], read: Behavior = .succeeds, write: Behavior = .unexpected
  ) {
    self.readBehavior = read
    self.writeBehavior = write
    self.state = Mutex(State(foods: Dictionary(uniqueKeysWithValues: foods.map { ($0.key, $0) })))
  }

  /// Foods passed to `add`, with whether replacing was asked, in order.
  public var added: [(food: PersonalFood, replacing: Bool)] {
    state.withLock { $0.added.map { (food: $0.0, replacing: $0.1) } }
  }
  /// Names passed to `removeFood`, in order.
  public var removed: [String] { state.withLock { $0.removed } }
  /// What the spy holds now, by key.
  public var foods: [PersonalFood] { state.withLock { $0.foods.values.sorted { $0.key < $1.key } } }

  public func allFoods() async throws(MealHistoryError) -> [PersonalFood] {
    try check(readBehavior, "allFoods")
    return foods
  }

  public func food(named name: String) async throws(MealHistoryError) -> PersonalFood? {
    try check(readBehavior, "food(named:)")
    return state.withLock { $0.foods[PersonalFood.key(of: name)] }
  }

  public func add(
    _ food: PersonalFood, replacing: Bool
  ) async throws(MealHistoryError) -> PersonalFoodSaving {
    state.withLock { $0.added.append((food, replacing)) }
    try check(writeBehavior, "add")
    return state.withLock { state in
      let exists = state.foods[food.key] != nil
      if exists, !replacing { return .nameTaken }
      state.foods[food.key] = food
      return exists ? .replaced : .added
    }
  }

  public func removeFood(named name: String) async throws(MealHistoryError) -> Bool {
    state.withLock { $0.removed.append(name) }
    try check(writeBehavior, "removeFood")
    return state.withLock { $0.foods.removeValue(forKey: PersonalFood.key(of: name)) != nil }
  }

  private func check(_ behavior: Behavior, _ operation: String) throws(MealHistoryError) {
    switch behavior {
    case .succeeds: return
    case .fails(let error): throw error
    case .unexpected:
      Issue.record("PersonalFoods.\(operation) was called but the test did not expect it")
      throw .storageFailed("unexpected call")
    }
  }
}
