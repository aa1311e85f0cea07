import Entities
import Synchronization
import UseCases

/// Hands out "id-1", "id-2", … so tests can name the entries they expect.
public final class SequentialIDGenerator: IDGenerator {
  private let counter = Mutex(0)
  private let prefix: String

  /// A generator whose ids start with `prefix`.
  public init(prefix: String = "id-") {
    self.prefix = prefix
  }

  public func next() -> MealEntryID {
    let number = counter.withLock { value -> Int in
      value += 1
      return value
    }
    return MealEntryID("\(prefix)\(number)")
  }
}
