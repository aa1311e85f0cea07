import Drivers
import Synchronization

/// Collects what a terminal writer was given, in order.
final class WrittenText: Sendable {
  private let written = Mutex<[String]>([])

  /// Every piece written so far.
  var chunks: [String] { written.withLock { $0 } }

  /// A writer that appends to `chunks`.
  var output: TerminalSpinner.Output {
    { [self] text in written.withLock { $0.append(text) } }
  }
}
