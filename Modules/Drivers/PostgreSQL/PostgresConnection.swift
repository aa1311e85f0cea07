import CPostgreSQL
import Entities
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One libpq session: parameterized queries, cached prepared statements, transactions,
/// advisory locks and reconnection. Every call blocks the calling thread.
///
/// Deliberately neither Sendable nor internally locked. A PostgreSQL session has state
/// that spans calls (an open transaction, session advisory locks, prepared statements), so
/// a per-call lock would still let two tasks interleave inside each other's transaction.
/// Use a connection from one task at a time: create one per task, or keep it inside an
/// actor (region-based isolation lets a freshly made connection be sent into one).
/// Blocking is fine for the CLI's sequential work; run waits that may be long, such as a
/// contended advisory lock, off the Swift concurrency cooperative pool.
package final class PostgresConnection {
  /// Used when neither the caller nor the connection string sets a connect timeout.
  package static let defaultConnectTimeout: Duration = .seconds(10)

  /// The PGconn; nil once closed.
  private var handle: OpaquePointer?
  private let libpq: LibPQ
  private let redactor: Redactor
  private let connectTimeout: Duration?
  /// Statements prepared by `query`, keyed by SQL and declared parameter types.
  private var queryStatements: [StatementKey: String] = [:]
  /// Statements prepared by `prepare(name:sql:)`, name to SQL.
  private var namedStatements: [String: String] = [:]
  private var statementCounter = 0
  private var savepointDepth = 0

  /// Connects and waits until the session is ready.
  ///
  /// Accepts anything libpq does: `postgres://user:pass@host:port/db?sslmode=disable`,
  /// `postgresql:///db?host=/tmp/sock`, or `host=... dbname=...`. The timeout comes from
  /// `connectTimeout`, else the string's `connect_timeout` (0 = none), else 10 seconds.
  /// Throws PostgresError of kind invalidConnectionString, connectionFailed or
  /// authenticationFailed, or MealHistoryError.unavailable when libpq is not installed.
  package init(_ connectionString: String, connectTimeout: Duration? = nil) throws {
    let libpq = try LibPQ.load()
    self.libpq = libpq
    let settings = try Self.parse(connectionString, libpq)
    redactor = Redactor(
      password: settings.first { $0.key == "password" }?.value,
      rawConnectionString: connectionString)
    let fromString = settings.first { $0.key == "connect_timeout" }.flatMap { Int($0.value) }
    self.connectTimeout =
      connectTimeout
      ?? fromString.map { $0 > 0 ? .seconds($0) : nil }
      ?? Self.defaultConnectTimeout

    // Results are decoded as UTF-8, so the client encoding is not negotiable.
    var keywords = settings.filter { $0.key != "client_encoding" }
    keywords.append((key: "client_encoding", value: "UTF8"))
    keywords.append((key: "fallback_application_name", value: "wellplate"))
    let handle = withCStringArray(keywords.map(\.key) + [nil]) { keys in
      withCStringArray(keywords.map(\.value) + [nil]) { values in
        libpq.connectStartParams(keys, values, 0)
      }
    }
    guard let handle else {
      throw PostgresError(.connectionFailed, message: "libpq could not allocate a connection")
    }
    self.handle = handle
    Self.silenceNotices(handle, libpq)
    // Throwing from here runs deinit, which calls PQfinish.
    try establish { libpq.connectPoll($0) }
  }

  deinit {
    if let handle { libpq.finish(handle) }
  }

  // MARK: Session state

  /// Whether libpq last saw the session as healthy; it does not probe the network, so a
  /// dead server is only noticed by the next statement (which then throws connectionLost).
  package var isConnected: Bool {
    handle.map { libpq.status($0) == CONNECTION_OK } ?? false
  }

  /// Process ID of the server backend, e.g. for pg_terminate_backend or log correlation.
  package var backendPID: Int32 {
    handle.map { libpq.backendPID($0) } ?? 0
  }

  /// `user@host:port/db` for log messages; never includes the password.
  package var connectionDescription: String {
    guard let handle else { return "(closed)" }
    func text(_ value: UnsafeMutablePointer<CChar>?) -> String {
      value.map { String(cString: $0) } ?? ""
    }
    return "\(text(libpq.user(handle)))@\(text(libpq.host(handle))):\(text(libpq.port(handle)))"
      + "/\(text(libpq.db(handle)))"
  }

  /// Number of server-side prepared statements this connection believes it owns.
  package var preparedStatementCount: Int {
    queryStatements.count + namedStatements.count
  }

  /// Reconnects with the original settings (PQreset) after the session was lost.
  ///
  /// The prepared-statement cache is emptied first: the server forgot those statements
  /// with the old session, and executing a cached name would fail with SQLSTATE 26000.
  package func reset() throws {
    let handle = try liveHandle()
    queryStatements.removeAll()
    namedStatements.removeAll()
    savepointDepth = 0
    guard libpq.resetStart(handle) == 1 else { throw connectError(handle) }
    try establish { libpq.resetPoll($0) }
  }

  /// Ends the session; later calls throw connectionLost. Idempotent.
  package func close() {
    if let handle { libpq.finish(handle) }
    handle = nil
    queryStatements.removeAll()
    namedStatements.removeAll()
  }

  // MARK: Statements

  /// Runs one statement with `$1…$n` placeholders bound to `parameters` (never spliced
  /// into the SQL). The extended protocol allows one statement, so `;`-chained SQL fails.
  @discardableResult
  package func execute(_ sql: String, _ parameters: [PostgresValue] = []) throws
    -> PostgresResult
  {
    try Self.rejectNUL(in: sql, what: "SQL text")
    let texts = try Self.wireTexts(parameters)
    let types = parameters.map(\.typeOID)
    return try run { handle in
      withCStringArray(texts) { values in
        libpq.sendQueryParams(handle, sql, Int32(parameters.count), types, values, nil, nil, 0)
      }
    }
  }

  /// Like `execute`, but prepares the statement on first use and reuses it afterwards.
  ///
  /// The cache key includes the parameter types because PREPARE fixes them; calling the
  /// same SQL with, say, `.null` and later `.int64` prepares two statements. The cache is
  /// unbounded, which suits a fixed set of application queries, not ad-hoc SQL.
  @discardableResult
  package func query(_ sql: String, _ parameters: [PostgresValue] = []) throws
    -> PostgresResult
  {
    let key = StatementKey(sql: sql, typeOIDs: parameters.map(\.typeOID))
    if let name = queryStatements[key] {
      return try executePrepared(name: name, params: parameters)
    }
    try Self.rejectNUL(in: sql, what: "SQL text")
    statementCounter += 1
    // Names with this prefix are reserved for the cache; don't use them in prepare(name:).
    let name = "wellplate_q\(statementCounter)"
    try run { libpq.sendPrepare($0, name, sql, Int32(key.typeOIDs.count), key.typeOIDs) }
    queryStatements[key] = name
    return try executePrepared(name: name, params: parameters)
  }

  /// Prepares `sql` under `name`, letting the server infer parameter types; a repeat call
  /// with the same name and SQL is a no-op, while a different SQL fails (SQLSTATE 42P05).
  package func prepare(name: String, sql: String) throws {
    if namedStatements[name] == sql { return }
    try Self.rejectNUL(in: sql, what: "SQL text")
    try Self.rejectNUL(in: name, what: "statement name")
    try run { libpq.sendPrepare($0, name, sql, 0, nil) }
    namedStatements[name] = sql
  }

  /// Executes a statement prepared with `prepare(name:sql:)` (or by `query`).
  @discardableResult
  package func executePrepared(name: String, params: [PostgresValue] = []) throws
    -> PostgresResult
  {
    try Self.rejectNUL(in: name, what: "statement name")
    let texts = try Self.wireTexts(params)
    return try run { handle in
      withCStringArray(texts) { values in
        libpq.sendQueryPrepared(handle, name, Int32(params.count), values, nil, nil, 0)
      }
    }
  }

  // MARK: Transactions and locks

  /// Runs `body` in a transaction: COMMIT if it returns, ROLLBACK if it throws.
  ///
  /// Nested calls use savepoints, so a helper that opens its own transaction composes with
  /// a caller's. If `body` swallows a failed statement the server has already aborted the
  /// transaction and COMMIT would silently roll back, so that case throws instead.
  package func transaction<T>(_ body: (PostgresConnection) throws -> T) throws -> T {
    let nested = transactionStatus != PQTRANS_IDLE
    let savepoint = nested ? "wellplate_savepoint_\(savepointDepth + 1)" : nil
    // Savepoint names come from our own counter, never from input, so interpolation is safe.
    try execute(savepoint.map { "SAVEPOINT \($0)" } ?? "BEGIN")
    if nested { savepointDepth += 1 }
    defer { if nested { savepointDepth = max(0, savepointDepth - 1) } }
    do {
      let value = try body(self)
      if transactionStatus == PQTRANS_INERROR {
        throw PostgresError(
          .queryFailed, sqlState: "25P02",
          message: "a statement failed inside the transaction and its error was caught; "
            + "the transaction was rolled back")
      }
      try execute(savepoint.map { "RELEASE SAVEPOINT \($0)" } ?? "COMMIT")
      return value
    } catch {
      rollBack(to: savepoint)
      throw error
    }
  }

  /// Runs `body` while holding the session-level advisory lock `key`, waiting as long as
  /// another session holds it; used to serialize schema migrations across processes.
  ///
  /// If the session dies the server releases the lock itself, so a failed unlock after a
  /// failed body is ignored in favour of the body's error.
  package func withAdvisoryLock<T>(key: Int64, _ body: (PostgresConnection) throws -> T)
    throws -> T
  {
    try execute("SELECT pg_advisory_lock($1)", [.int64(key)])
    let value: T
    do {
      value = try body(self)
    } catch {
      _ = try? execute("SELECT pg_advisory_unlock($1)", [.int64(key)])
      throw error
    }
    try execute("SELECT pg_advisory_unlock($1)", [.int64(key)])
    return value
  }

  // MARK: - Private

  private struct StatementKey: Hashable {
    let sql: String
    let typeOIDs: [UInt32]
  }

  private var transactionStatus: PGTransactionStatusType {
    handle.map { libpq.transactionStatus($0) } ?? PQTRANS_UNKNOWN
  }

  private func liveHandle() throws -> OpaquePointer {
    guard let handle else {
      throw PostgresError(.connectionLost, message: "the connection was closed")
    }
    return handle
  }

  private func rollBack(to savepoint: String?) {
    // Best effort: a dead session has discarded the work already, and the caller needs
    // the original error rather than a follow-up failure.
    guard transactionStatus == PQTRANS_INTRANS || transactionStatus == PQTRANS_INERROR else {
      return
    }
    if let savepoint {
      _ = try? execute("ROLLBACK TO SAVEPOINT \(savepoint)")
      _ = try? execute("RELEASE SAVEPOINT \(savepoint)")
    } else {
      _ = try? execute("ROLLBACK")
    }
  }

  /// Sends one command with `send` (a PQsend* call) and collects its results.
  ///
  /// PQexec* would be shorter but keeps only the last result. When the server ends the
  /// session with FATAL (57P01 on pg_terminate_backend or shutdown), libpq follows that
  /// error with a field-less "server closed the connection unexpectedly" result, so only
  /// the first error carries the SQLSTATE worth reporting.
  @discardableResult
  private func run(_ send: (OpaquePointer) -> Int32) throws -> PostgresResult {
    let handle = try liveHandle()
    guard send(handle) == 1 else { throw sessionError(nil) }
    var firstError: PostgresError?
    var output: PostgresResult?
    while let result = libpq.getResult(handle) {
      defer { libpq.clear(result) }
      let status = libpq.resultStatus(result)
      switch status {
      case PGRES_COMMAND_OK, PGRES_TUPLES_OK, PGRES_EMPTY_QUERY:
        output = Self.materialize(result, libpq)
      case PGRES_COPY_IN, PGRES_COPY_OUT, PGRES_COPY_BOTH:
        abandonCopy(status)
        let unsupported = PostgresError(
          .unsupportedResult, message: "COPY is not supported by this driver")
        firstError = firstError ?? unsupported
      default:
        firstError = firstError ?? sessionError(result)
      }
    }
    if var error = firstError {
      // Whether the session survived is only known once every result has been read.
      if error.kind == .queryFailed && !isConnected {
        error = PostgresError(.connectionLost, sqlState: error.sqlState, message: error.message)
      }
      throw error
    }
    guard let output else { throw sessionError(nil) }
    return output
  }

  /// Leaves COPY mode; otherwise every later statement fails with "another command is
  /// already in progress".
  private func abandonCopy(_ status: ExecStatusType) {
    guard let handle else { return }
    if status == PGRES_COPY_IN {
      _ = libpq.putCopyEnd(handle, "COPY is not supported by this driver")
    } else {
      var buffer: UnsafeMutablePointer<CChar>?
      while libpq.getCopyData(handle, &buffer, 0) > 0 { libpq.freemem(buffer) }
    }
    while let pending = libpq.getResult(handle) { libpq.clear(pending) }
  }

  private func sessionError(_ result: OpaquePointer?) -> PostgresError {
    func field(_ code: Int32) -> String? {
      result.flatMap { libpq.resultErrorField($0, code) }.map { String(cString: $0) }
    }
    let sqlState = field(CPostgreSQL_DIAG_SQLSTATE)
    var message: String
    if let primary = field(CPostgreSQL_DIAG_MESSAGE_PRIMARY) {
      message = primary
      if let detail = field(CPostgreSQL_DIAG_MESSAGE_DETAIL) { message += "\nDETAIL: \(detail)" }
      if let hint = field(CPostgreSQL_DIAG_MESSAGE_HINT) { message += "\nHINT: \(hint)" }
    } else {
      // Errors libpq raises itself (e.g. "server closed the connection") carry no fields.
      let text =
        result.map { libpq.resultErrorMessage($0) } ?? handle.map { libpq.errorMessage($0) }
      message = text.flatMap { $0 }.map { String(cString: $0) } ?? "unknown libpq error"
    }
    // 08xxx connection exception; 57P0x admin/crash shutdown, dropped db, session timeout.
    let lostState = sqlState.map { $0.hasPrefix("08") || $0.hasPrefix("57P0") } ?? false
    let lost = !isConnected || lostState
    return PostgresError(
      lost ? .connectionLost : .queryFailed, sqlState: sqlState,
      message: redactor.redact(message.trimmingWhitespaceAndNewlines()))
  }

  /// Drives libpq's non-blocking connect/reset state machine to completion.
  ///
  /// The blocking PQconnectdb would be shorter, but polling lets us (1) raise the error
  /// verbosity before the server answers, so auth failures carry their SQLSTATE in the
  /// message instead of forcing us to match translated text, and (2) enforce a deadline
  /// with sub-second precision for the whole handshake, not per network wait.
  private func establish(_ step: (OpaquePointer) -> PostgresPollingStatusType) throws {
    let handle = try liveHandle()
    _ = libpq.setErrorVerbosity(handle, PQERRORS_VERBOSE)
    defer { _ = libpq.setErrorVerbosity(handle, PQERRORS_DEFAULT) }
    guard libpq.status(handle) != CONNECTION_BAD else { throw connectError(handle) }
    let deadline = connectTimeout.map { ContinuousClock.now + $0 }
    // libpq's documented protocol: before the first poll, act as if it returned WRITING.
    var state = PGRES_POLLING_WRITING
    while state != PGRES_POLLING_OK {
      guard state != PGRES_POLLING_FAILED else { throw connectError(handle) }
      try waitForSocket(handle, readable: state == PGRES_POLLING_READING, until: deadline)
      state = step(handle)
    }
  }

  private func waitForSocket(
    _ handle: OpaquePointer, readable: Bool, until deadline: ContinuousClock.Instant?
  ) throws {
    // The socket can change between polls (libpq tries each host/address in turn).
    var descriptor = pollfd(
      fd: libpq.socket(handle), events: Int16(readable ? POLLIN : POLLOUT), revents: 0)
    guard descriptor.fd >= 0 else { throw connectError(handle) }
    while true {
      var milliseconds: Int32 = -1
      if let deadline {
        let remaining = ContinuousClock.now.duration(to: deadline)
        guard remaining > .zero else { throw timeoutError(handle) }
        let (seconds, attoseconds) = remaining.components
        milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
      }
      let ready = poll(&descriptor, 1, milliseconds)
      if ready > 0 { return }
      if ready == 0 { throw timeoutError(handle) }
      if errno != EINTR {
        let reason = String(cString: strerror(errno))
        throw PostgresError(.connectionFailed, message: "poll() failed: \(reason)")
      }
    }
  }

  private func timeoutError(_ handle: OpaquePointer) -> PostgresError {
    let host = libpq.host(handle).map { String(cString: $0) } ?? "?"
    let port = libpq.port(handle).map { String(cString: $0) } ?? "?"
    let limit = connectTimeout.map { "\($0)" } ?? "?"
    return PostgresError(
      .connectionFailed, message: "timed out after \(limit) connecting to \(host):\(port)")
  }

  /// Classifies a failed connect or reset from libpq's (verbose) error message.
  private func connectError(_ handle: OpaquePointer) -> PostgresError {
    let (sqlState, message) = Self.splitVerboseMessage(String(cString: libpq.errorMessage(handle)!))
    // 28P01 invalid_password, 28000 invalid_authorization_specification (no pg_hba entry,
    // unknown role); "no password supplied" is raised by libpq itself, without a code.
    let isAuth =
      sqlState == "28P01" || sqlState == "28000" || message.contains("no password supplied")
    return PostgresError(
      isAuth ? .authenticationFailed : .connectionFailed, sqlState: sqlState,
      message: redactor.redact(message))
  }

  /// Pulls the SQLSTATE out of verbose text like `FATAL:  28P01: password authentication
  /// failed` and drops the LOCATION lines, which mean nothing to users.
  static func splitVerboseMessage(_ raw: String) -> (sqlState: String?, message: String) {
    var sqlState: String?
    var lines: [String] = []
    for line in raw.split(separator: "\n") where !line.hasPrefix("LOCATION:") {
      var text = String(line)
      // The last code wins: with several hosts or retries, the final attempt is the story.
      if let match = text.firstMatch(of: #/:  ([0-9A-Z]{5}): /#) {
        sqlState = String(match.1)
        text.replaceSubrange(match.range, with: ":  ")
      }
      lines.append(text)
    }
    let message = lines.joined(separator: "\n").trimmingWhitespaceAndNewlines()
    return (sqlState, message)
  }

  /// Splits a connection string into libpq's keyword/value pairs (validating it).
  private static func parse(
    _ connectionString: String, _ libpq: LibPQ
  ) throws -> [(key: String, value: String)] {
    try rejectNUL(in: connectionString, what: "connection string")
    var errorText: UnsafeMutablePointer<CChar>?
    guard let options = libpq.conninfoParse(connectionString, &errorText) else {
      let detail = errorText.map { String(cString: $0) } ?? "out of memory"
      libpq.freemem(errorText)
      let redactor = Redactor(password: nil, rawConnectionString: connectionString)
      throw PostgresError(
        .invalidConnectionString,
        message: redactor.redact(detail.trimmingWhitespaceAndNewlines()))
    }
    defer { libpq.conninfoFree(options) }
    var settings: [(key: String, value: String)] = []
    var option = options
    while let keyword = option.pointee.keyword {
      if let value = option.pointee.val {
        settings.append((String(cString: keyword), String(cString: value)))
      }
      option += 1
    }
    return settings
  }

  /// Replaces libpq's default notice processor, which prints every NOTICE/WARNING (e.g.
  /// "relation already exists, skipping") to the CLI's stderr.
  private static func silenceNotices(_ handle: OpaquePointer, _ libpq: LibPQ) {
    _ = libpq.setNoticeProcessor(handle, { _, _ in }, nil)
  }

  private static func materialize(_ result: OpaquePointer, _ libpq: LibPQ) -> PostgresResult {
    let rowCount = libpq.ntuples(result)
    let columnCount = libpq.nfields(result)
    let columns = (0..<columnCount).map { column in
      PostgresColumn(
        name: String(cString: libpq.fname(result, column)!), typeOID: libpq.ftype(result, column))
    }
    let values = (0..<rowCount).map { row in
      (0..<columnCount).map { column -> String? in
        libpq.getisnull(result, row, column) == 1
          ? nil : String(cString: libpq.getvalue(result, row, column)!)
      }
    }
    return PostgresResult(
      columns: columns, values: values, commandTag: String(cString: libpq.cmdStatus(result)!),
      affectedRows: Int(String(cString: libpq.cmdTuples(result)!)))
  }

  private static func wireTexts(_ parameters: [PostgresValue]) throws -> [String?] {
    try parameters.enumerated().map { index, parameter in
      let text = parameter.wireText
      if let text { try rejectNUL(in: text, what: "parameter $\(index + 1)") }
      return text
    }
  }

  /// libpq takes C strings, so an embedded NUL would silently truncate the value or SQL.
  private static func rejectNUL(in text: String, what: String) throws {
    if text.utf8.contains(0) {
      throw PostgresError(.invalidArgument, message: "\(what) contains a NUL byte")
    }
  }
}

@available(*, unavailable, message: "use a connection from one task at a time")
extension PostgresConnection: Sendable {}

/// Lends `body` NUL-terminated copies of `strings` (nil stays a null pointer), packed in
/// one allocation that outlives the libpq call.
private func withCStringArray<R>(
  _ strings: [String?], _ body: ([UnsafePointer<CChar>?]) -> R
) -> R {
  let encoded = strings.map { $0?.utf8CString }
  let buffer = UnsafeMutablePointer<CChar>.allocate(
    capacity: max(1, encoded.reduce(0) { $0 + ($1?.count ?? 0) }))
  defer { buffer.deallocate() }
  var offset = 0
  let pointers = encoded.map { bytes -> UnsafePointer<CChar>? in
    guard let bytes else { return nil }
    let start = buffer + offset
    bytes.withUnsafeBufferPointer { start.initialize(from: $0.baseAddress!, count: $0.count) }
    offset += bytes.count
    return UnsafePointer(start)
  }
  return body(pointers)
}
