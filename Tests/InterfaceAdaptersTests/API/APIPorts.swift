import Entities
import Foundation
import InterfaceAdapters
import Synchronization
import TestSupport
import UseCases

/// Ports for API tests: one history per profile, opened through `history(_:)` exactly as the
/// server opens them, counted; an analyzer per kind; and standard error kept.
final class APIPorts: PortProvider {
  let clock: any Clock = FixedClock(Samples.breakfastTime)
  let ids: any IDGenerator = SequentialIDGenerator(prefix: "0193f6a4-7c1e-7d2a-9b1e-00000000000")

  private let stores: [String: any MealHistory]
  private let localAnalyzer: FakeFoodAnalyzer
  private let remoteAnalyzer: FakeFoodAnalyzer
  private let opened = Mutex<[String]>([])
  private let written = Mutex<String>("")
  private let tokenStore: FakeAccessTokenStore
  private let requests: [APIRequest]
  private let served = Mutex<(APIServerConfiguration?, [APIResponse])>((nil, []))

  /// Ports whose profiles have the stores in `stores` (others fail to open), whose local and
  /// http analyzers are the fakes given, and whose API tokens are in `tokens`.
  init(
    stores: [String: any MealHistory], local: FakeFoodAnalyzer = FakeFoodAnalyzer(.unexpected),
    remote: FakeFoodAnalyzer = FakeFoodAnalyzer(.unexpected, name: "http"),
    tokens: FakeAccessTokenStore = FakeAccessTokenStore(), requests: [APIRequest] = []
  ) {
    self.stores = stores
    self.localAnalyzer = local
    self.remoteAnalyzer = remote
    self.tokenStore = tokens
    self.requests = requests
  }

  /// What `serveHTTP` was asked to serve with, if it was called.
  var servedConfiguration: APIServerConfiguration? { served.withLock { $0.0 } }
  /// The handler's answers to the requests given at creation, sent while serving.
  var responses: [APIResponse] { served.withLock { $0.1 } }

  /// The profiles whose history was opened, in order.
  var openedProfiles: [String] { opened.withLock { $0 } }
  /// What was written to standard error.
  var standardError: String { written.withLock { $0 } }

  func history(_ settings: Settings) async throws -> any MealHistory {
    opened.withLock { $0.append(settings.profile) }
    guard let store = stores[settings.profile] else {
      throw DriverUnavailableError("no store for profile \(settings.profile)")
    }
    return store
  }

  func analyzer(_ settings: Settings) async throws -> any FoodAnalyzer {
    settings.analyzer == .http ? remoteAnalyzer : localAnalyzer
  }

  func accessTokens(_ settings: Settings) async throws -> any AccessTokenStore { tokenStore }

  /// Serves as an engine would: binds (port 0 becomes 54321), says where, sends the requests
  /// given at creation to the handler, and returns as if stopped by SIGTERM.
  func serveHTTP(
    _ configuration: APIServerConfiguration, handler: any APIRequestHandler,
    listening: @Sendable (String) -> Void
  ) async throws {
    served.withLock { $0.0 = configuration }
    let port = configuration.port == 0 ? 54321 : configuration.port
    listening(
      configuration.host.contains(":")
        ? "[\(configuration.host)]:\(port)" : "\(configuration.host):\(port)")
    for request in requests {
      let response = await handler.respond(to: request)
      served.withLock { $0.1.append(response) }
    }
  }

  func writeStandardError(_ text: String) {
    written.withLock { $0 += text }
  }
}
