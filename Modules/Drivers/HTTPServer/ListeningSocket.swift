import InterfaceAdapters

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The socket `serve` listens on, bound here rather than by libmicrohttpd so that the port the
/// system chose for port 0 can be read back and an IPv4 or IPv6 address needs no MHD flags.
struct ListeningSocket {
  /// The listening, non-blocking socket; libmicrohttpd accepts on it.
  let descriptor: Int32
  /// The bound address and port: "127.0.0.1:41234", "[::1]:8080".
  let address: String

  /// Binds `host` (a numeric IPv4 or IPv6 address) and `port` (0: any free port) and listens.
  static func bound(to host: String, port: Int) throws(DriverUnavailableError) -> ListeningSocket {
    let bare =
      host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    guard (0...65_535).contains(port) else {
      throw DriverUnavailableError("cannot listen on port \(port): ports run from 0 to 65535")
    }
    var storage = sockaddr_storage()
    let length: socklen_t
    let family: Int32
    if let ipv4 = parse(bare, family: AF_INET, as: in_addr.self) {
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_port = in_port_t(UInt16(port).bigEndian)
      address.sin_addr = ipv4
      withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: address, as: sockaddr_in.self) }
      (length, family) = (socklen_t(MemoryLayout<sockaddr_in>.size), AF_INET)
    } else if let ipv6 = parse(bare, family: AF_INET6, as: in6_addr.self) {
      var address = sockaddr_in6()
      address.sin6_family = sa_family_t(AF_INET6)
      address.sin6_port = in_port_t(UInt16(port).bigEndian)
      address.sin6_addr = ipv6
      withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: address, as: sockaddr_in6.self) }
      (length, family) = (socklen_t(MemoryLayout<sockaddr_in6>.size), AF_INET6)
    } else {
      throw DriverUnavailableError(
        "cannot listen on \(host): not a numeric IPv4 or IPv6 address")
    }
    let descriptor = socket(family, streamType, 0)
    guard descriptor >= 0 else { throw failure("socket", host: host, port: port) }
    var on: Int32 = 1
    // A restarted server may bind the port while the previous one's connections linger in
    // TIME_WAIT.
    _ = setsockopt(
      descriptor, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
    let bound = withUnsafePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, length) == 0
      }
    }
    // Several MHD threads accept on the one socket; blocking accepts would stall the losers.
    guard bound, listen(descriptor, SOMAXCONN) == 0,
      fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) == 0
    else {
      let error = failure("bind", host: host, port: port)
      close(descriptor)
      throw error
    }
    var actual = sockaddr_storage()
    var actualLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &actualLength)
      }
    }
    let boundPort = withUnsafeBytes(of: &actual) { bytes in
      family == AF_INET
        ? UInt16(bigEndian: bytes.load(as: sockaddr_in.self).sin_port)
        : UInt16(bigEndian: bytes.load(as: sockaddr_in6.self).sin6_port)
    }
    let shown = family == AF_INET6 ? "[\(bare)]" : bare
    return ListeningSocket(descriptor: descriptor, address: "\(shown):\(boundPort)")
  }

  #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
  #else
    private static let streamType = SOCK_STREAM
  #endif

  private static func parse<Address>(
    _ text: String, family: Int32, as type: Address.Type
  ) -> Address? {
    let address = UnsafeMutablePointer<Address>.allocate(capacity: 1)
    defer { address.deallocate() }
    return inet_pton(family, text, address) == 1 ? address.pointee : nil
  }

  private static func failure(
    _ operation: String, host: String, port: Int
  ) -> DriverUnavailableError {
    let reason = String(cString: strerror(errno))
    return DriverUnavailableError("cannot listen on \(host):\(port): \(operation): \(reason)")
  }
}
