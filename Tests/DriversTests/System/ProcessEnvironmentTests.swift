import Drivers
import Foundation
import TestSupport
import Testing

@Suite("ProcessEnvironment")
struct ProcessEnvironmentTests {
  @Test("is what ProcessInfo gives")
  func matchesProcessInfo() {
    expectEqual(ProcessEnvironment.current, ProcessInfo.processInfo.environment)
  }
}
