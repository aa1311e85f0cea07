import Drivers
import Testing

@Suite("InMemoryAccessTokenStore")
struct InMemoryAccessTokenStoreTests {
  @Test("meets the AccessTokenStore contract", arguments: AccessTokenStoreContract.Case.inMemory)
  func contract(_ testCase: AccessTokenStoreContract.Case) async throws {
    // One store for the whole case: memory is "the same storage" only within one instance.
    let store = InMemoryAccessTokenStore()
    try await AccessTokenStoreContract { store }.run(testCase)
  }
}
