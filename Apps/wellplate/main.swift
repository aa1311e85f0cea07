// The composition root's entry point: build the controller, run it, report, exit.
import Drivers
import InterfaceAdapters

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
// --version, help and command-line mistakes need nothing built and no concurrency (ADR 0012).
if let outcome = CommandLineController.immediateOutcome(for: arguments) {
  StandardStreams.write(outcome)
  exit(outcome.exitCode.rawValue)
}
let root = CompositionRoot()
let environment = ProcessEnvironment.current
let controller = CommandLineController(
  ports: root, environment: environment,
  configurationFiles: root.configurationFiles,
  timeZones: root.timeZones(environment),
  standardOutputIsTerminal: StandardStreams.standardOutputIsTerminal)
// The command runs on this thread; Swift's cooperative pool is not started (ADR 0012).
let outcome = CallingThreadExecutor.run { [arguments] in await controller.run(arguments) }
StandardStreams.write(outcome)
exit(outcome.exitCode.rawValue)
