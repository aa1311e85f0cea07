import CCurl
import UseCases

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libcurl's easy interface, looked up with dlopen/dlsym the first time the HTTP analyzer sends
/// a request.
///
/// Linking libcurl (as FoundationNetworking's URLSession does) made every `wellplate` process
/// map it and its ~32 libraries at start-up, about 7 ms, although only `--analyzer http` talks
/// to the network (ADR 0012). The signatures are those of curl.h 7.x/8.x, whose ABI has been
/// stable since libcurl.so.4 (2006); a mismatch would be undefined behaviour, so keep them in
/// step with it. The two variadic functions go through the trampolines in `CCurl`.
struct LibCurl: Sendable {
  /// The shared object to open: the ABI version every libcurl since 7.16 has kept.
  #if os(macOS)
    static let libraryName = "libcurl.4.dylib"
  #else
    static let libraryName = "libcurl.so.4"
  #endif

  /// An easy handle (`CURL *`).
  typealias Handle = UnsafeMutableRawPointer
  /// A header list (`struct curl_slist *`).
  typealias List = UnsafeMutableRawPointer

  let globalInit: @convention(c) (Int) -> Int32
  let version: @convention(c) () -> UnsafeMutablePointer<CChar>?
  let easyInit: @convention(c) () -> Handle?
  let easyCleanup: @convention(c) (Handle?) -> Void
  let easyPerform: @convention(c) (Handle?) -> Int32
  let easyStrerror: @convention(c) (Int32) -> UnsafePointer<CChar>?
  let slistAppend: @convention(c) (List?, UnsafePointer<CChar>?) -> List?
  let slistFreeAll: @convention(c) (List?) -> Void
  private let easySetopt: CCurl_function
  private let easyGetinfo: CCurl_function

  // MARK: Options and codes (values from curl.h, 7.88)

  /// A `CURLoption`: its number plus the type offset of its value (long 0, pointer 10000,
  /// function 20000, curl_off_t 30000).
  enum Option: Int32 {
    case writeData = 10001
    case url = 10002
    case errorBuffer = 10010
    case writeFunction = 20011
    case postFields = 10015
    case httpHeader = 10023
    case headerData = 10029
    case noProgress = 43
    case followLocation = 52
    case xferInfoData = 10057
    case headerFunction = 20079
    case noSignal = 99
    case acceptEncoding = 10102
    case postFieldSizeLarge = 30120
    case timeoutMS = 155
    case xferInfoFunction = 20219
  }

  /// `CURLINFO_RESPONSE_CODE` (CURLINFO_LONG + 2).
  static let responseCodeInfo: Int32 = 0x20_0002
  /// `CURL_GLOBAL_ALL`.
  static let globalAll = 3
  /// `CURL_ERROR_SIZE`: the least size of the buffer given to `CURLOPT_ERRORBUFFER`.
  static let errorBufferSize = 256

  /// The `CURLcode` values the transfer tells apart.
  enum Code {
    static let ok: Int32 = 0
    static let unsupportedProtocol: Int32 = 1
    static let urlMalformed: Int32 = 3
    static let couldNotResolveProxy: Int32 = 5
    static let couldNotResolveHost: Int32 = 6
    static let couldNotConnect: Int32 = 7
    static let operationTimedOut: Int32 = 28
    static let gotNothing: Int32 = 52
    static let sendError: Int32 = 55
    static let receiveError: Int32 = 56
  }

  // MARK: Typed calls of the variadic functions

  /// `curl_easy_setopt` with a `long`.
  func set(_ handle: Handle, _ option: Option, _ value: Int) -> Int32 {
    CCurl_setopt_long(easySetopt, handle, option.rawValue, value)
  }

  /// `curl_easy_setopt` with a `curl_off_t`.
  func set(_ handle: Handle, _ option: Option, offset value: Int64) -> Int32 {
    CCurl_setopt_offset(easySetopt, handle, option.rawValue, value)
  }

