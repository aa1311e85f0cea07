import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One HTTP/1.1 answer as the raw client read it.
public struct RawHTTPAnswer: Sendable {
  /// The status code.
  public var status: Int
  /// Header fields by lower-cased name.
  public var headers: [String: String]
  /// The body (by `Content-Length`).
  public var body: Data
}

/// A blocking HTTP/1.1 client over a plain socket to 127.0.0.1, so tests control every byte
/// (partial bodies, trickled headers, hang-ups) that a real client library would not send.
///
/// Reads give up after 20 s (`SO_RCVTIMEO`) so that a broken server fails a test instead of
/// hanging the run; no test relies on that time. Its calls block, so tests make them through
/// `offPool`; one thread at a time uses a client.
public final class RawHTTPClient: @unchecked Sendable {
  private let socket: Int32
  private var buffered = Data()

  /// Connects to 127.0.0.1:`port`; nil when the connection is refused.
  public init?(port: Int) {
    socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
    guard connected else {
      close(socket)
      return nil
    }
    var limit = timeval(tv_sec: 20, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
  }

  deinit {
    close(socket)
  }

  /// Sends `bytes`; false when the server has closed or reset the connection.
  @discardableResult
  public func send(_ bytes: Data) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let sent = Glibc.send(
          socket, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
        if sent < 0 && errno == EINTR { continue }
        guard sent > 0 else { return false }
        offset += sent
      }
      return true
    }
  }

  /// Sends `text` as UTF-8.
  @discardableResult
  public func send(_ text: String) -> Bool {
    send(Data(text.utf8))
  }

  /// Sends `request` whole and reads its answer.
  public func exchange(_ request: String, body: Data = Data()) -> RawHTTPAnswer? {
    guard send(Data(request.utf8) + body) else { return nil }
    return readAnswer()
  }

  /// Reads one answer (its body by `Content-Length`); nil when the connection ends first.
  public func readAnswer() -> RawHTTPAnswer? {
    let separator = Data("\r\n\r\n".utf8)
    var headerEnd = buffered.range(of: separator)
    while headerEnd == nil {
      guard receive() else { return nil }
      headerEnd = buffered.range(of: separator)
    }
    guard let headerEnd else { return nil }
    let head = String(decoding: buffered[..<headerEnd.lowerBound], as: UTF8.self)
    var lines = head.components(separatedBy: "\r\n")
    let statusLine = lines.removeFirst().split(separator: " ")
    guard statusLine.count >= 2, let status = Int(statusLine[1]) else { return nil }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    let length = headers["content-length"].flatMap { Int($0) } ?? 0
    while buffered.count - headerEnd.upperBound < length {
      guard receive() else { return nil }
    }
    let bodyStart = headerEnd.upperBound
    let body = Data(buffered[bodyStart..<bodyStart + length])
    buffered = Data(buffered[(bodyStart + length)...])
    return RawHTTPAnswer(status: status, headers: headers, body: body)
  }

  /// Whether the server has closed the connection: a read finds its end (or a reset).
  public func isClosedByServer() -> Bool {
    !receive()
  }

  private func receive() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = recv(socket, &chunk, chunk.count, 0)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      buffered.append(contentsOf: chunk[..<count])
      return true
    }
  }
}

/// Runs blocking socket work on a thread of its own. On Swift's pool (two threads on a 2-core
/// machine) it would hold a thread the server's handler tasks need, and the answer it waits
/// for would never come.
public func offPool<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
  await withCheckedContinuation { continuation in
    Thread.detachNewThread { continuation.resume(returning: work()) }
  }
}
