import Foundation
import UseCases

/// `wellplate-dev save-loop --db <path>`: analyzes and saves meals one at a time, printing each
/// id only after its save returned; runs until killed, or `--count` times.
///
/// The crash test kills this process with SIGKILL at an arbitrary moment; nearly all of its
/// time is spent inside saves, so the kill usually lands mid-transaction. Every printed id
/// must survive, because the save had returned before the id was written.
enum SaveLoopCommand {
  @Sendable static func run(_ arguments: [String]) async throws -> Int32 {
    let options = try DevOptions(arguments, valued: ["db", "profile", "count"])
    guard let path = options["db"] else {
      throw DevOptions.Unknown(description: "save-loop needs --db <path>")
    }
    let profile = options["profile"] ?? "me"
    let count = options["count"].flatMap(Int.init)
    let analyzeFood = AnalyzeFood(
      analyzer: try CompositionRoot.bundledAnalyzer(),
      history: try CompositionRoot.sqliteHistory(path: path, profile: profile),
      clock: CompositionRoot.clock(),
      ids: CompositionRoot.ids())
    var saved = 0
    while count.map({ saved < $0 }) ?? true {
      let response = try await analyzeFood.execute(
        AnalyzeFoodRequest(description: "2 eggs and a slice of toast"))
      // FileHandle writes straight to the descriptor: no buffer to lose when killed.
      FileHandle.standardOutput.write(Data("\(response.entry.id)\n".utf8))
      saved += 1
    }
    return 0
  }
}
