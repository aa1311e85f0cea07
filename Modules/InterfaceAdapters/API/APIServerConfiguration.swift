/// Where `wellplate serve` listens and the limits that keep one client from starving others.
public struct APIServerConfiguration: Hashable, Sendable {
  /// The numeric IPv4 or IPv6 address to bind ("127.0.0.1", "::1", "0.0.0.0").
  public var host: String
  /// The TCP port; 0 asks the system for a free one.
  public var port: Int
  /// Connections served at once; more wait in the kernel's backlog or are refused.
  public var maximumConnections: Int
  /// Memory one connection may use for its headers and buffers, in bytes; a header block that
  /// does not fit is refused (431): about 30 KB with the default.
  public var connectionMemoryLimit: Int
  /// Seconds a connection may stay idle (or trickle its headers) before it is closed.
  public var connectionTimeout: Int
  /// The largest body accepted, in bytes; longer ones are refused with 413 unread.
  public var maximumBodySize: Int

  /// The defaults: 127.0.0.1:8080, 64 connections, 32 KiB each, 30 s, 10 MiB bodies.
  public init(
    host: String = "127.0.0.1", port: Int = 8080, maximumConnections: Int = 64,
    connectionMemoryLimit: Int = 32 * 1024, connectionTimeout: Int = 30,
    maximumBodySize: Int = 10 * 1024 * 1024
  ) {
    self.host = host
    self.port = port
    self.maximumConnections = maximumConnections
    self.connectionMemoryLimit = connectionMemoryLimit
    self.connectionTimeout = connectionTimeout
    self.maximumBodySize = maximumBodySize
  }
}
