import Foundation
import UseCases

/// Analyzes and saves meals one at a time, reporting each id only after its save returned.
///
/// The crash test kills this process with SIGKILL at an arbitrary moment; nearly all of its
/// time is spent inside saves, so the kill usually lands mid-transaction. Every printed id
/// must survive, because the save had returned before the id was written.
struct SaveLoop {
  let path: String
  let profile: String
  let count: Int?

  func run() async throws {
    let analyzeFood = AnalyzeFood(
      analyzer: CompositionRoot.analyzer(),
      history: try CompositionRoot.history(path: path, profile: profile),
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
  }
}
