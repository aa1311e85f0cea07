import FoundationEssentials
import Synchronization

/// A one-line spinner on a terminal, redrawn in place and erased when stopped.
///
/// Only ever given an output when standard error is a terminal: in a pipe or a log file the
/// carriage returns would be noise.
public final class TerminalSpinner: Sendable {
  /// Where the spinner's text goes.
  public typealias Output = @Sendable (String) -> Void

  private struct State {
    var stopped = false
    var frame = 0
  }

  private static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  /// Carriage return, then "erase line", leaving the cursor where the spinner began.
  public static let erase = "\r\u{1B}[2K"

  private let message: String
  private let output: Output
  private let state = Mutex(State())
  private let ticker = Mutex<Task<Void, Never>?>(nil)

  /// Writes to standard error, or `nil` when standard error is not a terminal.
  public static var standardErrorIfTerminal: Output? {
    guard StandardStreams.standardErrorIsTerminal else { return nil }
    return { StandardStreams.writeStandardError($0) }
  }

  private init(message: String, output: @escaping Output) {
    self.message = message
    self.output = output
  }

  /// Draws `message` with a spinner on `output`, redrawing every `interval` until `stop()`.
  public static func start(
    _ message: String, output: @escaping Output, interval: Duration = .milliseconds(120)
  ) -> TerminalSpinner {
    let spinner = TerminalSpinner(message: message, output: output)
    spinner.draw()
    let task = Task {
      while !Task.isCancelled {
        try? await Task.sleep(for: interval)
        guard spinner.draw() else { return }
      }
    }
    spinner.ticker.withLock { $0 = task }
    return spinner
  }

  /// Erases the spinner; nothing is written after this returns. Safe to call repeatedly.
  public func stop() {
    state.withLock { state in
      guard !state.stopped else { return }
      state.stopped = true
      output(Self.erase)
    }
    ticker.withLock { $0?.cancel() }
  }

  @discardableResult
  private func draw() -> Bool {
    state.withLock { state in
      guard !state.stopped else { return false }
      output("\r\(Self.frames[state.frame % Self.frames.count]) \(message)…")
      state.frame += 1
      return true
    }
  }
}
