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
    /// Run before each run of it, untimed (removing the file a run creates, say).
    var before: () throws -> Void = {}
  }

  /// Times of the `wellplate` command.
  private(set) var ours = Timings()
  /// Times of the anchor.
  private(set) var anchor = Timings()

  /// Runs `ours` and `anchor` `runs` times each, in `environment`.
  init(ours: Run, anchor: Run, runs: Int, environment: [String: String]) throws {
    func time(_ run: Run) throws -> Duration {
      try run.before()
      return try ProcessTimer.time(run.path, run.arguments, environment: environment)
    }
    for _ in 0..<3 {
      _ = try time(ours)
      _ = try time(anchor)
    }
    for round in 0..<runs {
      let first = round % 2 == 0 ? ours : anchor
      let second = round % 2 == 0 ? anchor : ours
      let firstTime = try time(first)
      let secondTime = try time(second)
      self.ours.append(round % 2 == 0 ? firstTime : secondTime)
      self.anchor.append(round % 2 == 0 ? secondTime : firstTime)
    }
  }

  /// Median of ours over median of the anchor.
  var ratio: Double { ours.median.milliseconds / anchor.median.milliseconds }
}
