import Foundation
import UseCases

/// `wellplate-dev save-loop`: analyzes and saves meals one after another into a PostgreSQL
/// history, printing each id once its save returned. The concurrency tests start several at
/// once; one process doing many analyses keeps them to seconds, where one `wellplate analyze`
/// process per meal would take minutes.
enum SaveLoopCommand {
  @Sendable static func run(_ arguments: [String]) async throws -> Int32 {
    let options = try DevOptions(arguments, valued: ["database-url", "profile", "count", "meal"])
    let environment = ProcessInfo.processInfo.environment
    guard
      let url = options.value("database-url", default: environment["WELLPLATE_DATABASE_URL"] ?? "")
        .nilIfEmpty
    else {
      throw DevOptions.Unknown(
        description: "save-loop needs --database-url or WELLPLATE_DATABASE_URL")
    }
    guard let count = Int(options.value("count", default: "100")), count > 0 else {
      throw DevOptions.Unknown(description: "--count needs a positive whole number")
    }
    let analyzeFood = CompositionRoot.analyzeFood(
      analyzer: try CompositionRoot.bundledAnalyzer(),
      history: try CompositionRoot.postgresHistory(
        url: url, profile: options.value("profile", default: "me")))
    let meal = options.value("meal", default: "2 eggs and a slice of toast")
    for _ in 0..<count {
      let response = try await analyzeFood.execute(AnalyzeFoodRequest(description: meal))
      FileHandle.standardOutput.write(Data("\(response.entry.id)\n".utf8))
    }
    return 0
  }
}

extension String {
  /// `nil` for the empty string.
  fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
