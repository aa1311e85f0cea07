import Foundation

#if canImport(Glibc)
  import Glibc
#endif

// A deliberately small HTTP/1.1 server for driving the HTTP analyzer's client in tests.
// It binds 127.0.0.1 only, serves exactly one request per connection (always
// `Connection: close`), and can misbehave on purpose (stall, truncate, hang up).
// Plain POSIX sockets are used instead of a networking package to keep the test
// target dependency-free and to control byte-level behaviour precisely.

/// One HTTP request as received and decoded by `LoopbackHTTPServer`.
public struct RecordedRequest: Sendable, Equatable {
  /// One header line, in the spelling and position the client sent it.
  public struct HeaderField: Sendable, Equatable {
    /// Header name exactly as sent (case preserved).
    public var name: String
    /// Header value with surrounding whitespace removed.
    public var value: String

    /// Creates a header field.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }
  }

  /// Request method, e.g. `GET` or `POST`.
  public var method: String
  /// Request target as sent, including any query string, e.g. `/foods?q=egg`.
  public var path: String
  /// Headers keyed by lowercased name; repeated headers are joined with ", ".
  public var headers: [String: String]
  /// Every header line in arrival order with the original name spelling.
  public var headerFields: [HeaderField]
  /// Request body, already de-chunked when the client used chunked transfer coding.
  public var body: Data

  /// Creates a request; `headers` is derived from `headerFields`.
  public init(method: String, path: String, headerFields: [HeaderField], body: Data) {
    self.method = method
    self.path = path
    self.headerFields = headerFields
    self.body = body
    var merged: [String: String] = [:]
    for field in headerFields {
      let key = field.name.lowercased()
      if let existing = merged[key] {
        merged[key] = existing + ", " + field.value
      } else {
        merged[key] = field.value
      }
    }
    self.headers = merged
  }

  /// Returns the value of the header with the given name, compared case-insensitively.
  public func header(_ name: String) -> String? {
    headers[name.lowercased()]
  }
}

/// What `LoopbackHTTPServer` does after it has read a request.
public indirect enum ServerReply: Sendable {
  /// Sends a complete response; `Content-Length` and `Connection: close` are always added.
  case respond(status: Int, headers: [String: String] = [:], body: Data)
  /// Sends nothing for `seconds`, then closes; `stop()` or a client hang-up ends it early.
  case stall(seconds: Double)
  /// Declares `declaredLength` bytes of body, sends only `partialBody`, then closes.
  case closeMidReply(partialBody: Data, declaredLength: Int)
  /// Closes the connection without sending a single byte.
  case closeWithoutReply
  /// Waits `seconds` (interruptible by `stop()`), then performs `then`.
  case delayed(seconds: Double, then: ServerReply)
  /// Sends a response without `Content-Length` whose body ends when the connection closes.
  case respondUntilClose(status: Int, headers: [String: String] = [:], body: Data)

  /// A response whose body is `text` (UTF-8) with `Content-Type: application/json`.
  public static func json(status: Int = 200, _ text: String) -> ServerReply {
    .respond(
      status: status,
      headers: ["Content-Type": "application/json"],
      body: Data(text.utf8)
    )
  }
}

/// Error thrown when the listening socket cannot be set up.
public struct LoopbackHTTPServerError: Error, Sendable, CustomStringConvertible {
  /// The system call that failed.
  public var operation: String
  /// The `errno` value reported by that call.
  public var code: Int32

  /// Human-readable form including the system error text.
  public var description: String {
    "LoopbackHTTPServer: \(operation) failed: \(String(cString: strerror(code))) (\(code))"
  }
}

/// HTTP/1.1 test server on 127.0.0.1 with an ephemeral port, one thread per connection.
public final class LoopbackHTTPServer: Sendable {
  /// Root URL of the server, e.g. `http://127.0.0.1:43817`.
  public let baseURL: URL
  /// The ephemeral TCP port the server listens on.
  public let port: Int

  // The core lives apart from this object so that worker threads never keep the
  // server alive; that lets `deinit` run and call `stop()` when tests forget to.
  private let core: ServerCore

