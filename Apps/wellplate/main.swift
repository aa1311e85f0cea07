// The composition root's entry point: build the controller, run it, report, exit.
import Drivers
import Foundation
import InterfaceAdapters

let root = CompositionRoot()
let controller = CommandLineController(
  ports: root, environment: ProcessEnvironment.current,
  configurationFiles: root.configurationFiles,
  standardOutputIsTerminal: StandardStreams.standardOutputIsTerminal)
let outcome = await controller.run(Array(CommandLine.arguments.dropFirst()))
StandardStreams.write(outcome)
exit(outcome.exitCode.rawValue)
