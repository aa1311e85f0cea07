#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A thread of its own for blocking work (a transfer, a watchdog), as Foundation's
/// `Thread.detachNewThread` started one; FoundationEssentials has no `Thread` (ADR 0012).
enum DetachedThread {
  /// Runs `body` on a new detached thread with the system's default attributes.
  static func start(_ body: @escaping @Sendable () -> Void) {
    let context = Unmanaged.passRetained(Body(body)).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    #if canImport(Glibc)
      var thread = pthread_t()
    #else
      var thread: pthread_t?
    #endif
    let result = pthread_create(
      &thread, &attributes,
      { context in
        Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
        return nil
      }, context)
    // Work that cannot start would never report back: better to stop at once.
    precondition(result == 0, "cannot start a thread: \(String(cString: strerror(result)))")
  }

  private final class Body: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }
}
