import Foundation

/// A `wellplate` command and its anchor, each timed as a whole process, alternating.
///
/// Alternating (and swapping which goes first every round) makes drift in the machine's load
/// hit both alike; a few unmeasured runs first warm the page cache and the CPU caches.
struct SideBySide {
  /// One program and its arguments.
  struct Run {
    let path: String
    let arguments: [String]
  }

  /// Times of the `wellplate` command.
  private(set) var ours = Timings()
  /// Times of the anchor.
  private(set) var anchor = Timings()

  /// Runs `ours` and `anchor` `runs` times each, in `environment`.
  init(ours: Run, anchor: Run, runs: Int, environment: [String: String]) throws {
    for _ in 0..<3 {
      _ = try ProcessTimer.time(ours.path, ours.arguments, environment: environment)
      _ = try ProcessTimer.time(anchor.path, anchor.arguments, environment: environment)
    }
    for round in 0..<runs {
      let first = round % 2 == 0 ? ours : anchor
      let second = round % 2 == 0 ? anchor : ours
      let firstTime = try ProcessTimer.time(first.path, first.arguments, environment: environment)
      let secondTime = try ProcessTimer.time(
        second.path, second.arguments, environment: environment)
      self.ours.append(round % 2 == 0 ? firstTime : secondTime)
      self.anchor.append(round % 2 == 0 ? secondTime : firstTime)
    }
  }

  /// Median of ours over median of the anchor.
  var ratio: Double { ours.median.milliseconds / anchor.median.milliseconds }
}