  /// Binds 127.0.0.1 on an ephemeral port and starts accepting in the background.
  public init(responder: @escaping @Sendable (RecordedRequest) -> ServerReply) throws {
    let core = try ServerCore(responder: responder)
    self.core = core
    self.port = core.port
    // Force-unwrap is safe: the string is built from a literal host and an integer.
    self.baseURL = URL(string: "http://127.0.0.1:\(core.port)")!
    core.startAccepting()
  }

  // A responder that captures the server strongly forms a cycle that keeps this from
  // ever running, so tests should still call stop() themselves.
  deinit {
    core.stop()
  }

  /// All requests fully received so far, in the order they finished arriving.
  public var requests: [RecordedRequest] {
    core.state.withLock { $0.requests }
  }

  /// Closes the listening socket and every open connection; safe to call repeatedly.
  public func stop() {
    core.stop()
  }

  /// A responder that returns `replies` in order, then keeps repeating the last one.
  public static func sequence(
    _ replies: [ServerReply]
  ) -> @Sendable (RecordedRequest) -> ServerReply {
    let next = Locked(0)
    return { _ in
      // An empty script is a test bug; answer loudly instead of trapping the test run.
      guard !replies.isEmpty else {
        return .respond(status: 500, body: Data("sequence has no replies".utf8))
      }
      let index = next.withLock { value -> Int in
        defer { value += 1 }
        return min(value, replies.count - 1)
      }
      return replies[index]
    }
  }
}

// MARK: - Implementation

/// Minimal lock-guarded box; NSLock keeps this to Foundation only.
private final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

private struct ServerState {
  var requests: [RecordedRequest] = []
  var openConnections: Set<Int32> = []
  var stopped = false
}

private enum ReadOutcome {
  case request(RecordedRequest)
  case malformed
  case gone
}

private final class ServerCore: Sendable {
  let listenFD: Int32
  let port: Int
  let responder: @Sendable (RecordedRequest) -> ServerReply
  let state = Locked(ServerState())
  // A self-pipe wakes every poll() at once on stop; it is written once and never
  // drained, so it stays readable and no waiter can miss the signal.
  let wakeRead: Int32
  let wakeWrite: Int32
  let acceptLoopDone = DispatchGroup()
  let connectionsDone = DispatchGroup()

  static let maxHeaderBytes = 1 << 20
  static let lingerSeconds = 2.0

