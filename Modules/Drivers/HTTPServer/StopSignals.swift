import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGTERM and SIGINT turned into a call of `stop` for as long as this lives.
///
/// Dispatch sources, not code in a signal handler: dispatch catches the signals itself and
/// reports them on one of its threads, where any Swift code may run. They are set to be ignored
/// first, as dispatch asks, so one arriving before dispatch is ready does not end the process.
struct StopSignals: ~Copyable {
  private let sources: [any DispatchSourceSignal]

  /// Starts listening for SIGTERM and SIGINT; each one calls `stop`.
  init(_ stop: @escaping @Sendable () -> Void) {
    sources = [SIGTERM, SIGINT].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler(handler: stop)
      source.resume()
      return source
    }
  }

  /// Stops listening and gives the signals back their default action (ending the process).
  deinit {
    for source in sources {
      source.cancel()
      signal(Int32(source.handle), SIG_DFL)
    }
  }
}
