import CMicroHTTPD
import Dispatch
import FoundationEssentials
import InterfaceAdapters
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `wellplate serve`'s HTTP engine: libmicrohttpd, loaded when serving starts, handing every
/// request it reads whole to an `APIRequestHandler` (ADR 0022).
///
/// MHD's own threads (a pool, one per core, each polling its share of the connections) accept,
/// read and write. Once a request's body is in, its connection is suspended and a Swift task
/// awaits the handler; the task keeps the answer and resumes the connection, and MHD calls back
/// on its thread to send it. No MHD thread waits for a handler and no Swift thread waits for
/// MHD (ADR 0022 has the alternative and the measurements).
/// Bodies are read raw and counted as they arrive: one announced past the cap is refused with
/// the handler's 413 before it is read; a chunked one is dropped from the cap on and refused
/// when it ends, or cut off after another cap's worth. A request's headers must arrive whole within
/// the connection timeout of the connection opening (or of its previous answer); MHD's own
/// timeout only counts idle time, which a client sending a byte a second never reaches.
public final class MicroHTTPServer: Sendable {
  private let configuration: APIServerConfiguration
  private let handler: any APIRequestHandler
  private let library: LibMicroHTTPD
  private let state = Mutex(State())
  /// Signalled when serving ends, so the header watch stops at once.
  private let finished = DispatchSemaphore(value: 0)

  private struct State {
    var stopRequested = false
    var stopWaiter: CheckedContinuation<Void, Never>?
    /// Requests whose headers have arrived and whose exchange has not ended.
    var requestsInFlight = 0
    var drainWaiter: CheckedContinuation<Void, Never>?
    /// Open connections by their MHD handle's address.
    var connections: [UInt: WatchedConnection] = [:]
    /// Exchanges created and not yet released (for the tests: none may leak).
    var exchanges = 0
  }

  /// A connection's socket and when its next request's headers must have arrived.
  private struct WatchedConnection {
    var socket: Int32
    var headersDue: ContinuousClock.Instant?
  }

  /// A server for `configuration` answering with `handler`; throws when libmicrohttpd is not
  /// installed.
  public convenience init(
    _ configuration: APIServerConfiguration, handler: any APIRequestHandler
  ) throws(DriverUnavailableError) {
    self.init(configuration, handler: handler, library: try LibMicroHTTPD.load())
  }

  init(
    _ configuration: APIServerConfiguration, handler: any APIRequestHandler, library: LibMicroHTTPD
  ) {
    self.configuration = configuration
    self.handler = handler
    self.library = library
  }

  // MARK: Serving

  /// Serves until the process receives SIGTERM or SIGINT, then stops as `stop()` does.
  public func serveUntilSignalled(listening: @Sendable (String) -> Void) async throws {
    let signals = StopSignals { [self] in stop() }
    try await serve(listening: listening)
    _ = consume signals
  }

  /// Serves until `stop()` (or the task's cancellation): binds, calls `listening` with the
  /// bound address ("127.0.0.1:41234": port 0 resolved), and on stop closes the listening
  /// socket, lets the requests in flight finish (answers then carry `Connection: close`), stops
  /// libmicrohttpd and returns.
  public func serve(listening: @Sendable (String) -> Void) async throws {
    let socket = try ListeningSocket.bound(to: configuration.host, port: configuration.port)
    let daemon = try start(listeningOn: socket)
    if configuration.connectionTimeout > 0 {
      DetachedThread.start { [self] in watchHeaderDeadlines() }
    }
    listening(socket.address)

    await withTaskCancellationHandler {
      await stopRequested()
    } onCancel: {
      stop()
    }
    // Quiescing returns the listening socket, which is ours to close; new connections are
    // refused from here on while accepted ones are served.
    let returned = library.quiesceDaemon(daemon.handle)
    close(returned >= 0 ? returned : socket.descriptor)
    await requestsDrained()
    library.stopDaemon(daemon.handle)
    finished.signal()
  }

  /// Asks `serve` to stop gracefully; safe from any thread, more than once, and before
  /// serving has started (it then stops as soon as it has started).
  public func stop() {
    let waiter = state.withLock { state in
      state.stopRequested = true
      defer { state.stopWaiter = nil }
      return state.stopWaiter
    }
    waiter?.resume()
  }

  /// Exchanges created and not yet released; 0 once every connection has ended.
  var exchangesAlive: Int {
    state.withLock { $0.exchanges }
  }

  private func stopRequested() async {
    await withCheckedContinuation { continuation in
      let now = state.withLock { state in
        if !state.stopRequested { state.stopWaiter = continuation }
        return state.stopRequested
      }
      if now { continuation.resume() }
    }
  }