  init(responder: @escaping @Sendable (RecordedRequest) -> ServerReply) throws {
    self.responder = responder
    var pipeFDs: [Int32] = [-1, -1]
    guard pipe(&pipeFDs) == 0 else {
      throw LoopbackHTTPServerError(operation: "pipe", code: errno)
    }
    // pipe2/accept4 are GNU extensions Glibc does not import, so flags are set after.
    for end in pipeFDs {
      _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      _ = fcntl(end, F_SETFL, O_NONBLOCK)
    }
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else {
      let code = errno
      close(pipeFDs[0])
      close(pipeFDs[1])
      throw LoopbackHTTPServerError(operation: "socket", code: code)
    }
    func fail(_ operation: String) -> LoopbackHTTPServerError {
      let code = errno
      close(fd)
      close(pipeFDs[0])
      close(pipeFDs[1])
      return LoopbackHTTPServerError(operation: operation, code: code)
    }
    var one: Int32 = 1
    let optLength = socklen_t(MemoryLayout<Int32>.size)
    guard setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, optLength) == 0 else {
      throw fail("setsockopt(SO_REUSEADDR)")
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr = in_addr(s_addr: UInt32(0x7f00_0001).bigEndian)
    let addressLength = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, addressLength) }
    }
    guard bound == 0 else { throw fail("bind(127.0.0.1:0)") }
    guard listen(fd, 128) == 0 else { throw fail("listen") }
    // Non-blocking so a connection reset between poll() and accept() cannot wedge
    // the accept thread where stop() could no longer reach it.
    guard fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) == 0 else {
      throw fail("fcntl(O_NONBLOCK)")
    }
    var actual = sockaddr_in()
    var actualLength = addressLength
    let named = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(fd, $0, &actualLength)
      }
    }
    guard named == 0 else { throw fail("getsockname") }
    self.listenFD = fd
    self.port = Int(UInt16(bigEndian: actual.sin_port))
    self.wakeRead = pipeFDs[0]
    self.wakeWrite = pipeFDs[1]
  }

  deinit {
    // Only safe here: every thread that polls the pipe holds a strong reference.
    close(wakeRead)
    close(wakeWrite)
  }

  func startAccepting() {
    acceptLoopDone.enter()
    Thread.detachNewThread { [self] in
      acceptLoop()
    }
  }

  func stop() {
    let first = state.withLock { state -> Bool in
      guard !state.stopped else { return false }
      state.stopped = true
      // shutdown() (not close()) wakes threads blocked in recv/send without freeing
      // the descriptor number, which the owning thread closes under this same lock.
      for fd in state.openConnections {
        shutdown(fd, Int32(SHUT_RDWR))
      }
      return true
    }
    if first {
      var byte: UInt8 = 1
      _ = write(wakeWrite, &byte, 1)
    }
    acceptLoopDone.wait()
    // Bounded so a responder that itself blocks (or calls stop()) cannot hang a test.
    _ = connectionsDone.wait(timeout: .now() + 2)
  }

  // MARK: Accepting

  private func acceptLoop() {
    defer {
      close(listenFD)
      acceptLoopDone.leave()
    }
    while true {
      var fds = [
        pollfd(fd: listenFD, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
      ]
      if poll(&fds, 2, -1) < 0 {
        if errno == EINTR { continue }
        return
      }
      if fds[1].revents != 0 { return }
      guard fds[0].revents & Int16(POLLIN) != 0 else {
        if fds[0].revents & Int16(POLLERR | POLLNVAL) != 0 { return }
        continue
      }
      let connection = accept(listenFD, nil, nil)
      if connection < 0 {
        switch errno {
        case EINTR, EAGAIN, EWOULDBLOCK, ECONNABORTED, EPROTO:
          continue
        case EMFILE, ENFILE, ENOBUFS, ENOMEM:
          // Out of descriptors: back off instead of spinning; pending clients wait.
          usleep(10_000)
          continue
        default:
          return
        }
      }
      // Accepted sockets do not inherit O_NONBLOCK on Linux; blocking I/O is intended.
      _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
      let registered = state.withLock { state -> Bool in
        guard !state.stopped else { return false }
        state.openConnections.insert(connection)
        return true
      }
      guard registered else {
        close(connection)
        return
      }
      connectionsDone.enter()
      Thread.detachNewThread { [self] in
        serve(connection)
        connectionsDone.leave()
      }
    }
  }

  // MARK: Serving one connection

  private func serve(_ fd: Int32) {
    defer {
      state.withLock { state in
        state.openConnections.remove(fd)
        close(fd)
      }
    }
    var reader = SocketReader(fd: fd)
    switch readRequest(&reader) {
    case .gone:
      return
    case .malformed:
      let body = Data("malformed request".utf8)
      _ = sendAll(fd, Self.head(status: 400, headers: [:], contentLength: body.count) + body)
    case .request(let request):
      state.withLock { $0.requests.append(request) }
      perform(responder(request), on: fd)
    }
    lingeringClose(fd)
  }

  private func perform(_ reply: ServerReply, on fd: Int32) {
    switch reply {
    case .respond(let status, let headers, let body):
      _ = sendAll(fd, Self.head(status: status, headers: headers, contentLength: body.count))
      _ = sendAll(fd, body)
    case .stall(let seconds):
      _ = waitInterruptibly(seconds: seconds, watching: fd)
    case .closeMidReply(let partialBody, let declaredLength):
      _ = sendAll(fd, Self.head(status: 200, headers: [:], contentLength: declaredLength))
      _ = sendAll(fd, partialBody)
    case .closeWithoutReply:
      break
    case .delayed(let seconds, let then):
      if waitInterruptibly(seconds: seconds, watching: nil) {
        perform(then, on: fd)
      }
    case .respondUntilClose(let status, let headers, let body):
      _ = sendAll(fd, Self.head(status: status, headers: headers, contentLength: nil))
      _ = sendAll(fd, body)
    }
  }

  /// Returns true if the full time elapsed, false if stop() or a client hang-up cut it short.
  private func waitInterruptibly(seconds: Double, watching fd: Int32?) -> Bool {
    let deadline =
      DispatchTime.now().uptimeNanoseconds
      + UInt64(max(0, seconds) * 1_000_000_000)
    while true {
      let now = DispatchTime.now().uptimeNanoseconds
      if now >= deadline { return true }
      let remainingMS = Int32(min((deadline - now + 999_999) / 1_000_000, UInt64(Int32.max)))
      var fds = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
      if let fd {
        fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0))
      }
      let ready = poll(&fds, nfds_t(fds.count), remainingMS)
      if ready < 0 {
        if errno == EINTR { continue }
        return false
      }
      if fds[0].revents != 0 { return false }
      if let fd, fds.count > 1, fds[1].revents != 0 {
        // Extra bytes are discarded; EOF or an error means nobody is listening anymore.
        var scratch = [UInt8](repeating: 0, count: 4096)
        let count = recv(fd, &scratch, scratch.count, 0)
        if count == 0 || (count < 0 && errno != EINTR && errno != EAGAIN) { return false }
      }
    }
  }

  /// Half-close, then drain until the client hangs up: closing with unread input
  /// would make the kernel send RST, which can destroy a response still in flight.
  private func lingeringClose(_ fd: Int32) {
    shutdown(fd, Int32(SHUT_WR))
    let deadline =
      DispatchTime.now().uptimeNanoseconds
      + UInt64(Self.lingerSeconds * 1_000_000_000)
    var scratch = [UInt8](repeating: 0, count: 16_384)
    while true {
      let now = DispatchTime.now().uptimeNanoseconds
      if now >= deadline { return }
      let remainingMS = Int32((deadline - now + 999_999) / 1_000_000)
      var fds = [
        pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&fds, 2, remainingMS)
      if ready < 0 {
        if errno == EINTR { continue }
        return
      }
      if ready == 0 || fds[1].revents != 0 { return }
      let count = recv(fd, &scratch, scratch.count, 0)
      if count == 0 { return }
      if count < 0 && errno != EINTR && errno != EAGAIN { return }
    }
  }

  // MARK: Request parsing

  private func readRequest(_ reader: inout SocketReader) -> ReadOutcome {
    var requestLine: String
    // Tolerate stray blank lines before the request line, as RFC 9112 suggests.
    repeat {
      guard let line = reader.readLine(limit: Self.maxHeaderBytes) else { return .gone }
      requestLine = line
    } while requestLine.isEmpty
    let parts = requestLine.split(separator: " ", omittingEmptySubsequences: true)
    guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return .malformed }
    var fields: [RecordedRequest.HeaderField] = []
    var headerBytes = requestLine.utf8.count
    while true {
      guard let line = reader.readLine(limit: Self.maxHeaderBytes) else { return .gone }
      if line.isEmpty { break }
      headerBytes += line.utf8.count
      guard headerBytes <= Self.maxHeaderBytes,
        let colon = line.firstIndex(of: ":")
      else { return .malformed }
      let name = String(line[..<colon])
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      fields.append(RecordedRequest.HeaderField(name: name, value: value))
    }
    let draft = RecordedRequest(
      method: String(parts[0]), path: String(parts[1]), headerFields: fields, body: Data())

    // Answer before touching the body: libcurl otherwise waits ~1 s before sending it.
    if draft.headers["expect"]?.lowercased() == "100-continue", parts[2] == "HTTP/1.1" {
      guard sendAll(reader.fd, Data("HTTP/1.1 100 Continue\r\n\r\n".utf8)) else { return .gone }
    }

    var request = draft
    let transferEncoding = draft.headers["transfer-encoding"]?.lowercased() ?? ""
    if transferEncoding.contains("chunked") {
      switch readChunkedBody(&reader) {
      case .success(let body): request.body = body
      case .failure(let outcome): return outcome
      }
    } else if let lengthText = draft.headers["content-length"] {
      guard let length = Int(lengthText.trimmingCharacters(in: .whitespaces)), length >= 0
      else { return .malformed }
      guard let bytes = reader.readExactly(length) else { return .gone }
      request.body = Data(bytes)
    }
    return .request(request)
  }

  private enum BodyResult {
    case success(Data)
    case failure(ReadOutcome)
  }

  private func readChunkedBody(_ reader: inout SocketReader) -> BodyResult {
    var body = Data()
    while true {
      guard let sizeLine = reader.readLine(limit: 4096) else { return .failure(.gone) }
      // Chunk extensions (";name=value") are legal and meaningless to us.
      let sizeText = sizeLine.split(separator: ";", maxSplits: 1).first ?? ""
      guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16),
        size >= 0
      else { return .failure(.malformed) }
      if size == 0 {
        // Trailer section: skip fields up to the terminating empty line.
        while true {
          guard let trailer = reader.readLine(limit: Self.maxHeaderBytes) else {
            return .failure(.gone)
          }
          if trailer.isEmpty { return .success(body) }
        }
      }
      guard let chunk = reader.readExactly(size) else { return .failure(.gone) }
      body.append(contentsOf: chunk)
      guard let terminator = reader.readLine(limit: 2) else { return .failure(.gone) }
      guard terminator.isEmpty else { return .failure(.malformed) }
    }
  }

  // MARK: Writing

  private func sendAll(_ fd: Int32, _ data: Data) -> Bool {
    guard !data.isEmpty else { return true }
    return data.withUnsafeBytes { raw -> Bool in
      guard let base = raw.baseAddress else { return true }
      var offset = 0
      while offset < raw.count {
        // MSG_NOSIGNAL: a client that hung up must yield EPIPE, not kill the test process.
        let sent = send(fd, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        if sent < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += sent
      }
      return true
    }
  }

  static func head(status: Int, headers: [String: String], contentLength: Int?) -> Data {
    var lines = ["HTTP/1.1 \(status) \(reasonPhrase(status))"]
    // Sorted so that responses are byte-for-byte reproducible between runs.
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      let lowered = name.lowercased()
      if lowered == "content-length" || lowered == "connection" { continue }
      lines.append("\(name): \(value)")
    }
    if let contentLength { lines.append("Content-Length: \(contentLength)") }
    lines.append("Connection: close")
    return Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
  }

  static func reasonPhrase(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 201: "Created"
    case 202: "Accepted"
    case 204: "No Content"
    case 301: "Moved Permanently"
    case 302: "Found"
    case 304: "Not Modified"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 408: "Request Timeout"
    case 409: "Conflict"
    case 413: "Content Too Large"
    case 415: "Unsupported Media Type"
    case 422: "Unprocessable Content"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    case 504: "Gateway Timeout"
    default: "Status \(status)"
    }
  }
}

