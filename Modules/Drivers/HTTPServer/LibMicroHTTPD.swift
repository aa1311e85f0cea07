import CMicroHTTPD
import InterfaceAdapters

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libmicrohttpd's daemon, connection and response functions, looked up with dlopen/dlsym when
/// `wellplate serve` starts.
///
/// Linking it would make every `wellplate` process load it at start-up although only `serve`
/// answers HTTP (ADR 0012, ADR 0022). The signatures are those of microhttpd.h 0.9.75, whose
/// ABI has been stable since libmicrohttpd.so.12 (0.9.50); a mismatch would be undefined
/// behaviour, so keep them in step with it. The two variadic functions go through the
/// trampolines in `CMicroHTTPD`. Handles (`struct MHD_Daemon *`, `struct MHD_Connection *`,
/// `struct MHD_Response *`) are raw pointers.
struct LibMicroHTTPD: Sendable {
  /// The shared object to open: the ABI version of every libmicrohttpd since 0.9.50.
  #if os(macOS)
    static let libraryName = "libmicrohttpd.12.dylib"
  #else
    static let libraryName = "libmicrohttpd.so.12"
  #endif
  /// The package that provides `libraryName` on Debian and Ubuntu.
  static let package = "libmicrohttpd12"

  typealias Handle = UnsafeMutableRawPointer

  let version: @convention(c) () -> UnsafePointer<CChar>?
  let quiesceDaemon: @convention(c) (Handle?) -> Int32
  let stopDaemon: @convention(c) (Handle?) -> Void
  let connectionValues:
    @convention(c) (Handle?, Int32, CMicroHTTPD_field_visitor?, UnsafeMutableRawPointer?) -> Int32
  let queueResponse: @convention(c) (Handle?, UInt32, Handle?) -> Int32
  let createResponseFromBuffer: @convention(c) (Int, UnsafeMutableRawPointer?, Int32) -> Handle?
  let addResponseHeader:
    @convention(c) (Handle?, UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Int32
  let destroyResponse: @convention(c) (Handle?) -> Void
  let suspendConnection: @convention(c) (Handle?) -> Void
  let resumeConnection: @convention(c) (Handle?) -> Void
  private let startDaemonFunction: CMicroHTTPD_function
  private let connectionInfoFunction: CMicroHTTPD_function

  // MARK: Numbers from microhttpd.h (0.9.75)

  /// `enum MHD_Result`.
  enum Result {
    static let no: Int32 = 0
    static let yes: Int32 = 1
  }

  /// `enum MHD_FLAG` bits the server uses.
  enum Flag {
    /// `MHD_USE_INTERNAL_POLLING_THREAD`: MHD runs its own threads.
    static let internalPollingThread: UInt32 = 8
    /// `MHD_USE_POLL` (not select, whose sockets must be below 1024).
    static let poll: UInt32 = 64
    /// `MHD_ALLOW_SUSPEND_RESUME` (8192 | `MHD_USE_ITC`, the channel that wakes MHD's threads
    /// to resume a connection, which `MHD_quiesce_daemon` needs too).
    static let allowSuspendResume: UInt32 = 8192 | 1024
  }

  /// `enum MHD_OPTION` values taking an integer.
  enum Option {
    static let connectionMemoryLimit: Int32 = 1
    static let connectionLimit: Int32 = 2
    static let connectionTimeout: Int32 = 3
    static let listenSocket: Int32 = 12
    static let threadPoolSize: Int32 = 14
    /// `MHD_OPTION_STRICT_FOR_CLIENT`: 1 refuses HTTP/1.1 without `Host` and spaces in the
    /// request target.
    static let strictForClient: Int32 = 29
  }

  /// `MHD_HEADER_KIND`.
  static let headerKind: Int32 = 1
  /// `MHD_RESPMEM_MUST_COPY`.
  static let mustCopy: Int32 = 2
  /// `MHD_CONNECTION_NOTIFY_STARTED` and `MHD_CONNECTION_NOTIFY_CLOSED`.
  enum ConnectionNotice {
    static let started: Int32 = 0
    static let closed: Int32 = 1
  }

  // MARK: Typed calls of the variadic functions

  /// `MHD_start_daemon` with `options` (ending with `MHD_OPTION_END`) as an `MHD_OPTION_ARRAY`.
  func startDaemon(
    flags: UInt32, handler: CMicroHTTPD_access_handler, context: UnsafeMutableRawPointer?,
    options: [CMicroHTTPD_option]
  ) -> Handle? {
    options.withUnsafeBufferPointer { options in
      CMicroHTTPD_start_daemon(
        startDaemonFunction, flags, handler, context, options.baseAddress)
    }
  }

  /// The socket of `connection` (`MHD_CONNECTION_INFO_CONNECTION_FD`), or -1.
  func socket(of connection: Handle) -> Int32 {
    CMicroHTTPD_connection_socket(connectionInfoFunction, connection)
  }

  // MARK: Loading

  /// The table, loading libmicrohttpd on the first call; every later call returns the same
  /// outcome.
  ///
  /// A missing library is reported as an unavailable driver (exit 69) naming the package to
  /// install, as libpq and libcurl are.
  static func load() throws(DriverUnavailableError) -> LibMicroHTTPD {
    try loaded.get()
  }

  private static let loaded = Swift.Result { () throws(DriverUnavailableError) in
    try load(libraryNamed: libraryName)
  }

  /// Opens `name` and looks every function up; `load()` caches this for `libraryName`.
  static func load(libraryNamed name: String) throws(DriverUnavailableError) -> LibMicroHTTPD {
    try SharedLibrary.load(
      name,
      missing: { (reason: String) -> DriverUnavailableError in
        DriverUnavailableError(
          "serving HTTP needs the library \(name), which is not installed: \(reason); install "
            + "it (Debian/Ubuntu: apt-get install \(package); Fedora: dnf install "
            + "libmicrohttpd; macOS: brew install libmicrohttpd)")
      },
      table: { library throws(DriverUnavailableError) in try LibMicroHTTPD(library: library) })
  }

  private init(library: SharedLibrary) throws(DriverUnavailableError) {
    func symbol<Function>(_ symbol: String) throws(DriverUnavailableError) -> Function {
      try library.function(symbol) { (symbol: String) -> DriverUnavailableError in
        DriverUnavailableError(
          "the HTTP server library \(library.name) lacks \(symbol); it is not libmicrohttpd "
            + "or too old: install libmicrohttpd 0.9.71 or later (Debian/Ubuntu: apt-get "
            + "install \(Self.package))")
      }
    }
    version = try symbol("MHD_get_version")
    quiesceDaemon = try symbol("MHD_quiesce_daemon")
    stopDaemon = try symbol("MHD_stop_daemon")
    connectionValues = try symbol("MHD_get_connection_values")
    queueResponse = try symbol("MHD_queue_response")
    createResponseFromBuffer = try symbol("MHD_create_response_from_buffer")
    addResponseHeader = try symbol("MHD_add_response_header")
    destroyResponse = try symbol("MHD_destroy_response")
    suspendConnection = try symbol("MHD_suspend_connection")
    resumeConnection = try symbol("MHD_resume_connection")
    startDaemonFunction = try symbol("MHD_start_daemon")
    connectionInfoFunction = try symbol("MHD_get_connection_info")
  }
}
