import Drivers
import Foundation
import InterfaceAdapters
import UseCases

/// `wellplate-dev evaluate`: runs the local analyzer over the accuracy evaluation sets and
/// prints, for each, the figures per class against its targets. Exits 0 when every set run
/// meets its targets, 1 otherwise.
///
/// The held-out set is scored but its cases are never listed (Tests/Evaluation/README.md).
enum EvaluateCommand {
  /// One evaluation set in the repository.
  struct EvaluationSet {
    let name: String
    let path: String
    let targets: EvaluationTargets
    let heldOut: Bool
  }

  static let sets: [EvaluationSet] =
    [
      EvaluationSet(
        name: "meals", path: "Tests/Evaluation/meals.tsv", targets: .tunedSet, heldOut: false),
      EvaluationSet(
        name: "dev", path: "Tests/Evaluation/narrative-dev.tsv", targets: .narrative,
        heldOut: false),
      EvaluationSet(
        name: "dev2", path: "Tests/Evaluation/narrative-dev-2.tsv", targets: .narrative,
        heldOut: false),
      EvaluationSet(
        name: "holdout", path: "Tests/Evaluation/narrative-holdout.tsv", targets: .narrative,
        heldOut: true),
    ] + everydaySets

  /// The everyday sets (Tests/Evaluation/README.md): phone-typed meals written blind to the
  /// analyzer from 2026-11-24 on, each split into a file to tune on and a held-out one. Each later
  /// set was written after the rules its predecessors led to (the fourth weighted toward
  /// dishes and drinks). They are `everyday` and `everyday2` to `everyday<lastEverydaySet>`.
  ///
  /// Built from the numbers, not written as a literal of 341 pairs: the type checker took over
  /// two minutes of every build on that literal and its `flatMap` (ADR 0015).
  private static let everydaySets: [EvaluationSet] = {
    let names: [(name: String, file: String)] =
      [("everyday", "everyday")]
      + (2...lastEverydaySet).map { number in ("everyday\(number)", "everyday-\(number)") }
    var sets: [EvaluationSet] = []
    for (name, file) in names {
      sets.append(
        EvaluationSet(
          name: name, path: "Tests/Evaluation/\(file)-dev.tsv", targets: .narrative,
          heldOut: false))
      sets.append(
        EvaluationSet(
          name: name + "-holdout", path: "Tests/Evaluation/\(file)-holdout.tsv",
          targets: .narrative, heldOut: true))
    }
    return sets
  }()

  /// The number of the last everyday set (`everyday-<n>-dev.tsv`); a new set raises it.
  static let lastEverydaySet = 390

  @Sendable static func run(_ arguments: [String]) async throws -> Int32 {
    let options = try DevOptions(
      arguments, valued: ["set", "cases", "targets", "index"], switches: ["verbose"])
    let indexPath = options.value("index", default: BuildFoodIndexCommand.outputPath)
    let chosen: [EvaluationSet]
    if let path = options["cases"] {
      let targets: EvaluationTargets =
        switch options.value("targets", default: "tuned") {
        case "tuned": .tunedSet
        case "narrative": .narrative
        case let other:
          throw DevOptions.Unknown(description: "--targets is tuned or narrative, not '\(other)'")
        }
      chosen = [EvaluationSet(name: path, path: path, targets: targets, heldOut: false)]
    } else {
      let name = options.value("set", default: "all")
      chosen = name == "all" ? sets : sets.filter { $0.name == name }
      guard !chosen.isEmpty else {
        throw DevOptions.Unknown(
          description: "--set is one of all, " + sets.map(\.name).joined(separator: ", ")
            + "; not '\(name)'")
      }
    }
    let analyzer = CompositionRoot.localAnalyzer(indexPath: indexPath)
    var verdicts: [(String, Bool)] = []
    for set in chosen {
      let text = try String(contentsOf: URL(fileURLWithPath: set.path), encoding: .utf8)
      let cases = try EvaluationSetParser.cases(in: text)
      let request = EvaluateAnalyzerRequest(cases: cases, targets: set.targets)
      let response = try await EvaluateAnalyzer(analyzer: analyzer).execute(request)
      let listing: EvaluationReportText.Listing =
        set.heldOut ? .none : options.isSet("verbose") ? .all : .failing
      if verdicts.count > 0 { print("\n" + String(repeating: "=", count: 78) + "\n") }
      print(
        EvaluationReportText.render(
          response, source: set.path, tolerance: request.tolerance, listing: listing),
        terminator: "")
      verdicts.append((set.name, response.meetsTargets))
    }
    if verdicts.count > 1 {
      print("\n" + String(repeating: "=", count: 78))
      for (name, met) in verdicts {
        print("\(name): \(met ? "targets met" : "targets NOT met")")
      }
    }
    return verdicts.allSatisfy(\.1) ? 0 : 1
  }
}
