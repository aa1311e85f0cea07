import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP port on 127.0.0.1 that refuses connections for as long as this lives, for tests that
/// need a server to be absent.
///
/// The port stays bound but never listens: a connection is refused as by a closed port, and no
/// other socket (a test server started beside the test) can take the port in between. A port
/// bound, noted and released could be, and once was: a retry test reached another test's
/// server.
public final class ClosedLoopbackPort: Sendable {
  /// The port.
  public let port: UInt16
  private let descriptor: Int32

  /// Binds an ephemeral port on 127.0.0.1 without listening on it.
  public init() {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
      }
    }
    self.descriptor = descriptor
    self.port = UInt16(bigEndian: address.sin_port)
  }

  deinit {
    close(descriptor)
  }

  /// `http://127.0.0.1:<port>`.
  public var baseURL: URL {
    // Force-unwrap is safe: the string is built from a literal host and an integer.
    URL(string: "http://127.0.0.1:\(port)")!
  }
}
