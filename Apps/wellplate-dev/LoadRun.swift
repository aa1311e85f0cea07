import Foundation

/// Clients running one kind of request at once for a while, each on a thread of its own, with
/// the latency of every request: what `bench-serve` prints a row of.
struct LoadRun: Sendable {
  /// Number of clients.
  let clients: Int
  /// Latencies of the requests that succeeded.
  let timings: Timings
  /// Requests that failed (a connection error, a status other than expected, a process that
  /// exited non-zero).
  let errors: Int
  /// From the first client starting to the last one ending.
  let elapsed: Duration

  /// Successful requests per second.
  var throughput: Double { Double(timings.samples.count) / (elapsed.milliseconds / 1000) }

  /// Runs `clients` clients for `duration` (or until each has made `requests`): each first
  /// makes its `client` value, then calls `request` with it in a loop, timing each call;
  /// `request` says whether it succeeded.
  static func measure<Client>(
    clients: Int, duration: Duration, requests: Int?,
    client makeClient: @escaping @Sendable () -> Client,
    request: @escaping @Sendable (inout Client) -> Bool
  ) async -> LoadRun {
    let started = ContinuousClock.now
    let deadline = started + duration
    let (timings, errors) = await withTaskGroup(of: (Timings, Int).self) { group in
      for _ in 0..<clients {
        group.addTask {
          // Blocking work on a thread of its own, never on Swift's small pool.
          await withCheckedContinuation { (done: CheckedContinuation<(Timings, Int), Never>) in
            Thread.detachNewThread {
              var client = makeClient()
              var timings = Timings()
              var errors = 0
              var made = 0
              while requests.map({ made < $0 }) ?? (ContinuousClock.now < deadline) {
                let start = ContinuousClock.now
                let succeeded = request(&client)
                if succeeded {
                  timings.append(ContinuousClock.now - start)
                } else {
                  errors += 1
                }
                made += 1
              }
              done.resume(returning: (timings, errors))
            }
          }
        }
      }
      return await group.reduce(into: (Timings(), 0)) { all, one in
        for sample in one.0.samples { all.0.append(sample) }
        all.1 += one.1
      }
    }
    let elapsed = ContinuousClock.now - started
    return LoadRun(clients: clients, timings: timings, errors: errors, elapsed: elapsed)
  }
}