  /// `curl_easy_setopt` with a pointer; libcurl keeps it (strings excepted), so it must stay
  /// valid until the transfer ends.
  func set(_ handle: Handle, _ option: Option, _ value: UnsafeRawPointer?) -> Int32 {
    CCurl_setopt_pointer(easySetopt, handle, option.rawValue, value)
  }

  /// `curl_easy_setopt` with a string, which libcurl copies.
  func set(_ handle: Handle, _ option: Option, string value: String) -> Int32 {
    value.withCString { CCurl_setopt_pointer(easySetopt, handle, option.rawValue, $0) }
  }

  /// `curl_easy_setopt` with a write or header callback.
  func set(_ handle: Handle, _ option: Option, _ value: CCurl_data_callback) -> Int32 {
    CCurl_setopt_data_callback(easySetopt, handle, option.rawValue, value)
  }

  /// `curl_easy_setopt` with a progress callback.
  func set(_ handle: Handle, _ option: Option, _ value: CCurl_progress_callback) -> Int32 {
    CCurl_setopt_progress_callback(easySetopt, handle, option.rawValue, value)
  }

  /// `curl_easy_getinfo` for a `long` item, or nil when libcurl has none.
  func long(_ handle: Handle, info: Int32) -> Int? {
    var value = 0
    return CCurl_getinfo_long(easyGetinfo, handle, info, &value) == Code.ok ? value : nil
  }

  /// libcurl's one-line description of `code`.
  func describe(_ code: Int32) -> String {
    easyStrerror(code).map { String(cString: $0) } ?? "libcurl error \(code)"
  }

  // MARK: Loading

  /// The table, loading and initializing libcurl on the first call; every later call returns
  /// the same outcome.
  ///
  /// A missing library is reported as the analysis service being unavailable (exit 69) with
  /// what to install, since the HTTP analyzer is the only user of libcurl.
  static func load() throws(FoodAnalysisError) -> LibCurl {
    try loaded.get()
  }

  // A `static let` is initialized once, thread-safely, on first access; curl_global_init,
  // not thread-safe in libcurl before 7.84, runs inside it and so exactly once.
  private static let loaded = Result { () throws(FoodAnalysisError) in
    let curl = try load(libraryNamed: libraryName)
    let code = curl.globalInit(globalAll)
    guard code == Code.ok else {
      throw .serviceUnavailable(
        "libcurl (\(libraryName)) could not be initialized: \(curl.describe(code))")
    }
    return curl
  }

  /// Opens `name` and looks every function up; `load()` caches this for `libraryName`.
  static func load(libraryNamed name: String) throws(FoodAnalysisError) -> LibCurl {
    try SharedLibrary.load(
      name,
      missing: { (reason: String) -> FoodAnalysisError in
        .serviceUnavailable(
          "the HTTP analyzer needs the client library \(name), which is not installed: "
            + "\(reason); install it (Debian/Ubuntu: apt-get install libcurl4; Fedora: dnf "
            + "install libcurl) or use --analyzer local")
      },
      table: { library throws(FoodAnalysisError) in try LibCurl(library: library) })
  }

  private init(library: SharedLibrary) throws(FoodAnalysisError) {
    func symbol<Function>(_ symbol: String) throws(FoodAnalysisError) -> Function {
      try library.function(symbol) { (symbol: String) -> FoodAnalysisError in
        .serviceUnavailable(
          "the HTTP client library \(library.name) lacks \(symbol); it is not libcurl or too "
            + "old: install libcurl 7.32 or later (Debian/Ubuntu: apt-get install libcurl4)")
      }
    }
    globalInit = try symbol("curl_global_init")
    version = try symbol("curl_version")
    easyInit = try symbol("curl_easy_init")
    easyCleanup = try symbol("curl_easy_cleanup")
    easyPerform = try symbol("curl_easy_perform")
    easyStrerror = try symbol("curl_easy_strerror")
    slistAppend = try symbol("curl_slist_append")
    slistFreeAll = try symbol("curl_slist_free_all")
    easySetopt = try symbol("curl_easy_setopt")
    easyGetinfo = try symbol("curl_easy_getinfo")
  }
}
