import Dispatch
import InterfaceAdapters
import Synchronization

/// Runs one command's async work on the thread that asks for it, so a command starts no thread
/// of Swift's cooperative pool (ADR 0012).
///
/// The command runs in a task that prefers this executor (SE-0417): its nonisolated async code
/// and the default actors it calls (the stores) run here, on the waiting main thread, one job at
/// a time; they keep their isolation, only the thread changes. Threads a driver starts itself
/// (libcurl's transfer, libpq) and timers resume the task by enqueueing here. Only `wellplate`
/// uses it: nothing on its command path blocks a thread waiting for other async work, which
/// would deadlock a single thread.
final class CallingThreadExecutor: Sendable {
  private let jobs = Mutex<[UnownedJob]>([])
  private let ready = DispatchSemaphore(value: 0)
  private let result = Mutex<CommandOutcome?>(nil)

  private init() {}

  /// The outcome of `command`, run on the calling thread.
  static func run(_ command: @escaping @Sendable () async -> CommandOutcome) -> CommandOutcome {
    let executor = CallingThreadExecutor()
    if #available(macOS 15.0, iOS 18.0, *) {
      Task.detached(executorPreference: executor) { executor.finish(await command()) }
      return executor.runJobs()
    }
    // Before task executors: the command runs on the cooperative pool while this thread waits.
    Task.detached { executor.finish(await command()) }
    executor.ready.wait()
    return executor.outcome!
  }

  private var outcome: CommandOutcome? { result.withLock { $0 } }

  private func finish(_ outcome: CommandOutcome) {
    result.withLock { $0 = outcome }
    ready.signal()
  }

  fileprivate func append(_ job: UnownedJob) {
    jobs.withLock { $0.append(job) }
    ready.signal()
  }

  /// Runs jobs as they come until the command has its outcome; jobs left then (a spinner's
  /// timer) are dropped, since the process exits.
  @available(macOS 15.0, iOS 18.0, *)
  private func runJobs() -> CommandOutcome {
    while true {
      if let outcome { return outcome }
      ready.wait()
      let job = jobs.withLock { $0.isEmpty ? nil : $0.removeFirst() }
      job?.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}

@available(macOS 15.0, iOS 18.0, *)
extension CallingThreadExecutor: TaskExecutor {
  func enqueue(_ job: consuming ExecutorJob) {
    append(UnownedJob(job))
  }
}
