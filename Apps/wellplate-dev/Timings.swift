/// Repeated measurements of one operation, summarised as people read benchmark figures.
struct Timings {
  private(set) var samples: [Duration] = []

  mutating func append(_ sample: Duration) {
    samples.append(sample)
  }

  /// The middle sample: robust against the odd slow run (a WAL checkpoint, a context switch).
  var median: Duration { percentile(50) }

  /// The sample below which `percent` percent of samples fall (nearest rank).
  func percentile(_ percent: Int) -> Duration {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return .zero }
    let rank = (percent * sorted.count + 99) / 100
    return sorted[max(0, min(sorted.count - 1, rank - 1))]
  }

  /// Runs `body` `count` times and times each run.
  static func measure(_ count: Int, _ body: () async throws -> Void) async rethrows -> Timings {
    var timings = Timings()
    for _ in 0..<count {
      let start = ContinuousClock.now
      try await body()
      timings.append(ContinuousClock.now - start)
    }
    return timings
  }
}

extension Duration {
  /// The duration in microseconds, for printing.
  var microseconds: Double {
    Double(components.seconds) * 1e6 + Double(components.attoseconds) / 1e12
  }

  /// The duration in milliseconds, for printing.
  var milliseconds: Double { microseconds / 1000 }
}
