enum BenchAnalyzeCommand {
  @Sendable static func run(_ arguments: [String]) async throws -> Int32 { 0 }
}
