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

  static let sets =
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
  /// dishes and drinks).
  private static let everydaySets = [
    ("everyday", "everyday"), ("everyday2", "everyday-2"), ("everyday3", "everyday-3"),
    ("everyday4", "everyday-4"), ("everyday5", "everyday-5"), ("everyday6", "everyday-6"),
    ("everyday7", "everyday-7"), ("everyday8", "everyday-8"), ("everyday9", "everyday-9"),
    ("everyday10", "everyday-10"), ("everyday11", "everyday-11"), ("everyday12", "everyday-12"),
    ("everyday13", "everyday-13"), ("everyday14", "everyday-14"), ("everyday15", "everyday-15"),
    ("everyday16", "everyday-16"), ("everyday17", "everyday-17"), ("everyday18", "everyday-18"),
    ("everyday19", "everyday-19"), ("everyday20", "everyday-20"),
    ("everyday21", "everyday-21"), ("everyday22", "everyday-22"),
    ("everyday23", "everyday-23"), ("everyday24", "everyday-24"),
    ("everyday25", "everyday-25"), ("everyday26", "everyday-26"),
    ("everyday27", "everyday-27"), ("everyday28", "everyday-28"),
    ("everyday29", "everyday-29"), ("everyday30", "everyday-30"), ("everyday31", "everyday-31"),
    ("everyday32", "everyday-32"), ("everyday33", "everyday-33"),
    ("everyday34", "everyday-34"), ("everyday35", "everyday-35"),
    ("everyday36", "everyday-36"), ("everyday37", "everyday-37"), ("everyday38", "everyday-38"),
    ("everyday39", "everyday-39"), ("everyday40", "everyday-40"), ("everyday41", "everyday-41"),
    ("everyday42", "everyday-42"), ("everyday43", "everyday-43"), ("everyday44", "everyday-44"),
    ("everyday45", "everyday-45"), ("everyday46", "everyday-46"), ("everyday47", "everyday-47"),
    ("everyday48", "everyday-48"), ("everyday49", "everyday-49"), ("everyday50", "everyday-50"),
    ("everyday51", "everyday-51"), ("everyday52", "everyday-52"), ("everyday53", "everyday-53"),
    ("everyday54", "everyday-54"), ("everyday55", "everyday-55"), ("everyday56", "everyday-56"),
    ("everyday57", "everyday-57"), ("everyday58", "everyday-58"), ("everyday59", "everyday-59"),
    ("everyday60", "everyday-60"), ("everyday61", "everyday-61"), ("everyday62", "everyday-62"),
    ("everyday63", "everyday-63"), ("everyday64", "everyday-64"), ("everyday65", "everyday-65"),
    ("everyday66", "everyday-66"), ("everyday67", "everyday-67"), ("everyday68", "everyday-68"),
    ("everyday69", "everyday-69"), ("everyday70", "everyday-70"), ("everyday71", "everyday-71"),
    ("everyday72", "everyday-72"), ("everyday73", "everyday-73"), ("everyday74", "everyday-74"),
    ("everyday75", "everyday-75"), ("everyday76", "everyday-76"), ("everyday77", "everyday-77"),
    ("everyday78", "everyday-78"), ("everyday79", "everyday-79"), ("everyday80", "everyday-80"),
    ("everyday81", "everyday-81"), ("everyday82", "everyday-82"), ("everyday83", "everyday-83"),
    ("everyday84", "everyday-84"), ("everyday85", "everyday-85"), ("everyday86", "everyday-86"),
    ("everyday87", "everyday-87"), ("everyday88", "everyday-88"), ("everyday89", "everyday-89"),
    ("everyday90", "everyday-90"), ("everyday91", "everyday-91"), ("everyday92", "everyday-92"),
    ("everyday93", "everyday-93"), ("everyday94", "everyday-94"), ("everyday95", "everyday-95"),
    ("everyday96", "everyday-96"), ("everyday97", "everyday-97"), ("everyday98", "everyday-98"),
    ("everyday99", "everyday-99"), ("everyday100", "everyday-100"),
    ("everyday101", "everyday-101"), ("everyday102", "everyday-102"),
    ("everyday103", "everyday-103"), ("everyday104", "everyday-104"),
    ("everyday105", "everyday-105"), ("everyday106", "everyday-106"),
    ("everyday107", "everyday-107"), ("everyday108", "everyday-108"),
    ("everyday109", "everyday-109"), ("everyday110", "everyday-110"),
    ("everyday111", "everyday-111"), ("everyday112", "everyday-112"),
    ("everyday113", "everyday-113"), ("everyday114", "everyday-114"),
    ("everyday115", "everyday-115"), ("everyday116", "everyday-116"),
    ("everyday117", "everyday-117"), ("everyday118", "everyday-118"),
    ("everyday119", "everyday-119"), ("everyday120", "everyday-120"),
    ("everyday121", "everyday-121"), ("everyday122", "everyday-122"),
    ("everyday123", "everyday-123"), ("everyday124", "everyday-124"),
    ("everyday125", "everyday-125"), ("everyday126", "everyday-126"),
    ("everyday127", "everyday-127"), ("everyday128", "everyday-128"),
    ("everyday129", "everyday-129"), ("everyday130", "everyday-130"),
    ("everyday131", "everyday-131"), ("everyday132", "everyday-132"),
    ("everyday133", "everyday-133"), ("everyday134", "everyday-134"),
    ("everyday135", "everyday-135"), ("everyday136", "everyday-136"),
    ("everyday137", "everyday-137"), ("everyday138", "everyday-138"),
    ("everyday139", "everyday-139"), ("everyday140", "everyday-140"),
    ("everyday141", "everyday-141"), ("everyday142", "everyday-142"),
    ("everyday143", "everyday-143"), ("everyday144", "everyday-144"),
    ("everyday145", "everyday-145"), ("everyday146", "everyday-146"),
    ("everyday147", "everyday-147"), ("everyday148", "everyday-148"),
    ("everyday149", "everyday-149"), ("everyday150", "everyday-150"),
    ("everyday151", "everyday-151"), ("everyday152", "everyday-152"),
    ("everyday153", "everyday-153"), ("everyday154", "everyday-154"),
    ("everyday155", "everyday-155"), ("everyday156", "everyday-156"),
    ("everyday157", "everyday-157"), ("everyday158", "everyday-158"),
    ("everyday159", "everyday-159"), ("everyday160", "everyday-160"),
    ("everyday161", "everyday-161"), ("everyday162", "everyday-162"),
    ("everyday163", "everyday-163"), ("everyday164", "everyday-164"),
    ("everyday165", "everyday-165"), ("everyday166", "everyday-166"),
    ("everyday167", "everyday-167"), ("everyday168", "everyday-168"),
    ("everyday169", "everyday-169"), ("everyday170", "everyday-170"),
    ("everyday171", "everyday-171"), ("everyday172", "everyday-172"),
    ("everyday173", "everyday-173"), ("everyday174", "everyday-174"),
    ("everyday175", "everyday-175"), ("everyday176", "everyday-176"),
    ("everyday177", "everyday-177"), ("everyday178", "everyday-178"),
    ("everyday179", "everyday-179"), ("everyday180", "everyday-180"),
    ("everyday181", "everyday-181"), ("everyday182", "everyday-182"),
    ("everyday183", "everyday-183"), ("everyday184", "everyday-184"),
    ("everyday185", "everyday-185"), ("everyday186", "everyday-186"),
    ("everyday187", "everyday-187"), ("everyday188", "everyday-188"),
    ("everyday189", "everyday-189"), ("everyday190", "everyday-190"),
    ("everyday191", "everyday-191"), ("everyday192", "everyday-192"),
    ("everyday193", "everyday-193"), ("everyday194", "everyday-194"),
    ("everyday195", "everyday-195"), ("everyday196", "everyday-196"),
    ("everyday197", "everyday-197"), ("everyday198", "everyday-198"),
    ("everyday199", "everyday-199"), ("everyday200", "everyday-200"),
    ("everyday201", "everyday-201"), ("everyday202", "everyday-202"),
    ("everyday203", "everyday-203"), ("everyday204", "everyday-204"),
    ("everyday205", "everyday-205"), ("everyday206", "everyday-206"),
    ("everyday207", "everyday-207"), ("everyday208", "everyday-208"),
    ("everyday209", "everyday-209"), ("everyday210", "everyday-210"),
    ("everyday211", "everyday-211"), ("everyday212", "everyday-212"),
    ("everyday213", "everyday-213"), ("everyday214", "everyday-214"),
    ("everyday215", "everyday-215"), ("everyday216", "everyday-216"),
    ("everyday217", "everyday-217"), ("everyday218", "everyday-218"),
    ("everyday219", "everyday-219"), ("everyday220", "everyday-220"),
    ("everyday221", "everyday-221"), ("everyday222", "everyday-222"),
    ("everyday223", "everyday-223"), ("everyday224", "everyday-224"),
    ("everyday225", "everyday-225"), ("everyday226", "everyday-226"),
    ("everyday227", "everyday-227"), ("everyday228", "everyday-228"),
    ("everyday229", "everyday-229"), ("everyday230", "everyday-230"),
    ("everyday231", "everyday-231"), ("everyday232", "everyday-232"),
    ("everyday233", "everyday-233"), ("everyday234", "everyday-234"),
    ("everyday235", "everyday-235"), ("everyday236", "everyday-236"),
    ("everyday237", "everyday-237"), ("everyday238", "everyday-238"),
    ("everyday239", "everyday-239"), ("everyday240", "everyday-240"),
    ("everyday241", "everyday-241"), ("everyday242", "everyday-242"),
    ("everyday243", "everyday-243"), ("everyday244", "everyday-244"),
    ("everyday245", "everyday-245"), ("everyday246", "everyday-246"),
    ("everyday247", "everyday-247"), ("everyday248", "everyday-248"),
    ("everyday249", "everyday-249"), ("everyday250", "everyday-250"),
    ("everyday251", "everyday-251"), ("everyday252", "everyday-252"),
    ("everyday253", "everyday-253"), ("everyday254", "everyday-254"),
    ("everyday255", "everyday-255"), ("everyday256", "everyday-256"),
    ("everyday257", "everyday-257"), ("everyday258", "everyday-258"),
    ("everyday259", "everyday-259"), ("everyday260", "everyday-260"),
    ("everyday261", "everyday-261"), ("everyday262", "everyday-262"),
    ("everyday263", "everyday-263"), ("everyday264", "everyday-264"),
    ("everyday265", "everyday-265"), ("everyday266", "everyday-266"),
    ("everyday267", "everyday-267"), ("everyday268", "everyday-268"),
    ("everyday269", "everyday-269"), ("everyday270", "everyday-270"),
    ("everyday271", "everyday-271"), ("everyday272", "everyday-272"),
    ("everyday273", "everyday-273"), ("everyday274", "everyday-274"),
    ("everyday275", "everyday-275"), ("everyday276", "everyday-276"),
    ("everyday277", "everyday-277"), ("everyday278", "everyday-278"),
    ("everyday279", "everyday-279"), ("everyday280", "everyday-280"),
    ("everyday281", "everyday-281"), ("everyday282", "everyday-282"),
    ("everyday283", "everyday-283"), ("everyday284", "everyday-284"),
    ("everyday285", "everyday-285"), ("everyday286", "everyday-286"),
    ("everyday287", "everyday-287"), ("everyday288", "everyday-288"),
    ("everyday289", "everyday-289"), ("everyday290", "everyday-290"),
    ("everyday291", "everyday-291"), ("everyday292", "everyday-292"),
    ("everyday293", "everyday-293"), ("everyday294", "everyday-294"),
    ("everyday295", "everyday-295"), ("everyday296", "everyday-296"),
    ("everyday297", "everyday-297"), ("everyday298", "everyday-298"),
    ("everyday299", "everyday-299"), ("everyday300", "everyday-300"),
    ("everyday301", "everyday-301"), ("everyday302", "everyday-302"),
    ("everyday303", "everyday-303"), ("everyday304", "everyday-304"),
    ("everyday305", "everyday-305"), ("everyday306", "everyday-306"),
    ("everyday307", "everyday-307"), ("everyday308", "everyday-308"),
    ("everyday309", "everyday-309"), ("everyday310", "everyday-310"),
    ("everyday311", "everyday-311"), ("everyday312", "everyday-312"),
    ("everyday313", "everyday-313"), ("everyday314", "everyday-314"),
    ("everyday315", "everyday-315"), ("everyday316", "everyday-316"),
    ("everyday317", "everyday-317"), ("everyday318", "everyday-318"),
    ("everyday319", "everyday-319"), ("everyday320", "everyday-320"),
    ("everyday321", "everyday-321"), ("everyday322", "everyday-322"),
    ("everyday323", "everyday-323"), ("everyday324", "everyday-324"),
    ("everyday325", "everyday-325"), ("everyday326", "everyday-326"),
    ("everyday327", "everyday-327"), ("everyday328", "everyday-328"),
    ("everyday329", "everyday-329"), ("everyday330", "everyday-330"),
    ("everyday331", "everyday-331"), ("everyday332", "everyday-332"),
    ("everyday333", "everyday-333"), ("everyday334", "everyday-334"),
    ("everyday335", "everyday-335"), ("everyday336", "everyday-336"),
    ("everyday337", "everyday-337"), ("everyday338", "everyday-338"),
    ("everyday339", "everyday-339"), ("everyday340", "everyday-340"),
    ("everyday341", "everyday-341"), ("everyday342", "everyday-342"),
  ].flatMap { name, file in
    [
      EvaluationSet(
        name: name, path: "Tests/Evaluation/\(file)-dev.tsv", targets: .narrative,
        heldOut: false),
      EvaluationSet(
        name: name + "-holdout", path: "Tests/Evaluation/\(file)-holdout.tsv",
        targets: .narrative, heldOut: true),
    ]
  }

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
