import Drivers
import Foundation
import InterfaceAdapters
import UseCases

/// `wellplate-dev evaluate`: runs the local analyzer over the accuracy evaluation set and
/// prints the pass rate and error statistics. Exits 0 when the targets are met, 1 otherwise.
enum EvaluateCommand {
  static let casesPath = "Tests/Evaluation/meals.tsv"

  @Sendable static func run(_ arguments: [String]) async throws -> Int32 {
    let options = try DevOptions(arguments, valued: ["cases", "index"], switches: ["verbose"])
    let casesPath = options.value("cases", default: casesPath)
    let indexPath = options.value("index", default: BuildFoodIndexCommand.outputPath)
    let text = try String(contentsOf: URL(fileURLWithPath: casesPath), encoding: .utf8)
    let cases = try EvaluationSetParser.cases(in: text)
    let analyzer = CompositionRoot.localAnalyzer(indexPath: indexPath)
    let request = EvaluateAnalyzerRequest(cases: cases)
    let response = try await EvaluateAnalyzer(analyzer: analyzer).execute(request)
    print(
      EvaluationReportText.render(
        response, source: casesPath, tolerance: request.tolerance,
        verbose: options.isSet("verbose")),
      terminator: "")
    return response.meetsTargets ? 0 : 1
  }
}
