import Drivers
import TestSupport
import Testing

@Suite("TerminalSpinner")
struct TerminalSpinnerTests {
  @Test("redraws in place until stopped, then erases its line and writes nothing more")
  func spinsThenErases() async throws {
    let written = WrittenText()
    let spinner = TerminalSpinner.start(
      "Analyzing", output: written.output, interval: .milliseconds(10))
    while written.chunks.count < 3 { try await Task.sleep(for: .milliseconds(5)) }
    spinner.stop()
    spinner.stop()
    let final = written.chunks
    try await Task.sleep(for: .milliseconds(50))

    expectEqual(written.chunks, final)
    expectEqual(final.last, TerminalSpinner.erase)
    expectEqual(final.filter { $0 == TerminalSpinner.erase }.count, 1)
    let frames = final.dropLast()
    #expect(frames.allSatisfy { $0.hasPrefix("\r") && $0.hasSuffix("Analyzing…") })
    #expect(Set(frames).count > 1, "the spinner should change between frames")
  }
}
