import Drivers
import FoundationEssentials
import InterfaceAdapters
import UseCases

/// Wires drivers into the use-case ports according to the settings; no other logic lives here.
struct CompositionRoot: PortProvider {
  let clock: any Clock = SystemClock()
  let ids: any IDGenerator = TimeOrderedIDGenerator()
  let configurationFiles: any ConfigurationFileReader = FileSystemConfigurationReader()
  /// Open food indexes, kept from one analysis to the next while `serve` runs.
  let foodIndexes = OpenFoodIndexes()
  /// SQLite histories in use, so `analyze` reads the person's foods through the one it writes.
  let sqliteHistories = OpenSQLiteHistories()

  /// The system's tz database, and its zone as `environment` sets it.
  func timeZones(_ environment: [String: String]) -> any TimeZoneSource {
    ZoneInfoDirectory(environment: environment)
  }

  func history(_ settings: Settings) async throws -> any MealHistory {
    switch settings.store {
    case .memory:
      InMemoryMealHistory(profile: settings.profile)
    case .sqlite:
      try sqliteHistories.history(path: try settings.databasePath(), profile: settings.profile)
    case .postgres:
      try PostgresMealHistory(url: try settings.databaseURL(), profile: settings.profile)
    }
  }

  func personalFoods(_ settings: Settings) async throws -> any PersonalFoods {
    switch settings.store {
    case .memory:
      InMemoryPersonalFoods(profile: settings.profile)
    case .sqlite:
      try sqliteHistories.personalFoods(
        path: try settings.databasePath(), profile: settings.profile)
    case .postgres:
      try PostgresMealHistory(url: try settings.databaseURL(), profile: settings.profile)
    }
  }

  func analyzer(_ settings: Settings) async throws -> any FoodAnalyzer {
    switch settings.analyzer {
    case .local:
      // The profile's own foods are read here, once, and handed to the analyzer, which finds
      // them by name before the USDA index (ADR 0019).
      try LocalFoodAnalyzer.bundled(
        personalFoods: try await personalFoods(settings).allFoods(), indexes: foodIndexes)
    case .http:
      try HTTPFoodAnalyzer(
        configuration: HTTPAnalyzerConfiguration(
          baseURL: settings.analyzerURL,
          contract: Self.wire(settings.httpContract),
          model: settings.model,
          apiKey: settings.apiKey.map(APIKey.init),
          timeout: settings.timeout),
        progressOutput: TerminalSpinner.standardErrorIfTerminal)
    }
  }

  func accessTokens(_ settings: Settings) async throws -> any AccessTokenStore {
    switch settings.store {
    case .memory:
      // Lives as long as the process: `token add --store memory` makes a token nothing keeps.
      InMemoryAccessTokenStore()
    case .sqlite:
      try SQLiteAccessTokenStore(path: try settings.databasePath())
    case .postgres:
      try PostgresAccessTokenStore(url: try settings.databaseURL())
    }
  }

  func randomSource() throws -> any RandomSource {
    SystemRandomSource()
  }

  func readFile(at path: String) async throws -> Data {
    try InputFiles.read(at: path)
  }

  func readStandardInput() async throws -> Data {
    try InputFiles.readStandardInput()
  }

  func serveHTTP(
    _ configuration: APIServerConfiguration, handler: any APIRequestHandler,
    listening: @Sendable (String) -> Void
  ) async throws {
    try await MicroHTTPServer(configuration, handler: handler)
      .serveUntilSignalled(listening: listening)
  }

  func writeStandardError(_ text: String) {
    StandardStreams.writeStandardError(text)
  }

  private static func wire(_ contract: HTTPContractKind) -> HTTPAnalyzerContract {
    switch contract {
    case .wellplate: .wellplate
    case .openai: .openAI
    }
  }
}