  private func requestsDrained() async {
    await withCheckedContinuation { continuation in
      let now = state.withLock { state in
        if state.requestsInFlight > 0 { state.drainWaiter = continuation }
        return state.requestsInFlight == 0
      }
      if now { continuation.resume() }
    }
  }

  /// An MHD daemon handle; MHD's calls on it are thread-safe.
  private struct Daemon: @unchecked Sendable {
    let handle: LibMicroHTTPD.Handle
  }

  private func start(listeningOn socket: ListeningSocket) throws(DriverUnavailableError) -> Daemon {
    let context = Unmanaged.passUnretained(self).toOpaque()
    let threads = max(2, ProcessInfo.processInfo.activeProcessorCount)
    let options: [CMicroHTTPD_option] = [
      CMicroHTTPD_option_value(LibMicroHTTPD.Option.listenSocket, Int(socket.descriptor)),
      CMicroHTTPD_option_value(LibMicroHTTPD.Option.threadPoolSize, threads),
      // The strictest parsing this version offers; a proxy in front normalizes the rest.
      CMicroHTTPD_option_value(LibMicroHTTPD.Option.strictForClient, 1),
      CMicroHTTPD_option_value(
        LibMicroHTTPD.Option.connectionLimit, configuration.maximumConnections),
      CMicroHTTPD_option_value(
        LibMicroHTTPD.Option.connectionMemoryLimit, configuration.connectionMemoryLimit),
      CMicroHTTPD_option_value(
        LibMicroHTTPD.Option.connectionTimeout, configuration.connectionTimeout),
      CMicroHTTPD_option_request_started(Self.requestStarted, context),
      CMicroHTTPD_option_request_completed(Self.requestCompleted, context),
      CMicroHTTPD_option_connection_notice(Self.connectionNotice, context),
      CMicroHTTPD_option_value(Int32(CMicroHTTPD_OPTION_END), 0),
    ]
    let flags =
      LibMicroHTTPD.Flag.internalPollingThread | LibMicroHTTPD.Flag.poll
      | LibMicroHTTPD.Flag.allowSuspendResume
    guard
      let handle = library.startDaemon(
        flags: flags, handler: Self.access, context: context, options: options)
    else {
      close(socket.descriptor)
      throw DriverUnavailableError(
        "libmicrohttpd could not start serving on \(socket.address) (its build may lack "
          + "threads or poll)")
    }
    return Daemon(handle: handle)
  }

  // MARK: The header deadline

  /// Cuts off connections whose request headers are overdue, until serving ends; on a thread
  /// of its own, waking a few times per timeout.
  private func watchHeaderDeadlines() {
    let interval = min(1.0, Double(configuration.connectionTimeout) / 4)
    while finished.wait(timeout: .now() + interval) == .timedOut {
      let now = ContinuousClock.now
      state.withLock { state in
        for (key, connection) in state.connections {
          guard let due = connection.headersDue, due <= now else { continue }
          // Under the lock the socket is still the connection's: MHD reports a closed
          // connection (which takes the lock) before it closes the socket. Shutting it down
          // makes MHD read an end of file and close it on its own thread.
          shutdown(connection.socket, Int32(SHUT_RDWR))
          state.connections[key]?.headersDue = nil
        }
      }
    }
  }

  /// When the next request's headers must be complete; none without a timeout.
  private func headersDue() -> ContinuousClock.Instant? {
    configuration.connectionTimeout > 0 ? .now + .seconds(configuration.connectionTimeout) : nil
  }

  // MARK: Requests

  /// One request and its answer, from its request line to the end of the exchange.
  final class Exchange: Sendable {
    enum Stage {
      /// The request line is read; the headers are not (yet).
      case started
      /// The headers are read; the body is arriving.
      case receiving
      /// A body of unannounced length (chunked) went past the cap: the rest is dropped as it
      /// arrives, and refused once it ends (MHD 0.9.75 cannot answer in the middle of a body).
      case discarding
      /// Refused (413): what more arrives is dropped.
      case refused
      /// The handler is working; the connection is suspended until its answer is kept.
      case handling
      /// The answer is queued.
      case answered
    }

    struct Progress {
      var stage = Stage.started
      var method = ""
      var headers: [String: String] = [:]
      var body = Data()
      /// Bytes dropped after the cap was passed.
      var discarded = 0
      var answer: APIResponse?
    }

    /// The request target as sent ("/history?limit=5"), before MHD decodes it.
    let target: String
    let progress = Mutex(Progress())

    init(target: String) {
      self.target = target
    }
  }

