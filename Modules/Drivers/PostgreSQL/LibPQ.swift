import CPostgreSQL
import FoundationEssentials
import UseCases

#if canImport(Glibc)
  import Glibc
#endif

/// libpq's client functions, looked up with dlopen/dlsym the first time a connection is made.
///
/// Linking libpq would make every `wellplate` process load it and the libraries it needs at
/// start-up, although only `--store postgres` talks to PostgreSQL (ADR 0012). The header still
/// provides the types and constants; only the calls go through this table. The signatures are
/// those of libpq-fe.h; a mismatch would be undefined behaviour, so keep them in step with it.
struct LibPQ: Sendable {
  /// The shared object to open: the ABI version every libpq since 8.x has kept.
  #if os(macOS)
    static let libraryName = "libpq.5.dylib"
  #else
    static let libraryName = "libpq.so.5"
  #endif

  // Connections
  let connectStartParams:
    @convention(c) (
      UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<UnsafePointer<CChar>?>?, Int32
    ) -> OpaquePointer?
  let connectPoll: @convention(c) (OpaquePointer?) -> PostgresPollingStatusType
  let resetStart: @convention(c) (OpaquePointer?) -> Int32
  let resetPoll: @convention(c) (OpaquePointer?) -> PostgresPollingStatusType
  let finish: @convention(c) (OpaquePointer?) -> Void
  let conninfoParse:
    @convention(c) (
      UnsafePointer<CChar>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    ) -> UnsafeMutablePointer<PQconninfoOption>?
  let conninfoFree: @convention(c) (UnsafeMutablePointer<PQconninfoOption>?) -> Void

  // Session state
  let status: @convention(c) (OpaquePointer?) -> ConnStatusType
  let transactionStatus: @convention(c) (OpaquePointer?) -> PGTransactionStatusType
  let backendPID: @convention(c) (OpaquePointer?) -> Int32
  let socket: @convention(c) (OpaquePointer?) -> Int32
  let user: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
  let host: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
  let port: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
  let db: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
  let errorMessage: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
  let setErrorVerbosity: @convention(c) (OpaquePointer?, PGVerbosity) -> PGVerbosity
  let setNoticeProcessor:
    @convention(c) (OpaquePointer?, PQnoticeProcessor?, UnsafeMutableRawPointer?) ->
      PQnoticeProcessor?

  // Sending commands
  let sendQueryParams:
    @convention(c) (
      OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?,
      UnsafePointer<UnsafePointer<CChar>?>?, UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
    ) -> Int32
  let sendPrepare:
    @convention(c) (
      OpaquePointer?, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32, UnsafePointer<Oid>?
    ) -> Int32
  let sendQueryPrepared:
    @convention(c) (
      OpaquePointer?, UnsafePointer<CChar>?, Int32, UnsafePointer<UnsafePointer<CChar>?>?,
      UnsafePointer<Int32>?, UnsafePointer<Int32>?, Int32
    ) -> Int32
  let getResult: @convention(c) (OpaquePointer?) -> OpaquePointer?
  let putCopyEnd: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32
  let getCopyData:
    @convention(c) (OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, Int32)
      -> Int32
  let freemem: @convention(c) (UnsafeMutableRawPointer?) -> Void

  // Results
  let clear: @convention(c) (OpaquePointer?) -> Void
  let resultStatus: @convention(c) (OpaquePointer?) -> ExecStatusType
  let resultErrorField: @convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?
  let resultErrorMessage: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
  let ntuples: @convention(c) (OpaquePointer?) -> Int32
  let nfields: @convention(c) (OpaquePointer?) -> Int32
  let fname: @convention(c) (OpaquePointer?, Int32) -> UnsafeMutablePointer<CChar>?
  let ftype: @convention(c) (OpaquePointer?, Int32) -> Oid
  let getisnull: @convention(c) (OpaquePointer?, Int32, Int32) -> Int32
  let getvalue: @convention(c) (OpaquePointer?, Int32, Int32) -> UnsafeMutablePointer<CChar>?
  let cmdStatus: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
  let cmdTuples: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?

  /// The table, loading libpq on the first call; every later call returns the same outcome.
  ///
  /// A missing library is reported as the history being unavailable (exit 69) with what to
  /// install, since the PostgreSQL store is the only user of libpq.
  static func load() throws(MealHistoryError) -> LibPQ {
    try loaded.get()
  }

  // A `static let` is initialized once, thread-safely, on first access.
  private static let loaded = Result { () throws(MealHistoryError) in
    try load(libraryNamed: libraryName)
  }

  /// Opens `name` and looks every function up; `load()` caches this for `libraryName`.
  static func load(libraryNamed name: String) throws(MealHistoryError) -> LibPQ {
    try SharedLibrary.load(
      name,
      missing: { (reason: String) -> MealHistoryError in
        .unavailable(
          "PostgreSQL client library \(name) is not installed: \(reason); install it "
            + "(Debian/Ubuntu: apt-get install libpq5; Fedora: dnf install libpq; macOS: "
            + "brew install libpq) or choose another --store")
      },
      table: { library throws(MealHistoryError) in try LibPQ(library: library) })
  }

  private init(library: SharedLibrary) throws(MealHistoryError) {
    func symbol<Function>(_ symbol: String) throws(MealHistoryError) -> Function {
      try library.function(symbol) { (symbol: String) -> MealHistoryError in
        .unavailable(
          "the PostgreSQL client library \(library.name) lacks \(symbol); it is not libpq or "
            + "too old: install libpq 10 or later")
      }
    }
    connectStartParams = try symbol("PQconnectStartParams")
    connectPoll = try symbol("PQconnectPoll")
    resetStart = try symbol("PQresetStart")
    resetPoll = try symbol("PQresetPoll")
    finish = try symbol("PQfinish")
    conninfoParse = try symbol("PQconninfoParse")
    conninfoFree = try symbol("PQconninfoFree")
    status = try symbol("PQstatus")
    transactionStatus = try symbol("PQtransactionStatus")
    backendPID = try symbol("PQbackendPID")
    socket = try symbol("PQsocket")
    user = try symbol("PQuser")
    host = try symbol("PQhost")
    port = try symbol("PQport")
    db = try symbol("PQdb")
    errorMessage = try symbol("PQerrorMessage")
    setErrorVerbosity = try symbol("PQsetErrorVerbosity")
    setNoticeProcessor = try symbol("PQsetNoticeProcessor")
    sendQueryParams = try symbol("PQsendQueryParams")
    sendPrepare = try symbol("PQsendPrepare")
    sendQueryPrepared = try symbol("PQsendQueryPrepared")
    getResult = try symbol("PQgetResult")
    putCopyEnd = try symbol("PQputCopyEnd")
    getCopyData = try symbol("PQgetCopyData")
    freemem = try symbol("PQfreemem")
    clear = try symbol("PQclear")
    resultStatus = try symbol("PQresultStatus")
    resultErrorField = try symbol("PQresultErrorField")
    resultErrorMessage = try symbol("PQresultErrorMessage")
    ntuples = try symbol("PQntuples")
    nfields = try symbol("PQnfields")
    fname = try symbol("PQfname")
    ftype = try symbol("PQftype")
    getisnull = try symbol("PQgetisnull")
    getvalue = try symbol("PQgetvalue")
    cmdStatus = try symbol("PQcmdStatus")
    cmdTuples = try symbol("PQcmdTuples")
  }
}
