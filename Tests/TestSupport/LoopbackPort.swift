import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Ports on 127.0.0.1 for tests that need a server to be absent.
public enum LoopbackPort {
  /// A TCP port with nothing listening: bound, noted and released.
  public static func closed() -> UInt16 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
      }
    }
    return UInt16(bigEndian: address.sin_port)
  }
}