  private static func server(_ context: UnsafeMutableRawPointer?) -> MicroHTTPServer? {
    context.map { Unmanaged<MicroHTTPServer>.fromOpaque($0).takeUnretainedValue() }
  }

  private static func key(_ connection: UnsafeMutableRawPointer) -> UInt {
    UInt(bitPattern: connection)
  }

  /// The request line is read: the exchange starts, with the raw target.
  private static let requestStarted: CMicroHTTPD_request_started = { context, uri, _ in
    guard let server = server(context) else { return nil }
    server.state.withLock { $0.exchanges += 1 }
    let exchange = Exchange(target: uri.map { String(cString: $0) } ?? "/")
    return Unmanaged.passRetained(exchange).toOpaque()
  }

  /// The exchange is over (answered, refused, cut off or abandoned by the client).
  private static let requestCompleted: CMicroHTTPD_request_completed = {
    context, connection, slot, _ in
    guard let server = server(context), let slot, let pointer = slot.pointee else { return }
    slot.pointee = nil
    let exchange = Unmanaged<Exchange>.fromOpaque(pointer).takeRetainedValue()
    let counted = exchange.progress.withLock { $0.stage != .started }
    let drained = server.state.withLock { state -> CheckedContinuation<Void, Never>? in
      state.exchanges -= 1
      if let connection {
        state.connections[key(connection)]?.headersDue = server.headersDue()
      }
      guard counted else { return nil }
      state.requestsInFlight -= 1
      guard state.requestsInFlight == 0, state.stopRequested else { return nil }
      defer { state.drainWaiter = nil }
      return state.drainWaiter
    }
    drained?.resume()
  }

  private static let connectionNotice: CMicroHTTPD_connection_notice = {
    context, connection, _, notice in
    guard let server = server(context), let connection else { return }
    if notice == LibMicroHTTPD.ConnectionNotice.started {
      let socket = server.library.socket(of: connection)
      let due = server.headersDue()
      server.state.withLock {
        $0.connections[key(connection)] = WatchedConnection(socket: socket, headersDue: due)
      }
    } else if notice == LibMicroHTTPD.ConnectionNotice.closed {
      _ = server.state.withLock { $0.connections.removeValue(forKey: key(connection)) }
    }
  }

  /// MHD's access handler: once when the headers are in, once per piece of body, once when the
  /// body is complete, and once more after the answer has resumed the connection.
  private static let access: CMicroHTTPD_access_handler = {
    context, connection, _, method, _, upload, uploadSize, slot in
    guard let server = server(context), let connection, let uploadSize, let slot,
      let pointer = slot.pointee
    else { return LibMicroHTTPD.Result.no }
    let exchange = Unmanaged<Exchange>.fromOpaque(pointer).takeUnretainedValue()
    return server.advance(
      exchange, on: connection, method: method, upload: upload, uploadSize: uploadSize)
  }

  private func advance(
    _ exchange: Exchange, on connection: LibMicroHTTPD.Handle, method: UnsafePointer<CChar>?,
    upload: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>
  ) -> Int32 {
    let stage = exchange.progress.withLock { $0.stage }
    switch stage {
    case .started:
      return headersArrived(exchange, on: connection, method: method)
    case .receiving where uploadSize.pointee > 0:
      let size = uploadSize.pointee
      uploadSize.pointee = 0
      let fits = exchange.progress.withLock { progress in
        guard progress.body.count + size <= configuration.maximumBodySize else { return false }
        if let upload {
          progress.body.append(
            UnsafeRawPointer(upload).assumingMemoryBound(to: UInt8.self), count: size)
        }
        return true
      }
      guard !fits else { return LibMicroHTTPD.Result.yes }
      exchange.progress.withLock { progress in
        progress.stage = .discarding
        progress.body = Data()
      }
      return LibMicroHTTPD.Result.yes
    case .receiving:
      return handle(exchange, on: connection)
    case .discarding where uploadSize.pointee > 0:
      let size = uploadSize.pointee
      uploadSize.pointee = 0
      let discarded = exchange.progress.withLock { progress in
        progress.discarded += size
        return progress.discarded
      }
      // A client that keeps sending (another cap's worth) gets no answer, only a closed
      // connection.
      return discarded <= configuration.maximumBodySize
        ? LibMicroHTTPD.Result.yes : LibMicroHTTPD.Result.no
    case .discarding:
      return refuseTooLarge(exchange, on: connection)
    case .handling:
      let answer = exchange.progress.withLock { progress in
        defer { if progress.answer != nil { progress.stage = .answered } }
        return progress.answer
      }
      guard let answer else { return LibMicroHTTPD.Result.yes }
      return send(answer, on: connection)
    case .refused, .answered:
      uploadSize.pointee = 0
      return LibMicroHTTPD.Result.yes
    }
  }

