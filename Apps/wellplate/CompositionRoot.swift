import Drivers
import InterfaceAdapters
import UseCases

/// Wires drivers into the use-case ports according to the settings; no other logic lives here.
struct CompositionRoot: PortProvider {
  let clock: any Clock = SystemClock()
  let ids: any IDGenerator = TimeOrderedIDGenerator()

  func history(_ settings: Settings) async throws -> any MealHistory {
    switch settings.store {
    case .memory:
      InMemoryMealHistory()
    case .sqlite, .postgres:
      throw DriverUnavailableError(
        "the \(settings.store.rawValue) store is not built yet; use --store memory")
    }
  }

  func analyzer(_ settings: Settings) async throws -> any FoodAnalyzer {
    switch settings.analyzer {
    case .local:
      try LocalFoodAnalyzer.bundled()
    case .http:
      throw DriverUnavailableError("the http analyzer is not built yet; use --analyzer local")
    }
  }
}
