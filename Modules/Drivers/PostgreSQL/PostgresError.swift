import FoundationEssentials
import InterfaceAdapters

/// An error from the PostgreSQL driver; its message never contains the connection password.
package struct PostgresError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong, coarse enough for callers to decide whether to retry or reconnect.
  package enum Kind: String, Sendable, Equatable {
    /// The connection string could not be parsed.
    case invalidConnectionString
    /// No session could be established: server down, refused, timeout, missing database.
    case connectionFailed
    /// The server rejected the credentials (SQLSTATE 28P01/28000) or none were supplied.
    case authenticationFailed
    /// An established session died (server shutdown, backend terminated, network loss).
    case connectionLost
    /// The server rejected a statement; `sqlState` says why.
    case queryFailed
    /// A statement produced a result the driver cannot handle, such as COPY.
    case unsupportedResult
    /// A parameter or SQL string cannot be sent to libpq (for example it contains NUL).
    case invalidArgument
    /// A result column was requested by a name or index that does not exist.
    case columnNotFound
    /// A non-optional getter met SQL NULL.
    case unexpectedNull
    /// A column's text could not be decoded as the requested Swift type.
    case typeMismatch
  }

  /// What went wrong.
  package let kind: Kind
  /// The five-character SQLSTATE when the server reported one, e.g. "28P01" or "57P01".
  package let sqlState: String?
  /// Human-readable detail, already scrubbed of the password.
  package let message: String

  /// Creates an error; callers must pass a message that is already redacted.
  package init(_ kind: Kind, sqlState: String? = nil, message: String) {
    self.kind = kind
    self.sqlState = sqlState
    self.message = message
  }

  /// One line for logs, e.g. `queryFailed [42P01]: relation "x" does not exist`.
  package var description: String {
    let code = sqlState.map { " [\($0)]" } ?? ""
    return "PostgreSQL \(kind.rawValue)\(code): \(message)"
  }
}

// Without this, Foundation's `localizedDescription` prints an opaque "error 1" on Linux.
extension PostgresError: LocalizedError {
  /// Same text as `description`.
  package var errorDescription: String? { description }
}

/// Scrubs known secrets out of text that came from libpq or the server.
///
/// libpq does not normally echo passwords, but parse errors quote fragments of the
/// connection string and a server error may quote SQL, so every message that leaves the
/// driver goes through here rather than trusting each source.
struct Redactor: Sendable {
  /// The replacement text, visible enough that a reader knows something was removed.
  static let mask = "********"

  private let secrets: [String]

  /// Collects the password in its decoded and raw (percent-encoded) forms.
  init(password: String?, rawConnectionString: String) {
    var secrets = Set<String>()
    if let password, !password.isEmpty { secrets.insert(password) }
    for candidate in Redactor.passwordCandidates(in: rawConnectionString) {
      secrets.insert(candidate)
      if let decoded = PercentEncoding.decoded(candidate) { secrets.insert(decoded) }
    }
    if let env = ProcessInfo.processInfo.environment["PGPASSWORD"], !env.isEmpty {
      secrets.insert(env)
    }
    // Longest first, so a password that contains another secret is masked whole.
    self.secrets = secrets.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
  }

  /// Returns `text` with every secret replaced by `mask`.
  func redact(_ text: String) -> String {
    secrets.reduce(text) { $0.replacing($1, with: Redactor.mask) }
  }

  /// Best-effort password extraction that also works when libpq cannot parse the string.
  static func passwordCandidates(in conninfo: String) -> [String] {
    var found: [String] = []
    // URL form scheme://user:password@host; like libpq, the userinfo ends at the first '@'
    // and a '/' before any '@' means there is none.
    if let scheme = conninfo.firstRange(of: "://") {
      let rest = conninfo[scheme.upperBound...]
      if let end = rest.firstIndex(where: { $0 == "@" || $0 == "/" }), rest[end] == "@",
        let colon = rest[..<end].firstIndex(of: ":")
      {
        found.append(String(rest[rest.index(after: colon)..<end]))
      }
    }
    // Key/value form and URL query parameters: password=... up to a separator.
    var search = conninfo[...]
    while let key = search.firstRange(of: "password=") {
      var value = search[key.upperBound...]
      if value.first == "'" { value = value.dropFirst() }
      let end = value.firstIndex { " &'".contains($0) } ?? value.endIndex
      found.append(String(value[..<end]))
      search = value[end...]
    }
    return found.filter { !$0.isEmpty }
  }
}