  private func headersArrived(
    _ exchange: Exchange, on connection: LibMicroHTTPD.Handle, method: UnsafePointer<CChar>?
  ) -> Int32 {
    state.withLock { state in
      state.requestsInFlight += 1
      state.connections[Self.key(connection)]?.headersDue = nil
    }
    let headers = readHeaders(of: connection)
    let declared = headers["content-length"].flatMap { Int($0) }
    exchange.progress.withLock { progress in
      progress.stage = .receiving
      progress.method = method.map { String(cString: $0) } ?? "GET"
      progress.headers = headers
      if let declared, declared > 0 {
        progress.body.reserveCapacity(min(declared, configuration.maximumBodySize))
      }
    }
    // Refused before any of the body is read (and before MHD sends `100 Continue`).
    if let declared, declared > configuration.maximumBodySize {
      return refuseTooLarge(exchange, on: connection)
    }
    return LibMicroHTTPD.Result.yes
  }

  private func readHeaders(of connection: LibMicroHTTPD.Handle) -> [String: String] {
    var headers: [String: String] = [:]
    withUnsafeMutablePointer(to: &headers) { headers in
      _ = library.connectionValues(connection, LibMicroHTTPD.headerKind, Self.visitHeader, headers)
    }
    return headers
  }

  /// One header field, in arrival order; a repeated field's values are joined by ", ".
  private static let visitHeader: CMicroHTTPD_field_visitor = { context, _, key, value in
    guard let context, let key else { return LibMicroHTTPD.Result.yes }
    let headers = context.assumingMemoryBound(to: [String: String].self)
    let name = String(cString: key).lowercased()
    let text = value.map { String(cString: $0) } ?? ""
    if let earlier = headers.pointee[name] {
      headers.pointee[name] = earlier + ", " + text
    } else {
      headers.pointee[name] = text
    }
    return LibMicroHTTPD.Result.yes
  }

  private func refuseTooLarge(_ exchange: Exchange, on connection: LibMicroHTTPD.Handle) -> Int32 {
    exchange.progress.withLock { progress in
      progress.stage = .refused
      progress.body = Data()
    }
    // Queued before the body (from Content-Length), MHD sends it, reads none of the body and
    // closes; queued after a discarded body, it keeps the connection.
    return send(
      handler.refuse(.bodyTooLarge(limit: configuration.maximumBodySize)), on: connection)
  }

  /// The body is complete: suspend the connection and let a task answer.
  private func handle(_ exchange: Exchange, on connection: LibMicroHTTPD.Handle) -> Int32 {
    let request = exchange.progress.withLock { progress in
      progress.stage = .handling
      defer { progress.body = Data() }
      let target = exchange.target
      let question = target.firstIndex(of: "?")
      return APIRequest(
        method: progress.method,
        path: String(target[..<(question ?? target.endIndex)]),
        query: question.map { String(target[target.index(after: $0)...]) } ?? "",
        headers: progress.headers, body: progress.body)
    }
    // Suspended before the task exists, so its resume cannot come first.
    library.suspendConnection(connection)
    let suspended = SuspendedConnection(handle: connection)
    Task { [handler, library] in
      let answer = await handler.respond(to: request)
      exchange.progress.withLock { $0.answer = answer }
      library.resumeConnection(suspended.handle)
    }
    return LibMicroHTTPD.Result.yes
  }

  /// A suspended MHD connection; MHD lets any thread resume one.
  private struct SuspendedConnection: @unchecked Sendable {
    let handle: LibMicroHTTPD.Handle
  }

  /// Queues `answer`; MHD adds `Content-Length` and `Date`.
  private func send(_ answer: APIResponse, on connection: LibMicroHTTPD.Handle) -> Int32 {
    let closing = state.withLock { $0.stopRequested }
    return answer.body.withUnsafeBytes { body in
      guard
        let response = library.createResponseFromBuffer(
          body.count, UnsafeMutableRawPointer(mutating: body.baseAddress), LibMicroHTTPD.mustCopy)
      else { return LibMicroHTTPD.Result.no }
      defer { library.destroyResponse(response) }
      for (name, value) in answer.headers
      where !Self.framingHeaders.contains(name.lowercased()) {
        // MHD refuses values with line breaks; such a header is left out.
        _ = library.addResponseHeader(response, name, value)
      }
      if closing {
        _ = library.addResponseHeader(response, "Connection", "close")
      }
      return library.queueResponse(connection, UInt32(clamping: answer.status), response)
    }
  }

  /// Headers MHD writes itself from the body it is given.
  private static let framingHeaders: Set<String> = ["content-length", "transfer-encoding"]
}
