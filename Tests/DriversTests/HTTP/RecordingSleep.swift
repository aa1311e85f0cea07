import Drivers
import Synchronization

/// Stands in for `Task.sleep` between retries: records each requested delay and returns at
/// once, so retry tests run against the real server without sitting out the backoff.
final class RecordingSleep: Sendable {
  private let delays = Mutex<[Duration]>([])

  /// Delays requested so far, in order.
  var requested: [Duration] { delays.withLock { $0 } }

  /// The closure to hand to `HTTPFoodAnalyzer`.
  var sleep: HTTPFoodAnalyzer.Sleep {
    { [self] duration in delays.withLock { $0.append(duration) } }
  }
}
