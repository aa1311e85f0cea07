import Drivers
import Entities
import Foundation
import InterfaceAdapters
import Synchronization
import UseCases

/// The drivers one fuzz input runs through; the only file of the fuzzer that constructs them
/// (ADR 0002), as in Apps/wellplate.
///
/// Each input gets a new root, so an entry saved by one input is never read by the next and a
/// crash replays from its own file alone.
struct CompositionRoot: PortProvider {
  /// The system's tz database, with `environment`'s `TZ` (fuzzed through configuration files).
  static func timeZones(_ environment: [String: String]) -> any TimeZoneSource {
    ZoneInfoDirectory(environment: environment)
  }

  let clock: any Clock
  let ids: any IDGenerator
  // In memory, so no input can write to disk; one store per input, read back by the commands
  // that follow `analyze`.
  private let store = InMemoryMealHistory(profile: ProfileName.standard)
  private let foods = InMemoryPersonalFoods(profile: ProfileName.standard)
  private let tokens: InMemoryAccessTokenStore
  private let analysis: Analysis

  /// Which analyzer `analyzer(_:)` hands out, whatever the settings say.
  private enum Analysis {
    /// The local analyzer over the index at this path, with the foods added so far.
    case local(indexPath: String)
    /// This analyzer.
    case fixed(any FoodAnalyzer)
    /// None: the commands of this root analyze nothing.
    case none
  }

  private init(
    analysis: Analysis, clock: any Clock = SystemClock(),
    ids: any IDGenerator = TimeOrderedIDGenerator(), tokens: [AccessTokenRecord] = []
  ) {
    self.analysis = analysis
    self.clock = clock
    self.ids = ids
    self.tokens = InMemoryAccessTokenStore(tokens)
  }

  /// The local analyzer over the shipped food index, as `wellplate analyze` uses it: it knows
  /// the foods and recipes `food add` and `recipe add` kept in this root.
  static func localAnalyzer() throws(DriverUnavailableError) -> CompositionRoot {
    CompositionRoot(analysis: .local(indexPath: try bundledIndexPath.get()))
  }

  /// Looked up once: the index is read-only, and finding it for every input would spend the
  /// fuzzing budget on start-up instead of on inputs.
  private static let bundledIndexPath = Result { () throws(DriverUnavailableError) in
    try LocalFoodAnalyzer.bundledIndexPath()
  }

  /// An analyzer whose service answered `body`, decoded by the wire of `contract` that
  /// `HTTPFoodAnalyzer` picks for it; no request is sent.
  static func reply(_ body: Data, contract: HTTPAnalyzerContract) -> CompositionRoot {
    CompositionRoot(analysis: .fixed(replyAnalyzer(body, contract: contract)))
  }

  /// A root for commands that analyze nothing (`config`, `summary`).
  static func withoutAnalyzer() -> CompositionRoot {
    CompositionRoot(analysis: .none)
  }

  /// The ports behind `wellplate serve` for the API target: the local analyzer, a clock
  /// stopped at `now`, ids counted from 1 (so an input can name the entry the target saved
  /// first), and a token store holding `token`'s record, issued to the standard profile.
  static func api(now: Date, token: AccessToken) throws(DriverUnavailableError) -> CompositionRoot {
    let record = AccessTokenRecord(
      id: token.id, profile: ProfileName.standard, secretDigest: token.secretDigest,
      createdAt: now, label: "fuzz")
    return CompositionRoot(
      analysis: .local(indexPath: try bundledIndexPath.get()), clock: StoppedClock(instant: now),
      ids: CountingIDGenerator(), tokens: [record])
  }

  /// A remote analyzer that answered `body` for every meal, as a photo's analysis.
  static func replyAnalyzer(_ body: Data, contract: HTTPAnalyzerContract) -> any FoodAnalyzer {
    let configuration = HTTPAnalyzerConfiguration(
      baseURL: "http://127.0.0.1:9", contract: contract, model: "fuzz")
    do {
      let wire = try HTTPFoodAnalyzer(configuration: configuration).wire
      return ReplyAnalyzer(body: body) { body, meal throws(FoodAnalysisError) in
        try wire.analysis(from: body, for: meal)
      }
    } catch {
      fatalError("the fuzzer's own HTTP analyzer configuration is refused: \(error)")
    }
  }

  func history(_ settings: Settings) async throws -> any MealHistory {
    store
  }

  func personalFoods(_ settings: Settings) async throws -> any PersonalFoods {
    foods
  }

  func accessTokens(_ settings: Settings) async throws -> any AccessTokenStore {
    tokens
  }

  func analyzer(_ settings: Settings) async throws -> any FoodAnalyzer {
    switch analysis {
    case .local(let indexPath):
      // As the real root does: the profile's own foods, read when the analyzer is built.
      LocalFoodAnalyzer(indexPath: indexPath, personalFoods: try await foods.allFoods())
    case .fixed(let analyzer):
      analyzer
    case .none:
      throw DriverUnavailableError("this fuzz target runs no analyzer")
    }
  }
}

/// A clock that always says `now`, so a replayed input sees the day it was fuzzed on.
private struct StoppedClock: Clock {
  let instant: Date

  func now() -> Date { instant }
}

/// Ids in the form WellPlate gives entries, counted from 1 in each root:
/// 00000000-0000-4000-8000-000000000001, …002, …
private final class CountingIDGenerator: IDGenerator {
  private let count = Mutex(0)

  func next() -> MealEntryID {
    let number = count.withLock { count in
      count += 1
      return count
    }
    let digits = String(number, radix: 16)
    return MealEntryID(
      "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - digits.count) + digits)
  }
}
