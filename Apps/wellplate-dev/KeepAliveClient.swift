import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One HTTP/1.1 connection to 127.0.0.1 that sends a request, reads its answer whole and keeps
/// the connection for the next: the load generator of `bench-serve`. Blocking; one thread uses
/// a client at a time.
final class KeepAliveClient {
  private let socket: Int32
  private var buffered: [UInt8] = []
  private var chunk = [UInt8](repeating: 0, count: 65_536)

  /// Connects to 127.0.0.1:`port`; nil when the connection is refused.
  init?(port: Int) {
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
    // Requests are small and latency is what is measured: no Nagle delay on them.
    var on: Int32 = 1
    setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
    // A broken server fails the run instead of hanging it.
    var limit = timeval(tv_sec: 30, tv_usec: 0)
    setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
  }

  deinit {
    close(socket)
  }

  /// Sends `request` (head and body) and returns the answer's status; nil when the connection
  /// fails or ends first.
  func exchange(_ request: [UInt8]) -> Int? {
    let sent = request.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let count = send(
          socket, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return false }
        offset += count
      }
      return true
    }
    guard sent else { return nil }
    return readAnswer()
  }

  private func readAnswer() -> Int? {
    var headerEnd = Self.headerEnd(in: buffered)
    while headerEnd == nil {
      guard receive() else { return nil }
      headerEnd = Self.headerEnd(in: buffered)
    }
    guard let headerEnd else { return nil }
    let head = String(decoding: buffered[..<headerEnd], as: UTF8.self)
    let lines = head.split(separator: "\r\n")
    guard let statusLine = lines.first, statusLine.split(separator: " ").count >= 2,
      let status = Int(statusLine.split(separator: " ")[1])
    else { return nil }
    var length = 0
    for line in lines.dropFirst() where line.lowercased().hasPrefix("content-length:") {
      length =
        Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) ?? 0
    }
    let end = headerEnd + 4 + length
    while buffered.count < end {
      guard receive() else { return nil }
    }
    buffered.removeFirst(end)
    return status
  }

  private static func headerEnd(in bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    for index in 0...(bytes.count - 4)
    where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13
      && bytes[index + 3] == 10
    {
      return index
    }
    return nil
  }

  private func receive() -> Bool {
    while true {
      let count = recv(socket, &chunk, chunk.count, 0)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      buffered.append(contentsOf: chunk[..<count])
      return true
    }
  }
}
