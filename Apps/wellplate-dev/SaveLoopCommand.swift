import Foundation
import UseCases

/// `wellplate-dev save-loop --db <path> | --database-url <url>`: analyzes and saves meals one
/// at a time into the SQLite or PostgreSQL history, printing each id only after its save
/// returned; runs until killed, or `--count` times.
///
/// The crash test kills this process with SIGKILL at an arbitrary moment; nearly all of its
/// time is spent inside saves, so the kill usually lands mid-transaction. Every printed id
/// must survive, because the save had returned before the id was written. The PostgreSQL
/// concurrency test runs several at once: one process doing many analyses keeps it to
/// seconds, where one `wellplate analyze` process per meal would take minutes.
enum SaveLoopCommand {
  @Sendable static func run(_ arguments: [String]) async throws -> Int32 {
    let options = try DevOptions(
      arguments, valued: ["db", "database-url", "profile", "count", "meal"])
    let profile = options["profile"] ?? "me"
    let count = options["count"].flatMap(Int.init)
    let history: any MealHistory
    switch (options["db"], options["database-url"]) {
    case (let path?, nil):
      history = try CompositionRoot.sqliteHistory(path: path, profile: profile)
    case (nil, let url?):
      history = try CompositionRoot.postgresHistory(url: url, profile: profile)
    default:
      throw DevOptions.Unknown(
        description: "save-loop needs either --db <path> or --database-url <url>")
    }
    let analyzeFood = AnalyzeFood(
      analyzer: try CompositionRoot.bundledAnalyzer(),
      history: history,
      clock: CompositionRoot.clock(),
      ids: CompositionRoot.ids())
    let meal = options["meal"] ?? "2 eggs and a slice of toast"
    var saved = 0
    while count.map({ saved < $0 }) ?? true {
      let response = try await analyzeFood.execute(AnalyzeFoodRequest(description: meal))
      // FileHandle writes straight to the descriptor: no buffer to lose when killed.
      FileHandle.standardOutput.write(Data("\(response.entry.id)\n".utf8))
      saved += 1
    }
    return 0
  }
}
