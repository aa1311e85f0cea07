import Dispatch
import Synchronization

/// Runs async work to its end from synchronous code.
///
/// libFuzzer calls its callback on the main thread and expects the input handled when it
/// returns, while the controller and the analyzers are async. The work runs on the
/// cooperative pool, never on the waiting thread, so waiting cannot deadlock it.
enum Blocking {
  /// The value `work` returns, after waiting for it.
  static func run<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) -> Value {
    let result = Result<Value>()
    let done = DispatchSemaphore(value: 0)
    Task {
      result.set(await work())
      done.signal()
    }
    done.wait()
    return result.get()
  }

  /// Where the task leaves its value for the waiting thread.
  private final class Result<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)

    func set(_ newValue: Value) { value.withLock { $0 = newValue } }

    func get() -> Value {
      guard let result = value.withLock({ $0 }) else {
        fatalError("the async work ended without a value")
      }
      return result
    }
  }
}
