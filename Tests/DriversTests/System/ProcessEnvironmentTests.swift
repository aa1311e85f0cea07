import Drivers
import Foundation
import Testing

@Suite("ProcessEnvironment")
struct ProcessEnvironmentTests {
  @Test("is what ProcessInfo gives")
  func matchesProcessInfo() {
    #expect(ProcessEnvironment.current == ProcessInfo.processInfo.environment)
  }
}
