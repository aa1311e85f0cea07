import Foundation
import TestSupport
import Testing

@testable import Drivers

/// A new, empty database on the test server for one test, dropped when the test is done.
///
/// A whole database rather than a schema or a table prefix: the store then sees exactly
/// what it sees in production (its own schema-version table, the public schema, its own
/// advisory-lock space), and tests running in parallel cannot meet.
final class PostgresTestDatabase: Sendable {
  /// URL of the new database for the password-authenticated `wellplate` role.
  let url: String
  /// The database's name.
  let name: String
  private let serverURL: String

  /// Creates the database; fails the test when there is no server.
  init() throws {
    serverURL = try PostgresTestServer.shared.requireURL()
    name =
      "wellplate_test_"
      + UUID().uuidString.prefix(12).lowercased()
      .replacingOccurrences(of: "-", with: "")
    // The name is made here from hex digits, so splicing it into DDL (which cannot take
    // parameters) is safe.
    try PostgresConnection(serverURL).execute("CREATE DATABASE \(name)")
    url = try Self.url(serverURL, database: name)
  }

  /// `serverURL` pointing at another database on the same server.
  static func url(_ serverURL: String, database: String) throws -> String {
    var parts = try #require(URLComponents(string: serverURL))
    parts.path = "/" + database
    return try #require(parts.string)
  }

  /// A new connection to the database, for checking what the store wrote.
  func connect() throws -> PostgresConnection {
    try PostgresConnection(url)
  }

  /// Ends the session `pid` (the server then closes its socket), waiting until it is gone.
  func terminate(backend pid: Int32) throws {
    let result = try PostgresConnection(serverURL).execute(
      "SELECT pg_terminate_backend($1::int, 5000) AS done", [.int64(Int64(pid))])
    try #require(try result[0].bool("done"), "backend \(pid) was not terminated")
  }

  deinit {
    // FORCE ends sessions that stores of the test may still hold open.
    _ = try? PostgresConnection(serverURL).execute("DROP DATABASE IF EXISTS \(name) WITH (FORCE)")
  }
}
