import Drivers
import Foundation

/// `wellplate-dev build-history-template`: rewrites the empty history shipped with the Drivers
/// module, which every new SQLite history starts as (ADR 0012, eleventh pass). Run it after
/// adding a migration, then commit the regenerated file; a DriversTests test fails until then.
enum BuildHistoryTemplateCommand {
  static let outputPath = "Modules/Drivers/Resources/Shipped/" + HistoryTemplate.fileName

  @Sendable static func run(_ arguments: [String]) async throws -> Int32 {
    let options = try DevOptions(arguments, valued: ["output"])
    let output = options.value("output", default: outputPath)
    let draft = output + ".new"
    try? FileManager.default.removeItem(atPath: draft)
    guard FileManager.default.createFile(atPath: draft, contents: nil) else {
      throw DevOptions.Unknown(description: "cannot create \(draft)")
    }
    try CompositionRoot.makeHistoryTemplate(at: draft)
    guard rename(draft, output) == 0 else {
      throw DevOptions.Unknown(description: "cannot replace \(output): errno \(errno)")
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
    print("wrote \(output) (\(size / 1024) KiB)")
    return 0
  }
}
