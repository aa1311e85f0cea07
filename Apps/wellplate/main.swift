// The composition root's entry point: build the controller, run it, report, exit.
import Drivers
import Foundation
import InterfaceAdapters

let controller = CommandLineController(
  ports: CompositionRoot(), environment: ProcessEnvironment.current)
let outcome = await controller.run(Array(CommandLine.arguments.dropFirst()))
StandardStreams.write(outcome)
exit(outcome.exitCode.rawValue)