/// Buffered reader over a blocking socket; a read index avoids O(n^2) front removal.
private struct SocketReader {
  let fd: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var scratch = [UInt8](repeating: 0, count: 65_536)

  init(fd: Int32) {
    self.fd = fd
  }

  /// Receives more bytes; false on EOF or error (including shutdown() from stop()).
  private mutating func fill() -> Bool {
    if start == buffer.count {
      buffer.removeAll(keepingCapacity: true)
      start = 0
    } else if start > 65_536 {
      buffer.removeFirst(start)
      start = 0
    }
    while true {
      let count = recv(fd, &scratch, scratch.count, 0)
      if count > 0 {
        buffer.append(contentsOf: scratch[0..<count])
        return true
      }
      if count < 0 && errno == EINTR { continue }
      return false
    }
  }

  /// Next line without its LF (and CR, if present); nil on EOF or when over `limit`.
  mutating func readLine(limit: Int) -> String? {
    var scanned = start
    while true {
      if let newline = buffer[scanned...].firstIndex(of: 10) {
        var end = newline
        if end > start && buffer[end - 1] == 13 { end -= 1 }
        let line = String(decoding: buffer[start..<end], as: UTF8.self)
        start = newline + 1
        return line
      }
      if buffer.count - start > limit { return nil }
      let offset = buffer.count - start
      guard fill() else { return nil }
      scanned = start + offset
    }
  }

  /// Exactly `count` bytes, or nil if the peer closes first.
  mutating func readExactly(_ count: Int) -> [UInt8]? {
    while buffer.count - start < count {
      guard fill() else { return nil }
    }
    let bytes = Array(buffer[start..<(start + count)])
    start += count
    return bytes
  }
}
