import FoundationEssentials
import UseCases

/// Supplies the drivers behind the use-case ports; implemented by the composition root.
///
/// The controller asks only for what a subcommand needs, so `history` never opens the
/// analyzer's food index and `--help` opens nothing at all.
public protocol PortProvider: Sendable {
  /// The history store chosen by `settings`.
  func history(_ settings: Settings) async throws -> any MealHistory
  /// The person's own foods, kept by the store chosen by `settings`, in its profile.
  func personalFoods(_ settings: Settings) async throws -> any PersonalFoods
  /// The analyzer chosen by `settings`.
  func analyzer(_ settings: Settings) async throws -> any FoodAnalyzer
  /// The clock.
  var clock: any Clock { get }
  /// The identifier source for new entries.
  var ids: any IDGenerator { get }
  /// The bytes of the file at `path` (a photo); throws `InputFileError` when unreadable.
  func readFile(at path: String) async throws -> Data
  /// All of standard input (`import -`); throws `InputFileError` when it cannot be read.
  func readStandardInput() async throws -> Data
  /// The API tokens of every profile, kept in the store chosen by `settings`.
  func accessTokens(_ settings: Settings) async throws -> any AccessTokenStore
  /// Unpredictable bytes for the ids and secrets of new API tokens.
  func randomSource() throws -> any RandomSource
  /// Serves `handler` over HTTP as `configuration` says, calling `listening` with the address
  /// once bound ("127.0.0.1:41234", "[::1]:8080"; port 0 resolved), until the process receives
  /// SIGTERM or SIGINT; then stops accepting, lets the requests in flight finish, and returns.
  func serveHTTP(
    _ configuration: APIServerConfiguration, handler: any APIRequestHandler,
    listening: @Sendable (String) -> Void
  ) async throws
  /// Writes `text` to standard error at once, for what a long-running command (`serve`) says
  /// while it runs; a command's outcome is written only when it ends.
  func writeStandardError(_ text: String)
}

extension PortProvider {
  /// Providers that keep no foods of the person's own (most test doubles) need not
  /// implement `personalFoods`.
  public func personalFoods(_ settings: Settings) async throws -> any PersonalFoods {
    throw DriverUnavailableError("this program keeps no foods of your own")
  }

  /// Providers that never read files (most test doubles) need not implement `readFile`.
  public func readFile(at path: String) async throws -> Data {
    throw InputFileError(path: path, reason: "this program cannot read files")
  }

  /// Providers without API tokens (most test doubles) need not implement `accessTokens`.
  public func accessTokens(_ settings: Settings) async throws -> any AccessTokenStore {
    throw DriverUnavailableError("this program keeps no API tokens")
  }

  /// Providers that make no API tokens (most test doubles) need not implement `randomSource`.
  public func randomSource() throws -> any RandomSource {
    throw DriverUnavailableError("this program makes no secrets")
  }

  /// Providers that never serve HTTP need not implement `serveHTTP`.
  public func serveHTTP(
    _ configuration: APIServerConfiguration, handler: any APIRequestHandler,
    listening: @Sendable (String) -> Void
  ) async throws {
    throw DriverUnavailableError("this program cannot serve HTTP")
  }

  /// Providers whose commands all end before saying anything need not implement it.
  public func writeStandardError(_ text: String) {}

  /// Providers that never read standard input need not implement `readStandardInput`.
  public func readStandardInput() async throws -> Data {
    throw InputFileError(path: "-", reason: "this program cannot read standard input")
  }
}
